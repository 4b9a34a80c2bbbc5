import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  executePrepared,
  giftCardCodes,
  giftCards,
  orderItems,
  orders,
  transactions,
  type Db,
  type GiftCodeVault,
} from '@matjar/db';
import { cardCode } from '../gift-cards/index.js';
import { prepareOrderLines } from '../orders/index.js';

type OrderRow = typeof orders.$inferSelect;

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
function prepareVerifyRead(db: Db) {
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

/** SQL of verify-order and of the codes e-mail's link: the order as its buyer may read it. */
export function createVerifyOrderRepository(db: Db, vault: GiftCodeVault) {
  let verifyRead: ReturnType<typeof prepareVerifyRead> | undefined;
  let itemsRead: ReturnType<typeof prepareOrderLines> | undefined;
  return {
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

    async itemsOf(orderId: number) {
      itemsRead ??= prepareOrderLines(db);
      return itemsRead.execute({ orderId });
    },

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
export type VerifyOrderRepository = ReturnType<typeof createVerifyOrderRepository>;
