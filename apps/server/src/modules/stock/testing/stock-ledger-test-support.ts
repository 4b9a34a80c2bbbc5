import { sql } from 'drizzle-orm';
import type { Db } from '@matjar/db';

export type LedgerMismatch = {
  product_id: number;
  variant_id: number | null;
  stock: number;
  ledger: number;
};

/** Every product and variant whose stock is not the sum of its movements (the ledger's invariant): none. */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = await db.execute<LedgerMismatch>(sql`
    SELECT p.id AS product_id, NULL::int AS variant_id, p.stock,
      (SELECT coalesce(sum(m.delta), 0)::int FROM stock_movements m
        WHERE m.product_id = p.id AND m.variant_id IS NULL) AS ledger
    FROM products p
    UNION ALL
    SELECT v.product_id, v.id, v.stock,
      (SELECT coalesce(sum(m.delta), 0)::int FROM stock_movements m WHERE m.variant_id = v.id)
    FROM product_variants v`);
  return result.rows.filter((row) => row.stock !== row.ledger);
}
