import { sql } from 'drizzle-orm';
import { executePrepared, orderItems, orders, type DbHandle } from '@matjar/db';
import { guestCustomerCtes, linkOrderToCustomer, type GuestCustomer } from '../customers/index.js';
import { statusChangeInsert } from '../orders/index.js';
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

/** SQL of create-order: the order, its lines, timeline and e-mail, and its alerts. */
export function createOrderRepository(db: DbHandle) {
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
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
