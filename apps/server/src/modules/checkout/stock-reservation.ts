import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError, LOW_STOCK_BELOW, VARIANT_LEFT_HINT_BELOW } from '@matjar/core';
import { productVariants, products, type DbTransaction } from '@matjar/db';

export interface ReservationLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: { ar: string; en: string };
}

/** Which stock message a shopper sees: none left, low (under 3), "n left" (under 5), or plenty. */
function displayBand(stock: number): number {
  if (stock <= 0) return 0;
  if (stock < LOW_STOCK_BELOW) return 1;
  if (stock < VARIANT_LEFT_HINT_BELOW) return 2;
  return 3;
}

async function productStock(tx: DbTransaction, productId: number): Promise<number> {
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

async function variantStock(tx: DbTransaction, variantId: number): Promise<number> {
  const [row] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
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
 * Takes an order's units in its transaction with conditional updates (`stock >= q`), so nothing is oversold.
 * Lock order is global: every product row first (by id), then every variant row (by id). Taking a variant and
 * then its product per line could deadlock with another order holding a sibling variant of the same product.
 * A line that cannot be served throws INSUFFICIENT_STOCK (the caller's transaction rolls back). Returns
 * whether any stock crossed a band the storefront displays (cached pages must drop it then).
 */
export async function reserveStock(tx: DbTransaction, lines: readonly ReservationLine[]): Promise<boolean> {
  const perProduct = new Map<number, { quantity: number; line: ReservationLine }>();
  for (const line of lines) {
    const seen = perProduct.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else perProduct.set(line.productId, { quantity: line.quantity, line });
  }
  let bandChanged = false;
  for (const [productId, { quantity, line }] of [...perProduct].sort(([a], [b]) => a - b)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock });
    if (!row) throw insufficient(line, await productStock(tx, productId));
    if (displayBand(row.stock) !== displayBand(row.stock + quantity)) bandChanged = true;
  }
  const variantLines = lines
    .filter((line) => line.variantId !== null)
    .sort((a, b) => a.variantId! - b.variantId!);
  for (const line of variantLines) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId!), gte(productVariants.stock, line.quantity)))
      .returning({ stock: productVariants.stock });
    if (!row) throw insufficient(line, await variantStock(tx, line.variantId!));
    if (displayBand(row.stock) !== displayBand(row.stock + line.quantity)) bandChanged = true;
  }
  return bandChanged;
}
