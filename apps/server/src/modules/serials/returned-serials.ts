import { AppError, normalizeSerial } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';
import { createSerialsRepository, type SerialRow } from './serials-repository.js';

// Which units a return brings back (decision 049), read in the return's transaction on the locked order.

/** One line of a return as it names its units: the order line, how many, and the serials given (if any). */
export interface ReturningLine {
  orderItemId: number;
  quantity: number;
  serials?: readonly string[] | undefined;
}

/** The line's product as an error names it, in both languages. */
export interface LineName {
  product: string;
  productAr: string;
}

/**
 * The units each line of a return brings back, by the line's place in the request. A line that went out with
 * serials recorded names the serial of each unit coming back: exactly `quantity` of them, each one this order
 * sold on that line and not back yet, none twice. A line without recorded serials names none. `everyUnitOut`
 * (the whole order coming back at once, with no dialog to choose in) takes the units still out on each line
 * instead of asking for them.
 */
export async function unitsComingBack(
  tx: DbTransaction,
  orderId: number,
  lines: readonly ReturningLine[],
  nameOf: (orderItemId: number) => LineName,
  everyUnitOut = false,
): Promise<SerialRow[][]> {
  const byLine = await createSerialsRepository(tx).serialsByLine(orderId);
  const named = new Set<string>();
  return lines.map((line) => {
    const recorded = byLine.get(line.orderItemId) ?? [];
    const given = line.serials ?? [];
    const name = nameOf(line.orderItemId);
    if (everyUnitOut) return recorded.filter((row) => row.returnedAt === null).slice(0, line.quantity);
    if (recorded.length === 0) {
      if (given.length > 0) throw new AppError('RETURN_SERIALS_NOT_RECORDED', { ...name });
      return [];
    }
    if (given.length === 0) throw new AppError('RETURN_SERIALS_REQUIRED', { ...name });
    if (given.length !== line.quantity) {
      throw new AppError('RETURN_SERIALS_COUNT', { ...name, quantity: line.quantity, given: given.length });
    }
    return given.map((typed) => {
      const serial = normalizeSerial(typed);
      if (named.has(serial)) throw new AppError('RETURN_SERIAL_DUPLICATE', { serial });
      named.add(serial);
      // The latest unit with that serial on the line: a serial back once may have been sold again since.
      const unit = recorded.findLast((row) => row.serial === serial);
      if (!unit) throw new AppError('RETURN_SERIAL_NOT_SOLD', { ...name, serial });
      if (unit.returnedAt !== null) throw new AppError('RETURN_SERIAL_ALREADY_RETURNED', { serial });
      return unit;
    });
  });
}

/** Marks the units a return brought back with its id; answers their serials (for its activity entry). */
export async function markUnitsReturned(
  tx: DbTransaction,
  units: readonly SerialRow[],
  by: { username: string; returnId: number },
): Promise<string[]> {
  const marked = await createSerialsRepository(tx).markReturned(
    units.map((unit) => unit.id),
    by,
  );
  return marked.map((row) => row.serial);
}
