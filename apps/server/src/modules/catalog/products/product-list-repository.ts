import { sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_BELOW,
  normalizeForSearch,
  type AdminProductListQuery,
  type AdminProductRow,
} from '@matjar/core';
import { type Db, type DbHandle } from '@matjar/db';
import { sellsFromCodes } from '../../stock/index.js';

export const ORDER_BY: Record<AdminProductListQuery['sort'], SQL> = {
  newest: sql`p.created_at DESC, p.id DESC`,
  oldest: sql`p.created_at ASC, p.id ASC`,
  name: sql`p.search_name ASC, p.id DESC`,
  price_asc: sql`p.price ASC, p.id DESC`,
  price_desc: sql`p.price DESC, p.id DESC`,
  stock_asc: sql`p.stock ASC, p.id DESC`,
  stock_desc: sql`p.stock DESC, p.id DESC`,
};

/** LIKE pattern for folded text found anywhere, its wildcards escaped. */
function anywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's WHERE over `products p` (the CSV export applies the same filters). */
export function filters(query: Omit<AdminProductListQuery, 'page' | 'page_size'>): SQL {
  const where: SQL[] = [sql`true`];
  const folded = query.q ? normalizeForSearch(query.q) : '';
  if (folded) {
    // The same Arabic folding as the storefront's search (core normalizeForSearch, the generated search_name
    // columns), over both names, and the variants' SKUs (trigram indexes serve all three); the product's own
    // SKU and the barcode numbers too, so a scanned barcode finds its product.
    const pattern = anywhere(folded);
    // SKUs as one hashed set (IN), not a subquery per product.
    where.push(sql`(p.search_name LIKE ${pattern} OR p.search_name_en LIKE ${pattern}
      OR lower(p.sku) LIKE ${pattern} OR p.gtin LIKE ${pattern}
      OR p.id IN (SELECT v.product_id FROM product_variants v
        WHERE lower(v.sku) LIKE ${pattern} OR v.gtin LIKE ${pattern}))`);
  }
  if (query.category_id !== undefined)
    where.push(sql`EXISTS (SELECT 1 FROM product_categories pc
      WHERE pc.product_id = p.id AND pc.category_id = ${query.category_id})`);
  if (query.brand_id !== undefined) where.push(sql`p.brand_id = ${query.brand_id}`);
  if (query.is_active !== undefined) where.push(sql`p.is_active = ${query.is_active}`);
  if (query.is_special_offer !== undefined) where.push(sql`p.is_special_offer = ${query.is_special_offer}`);
  if (query.stock_state === 'out') where.push(sql`p.stock <= 0`);
  if (query.stock_state === 'low') where.push(sql`p.stock > 0 AND p.stock < ${LOW_STOCK_BELOW}`);
  if (query.stock_state === 'in') where.push(sql`p.stock >= ${LOW_STOCK_BELOW}`);
  return sql.join(where, sql` AND `);
}

export const ADMIN_ROW_COLUMNS = sql`p.id, p.name, p.name_en, p.image, p.price, p.stock, p.is_active,
  p.is_special_offer, p.discount_type, p.discount_value, p.category_id, p.brand_id,
  b.name AS brand_name, b.name_en AS brand_name_en,
  (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count,
  ${sellsFromCodes(sql.raw('p'))} AS stock_from_codes, p.created_at, p.updated_at`;

export type RawProductRow = Omit<AdminProductRow, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toAdminProductRow(row: RawProductRow): AdminProductRow {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** The page's ids and the number of matches. */
async function pageIds(db: Db, query: AdminProductListQuery): Promise<{ ids: number[]; total: number }> {
  const where = filters(query);
  const limit = sql`LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
  const count = async () =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`)).rows[0]
      ?.n ?? 0;
  if (query.q) {
    // A search reads every product's names once (substring matching); counting in the same pass avoids a
    // second scan, and the window only spans the ids of the (usually few) matches.
    const found = await db.execute<{ id: number; total: number }>(sql`
      SELECT p.id, count(*) OVER ()::int AS total FROM products p WHERE ${where}
      ORDER BY ${ORDER_BY[query.sort]} ${limit}`);
    const ids = found.rows.map((row) => row.id);
    return { ids, total: found.rows[0]?.total ?? (query.page > 1 ? await count() : 0) };
  }
  // Without a search, an index serves the default order and the count is a cheap scan of its own.
  const found = await db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} ${limit}`);
  return { ids: found.rows.map((row) => row.id), total: await count() };
}

/** SQL of the back office's product list. */
export function createProductListRepository(db: DbHandle) {
  /**
   * The back office's product list: one page, the total of the filtered list, and the shop's offer count. The
   * page's ids come first, then only those rows are read in full (a window count over whole rows would read
   * every match in full).
   */
  async function listAdminProducts(query: AdminProductListQuery) {
    const { ids, total } = await pageIds(db, query);
    const rows = ids.length
      ? await db.execute<RawProductRow>(sql`
          SELECT ${ADMIN_ROW_COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
          WHERE p.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`)
      : { rows: [] };
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const offers = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE is_special_offer`,
    );
    return {
      products: ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toAdminProductRow(row)] : [];
      }),
      total,
      specialOfferCount: offers.rows[0]?.n ?? 0,
    };
  }

  return { listAdminProducts };
}

export type ProductListRepository = ReturnType<typeof createProductListRepository>;
