import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  dohaDate,
  isSystemCancelReason,
  maskIssuedGiftCard,
  type AdminOrderDetail,
  type AdminOrderGiftCard,
} from '@matjar/core';
import {
  customers,
  giftCards,
  orderItems,
  orderNotes,
  orderStatusHistory,
  transactions,
  type Db,
  type DbHandle,
} from '@matjar/db';
import { iso, isoToMinute } from '../../sql/list-query.js';
import { bookedDaySql } from '../delivery/index.js';
import { createSerialsRepository, toAdminSerial } from '../serials/index.js';
import { ORDER_SUMMARY_COLUMNS, toOrderSummary, type RawOrderSummary } from './order-list-repository.js';

type RawOrder = RawOrderSummary & {
  subtotal: number;
  discount_amount: number;
  shipping_fee: number;
  shipping_discount: number;
  exchange_credit: number;
  coupon_code: string | null;
  shipping_address: string | null;
  shipping_country: string | null;
  shipping_notes: string | null;
  customer_id: number | null;
  cash_received_amount: number | null;
  cash_received_by: string | null;
  cash_received_driver_id: number | null;
  cash_difference_reason: string | null;
  cash_driver_name: string | null;
  archived_by: string | null;
};

async function loadLines(db: Db, orderId: number) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  // Whether each line's product records serials (as marked now), and the serials recorded (decision 049).
  const serialized = new Map(
    (await createSerialsRepository(db).serialLines(orderId)).map((line) => [line.id, line.serialized]),
  );
  const serials = await createSerialsRepository(db).serialsByLine(orderId);
  const cards = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  // No character of the code leaves the server here: staff reveal one through its own audited endpoint.
  const cardsByItem = new Map<number, AdminOrderGiftCard[]>();
  // A replacement is issued for the same order line, so the order's own cards say who replaced whom.
  const replacedBy = new Map(cards.flatMap((card) => (card.replacesId ? [[card.replacesId, card.id]] : [])));
  for (const card of cards) {
    // Store credit a refund gave (decision 046) belongs to no line: the order's refunds name it.
    if (card.orderItemId === null) continue;
    const list = cardsByItem.get(card.orderItemId) ?? [];
    list.push({
      id: card.id,
      masked_code: maskIssuedGiftCard(card),
      denomination: card.denomination,
      // To the minute, like every time of this page near the payment: an old code held its issue instant.
      expires_at: isoToMinute(card.expiresAt),
      voided_at: card.voidedAt ? isoToMinute(card.voidedAt) : null,
      void_reason: card.voidReason,
      replaces_id: card.replacesId,
      replaced_by_id: replacedBy.get(card.id) ?? null,
    });
    cardsByItem.set(card.orderItemId, list);
  }
  return items.map((item) => ({
    id: item.id,
    product_id: item.productId,
    product_name: item.productName,
    product_name_en: item.productNameEn,
    variant_name: item.variantName,
    variant_name_en: item.variantNameEn,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    total_price: item.totalPrice,
    is_gift_card: item.isGiftCard,
    gift_cards: cardsByItem.get(item.id) ?? [],
    serialized: !item.isGiftCard && (serialized.get(item.id) ?? false),
    serials: (serials.get(item.id) ?? []).map(toAdminSerial),
  }));
}

/** The latest gateway transaction of the order (back-office §7: "latest transaction by order_number"). */
async function latestTransaction(db: Db, orderNumber: string): Promise<AdminOrderDetail['transaction']> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderNumber, orderNumber))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  if (!row) return null;
  return {
    transaction_id: row.transactionId,
    status: row.status,
    amount: row.amount,
    card_type: row.cardType,
    created_at: isoToMinute(row.createdAt),
  };
}

async function loadTimeline(db: Db, orderId: number) {
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const notes = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return {
    history: history.map((change) => ({
      from_status: change.fromStatus,
      to_status: change.toStatus,
      username: change.username,
      // A system change (no username) keeps its reason as a code the page words; a person's as typed.
      ...(change.username === null && isSystemCancelReason(change.reason)
        ? { reason: null, system_reason: change.reason }
        : { reason: change.reason, system_reason: null }),
      // The payment's status change happens in the instant an old-format code was made from.
      created_at: isoToMinute(change.createdAt),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      username: note.username,
      created_at: note.createdAt.toISOString(),
    })),
  };
}

async function linkedCustomer(db: Db, customerId: number | null): Promise<AdminOrderDetail['customer']> {
  if (customerId === null) return null;
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    // The customers screen's rule (customer-list-filters.ts): a customer without a password ordered as a guest.
    kind: row.passwordHash === null ? 'guest' : 'account',
  };
}

/** SQL of the back office's order page. */
export function createOrderDetailRepository(db: DbHandle) {
  /**
   * The order page (also the invoice and the packing slip): lines with variant names in both languages, masked
   * gift-card codes, the latest transaction, the status timeline, notes, cash and archive marks. Archived
   * orders are read too (the page shows a banner). Undefined when there is no such order.
   */
  async function loadAdminOrder(id: number): Promise<AdminOrderDetail | undefined> {
    const day = await bookedDaySql(db, dohaDate(new Date()));
    const found = await db.execute<RawOrder & { sheet_date: string | null }>(sql`
      SELECT ${ORDER_SUMMARY_COLUMNS},
        CASE WHEN o.driver_id IS NULL THEN NULL ELSE (${day.run})::text END AS sheet_date, o.subtotal, o.discount_amount, o.shipping_fee, o.shipping_discount, o.exchange_credit, o.coupon_code,
        o.shipping_address, o.shipping_country, o.shipping_notes, o.customer_id, o.cash_received_amount,
        o.cash_received_by, o.cash_received_driver_id, o.cash_difference_reason, o.archived_by,
        (SELECT d.name FROM drivers d WHERE d.id = o.cash_received_driver_id) AS cash_driver_name
      FROM orders o WHERE o.id = ${id}`);
    const row = found.rows[0];
    if (!row) return undefined;
    const {
      customer_id,
      cash_received_amount,
      cash_received_by,
      cash_received_driver_id,
      cash_difference_reason,
      cash_driver_name,
      archived_by,
      sheet_date,
      ...rest
    } = row;
    const summary = toOrderSummary(rest);
    const items = await loadLines(db, id);
    const { history, notes } = await loadTimeline(db, id);
    return {
      ...summary,
      subtotal: rest.subtotal,
      discount_amount: rest.discount_amount,
      shipping_fee: rest.shipping_fee,
      shipping_discount: rest.shipping_discount,
      exchange_credit: rest.exchange_credit,
      coupon_code: rest.coupon_code,
      shipping_address: rest.shipping_address,
      shipping_country: rest.shipping_country,
      shipping_notes: rest.shipping_notes,
      sheet_date,
      customer: await linkedCustomer(db, customer_id),
      items,
      transaction: await latestTransaction(db, summary.order_number),
      history,
      notes,
      cash_received:
        row.cash_received_at === null
          ? null
          : {
              amount: cash_received_amount ?? 0,
              at: iso(row.cash_received_at),
              username: cash_received_by,
              driver:
                cash_received_driver_id === null
                  ? null
                  : { id: cash_received_driver_id, name: cash_driver_name ?? '' },
              difference: (cash_received_amount ?? 0) - (rest.total_amount - rest.gift_card_amount),
              difference_reason: cash_difference_reason,
            },
      archived: row.archived_at === null ? null : { at: iso(row.archived_at), username: archived_by },
    };
  }

  return { loadAdminOrder };
}

export type OrderDetailRepository = ReturnType<typeof createOrderDetailRepository>;
