import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminOrderSerial } from '@matjar/core';
import { orderItemSerials, orderItems, orders, products, type DbHandle } from '@matjar/db';

export type SerialRow = typeof orderItemSerials.$inferSelect;

export function toAdminSerial(row: SerialRow): AdminOrderSerial {
  return {
    id: row.id,
    serial: row.serial,
    username: row.username,
    created_at: row.createdAt.toISOString(),
    returned_at: row.returnedAt ? row.returnedAt.toISOString() : null,
  };
}

/** SQL of the serial numbers recorded for an order's units. */
export function createSerialsRepository(db: DbHandle) {
  /** The order row, locked for the transaction: two staff packing one order queue here. */
  async function lockOrderForSerials(orderId: number) {
    const [row] = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        shortNumber: orders.shortNumber,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        archivedAt: orders.archivedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    return row;
  }

  /**
   * An order's lines as packing sees them: quantity, gift card or not, and whether the product records serials
   * as it is marked now (a product deleted since keeps no mark: its lines need none).
   */
  async function serialLines(orderId: number) {
    return db
      .select({
        id: orderItems.id,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        isGiftCard: orderItems.isGiftCard,
        serialized: sql<boolean>`coalesce(${products.isSerialized}, false)`,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
  }

  /** The serials recorded on an order, by line, in the order they were recorded. */
  async function serialsByLine(orderId: number): Promise<Map<number, SerialRow[]>> {
    const rows = await db
      .select()
      .from(orderItemSerials)
      .where(eq(orderItemSerials.orderId, orderId))
      .orderBy(asc(orderItemSerials.id));
    const byLine = new Map<number, SerialRow[]>();
    for (const row of rows) byLine.set(row.orderItemId, [...(byLine.get(row.orderItemId) ?? []), row]);
    return byLine;
  }

  /** The order that has a serial out (recorded, not come back), with its short number; undefined when none. */
  async function orderHoldingSerial(serial: string) {
    const [row] = await db
      .select({ orderId: orderItemSerials.orderId, shortNumber: orders.shortNumber })
      .from(orderItemSerials)
      .innerJoin(orders, eq(orders.id, orderItemSerials.orderId))
      .where(and(eq(orderItemSerials.serial, serial), isNull(orderItemSerials.returnedAt)))
      .limit(1);
    return row;
  }

  /** Removes the serials recorded on an order (it was canceled: nothing left); answers what they were. */
  async function deleteOrderSerials(orderId: number): Promise<string[]> {
    const removed = await db
      .delete(orderItemSerials)
      .where(eq(orderItemSerials.orderId, orderId))
      .returning({ serial: orderItemSerials.serial });
    return removed.map((row) => row.serial);
  }

  /** Marks units as come back, now, by whom and under which return; answers the rows so marked. */
  async function markReturned(
    ids: readonly number[],
    by: { username: string; returnId: number | null },
  ): Promise<SerialRow[]> {
    if (ids.length === 0) return [];
    return db
      .update(orderItemSerials)
      .set({ returnedAt: sql`now()`, returnedBy: by.username, returnId: by.returnId })
      .where(and(inArray(orderItemSerials.id, [...ids]), isNull(orderItemSerials.returnedAt)))
      .returning();
  }

  /** The order moved on (the live screens refetch it): its version changes with it. */
  async function touchOrder(orderId: number): Promise<void> {
    await db
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  return {
    lockOrderForSerials,
    serialLines,
    serialsByLine,
    orderHoldingSerial,
    deleteOrderSerials,
    markReturned,
    touchOrder,
  };
}

export type SerialsRepository = ReturnType<typeof createSerialsRepository>;
