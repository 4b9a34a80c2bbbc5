import { sql } from 'drizzle-orm';
import {
  GIFT_CARD_CATEGORY_ID,
  giftCardMargin,
  type AdminGiftCardReportResponse,
  type AdminGiftCodeStock,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { sellsFromCodes } from '../stock/index.js';
import { IS_SALE, within, type TimeWindow } from './reports-sql.js';

type Row = AdminGiftCardReportResponse['rows'][number];

interface Raw extends Record<string, unknown> {
  product_id: number;
  variant_id: number | null;
  brand_name: string | null;
  brand_name_en: string | null;
  product_name: string;
  product_name_en: string | null;
  value: string | number;
  from_codes: boolean;
  units: string | number;
  sales: string | number;
  codes_handed: string | number;
  costed_codes: string | number;
  cost: string | number;
}

/**
 * Gift-card sales in a window by card and value, with what their codes cost. The sales are core's (the orders
 * SALES_SQL counts, on the Doha day placed; a line's `total_price`, as the products report); the codes are the
 * ones those same orders took from the inventory, sold or since found faulty (a replacement costs a code too).
 * Every card the catalogue has appears, sold or not, so the codes left of a card that did not sell show.
 */
export function createGiftCardReportRepository(db: Db, codeStock: (db: Db) => Promise<AdminGiftCodeStock[]>) {
  return {
    async report(w: TimeWindow): Promise<Row[]> {
      const p = sql.raw('p');
      const [result, stock] = await Promise.all([
        db.execute<Raw>(sql`
          WITH sale_orders AS MATERIALIZED (
            SELECT id FROM orders WHERE ${within(sql`created_at`, w)} AND ${IS_SALE}
          ),
          lines AS (
            SELECT i.product_id, i.variant_id, sum(i.quantity)::bigint AS units, sum(i.total_price)::bigint AS sales
            FROM order_items i JOIN sale_orders s ON s.id = i.order_id
            WHERE i.is_gift_card AND i.product_id IS NOT NULL
            GROUP BY i.product_id, i.variant_id
          ),
          codes AS (
            SELECT c.product_id, c.variant_id, count(*) AS codes_handed, count(c.cost) AS costed_codes,
              coalesce(sum(c.cost), 0)::bigint AS cost
            FROM gift_card_codes c JOIN sale_orders s ON s.id = c.order_id
            WHERE c.status IN ('sold', 'faulty')
            GROUP BY c.product_id, c.variant_id
          ),
          cards AS (
            SELECT p.id AS product_id, v.id AS variant_id
            FROM products p LEFT JOIN product_variants v ON v.product_id = p.id
            WHERE p.category_id = ${GIFT_CARD_CATEGORY_ID} OR EXISTS (SELECT 1 FROM product_categories pc
              WHERE pc.product_id = p.id AND pc.category_id = ${GIFT_CARD_CATEGORY_ID})
            UNION
            SELECT product_id, variant_id FROM lines
          )
          SELECT k.product_id, k.variant_id, b.name AS brand_name, b.name_en AS brand_name_en,
            p.name AS product_name, p.name_en AS product_name_en,
            coalesce(v.denomination, v.price, p.price) AS value, ${sellsFromCodes(p)} AS from_codes,
            coalesce(l.units, 0) AS units, coalesce(l.sales, 0) AS sales,
            coalesce(c.codes_handed, 0) AS codes_handed, coalesce(c.costed_codes, 0) AS costed_codes,
            coalesce(c.cost, 0) AS cost
          FROM cards k
          JOIN products p ON p.id = k.product_id
          LEFT JOIN product_variants v ON v.id = k.variant_id
          LEFT JOIN brands b ON b.id = p.brand_id
          LEFT JOIN lines l ON l.product_id = k.product_id AND l.variant_id IS NOT DISTINCT FROM k.variant_id
          LEFT JOIN codes c ON c.product_id = k.product_id AND c.variant_id IS NOT DISTINCT FROM k.variant_id
          ORDER BY b.name_en NULLS LAST, b.name, p.id, 7`),
        codeStock(db),
      ]);
      // Unsold codes: for sale now and held by unpaid orders (the inventory's own count, one rule).
      const left = new Map(
        stock.map((row) => [`${row.product_id}:${row.variant_id ?? 0}`, row.available + row.reserved]),
      );
      return result.rows.map((raw) => {
        const facts = {
          sales: Number(raw.sales),
          cost: Number(raw.cost),
          codes_handed: Number(raw.codes_handed),
          costed_codes: Number(raw.costed_codes),
        };
        return {
          product_id: raw.product_id,
          variant_id: raw.variant_id,
          brand_name: raw.brand_name,
          brand_name_en: raw.brand_name_en,
          product_name: raw.product_name,
          product_name_en: raw.product_name_en,
          value: Number(raw.value),
          from_codes: raw.from_codes,
          units: Number(raw.units),
          ...facts,
          margin: giftCardMargin(facts),
          codes_left: raw.from_codes ? (left.get(`${raw.product_id}:${raw.variant_id ?? 0}`) ?? 0) : null,
        };
      });
    },
  };
}
