import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  formatMoney,
  resolveReturnPolicy,
  returnWindow,
  returnableQuantity,
  type ReturnCondition,
  type ReturnKind,
} from '@matjar/core';
import { orderReturnLines, orderReturns, orders, siteSettings, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { changeStock, type StockActor, type StockLine } from '../stock/index.js';
import { markUnitsReturned, unitsComingBack } from '../serials/index.js';
import type { LockedOrder } from './order-status-repository.js';

/** One order line with what was sold and what already came back (all returns together). */
export interface LineBalance {
  orderItemId: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  productNameEn: string | null;
  variantName: string | null;
  variantNameEn: string | null;
  unitPrice: number;
  sold: number;
  returned: number;
  giftCard: boolean;
}

export async function lineBalances(tx: DbTransaction, orderId: number): Promise<LineBalance[]> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    SELECT i.id, i.product_id, i.variant_id, i.product_name, i.product_name_en, i.variant_name,
      i.variant_name_en, i.unit_price, i.quantity, i.is_gift_card,
      coalesce((SELECT sum(l.quantity) FROM order_return_lines l WHERE l.order_item_id = i.id), 0)::int AS returned
    FROM order_items i WHERE i.order_id = ${orderId} ORDER BY i.id`);
  return result.rows.map((row) => ({
    orderItemId: Number(row.id),
    productId: row.product_id === null ? null : Number(row.product_id),
    variantId: row.variant_id === null ? null : Number(row.variant_id),
    productName: String(row.product_name),
    productNameEn: (row.product_name_en as string | null) ?? null,
    variantName: (row.variant_name as string | null) ?? null,
    variantNameEn: (row.variant_name_en as string | null) ?? null,
    unitPrice: Number(row.unit_price),
    sold: Number(row.quantity),
    returned: Number(row.returned),
    giftCard: Boolean(row.is_gift_card),
  }));
}

/** When the order was delivered: its latest move to delivered, or its last change for an order moved by hand. */
export async function deliveredAt(tx: DbTransaction, order: LockedOrder): Promise<Date> {
  const result = await tx.execute<{ at: string | Date | null }>(sql`
    SELECT max(created_at) AS at FROM order_status_history
    WHERE order_id = ${order.id} AND to_status = 'delivered'`);
  const at = result.rows[0]?.at;
  return at ? new Date(at) : order.updatedAt;
}

/** The shop's return and exchange windows (settings `return_policy`, defaults 14 and 7 days). */
export async function returnPolicyOf(tx: DbTransaction) {
  const [row] = await tx
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, 'return_policy'));
  return resolveReturnPolicy(row?.value);
}

/**
 * Whether a return (or exchange) of this order may be taken now: inside the window counted from delivery, or
 * past it by a role that may accept late returns, with its reason. Answers the reason to store as accepted
 * late (null inside the window).
 */
export async function checkReturnWindow(
  tx: DbTransaction,
  actor: ActivityActor,
  order: LockedOrder,
  kind: ReturnKind,
  lateReason: string | null,
  mayAcceptLate: boolean,
  now = new Date(),
): Promise<string | null> {
  const policy = await returnPolicyOf(tx);
  const days = kind === 'exchange' ? policy.exchange_days : policy.return_days;
  const window = returnWindow(await deliveredAt(tx, order), now, days);
  if (window.open) return null;
  if (!mayAcceptLate) {
    throw new AppError('RETURN_WINDOW_CLOSED', {
      days,
      closes: window.closesAt.toISOString().slice(0, 10),
    });
  }
  if (!lateReason) throw new AppError('RETURN_LATE_REASON_REQUIRED');
  return lateReason;
}

export interface ReturnLineInput {
  orderItemId: number;
  quantity: number;
  condition: ReturnCondition;
  /** The serial of each unit coming back, for a line that went out with serials (decision 049). */
  serials?: readonly string[] | undefined;
}

export interface RecordReturnInput {
  kind: ReturnKind;
  reason: string;
  lateReason: string | null;
  requestKey: string;
  lines: readonly ReturnLineInput[];
  /** The whole order at once: each line brings back its units still out, without naming them. */
  everyUnitOut?: boolean;
}

function refuseOverReturn(balances: readonly LineBalance[], lines: readonly ReturnLineInput[]) {
  const asked = new Map<number, number>();
  for (const line of lines) asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of asked) {
    const balance = balances.find((b) => b.orderItemId === itemId);
    if (!balance) throw new AppError('RETURN_LINE_NOT_FOUND');
    if (balance.giftCard) throw new AppError('RETURN_GIFT_CARD_LINE');
    const max = returnableQuantity(balance.sold, balance.returned);
    if (quantity > max) {
      throw new AppError('RETURN_MORE_THAN_SOLD', {
        product: balance.productNameEn ?? balance.productName,
        productAr: balance.productName,
        max,
      });
    }
  }
}

/**
 * Records goods coming back from a locked, delivered order (decision 048), in the caller's transaction: the
 * return and its lines, the stock through the ledger — resellable units back as `return`, damaged ones back and
 * written off again as `return_damaged` (two movements, so the history shows both and the stock is unchanged) —
 * the order's returned value, and the activity log. Never more than was sold per line, over every return: the
 * order row lock queues concurrent returns, and each counts what the ones before it took back. Answers whether
 * every unit of the order is now back (the caller then moves it to `returned`).
 */
export async function recordReturn(
  tx: DbTransaction,
  actor: ActivityActor,
  order: LockedOrder,
  input: RecordReturnInput,
): Promise<{ id: number; value: number; complete: boolean; serials: string[] }> {
  const balances = await lineBalances(tx, order.id);
  refuseOverReturn(balances, input.lines);
  const byItem = new Map(balances.map((b) => [b.orderItemId, b]));
  const units = await unitsComingBack(
    tx,
    order.id,
    input.lines,
    (itemId) => {
      const b = byItem.get(itemId)!;
      return { product: b.productNameEn ?? b.productName, productAr: b.productName };
    },
    input.everyUnitOut,
  );
  const value = input.lines.reduce((sum, l) => sum + l.quantity * byItem.get(l.orderItemId)!.unitPrice, 0);
  const [made] = await tx
    .insert(orderReturns)
    .values({
      orderId: order.id,
      kind: input.kind,
      reason: input.reason,
      lateReason: input.lateReason,
      value,
      requestKey: input.requestKey,
      adminUserId: actor.id,
      username: actor.username,
    })
    .returning({ id: orderReturns.id });
  const returnId = made!.id;
  // A unit named by its serial is a line of its own (quantity 1), so the return says which unit came back.
  await tx.insert(orderReturnLines).values(
    input.lines.flatMap((line, index) => {
      const base = {
        returnId,
        orderItemId: line.orderItemId,
        condition: line.condition,
        unitPrice: byItem.get(line.orderItemId)!.unitPrice,
      };
      const named = units[index]!;
      const rest = line.quantity - named.length;
      return [
        ...named.map((unit) => ({ ...base, quantity: 1, serialNumber: unit.serial })),
        ...(rest > 0 ? [{ ...base, quantity: rest }] : []),
      ];
    }),
  );
  const serials = await markUnitsReturned(tx, units.flat(), { username: actor.username, returnId });

  await moveReturnedStock(tx, order.id, { adminUserId: actor.id, username: actor.username }, input, byItem);

  const complete = balances.every(
    (b) =>
      b.returned +
        input.lines.filter((l) => l.orderItemId === b.orderItemId).reduce((sum, l) => sum + l.quantity, 0) >=
      b.sold,
  );
  await tx
    .update(orders)
    .set({ returnedValue: sql`${orders.returnedValue} + ${value}`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  // Every unit is back: the stock is marked given back, so no later release (cancel, expiry) returns it twice.
  if (complete) {
    await tx
      .update(orders)
      .set({ stockReleasedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), isNull(orders.stockReleasedAt)));
  }
  const described = input.lines
    .map((l) => {
      const b = byItem.get(l.orderItemId)!;
      const name = [b.productNameEn ?? b.productName, b.variantNameEn ?? b.variantName].filter(Boolean);
      return `${l.quantity} × ${name.join(' ')} (${l.condition})`;
    })
    .join(', ');
  await recordActivity(tx, actor, {
    action: 'CREATE',
    entityType: 'order',
    entityId: order.id,
    entityName: order.orderNumber,
    new: {
      return_id: returnId,
      kind: input.kind,
      value,
      lines: input.lines.map((l) => ({
        order_item_id: l.orderItemId,
        quantity: l.quantity,
        condition: l.condition,
      })),
      ...(serials.length > 0 ? { serials_returned: serials } : {}),
      reason: input.reason,
      ...(input.lateReason ? { late_reason: input.lateReason } : {}),
    },
    description:
      `${input.kind === 'exchange' ? 'Exchange' : 'Return'} on order ${order.orderNumber}: ${described}, ` +
      `${formatMoney(value, 'en')}: ${input.reason}` +
      (serials.length > 0 ? `; serial numbers back: ${serials.join(', ')}` : '') +
      (input.lateReason ? `; accepted past the window: ${input.lateReason}` : ''),
  });
  await notifyOrderChanged(tx, order.id, 'return');
  return { id: returnId, value, complete, serials };
}

async function moveReturnedStock(
  tx: DbTransaction,
  orderId: number,
  actor: StockActor,
  input: RecordReturnInput,
  byItem: ReadonlyMap<number, LineBalance>,
) {
  // A line whose product was deleted since has nothing to come back to.
  const stockLines = (condition: ReturnCondition): StockLine[] =>
    input.lines.flatMap((l) => {
      const b = byItem.get(l.orderItemId)!;
      return l.condition === condition && b.productId !== null
        ? [{ productId: b.productId, variantId: b.variantId, delta: l.quantity }]
        : [];
    });
  const short = () => new Error('a return cannot take stock below 0');
  const base = { orderId, actor, note: input.reason, short };
  const resellable = stockLines('resellable');
  const damaged = stockLines('damaged');
  if (resellable.length > 0) await changeStock(tx, resellable, { ...base, reason: 'return' });
  if (damaged.length > 0) {
    await changeStock(tx, damaged, { ...base, reason: 'return', restockAlerts: false });
    await changeStock(
      tx,
      damaged.map((line) => ({ ...line, delta: -line.delta })),
      { ...base, reason: 'return_damaged' },
    );
  }
  if (resellable.length > 0) {
    await notifyProductsChanged(
      tx,
      resellable.map((line) => line.productId),
    );
  }
}
