import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError, stockShownDiffers } from '@matjar/core';
import { productVariants, products, type DbTransaction } from '@matjar/db';

export interface ReservationLine {
  productId: number;
  variantId: number | null;
  quantity: number;
  name: { ar: string; en: string };
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
 * A line that cannot be served throws INSUFFICIENT_STOCK (the caller's transaction rolls back). Returns the
 * products whose stock, or a variant's, now reads differently to shoppers (core stockShownDiffers): the cached
 * pages and answers showing them must go; a sale from plenty of stock changes nothing they show.
 */
export async function reserveStock(
  tx: DbTransaction,
  lines: readonly ReservationLine[],
): Promise<Set<number>> {
  const perProduct = new Map<number, { quantity: number; line: ReservationLine }>();
  for (const line of lines) {
    const seen = perProduct.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else perProduct.set(line.productId, { quantity: line.quantity, line });
  }
  const shownChanged = new Set<number>();
  for (const [productId, { quantity, line }] of [...perProduct].sort(([a], [b]) => a - b)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock });
    if (!row) throw insufficient(line, await productStock(tx, productId));
    if (stockShownDiffers(row.stock + quantity, row.stock)) shownChanged.add(productId);
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
    if (stockShownDiffers(row.stock + line.quantity, row.stock)) shownChanged.add(line.productId);
  }
  return shownChanged;
}
