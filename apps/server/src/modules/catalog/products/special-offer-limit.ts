import { sql } from 'drizzle-orm';
import { AppError, MAX_SPECIAL_OFFERS } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';

/** One advisory lock serialises every change that may mark a product as a special offer (any process). */
const SPECIAL_OFFER_LOCK_KEY = 7_245_012;

/**
 * Call before locking any product row, when a change asks for is_special_offer = true: two staff toggling at
 * once otherwise both count 7 and both write, making 9. Held to the end of the transaction.
 */
export async function lockSpecialOffers(tx: DbTransaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SPECIAL_OFFER_LOCK_KEY})`);
}

/** Refuses (the spec's message) when the shop already has MAX_SPECIAL_OFFERS offers besides this product. */
export async function assertSpecialOfferRoom(tx: DbTransaction, productId: number | null): Promise<void> {
  const result = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products
    WHERE is_special_offer AND (${productId}::int IS NULL OR id <> ${productId}::int)`);
  if ((result.rows[0]?.n ?? 0) >= MAX_SPECIAL_OFFERS) throw new AppError('SPECIAL_OFFER_LIMIT');
}
