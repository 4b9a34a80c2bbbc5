import { sql } from 'drizzle-orm';
import { ADMIN_STOCK_HISTORY_SHOWN, type AdminProductDetail, type AdminStockMovement } from '@matjar/core';
import { type Db, type DbTransaction, type DbHandle } from '@matjar/db';
import { idArray } from '../../../sql/id-array.js';
import { ADMIN_ROW_COLUMNS, iso, toAdminProductRow, type RawProductRow } from './product-list-repository.js';

type Handle = Db | DbTransaction;

/**
 * A product as the edit page loads it, without its stock history and restock waiters (what a save reads and
 * compares).
 */
export type AdminProductState = Omit<AdminProductDetail, 'stock_history' | 'restock_waiting'>;

/** A product's state and its version: `updated_at` to the microsecond, which every save moves. */
export interface VersionedProduct {
  product: AdminProductState;
  version: string;
}

type RawDetail = RawProductRow & {
  description: string;
  description_en: string | null;
  discount_added_by: string | null;
  cost_price: number | null;
  is_serialized: boolean;
  sku: string | null;
  gtin: string | null;
  mpn: string | null;
  variant_option_name: string | null;
  variant_option_name_ar: string | null;
  version: string;
};

type Option = AdminProductDetail['options'][number];
type Value = Option['values'][number];
type Variant = AdminProductDetail['variants'][number];

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Live "notify me" subscriptions per item (the partial index restock_alerts_waiting_product serves it). */
async function loadRestockWaiting(db: Handle, productId: number) {
  const result = await db.execute<{ variant_id: number | null; count: number }>(sql`
    SELECT variant_id, count(*)::int AS count FROM restock_alerts
    WHERE product_id = ${productId} AND notified_at IS NULL AND unsubscribed_at IS NULL
    GROUP BY variant_id ORDER BY variant_id NULLS FIRST`);
  return result.rows;
}

/**
 * A product as a staff member may read it: without its cost prices unless their role holds products.cost
 * (decision 026).
 */
export function productForRole<P extends AdminProductState>(product: P, mayReadCost: boolean): P {
  if (mayReadCost) return product;
  const { cost_price: _cost, ...rest } = product;
  return {
    ...rest,
    variants: product.variants.map(({ cost_price: _variantCost, ...variant }) => variant),
  } as P;
}

/** A product form as a staff member may send it: cost prices dropped (left unchanged) without products.cost. */
export function withoutCostFields<
  B extends { cost_price?: number | null; variants: { cost_price?: number | null }[] },
>(body: B, maySetCost: boolean): B {
  if (maySetCost) return body;
  const { cost_price: _cost, ...rest } = body;
  return {
    ...rest,
    variants: body.variants.map(({ cost_price: _variantCost, ...variant }) => variant),
  } as B;
}

/** SQL of the back office's product pages (one product or several, with their stock history). */
export function createProductDetailRepository(db: DbHandle) {
  /**
   * Products as the edit page loads them (docs/product/back-office.md §2): links, images, options with values,
   * variants. One query per table for all of them, however many (the CSV import reads thousands); missing ids are
   * absent.
   */
  async function loadAdminProducts(ids: readonly number[]): Promise<Map<number, VersionedProduct>> {
    if (ids.length === 0) return new Map();
    const wanted = idArray(ids);
    const found = await db.execute<RawDetail>(sql`
      SELECT ${ADMIN_ROW_COLUMNS}, p.description, p.description_en, p.discount_added_by, p.cost_price,
        p.is_serialized, p.sku, p.gtin, p.mpn, p.variant_option_name, p.variant_option_name_ar,
        p.updated_at::text AS version
      FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY(${wanted})`);
    if (found.rows.length === 0) return new Map();
    // The primary category first, then the others by id.
    const links = await db.execute<{ product_id: number; category_id: number }>(sql`
      SELECT l.product_id, l.category_id FROM product_categories l JOIN products p ON p.id = l.product_id
      WHERE l.product_id = ANY(${wanted})
      ORDER BY l.product_id, l.category_id = p.category_id DESC, l.category_id`);
    const images = await db.execute<AdminProductDetail['images'][number] & { product_id: number }>(sql`
      SELECT product_id, id, image_url AS url, display_order, option_value_id FROM product_images
      WHERE product_id = ANY(${wanted}) ORDER BY product_id, display_order, id`);
    const options = await db.execute<Omit<Option, 'values'> & { product_id: number }>(sql`
      SELECT product_id, id, option_name, option_name_en, option_type FROM product_options
      WHERE product_id = ANY(${wanted}) ORDER BY product_id, created_at, id`);
    const values = await db.execute<Value & { option_id: number }>(sql`
      SELECT v.id, v.option_id, v.value, v.value_en, v.color_hex, v.images
      FROM product_option_values v JOIN product_options o ON o.id = v.option_id
      WHERE o.product_id = ANY(${wanted}) ORDER BY v.option_id, v.display_order, v.id`);
    const variants = await db.execute<
      Omit<Variant, 'created_at'> & { created_at: Date | string; product_id: number }
    >(sql`
      SELECT product_id, id, name, name_en, price, stock, sku, gtin, mpn, attributes, is_active, created_at,
        cost_price
      FROM product_variants WHERE product_id = ANY(${wanted}) ORDER BY product_id, created_at, id`);

    const linksOf = groupBy(links.rows, (r) => r.product_id);
    const imagesOf = groupBy(images.rows, (r) => r.product_id);
    const optionsOf = groupBy(options.rows, (r) => r.product_id);
    const valuesOf = groupBy(values.rows, (r) => r.option_id);
    const variantsOf = groupBy(variants.rows, (r) => r.product_id);
    const loaded = new Map<number, VersionedProduct>();
    for (const { version, ...row } of found.rows) {
      const {
        description,
        description_en,
        discount_added_by,
        cost_price,
        is_serialized,
        sku,
        gtin,
        mpn,
        variant_option_name,
        variant_option_name_ar,
      } = row;
      const product: AdminProductState = {
        ...toAdminProductRow(row),
        description,
        description_en,
        discount_added_by,
        cost_price,
        is_serialized,
        sku,
        gtin,
        mpn,
        variant_option_name,
        variant_option_name_ar,
        category_ids: (linksOf.get(row.id) ?? []).map((link) => link.category_id),
        images: (imagesOf.get(row.id) ?? []).map(({ product_id: _product, ...image }) => image),
        options: (optionsOf.get(row.id) ?? []).map(({ product_id: _product, ...option }) => ({
          ...option,
          values: (valuesOf.get(option.id) ?? []).map(({ option_id: _option, ...value }) => value),
        })),
        variants: (variantsOf.get(row.id) ?? []).map(({ product_id: _product, ...variant }) => ({
          ...variant,
          created_at: iso(variant.created_at),
        })),
      };
      loaded.set(row.id, { product, version });
    }
    return loaded;
  }

  /** One product as the edit page loads it, with its latest stock movements and who waits for a restock. */
  async function loadAdminProduct(id: number): Promise<AdminProductDetail | null> {
    const found = (await loadAdminProducts([id])).get(id);
    if (!found) return null;
    return {
      ...found.product,
      stock_history: await loadStockHistory(id),
      restock_waiting: await loadRestockWaiting(db, id),
    };
  }

  async function loadStockHistory(productId: number): Promise<AdminStockMovement[]> {
    const result = await db.execute<
      Omit<AdminStockMovement, 'created_at'> & { created_at: Date | string }
    >(sql`
      SELECT m.id, m.created_at, m.variant_id, m.delta, m.stock_after, m.reason, m.order_id,
        o.order_number, o.short_number, o.status AS order_status, m.actor_name, m.note
      FROM stock_movements m LEFT JOIN orders o ON o.id = m.order_id
      WHERE m.product_id = ${productId}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${ADMIN_STOCK_HISTORY_SHOWN}`);
    return result.rows.map((movement) => ({ ...movement, created_at: iso(movement.created_at) }));
  }

  return { loadAdminProducts, loadAdminProduct, loadStockHistory };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
