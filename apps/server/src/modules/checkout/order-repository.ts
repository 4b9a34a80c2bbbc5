import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  executePrepared,
  giftCardCodes,
  giftCards,
  orderItems,
  orders,
  transactions,
  type GiftCodeVault,
  type DbHandle,
} from '@matjar/db';
import { cardCode } from '../gift-cards/index.js';
import { guestCustomerCtes, linkOrderToCustomer, type GuestCustomer } from '../customers/index.js';
import { orderLinesOf, statusChangeInsert } from '../orders/index.js';
import { createStaffAlertsRepository } from '../staff-events/index.js';
import { orderConfirmationQueued, type OrderConfirmationEmail } from '../../mail/mail-queue.js';

export type NewOrder = typeof orders.$inferInsert;
/** One line of a new order, as create-order priced it. */
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'> & {
  productId: number | null;
  variantId: number | null;
  productNameEn: string | null;
  variantName: string | null;
  variantNameEn: string | null;
  isGiftCard: boolean;
};
export type OrderRow = typeof orders.$inferSelect;
/** What create-order needs back from the new order's row. */
export interface InsertedOrder {
  id: number;
  createdAt: Date;
  shortNumber: number;
  customerId: number | null;
}
/** The same, as the driver answers it (column names, the time as text). */
interface InsertedOrderRow extends Record<string, unknown> {
  id: number;
  created_at: string | Date;
  short_number: number;
  customer_id: number | null;
}

const INSERTED_COLUMNS = {
  id: orders.id,
  createdAt: orders.createdAt,
  shortNumber: orders.shortNumber,
  customerId: orders.customerId,
};

/** A guest's order insert: its customer found or created by the statement's CTEs (order-customer.ts). */
function insertWithCustomer(tx: DbHandle, order: NewOrder, guest: GuestCustomer) {
  const { ctes, customerId } = guestCustomerCtes(tx, guest);
  return tx
    .with(...ctes)
    .insert(orders)
    .values({ ...order, customerId });
}

/** A paid order's gift card as its buyer sees it: its code opened. */
export interface OpenedCard {
  productName: string;
  productNameEn: string | null;
  value: number;
  expiresAt: Date;
  code: string;
  pin: string | null;
}

/** The order's columns verify-order answers from (of the table's seventy). */
const VERIFY_ORDER_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  shortNumber: orders.shortNumber,
  locale: orders.locale,
  accessTokenHash: orders.accessTokenHash,
  customerId: orders.customerId,
  placedSignedIn: orders.placedSignedIn,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  isGiftCardOrder: orders.isGiftCardOrder,
  subtotal: orders.subtotal,
  discountAmount: orders.discountAmount,
  couponCode: orders.couponCode,
  shippingFee: orders.shippingFee,
  shippingDiscount: orders.shippingDiscount,
  totalAmount: orders.totalAmount,
  giftCardAmount: orders.giftCardAmount,
  shippingCity: orders.shippingCity,
  shippingAddress: orders.shippingAddress,
  shippingNotes: orders.shippingNotes,
  deliveryDaysMin: orders.deliveryDaysMin,
  deliveryDaysMax: orders.deliveryDaysMax,
  deliveryDate: orders.deliveryDate,
  deliveryWindowStart: orders.deliveryWindowStart,
  deliveryWindowEnd: orders.deliveryWindowEnd,
};

/** verify-order's read (findWithLatestTransaction), as one prepared statement. */
function prepareVerifyRead(db: DbHandle) {
  const latest = db
    .select({
      status: transactions.status,
      transactionId: transactions.transactionId,
      amount: transactions.amount,
      visaId: transactions.visaId,
    })
    .from(transactions)
    .where(eq(transactions.orderNumber, orders.orderNumber))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1)
    .as('latest');
  return db
    .select({
      order: VERIFY_ORDER_COLUMNS,
      transaction: {
        status: latest.status,
        transactionId: latest.transactionId,
        amount: latest.amount,
        visaId: latest.visaId,
      },
    })
    .from(orders)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(orders.orderNumber, sql.placeholder('orderNumber')))
    .limit(1)
    .prepare('verify-order-read');
}

/** SQL of create-order and verify-order. */
export function createOrderRepository(db: DbHandle, vault: GiftCodeVault) {
  let verifyRead: ReturnType<typeof prepareVerifyRead> | undefined;
  return {
    /**
     * The order row, its short number from the sequence and, for a shopper not signed in, its customer: the
     * customer found by phone or e-mail, or a guest created, in the same statement (order-customer.ts).
     */
    async insertOrder(order: NewOrder, guest: GuestCustomer | null): Promise<InsertedOrder> {
      const insert = guest ? insertWithCustomer(db, order, guest) : db.insert(orders).values(order);
      // Prepared: planning this statement (and its customer CTEs) cost more than a fifth of running it.
      const { rows } = await executePrepared<InsertedOrderRow>(
        db,
        'order-insert',
        insert.returning(INSERTED_COLUMNS).getSQL(),
      );
      const row = rows[0]!;
      const inserted: InsertedOrder = {
        id: row.id,
        createdAt: new Date(row.created_at),
        shortNumber: row.short_number,
        customerId: row.customer_id,
      };
      // A sign-up claimed or created the same customer while this order was being written: read it again.
      if (guest && inserted.customerId === null) {
        inserted.customerId = await linkOrderToCustomer(db, inserted.id, guest);
      }
      return inserted;
    },

    /**
     * A new order's lines, the first row of its timeline (created pending, by nobody on the staff) and its
     * confirmation e-mail when it gets one (the outbox row, waking the mail worker when it is due at once), in
     * one statement: round trips fewer for every order.
     */
    async insertItemsAndTimeline(
      orderId: number,
      items: NewOrderLine[],
      confirmation: OrderConfirmationEmail | null,
    ): Promise<void> {
      const lines = JSON.stringify(items);
      const timeline = statusChangeInsert({ orderId, from: null, to: 'pending', actor: null });
      const insertLines = sql`
        INSERT INTO order_items (order_id, product_id, variant_id, product_name, product_name_en, variant_name,
          variant_name_en, quantity, unit_price, list_price, total_price, is_gift_card)
        SELECT ${orderId}::int, l."productId", l."variantId", l."productName", l."productNameEn",
          l."variantName", l."variantNameEn", l.quantity, l."unitPrice", l."listPrice", l."totalPrice",
          l."isGiftCard"
        FROM jsonb_to_recordset(${lines}::jsonb) AS l("productId" int, "variantId" int, "productName" text,
          "productNameEn" text, "variantName" text, "variantNameEn" text, quantity int, "unitPrice" int,
          "listPrice" int, "totalPrice" int, "isGiftCard" boolean)`;
      if (!confirmation) {
        await executePrepared(db, 'order-lines-insert', sql`WITH timeline AS (${timeline}) ${insertLines}`);
        return;
      }
      const mail = orderConfirmationQueued(confirmation);
      await executePrepared(
        db,
        'order-lines-insert-confirmed',
        sql`
        WITH timeline AS (${timeline}), lines AS (${insertLines}), queued AS (${mail.insert})
        SELECT ${mail.wakes} FROM queued`,
      );
    },

    /**
     * Writes the staff's unread alerts and announces the order, both committed with it: every listening
     * process then pushes the alerts to its connected staff (modules/staff-events).
     */
    async notifyOrderCreated(orderNumber: string): Promise<void> {
      await createStaffAlertsRepository(db).insertForNewOrder(orderNumber);
    },

    /**
     * The order and its newest transaction (the payment's outcome, or its pending start), in one read:
     * verify-order's, which every confirmation screen polls. Built once per repository, then only executed.
     */
    async findWithLatestTransaction(orderNumber: string) {
      verifyRead ??= prepareVerifyRead(db);
      const [row] = await verifyRead.execute({ orderNumber });
      return row;
    },

    /**
     * The paid order's live codes for the confirmation screen's answer, which carries them once: the first
     * call records it (`orders.gift_codes_shown_at`, only while the order has a code that counts) and gets
     * them opened (`shownNow`); every later one gets how many there are and no code. Recording and reading
     * are one statement: two answers at once cannot both carry them (the second waits for the first's row
     * lock, then finds it recorded).
     */
    async claimGiftCodes(
      orderId: number,
    ): Promise<{ shownNow: boolean; count: number; cards: OpenedCard[] }> {
      const { rows } = await executePrepared<{
        product_name: string;
        product_name_en: string | null;
        value: number;
        code_sealed: string | null;
        secret: string | null;
        expires_at: string;
        shown_now: boolean;
      }>(
        db,
        'order-gift-codes-claim',
        sql`
        WITH live AS (
          SELECT g.id, g.product_name, i.product_name_en, g.denomination AS value, g.code_sealed, c.secret,
            g.expires_at
          FROM gift_cards g
          LEFT JOIN order_items i ON i.id = g.order_item_id
          LEFT JOIN gift_card_codes c ON c.id = g.inventory_code_id
          -- A void code no longer counts: the shopper sees its replacement instead.
          WHERE g.order_id = ${orderId}::int AND g.voided_at IS NULL
        ),
        claimed AS (
          UPDATE orders SET gift_codes_shown_at = now()
          WHERE id = ${orderId}::int AND gift_codes_shown_at IS NULL AND EXISTS (SELECT 1 FROM live)
          RETURNING id
        )
        SELECT live.*, EXISTS (SELECT 1 FROM claimed) AS shown_now FROM live ORDER BY live.id`,
      );
      const shownNow = rows[0]?.shown_now ?? false;
      // A code is opened from its seal only here, for the buyer who proved the order, and only once.
      const cards = shownNow
        ? rows.map((row) => ({
            productName: row.product_name,
            productNameEn: row.product_name_en,
            value: row.value,
            expiresAt: new Date(row.expires_at),
            ...cardCode(vault, { codeSealed: row.code_sealed, secret: row.secret }),
          }))
        : [];
      return { shownNow, count: rows.length, cards };
    },

    async findByShortNumber(shortNumber: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.shortNumber, shortNumber)).limit(1);
      return row;
    },

    itemsOf: (orderId: number) => orderLinesOf(db, orderId),

    async giftCardsOf(orderId: number) {
      // A void code no longer counts: the shopper sees its replacement instead.
      const rows = await db
        .select({
          productName: giftCards.productName,
          productNameEn: orderItems.productNameEn,
          value: giftCards.denomination,
          codeSealed: giftCards.codeSealed,
          secret: giftCardCodes.secret,
          expiresAt: giftCards.expiresAt,
        })
        .from(giftCards)
        .leftJoin(orderItems, eq(orderItems.id, giftCards.orderItemId))
        .leftJoin(giftCardCodes, eq(giftCardCodes.id, giftCards.inventoryCodeId))
        .where(and(eq(giftCards.orderId, orderId), isNull(giftCards.voidedAt)))
        .orderBy(asc(giftCards.id))
        .prepare('order-gift-cards')
        .execute();
      // A code is opened from its seal only here, for the buyer who proved the order.
      return rows.map(({ secret, codeSealed, ...card }) => ({
        ...card,
        ...cardCode(vault, { codeSealed, secret }),
      }));
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
