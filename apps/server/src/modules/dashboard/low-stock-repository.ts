import { sql } from 'drizzle-orm';
import type { Db } from '@matjar/db';

export type LowStockProductRow = {
  product_id: number;
  name: string;
  name_en: string | null;
  own_stock: number | null;
  /** The product's units for sale (a product with variants holds their sum). */
  in_stock: number;
  worst_stock: number;
  low_variant_count: number;
  total: number;
};
export type LowStockVariantRow = {
  variant_id: number;
  product_id: number;
  name: string;
  name_en: string | null;
  stock: number;
};

/**
 * Active products running low, grouped: a product is listed once whether it or some of its active variants
 * are under `below`, worst stock first (then the one with more low variants), at most `max`; then the worst
 * variants of those products. `total` counts every low product, for "and N more".
 */
export function createLowStockRepository(db: Db) {
  return {
    async products(below: number, max: number): Promise<LowStockProductRow[]> {
      const result = await db.execute<LowStockProductRow>(sql`
        WITH low AS (
          SELECT p.id AS product_id, NULL::int AS variant_id, p.stock
            FROM products p WHERE p.is_active AND p.stock < ${below}
          UNION ALL
          SELECT v.product_id, v.id, v.stock
            FROM product_variants v JOIN products p ON p.id = v.product_id
            WHERE p.is_active AND v.is_active AND v.stock < ${below}
        ), grouped AS (
          SELECT product_id, greatest(min(stock), 0)::int AS worst_stock,
            count(variant_id)::int AS low_variant_count,
            (min(stock) FILTER (WHERE variant_id IS NULL))::int AS own_stock,
            (count(*) OVER ())::int AS total
          FROM low GROUP BY product_id
        )
        SELECT g.product_id, p.name, p.name_en, g.own_stock, p.stock AS in_stock, g.worst_stock, g.low_variant_count, g.total
        FROM grouped g JOIN products p ON p.id = g.product_id
        ORDER BY g.worst_stock, g.low_variant_count DESC, g.product_id
        LIMIT ${max}`);
      return result.rows;
    },

    async variants(productIds: number[], below: number): Promise<LowStockVariantRow[]> {
      if (productIds.length === 0) return [];
      const result = await db.execute<LowStockVariantRow>(sql`
        SELECT id AS variant_id, product_id, name, name_en, greatest(stock, 0)::int AS stock
        FROM product_variants
        WHERE product_id IN (${sql.join(productIds, sql`, `)}) AND is_active AND stock < ${below}
        ORDER BY stock, id`);
      return result.rows;
    },
  };
}
export type LowStockRepository = ReturnType<typeof createLowStockRepository>;
