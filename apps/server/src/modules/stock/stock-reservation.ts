import { AppError } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';
import { cardValueKey, holdCodes, type CodeStockRow } from './code-counted-stock.js';
import { changeStock } from './stock-ledger.js';

export interface ReservationLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: { ar: string; en: string };
  /**
   * A brand gift card sold from its code inventory, as the cart's pricing read it with the product (its
   * sellsFromCodes column; the price and the rest of the line are read there too, before the transaction).
   */
  fromCodes: boolean;
}

export interface Reservation {
  /**
   * Products whose stock, or a variant's, now reads differently to shoppers (core stockShownDiffers): the
   * cached pages and answers showing them must go; a sale from plenty of stock changes nothing they show.
   */
  shownChanged: Set<number>;
  /**
   * Brand card values whose codes the order now holds: their stock reads the count of available codes once
   * recounted (recountCodeStock), which the caller does after its transaction commits.
   */
  codeStock: CodeStockRow[];
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
 * Takes an order's units in its transaction. Goods go through the stock ledger (conditional updates, global
 * lock order, one movement per row, reason order_reserved). A brand gift card's units are its codes: the
 * order holds that many available codes (holdCodes, FOR UPDATE SKIP LOCKED) and touches no product or variant
 * row, so buyers of one card do not queue on it. A line that cannot be served throws INSUFFICIENT_STOCK (the
 * caller's transaction rolls back, codes held included).
 */
export async function reserveStock(
  tx: DbTransaction,
  orderId: number,
  lines: readonly ReservationLine[],
): Promise<Reservation> {
  // One hold per card value, however many lines name it.
  const held = new Map<string, { line: ReservationLine; quantity: number }>();
  for (const line of lines) {
    if (!line.fromCodes) continue;
    const key = cardValueKey(line);
    const seen = held.get(key);
    if (seen) seen.quantity += line.quantity;
    else held.set(key, { line, quantity: line.quantity });
  }
  for (const { line, quantity } of held.values()) {
    const taken = await holdCodes(tx, { ...line, quantity, orderId });
    if (taken < quantity) throw insufficient(line, taken);
  }
  const { shownChanged } = await changeStock(
    tx,
    lines.filter((line) => !line.fromCodes).map((line) => ({ ...line, delta: -line.quantity })),
    { reason: 'order_reserved', orderId, short: insufficient },
  );
  return {
    shownChanged,
    codeStock: [...held.values()].map(({ line }) => ({
      productId: line.productId,
      variantId: line.variantId,
    })),
  };
}
