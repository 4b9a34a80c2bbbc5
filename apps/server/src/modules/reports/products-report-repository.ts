import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_PRODUCTS_MAX_ROWS,
  REPORT_UNSOLD_MAX_ROWS,
  type ReportProductDimension,
  type ReportProductRow,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { IS_SALE, within, type TimeWindow } from './reports-sql.js';

/** The lines of the window's sales (core's SALES_SQL: order_items has none of its columns), with their product. */
const saleLines = (w: TimeWindow) => sql`
  SELECT i.product_id, i.variant_id, i.product_name, i.product_name_en, i.variant_name, i.variant_name_en,
    i.quantity, i.total_price
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE ${within(sql`o.created_at`, w)} AND ${IS_SALE}`;

/**
 * How each dimension groups the lines: its key, the product a row links to, and its names (the catalogue's
 * today, or the line's copy when the product is gone).
 */
const DIMENSIONS: Record<ReportProductDimension, { select: SQL; join: SQL; group: SQL }> = {
  product: {
    select: sql`l.product_id AS id, l.product_id AS product_id,
      coalesce(p.name, min(l.product_name)) AS name, coalesce(p.name_en, min(l.product_name_en)) AS name_en`,
    join: sql`LEFT JOIN products p ON p.id = l.product_id`,
    group: sql`l.product_id, p.name, p.name_en`,
  },
  variant: {
    select: sql`coalesce(l.variant_id, l.product_id) AS id, l.product_id AS product_id,
      concat_ws(' — ', coalesce(p.name, min(l.product_name)), coalesce(v.name, min(l.variant_name))) AS name,
      concat_ws(' — ', coalesce(p.name_en, min(l.product_name_en)), coalesce(v.name_en, min(l.variant_name_en))) AS name_en`,
    join: sql`LEFT JOIN products p ON p.id = l.product_id LEFT JOIN product_variants v ON v.id = l.variant_id`,
    group: sql`l.product_id, l.variant_id, p.name, p.name_en, v.name, v.name_en`,
  },
  category: {
    select: sql`c.id AS id, NULL::int AS product_id, coalesce(c.name, '') AS name, c.name_en AS name_en`,
    join: sql`LEFT JOIN products p ON p.id = l.product_id LEFT JOIN categories c ON c.id = p.category_id`,
    group: sql`c.id, c.name, c.name_en`,
  },
  brand: {
    select: sql`b.id AS id, NULL::int AS product_id, coalesce(b.name, '') AS name, b.name_en AS name_en`,
    join: sql`LEFT JOIN products p ON p.id = l.product_id LEFT JOIN brands b ON b.id = p.brand_id`,
    group: sql`b.id, b.name, b.name_en`,
  },
};

/** Units and sales by product, variant, category or brand, best sellers first; and what did not sell. */
export function createProductsReportRepository(db: Db) {
  return {
    async report(w: TimeWindow, by: ReportProductDimension) {
      const dimension = DIMENSIONS[by];
      const grouped = await db.execute<ReportProductRow & { units: string; sales: string }>(sql`
        WITH l AS (${saleLines(w)})
        SELECT ${dimension.select}, sum(l.quantity) AS units, sum(l.total_price) AS sales
        FROM l ${dimension.join}
        GROUP BY ${dimension.group}
        ORDER BY sum(l.total_price) DESC, sum(l.quantity) DESC, 3
        LIMIT ${REPORT_PRODUCTS_MAX_ROWS}`);
      const totals = (
        await db.execute<{ units: string | null; sales: string | null }>(sql`
          WITH l AS (${saleLines(w)}) SELECT sum(quantity) AS units, sum(total_price) AS sales FROM l`)
      ).rows[0]!;
      const unsold = await db.execute<{
        id: number;
        name: string;
        name_en: string | null;
        total: string;
      }>(sql`
        WITH sold AS (SELECT DISTINCT product_id FROM (${saleLines(w)}) AS l WHERE product_id IS NOT NULL)
        SELECT p.id, p.name, p.name_en, count(*) OVER () AS total
        FROM products p
        WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM sold WHERE sold.product_id = p.id)
        ORDER BY p.name, p.id
        LIMIT ${REPORT_UNSOLD_MAX_ROWS}`);
      return {
        total_units: Number(totals.units ?? 0),
        total_sales: Number(totals.sales ?? 0),
        rows: grouped.rows.map((row) => ({
          id: row.id === null ? null : Number(row.id),
          product_id: row.product_id === null ? null : Number(row.product_id),
          name: row.name ?? '',
          name_en: row.name_en || null,
          units: Number(row.units),
          sales: Number(row.sales),
        })),
        unsold: unsold.rows.map(({ id, name, name_en }) => ({ id, name, name_en })),
        unsold_count: Number(unsold.rows[0]?.total ?? 0),
      };
    },
  };
}
