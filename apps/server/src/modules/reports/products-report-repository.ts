import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_PRODUCTS_MAX_ROWS,
  REPORT_UNSOLD_MAX_ROWS,
  type AdminProductsReportResponse,
  type ReportProductDimension,
  type ReportRange,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import type { CacheSplit, createReportDayCache } from './report-day-cache.js';
import { IS_SALE, dohaDay, within, type TimeWindow } from './reports-sql.js';

/** A window's sale lines (core's SALES_SQL: order_items has none of its columns) per Doha day, product and variant. */
const saleLinesByDay = (w: TimeWindow) => sql`
  SELECT ${dohaDay(sql`o.created_at`)} AS day, i.product_id, i.variant_id, min(i.product_name) AS product_name,
    min(i.product_name_en) AS product_name_en, min(i.variant_name) AS variant_name,
    min(i.variant_name_en) AS variant_name_en, sum(i.quantity) AS units, sum(i.total_price) AS sales
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE ${within(sql`o.created_at`, w)} AND ${IS_SALE}
  GROUP BY 1, i.product_id, i.variant_id`;

const NO_TIME: TimeWindow = { from: new Date(0), to: new Date(0) };

/**
 * The range's sale lines summed per product and variant, once: the cached days' rows (decision 028) and
 * today's lines read live. Every dimension, the totals and the unsold products are read from these few rows.
 */
const linesByVariant = ({ cached, live }: CacheSplit) => sql`
  SELECT product_id, variant_id, min(product_name) AS product_name, min(product_name_en) AS product_name_en,
    min(variant_name) AS variant_name, min(variant_name_en) AS variant_name_en,
    sum(units) AS units, sum(sales) AS sales
  FROM (
    SELECT product_id, variant_id, product_name, product_name_en, variant_name, variant_name_en, units, sales
    FROM report_product_days
    WHERE ${cached ? sql`day BETWEEN ${cached.from}::date AND ${cached.to}::date` : sql`false`}
    UNION ALL
    SELECT product_id, variant_id, product_name, product_name_en, variant_name, variant_name_en, units, sales
    FROM (${saleLinesByDay(live ?? NO_TIME)}) AS today
  ) AS lines
  GROUP BY product_id, variant_id`;

/**
 * How each dimension groups them: its key, the product a row links to, and its names (the catalogue's today, or
 * the line's copy when the product is gone).
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

interface Answer {
  rows: AdminProductsReportResponse['rows'] | null;
  units: string | null;
  sales: string | null;
  unsold: AdminProductsReportResponse['unsold'] | null;
  unsold_count: string | number;
}

/** Units and sales by product, variant, category or brand, best sellers first; and what did not sell. */
export function createProductsReportRepository(db: Db, cache: ReturnType<typeof createReportDayCache>) {
  return {
    async report(range: ReportRange, by: ReportProductDimension) {
      const dimension = DIMENSIONS[by];
      const split = await cache.prepare('products', range, sql`report_product_days`, async (tx, w) => {
        await tx.execute(sql`
          INSERT INTO report_product_days
            (day, product_id, variant_id, product_name, product_name_en, variant_name, variant_name_en, units, sales)
          ${saleLinesByDay(w)}`);
      });
      // One statement, one pass over the lines (MATERIALIZED: read by the three answers below).
      const result = await db.execute<Record<string, unknown>>(sql`
        WITH l AS MATERIALIZED (${linesByVariant(split)}),
        grouped AS (
          SELECT ${dimension.select}, sum(l.units)::int AS units, sum(l.sales)::bigint AS sales
          FROM l ${dimension.join}
          GROUP BY ${dimension.group}
          ORDER BY sum(l.sales) DESC, sum(l.units) DESC, 3
          LIMIT ${REPORT_PRODUCTS_MAX_ROWS}
        ),
        unsold AS (
          SELECT p.id, p.name, p.name_en FROM products p
          WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM l WHERE l.product_id = p.id)
        )
        SELECT
          (SELECT json_agg(g ORDER BY g.sales DESC, g.units DESC, g.name) FROM grouped g) AS rows,
          (SELECT sum(units) FROM l) AS units,
          (SELECT sum(sales) FROM l) AS sales,
          (SELECT json_agg(u ORDER BY u.name, u.id) FROM (SELECT * FROM unsold ORDER BY name, id LIMIT ${REPORT_UNSOLD_MAX_ROWS}) u) AS unsold,
          (SELECT count(*) FROM unsold) AS unsold_count`);
      const answer = result.rows[0] as unknown as Answer;
      return {
        total_units: Number(answer.units ?? 0),
        total_sales: Number(answer.sales ?? 0),
        rows: (answer.rows ?? []).map((row) => ({
          id: row.id === null ? null : Number(row.id),
          product_id: row.product_id === null ? null : Number(row.product_id),
          name: row.name ?? '',
          name_en: row.name_en || null,
          units: Number(row.units),
          sales: Number(row.sales),
        })),
        unsold: (answer.unsold ?? []).map(({ id, name, name_en }) => ({ id, name, name_en })),
        unsold_count: Number(answer.unsold_count),
      };
    },
  };
}
