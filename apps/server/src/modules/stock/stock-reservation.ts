import { AppError } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';
import { changeStock } from './stock-ledger.js';

export interface ReservationLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: { ar: string; en: string };
}

function insufficient(line: ReservationLine, available: number): AppError {
  return new AppError('INSUFFICIENT_STOCK', {
    available: Math.max(0, available),
    product: line.name.en,
    productAr: line.name.ar,
    productId: line.productId,
  });
}

/**
 * Takes an order's units in its transaction through the stock ledger (conditional updates, global lock order,
 * one movement per row, reason order_reserved). A line that cannot be served throws INSUFFICIENT_STOCK (the
 * caller's transaction rolls back). Returns the products whose stock, or a variant's, now reads differently
 * to shoppers (core stockShownDiffers): the cached pages and answers showing them must go; a sale from plenty
 * of stock changes nothing they show.
 */
export async function reserveStock(
  tx: DbTransaction,
  orderId: number,
  lines: readonly ReservationLine[],
): Promise<Set<number>> {
  const { shownChanged } = await changeStock(
    tx,
    lines.map((line) => ({ ...line, delta: -line.quantity })),
    { reason: 'order_reserved', orderId, short: insufficient },
  );
  return shownChanged;
}
