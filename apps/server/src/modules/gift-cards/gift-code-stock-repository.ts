import { sql } from 'drizzle-orm';
import { codesRunningLow, type AdminGiftCodeInventoryResponse, type AdminGiftCodeStock } from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import { sellsFromCodes } from '../stock/index.js';

interface StockRow extends Record<string, unknown> {
  product_id: number;
  variant_id: number | null;
  product_name: string;
  product_name_en: string | null;
  brand_name: string | null;
  brand_name_en: string | null;
  value: number;
  available: number;
  reserved: number;
  sold: number;
  faulty: number;
  demo: number;
  low_threshold: number;
}

/** SQL of the brand gift-card code inventory: its counts, never a code. */
export function createGiftCodeStockRepository(db: DbHandle) {
  /**
   * Every brand gift card's denominations with their codes counted by state (never a code): the inventory
   * screen, the dashboard's and the stock report's low-codes alert. `reserved` counts units that unpaid card
   * orders hold (the codes they hold), so available + reserved is what the inventory still holds.
   */
  async function loadGiftCodeStock(): Promise<AdminGiftCodeStock[]> {
    const { rows } = await db.execute<StockRow>(sql`
      WITH cards AS (
        SELECT p.id AS product_id, v.id AS variant_id, p.name AS product_name, p.name_en AS product_name_en,
          b.name AS brand_name, b.name_en AS brand_name_en, coalesce(v.denomination, v.price, p.price) AS value,
          coalesce(v.stock, p.stock) AS stock, p.low_codes_threshold
        FROM products p
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN product_variants v ON v.product_id = p.id
        WHERE ${sellsFromCodes(sql.raw('p'))}
      ),
      counts AS (
        SELECT product_id, variant_id,
          count(*) FILTER (WHERE status = 'available')::int AS available,
          count(*) FILTER (WHERE status = 'reserved')::int AS held,
          count(*) FILTER (WHERE status = 'sold')::int AS sold,
          count(*) FILTER (WHERE status = 'faulty')::int AS faulty,
          count(*) FILTER (WHERE is_demo AND status = 'available')::int AS demo
        FROM gift_card_codes GROUP BY product_id, variant_id
      )
      SELECT c.product_id, c.variant_id, c.product_name, c.product_name_en, c.brand_name, c.brand_name_en,
        c.value, c.stock AS available_units, c.low_threshold,
        coalesce(k.available, 0) AS in_inventory, coalesce(k.held, 0) AS held, coalesce(k.sold, 0) AS sold,
        coalesce(k.faulty, 0) AS faulty,
        coalesce(k.demo, 0) AS demo
      FROM (SELECT *, low_codes_threshold AS low_threshold FROM cards) c
      LEFT JOIN counts k ON k.product_id = c.product_id AND k.variant_id IS NOT DISTINCT FROM c.variant_id
      ORDER BY c.brand_name_en NULLS LAST, c.product_id, c.value`);
    return rows.map((row) => {
      const raw = row as StockRow & { available_units: number; in_inventory: number; held: number };
      // Unpaid orders hold their codes (status reserved). The stock count is what shoppers can still buy; below
      // the available codes it counts units an order placed before checkout held codes still holds.
      const available = Math.min(raw.available_units, raw.in_inventory);
      return {
        product_id: raw.product_id,
        variant_id: raw.variant_id,
        product_name: raw.product_name,
        product_name_en: raw.product_name_en,
        brand_name: raw.brand_name,
        brand_name_en: raw.brand_name_en,
        value: raw.value,
        available,
        reserved: raw.held + Math.max(0, raw.in_inventory - available),
        sold: raw.sold,
        faulty: raw.faulty,
        demo: raw.demo,
        low_threshold: raw.low_threshold,
        low: codesRunningLow(available, raw.low_threshold),
      };
    });
  }

  async function loadGiftCodeInventory(): Promise<AdminGiftCodeInventoryResponse> {
    const cards = await loadGiftCodeStock();
    const { rows } = await db.execute<{
      id: number;
      product_id: number;
      name: string;
      count: number;
      imported_by: string;
      created_at: string | Date;
    }>(sql`SELECT id, product_id, name, count, imported_by, created_at FROM gift_card_code_batches
      ORDER BY created_at DESC, id DESC LIMIT 50`);
    return {
      cards,
      batches: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    };
  }

  return { loadGiftCodeStock, loadGiftCodeInventory };
}

export type GiftCodeStockRepository = ReturnType<typeof createGiftCodeStockRepository>;
