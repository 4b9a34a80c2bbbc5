import { and, eq, isNull } from 'drizzle-orm';
import { AppError, normalizeSerial, serialsMissing, type ErrorParams } from '@matjar/core';
import { orderItemSerials, type DbTransaction } from '@matjar/db';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createSerialsRepository, type SerialRow } from './serials-repository.js';

// What the order's own moves do to its units' serials (decision 049), each inside the move's transaction.

/** How many units of the order's serialised lines still have no serial. */
export async function unitsWithoutSerial(tx: DbTransaction, orderId: number): Promise<number> {
  const lines = await createSerialsRepository(tx).serialLines(orderId);
  if (!lines.some((line) => line.serialized && !line.isGiftCard)) return 0;
  const byLine = await createSerialsRepository(tx).serialsByLine(orderId);
  return serialsMissing(
    lines.map((line) => ({
      serialized: line.serialized,
      is_gift_card: line.isGiftCard,
      quantity: line.quantity,
      serials: byLine.get(line.id) ?? [],
    })),
  );
}

/**
 * The gate before an order leaves (shipped, handed to the driver): every unit of a serialised product has its
 * serial, or the move is refused with how many are missing.
 */
export async function assertEveryUnitHasSerial(
  tx: DbTransaction,
  orderId: number,
  params: ErrorParams = {},
): Promise<void> {
  const missing = await unitsWithoutSerial(tx, orderId);
  if (missing > 0) throw new AppError('ORDER_SERIALS_MISSING', { ...params, missing });
}

/**
 * A canceled order sent nothing out: its serials are taken off, so those units can be sold again. Answers
 * what they were, for the cancellation's activity entry.
 */
export function releaseOrderSerials(tx: DbTransaction, orderId: number): Promise<string[]> {
  return createSerialsRepository(tx).deleteOrderSerials(orderId);
}

/** A whole order came back: every unit still out is marked returned. Answers their serials. */
export async function returnOrderSerials(
  tx: DbTransaction,
  orderId: number,
  actor: ActivityActor,
): Promise<string[]> {
  const out = await tx
    .select({ id: orderItemSerials.id })
    .from(orderItemSerials)
    .where(and(eq(orderItemSerials.orderId, orderId), isNull(orderItemSerials.returnedAt)));
  const marked = await createSerialsRepository(tx).markReturned(
    out.map((row) => row.id),
    { username: actor.username, returnId: null },
  );
  return marked.map((row) => row.serial);
}

/**
 * One unit of an order came back: the return of single items names its serial (as typed or scanned) and, when
 * it has one, its own id. Called inside the return's transaction; the unit's serial is free to be sold again
 * once it is committed. Audited here, so every caller leaves the same trace. Refuses a serial the order never
 * had (SERIAL_NOT_FOUND) and a unit already back (SERIAL_ALREADY_RETURNED).
 */
export async function markSerialReturned(
  tx: DbTransaction,
  actor: ActivityActor,
  input: { orderId: number; orderNumber: string; serial: string; returnId?: number | null },
): Promise<SerialRow> {
  const serial = normalizeSerial(input.serial);
  const rows = await tx
    .select()
    .from(orderItemSerials)
    .where(and(eq(orderItemSerials.orderId, input.orderId), eq(orderItemSerials.serial, serial)))
    .for('update');
  if (rows.length === 0) throw new AppError('SERIAL_NOT_FOUND');
  const out = rows.find((row) => row.returnedAt === null);
  if (!out) throw new AppError('SERIAL_ALREADY_RETURNED');
  const [marked] = await createSerialsRepository(tx).markReturned([out.id], {
    username: actor.username,
    returnId: input.returnId ?? null,
  });
  await recordActivity(tx, actor, {
    action: 'UPDATE',
    entityType: 'order',
    entityId: input.orderId,
    entityName: input.orderNumber,
    new: { serial_returned: serial, serial_id: out.id, return_id: input.returnId ?? null },
    description: `Order ${input.orderNumber}: the unit with serial ${serial} came back`,
  });
  return marked!;
}
