import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../client/types.js';

/**
 * Writes the 'initial' stock movement of every product and variant that has no movement yet, so the ledger
 * holds stock = sum of movements for rows written outside the stock function (the seed, test fixtures).
 */
export async function recordInitialStock(db: Db | DbTransaction, note = 'seed'): Promise<void> {
  await db.execute(sql`
    INSERT INTO stock_movements (product_id, variant_id, delta, stock_after, reason, note)
    SELECT p.id, NULL, p.stock, p.stock, 'initial', ${note} FROM products p
    WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id AND m.variant_id IS NULL)`);
  await db.execute(sql`
    INSERT INTO stock_movements (product_id, variant_id, delta, stock_after, reason, note)
    SELECT v.product_id, v.id, v.stock, v.stock, 'initial', ${note} FROM product_variants v
    WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.variant_id = v.id)`);
}
