import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminLinkedOrder, AdminReturn } from '@matjar/core';
import { orderItems, orderReturnLines, orderReturns, orders, refunds, type DbTransaction } from '@matjar/db';

const LINKED = {
  id: orders.id,
  short_number: orders.shortNumber,
  status: orders.status,
  payment_method: orders.paymentMethod,
  payment_status: orders.paymentStatus,
  total_amount: orders.totalAmount,
  exchange_credit: orders.exchangeCredit,
};

/** SQL of an order's returns and exchanges; its row reads and locks belong to the caller's transaction. */
export function createReturnsRepository(db: DbTransaction) {
  /** Orders as another order's screen names them (an exchange's two orders), by id. */
  async function linkedOrders(ids: readonly number[]): Promise<Map<number, AdminLinkedOrder>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select(LINKED)
      .from(orders)
      .where(inArray(orders.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** One order's returns, oldest first, each with its lines, its refund made at once and its replacement. */
  async function returnsOfOrder(orderId: number): Promise<AdminReturn[]> {
    const rows = await db
      .select({
        row: orderReturns,
        refund: { id: refunds.id, status: refunds.status, amount: refunds.amount },
      })
      .from(orderReturns)
      .leftJoin(refunds, eq(refunds.id, orderReturns.refundId))
      .where(eq(orderReturns.orderId, orderId))
      .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
    if (rows.length === 0) return [];
    const lines = await db
      .select({ line: orderReturnLines, item: orderItems })
      .from(orderReturnLines)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
      .where(
        inArray(
          orderReturnLines.returnId,
          rows.map(({ row }) => row.id),
        ),
      )
      .orderBy(asc(orderReturnLines.id));
    const replacements = await linkedOrders(
      rows.flatMap(({ row }) => (row.replacementOrderId ? [row.replacementOrderId] : [])),
    );
    return rows.map(({ row, refund }) => ({
      id: row.id,
      kind: row.kind,
      reason: row.reason,
      late_reason: row.lateReason,
      value: row.value,
      username: row.username,
      created_at: row.createdAt.toISOString(),
      lines: lines
        .filter(({ line }) => line.returnId === row.id)
        .map(({ line, item }) => ({
          order_item_id: line.orderItemId,
          product_name: item.productName,
          product_name_en: item.productNameEn,
          variant_name: item.variantName,
          variant_name_en: item.variantNameEn,
          quantity: line.quantity,
          condition: line.condition,
          unit_price: line.unitPrice,
          serial_number: line.serialNumber,
        })),
      refund: refund?.id ? { id: refund.id, status: refund.status, amount: refund.amount } : null,
      replacement: row.replacementOrderId ? (replacements.get(row.replacementOrderId) ?? null) : null,
    }));
  }

  /** The return a request key already made on this order, if any (a resent request answers it). */
  async function returnByKey(orderId: number, requestKey: string) {
    const [row] = await db
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.requestKey, requestKey)));
    if (!row) return undefined;
    const lines = await db.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, row.id));
    return { row, lines };
  }

  return { linkedOrders, returnsOfOrder, returnByKey };
}

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
