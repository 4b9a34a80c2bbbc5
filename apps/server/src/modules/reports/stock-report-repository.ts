import { sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_BELOW, REPORT_STOCK_LIST_MAX, type AdminStockReportResponse } from '@matjar/core';
import type { Db } from '@matjar/db';
import { sellsFromCodes } from '../stock/index.js';
import { within, type TimeWindow } from './reports-sql.js';

type Report = Omit<AdminStockReportResponse, 'range' | 'low_codes'>;
type Figures = Report['totals'];

/**
 * Every stock row now (decision 026): a product's variants, or the product itself when it has none. Its price
 * is the list price, its cost its own or else the product's (null: unknown).
 */
const STOCK_ROWS = sql`
  SELECT p.id AS product_id, v.id AS variant_id, p.category_id, p.brand_id,
    p.is_active AND coalesce(v.is_active, true) AS active,
    greatest(coalesce(v.stock, p.stock), 0) AS stock, coalesce(v.price, p.price) AS price,
    coalesce(v.cost_price, p.cost_price) AS cost, ${sellsFromCodes(sql.raw('p'))} AS from_codes
  FROM products p
  LEFT JOIN product_variants v ON v.product_id = p.id
  WHERE v.id IS NOT NULL OR NOT EXISTS (SELECT 1 FROM product_variants w WHERE w.product_id = p.id)`;

/** The rows a list names, with their names: the product's, the variant's after it. */
const named = (where: SQL) => sql`
  SELECT r.product_id, r.variant_id, r.stock,
    CASE WHEN v.id IS NULL THEN p.name ELSE concat_ws(' — ', p.name, v.name) END AS name,
    CASE WHEN v.id IS NULL THEN p.name_en
      ELSE concat_ws(' — ', coalesce(p.name_en, p.name), coalesce(v.name_en, v.name)) END AS name_en
  FROM r JOIN products p ON p.id = r.product_id LEFT JOIN product_variants v ON v.id = r.variant_id
  WHERE ${where}`;

const FIGURES = sql`
  coalesce(sum(r.stock), 0)::bigint AS units,
  coalesce(sum(r.stock::bigint * r.cost) FILTER (WHERE r.cost IS NOT NULL), 0)::bigint AS value_at_cost,
  coalesce(sum(r.stock::bigint * r.price), 0)::bigint AS value_at_price,
  count(DISTINCT r.product_id) FILTER (WHERE r.cost IS NULL AND r.stock > 0) AS unknown_cost_products,
  coalesce(sum(r.stock) FILTER (WHERE r.cost IS NULL), 0)::bigint AS unknown_cost_units`;

const figures = (row: Record<string, unknown>): Figures => ({
  units: Number(row.units ?? 0),
  value_at_cost: Number(row.value_at_cost ?? 0),
  value_at_price: Number(row.value_at_price ?? 0),
  unknown_cost_products: Number(row.unknown_cost_products ?? 0),
  unknown_cost_units: Number(row.unknown_cost_units ?? 0),
});

type Raw = Record<string, unknown> & {
  totals: Record<string, unknown>;
  categories: Record<string, unknown>[] | null;
  brands: Record<string, unknown>[] | null;
  unknown_cost: Report['unknown_cost'] | null;
  low: Report['low'] | null;
  low_count: string | number;
  out: Report['out'] | null;
  out_count: string | number;
  movements: Record<string, unknown>[] | null;
};

const group = (rows: Record<string, unknown>[] | null) =>
  (rows ?? []).map((row) => ({
    id: row.id === null ? null : Number(row.id),
    name: String(row.name ?? ''),
    name_en: (row.name_en as string | null) || null,
    ...figures(row),
  }));

const line = (rows: Report['low'] | null) =>
  (rows ?? []).map((row) => ({
    product_id: Number(row.product_id),
    variant_id: row.variant_id === null ? null : Number(row.variant_id),
    name: row.name,
    name_en: row.name_en || null,
    stock: Number(row.stock),
  }));

/** The stock held now, by category and brand, low and out, and the ledger's movements in a window. */
export function createStockReportRepository(db: Db) {
  return {
    async report(w: TimeWindow): Promise<Report> {
      // One statement: the stock rows once (MATERIALIZED: every answer below reads them).
      const result = await db.execute<Raw>(sql`
        WITH r AS MATERIALIZED (${STOCK_ROWS}),
        categories AS (
          SELECT c.id, coalesce(c.name, '') AS name, c.name_en, ${FIGURES}
          FROM r LEFT JOIN categories c ON c.id = r.category_id GROUP BY c.id, c.name, c.name_en
        ),
        brands AS (
          SELECT b.id, coalesce(b.name, '') AS name, b.name_en, ${FIGURES}
          FROM r LEFT JOIN brands b ON b.id = r.brand_id GROUP BY b.id, b.name, b.name_en
        ),
        unknown AS (
          SELECT DISTINCT p.id, p.name, p.name_en FROM r JOIN products p ON p.id = r.product_id
          WHERE r.cost IS NULL AND r.stock > 0
        ),
        low AS (${named(sql`r.active AND r.stock > 0 AND r.stock < ${LOW_STOCK_BELOW} AND NOT r.from_codes`)}),
        out AS (${named(sql`r.active AND r.stock = 0`)}),
        moves AS (
          SELECT m.reason, count(*) AS movements,
            coalesce(sum(m.delta) FILTER (WHERE m.delta > 0), 0)::bigint AS units_in,
            coalesce(-sum(m.delta) FILTER (WHERE m.delta < 0), 0)::bigint AS units_out
          FROM stock_movements m WHERE ${within(sql`m.created_at`, w)} GROUP BY m.reason
        )
        SELECT
          (SELECT row_to_json(t) FROM (SELECT ${FIGURES} FROM r) t) AS totals,
          (SELECT json_agg(c ORDER BY c.value_at_price DESC, c.name) FROM categories c) AS categories,
          (SELECT json_agg(b ORDER BY b.value_at_price DESC, b.name) FROM brands b) AS brands,
          (SELECT json_agg(u ORDER BY u.name, u.id) FROM
            (SELECT * FROM unknown ORDER BY name, id LIMIT ${REPORT_STOCK_LIST_MAX}) u) AS unknown_cost,
          (SELECT json_agg(l ORDER BY l.stock, l.name, l.product_id, l.variant_id) FROM
            (SELECT product_id, variant_id, name, name_en, stock FROM low
             ORDER BY stock, name, product_id, variant_id LIMIT ${REPORT_STOCK_LIST_MAX}) l) AS low,
          (SELECT count(*) FROM low) AS low_count,
          (SELECT json_agg(o ORDER BY o.name, o.product_id, o.variant_id) FROM
            (SELECT product_id, variant_id, name, name_en, stock FROM out
             ORDER BY name, product_id, variant_id LIMIT ${REPORT_STOCK_LIST_MAX}) o) AS out,
          (SELECT count(*) FROM out) AS out_count,
          (SELECT json_agg(m ORDER BY m.reason) FROM moves m) AS movements`);
      const raw = result.rows[0]!;
      return {
        low_stock_below: LOW_STOCK_BELOW,
        totals: figures(raw.totals),
        categories: group(raw.categories),
        brands: group(raw.brands),
        unknown_cost: (raw.unknown_cost ?? []).map(({ id, name, name_en }) => ({ id, name, name_en })),
        low: line(raw.low),
        low_count: Number(raw.low_count),
        out: line(raw.out),
        out_count: Number(raw.out_count),
        movements: (raw.movements ?? []).map((row) => ({
          reason: row.reason as Report['movements'][number]['reason'],
          movements: Number(row.movements),
          units_in: Number(row.units_in),
          units_out: Number(row.units_out),
        })),
      };
    },
  };
}
