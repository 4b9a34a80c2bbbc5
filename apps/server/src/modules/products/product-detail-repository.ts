import { sql } from 'drizzle-orm';
import { ADMIN_STOCK_HISTORY_SHOWN, type AdminProductDetail, type AdminStockMovement } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import { ADMIN_ROW_COLUMNS, iso, toAdminProductRow, type RawProductRow } from './product-list-repository.js';

type Handle = Db | DbTransaction;

type RawDetail = RawProductRow & {
  description: string;
  description_en: string | null;
  discount_added_by: string | null;
  variant_option_name: string | null;
  variant_option_name_ar: string | null;
};

/** One product as the edit page loads it (back-office §2): links, images, options with values, variants. */
export async function loadAdminProduct(db: Handle, id: number): Promise<AdminProductDetail | null> {
  const found = await db.execute<RawDetail>(sql`
    SELECT ${ADMIN_ROW_COLUMNS}, p.description, p.description_en, p.discount_added_by,
      p.variant_option_name, p.variant_option_name_ar
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ${id}`);
  const row = found.rows[0];
  if (!row) return null;
  const links = await db.execute<{ category_id: number }>(
    sql`SELECT category_id FROM product_categories WHERE product_id = ${id} ORDER BY category_id = ${row.category_id} DESC, category_id`,
  );
  const images = await db.execute<AdminProductDetail['images'][number]>(sql`
    SELECT id, image_url AS url, display_order, option_value_id FROM product_images
    WHERE product_id = ${id} ORDER BY display_order, id`);
  const options = await db.execute<Omit<AdminProductDetail['options'][number], 'values'>>(sql`
    SELECT id, option_name, option_name_en, option_type FROM product_options
    WHERE product_id = ${id} ORDER BY created_at, id`);
  const values = await db.execute<
    AdminProductDetail['options'][number]['values'][number] & { option_id: number }
  >(
    sql`SELECT v.id, v.option_id, v.value, v.value_en, v.color_hex, v.images
      FROM product_option_values v JOIN product_options o ON o.id = v.option_id
      WHERE o.product_id = ${id} ORDER BY v.display_order, v.id`,
  );
  const variants = await db.execute<
    Omit<AdminProductDetail['variants'][number], 'created_at'> & { created_at: Date | string }
  >(sql`
    SELECT id, name, name_en, price, stock, sku, attributes, is_active, created_at FROM product_variants
    WHERE product_id = ${id} ORDER BY created_at, id`);
  const { description, description_en, discount_added_by, variant_option_name, variant_option_name_ar } = row;
  return {
    ...toAdminProductRow(row),
    description,
    description_en,
    discount_added_by,
    variant_option_name,
    variant_option_name_ar,
    category_ids: links.rows.map((link) => link.category_id),
    images: images.rows,
    options: options.rows.map((option) => ({
      ...option,
      values: values.rows
        .filter((value) => value.option_id === option.id)
        .map(({ option_id: _optionId, ...value }) => value),
    })),
    variants: variants.rows.map((variant) => ({ ...variant, created_at: iso(variant.created_at) })),
    stock_history: await loadStockHistory(db, id),
  };
}

export async function loadStockHistory(db: Handle, productId: number): Promise<AdminStockMovement[]> {
  const result = await db.execute<Omit<AdminStockMovement, 'created_at'> & { created_at: Date | string }>(sql`
    SELECT m.id, m.created_at, m.variant_id, m.delta, m.stock_after, m.reason, m.order_id,
      o.order_number, m.actor_name, m.note
    FROM stock_movements m LEFT JOIN orders o ON o.id = m.order_id
    WHERE m.product_id = ${productId}
    ORDER BY m.created_at DESC, m.id DESC LIMIT ${ADMIN_STOCK_HISTORY_SHOWN}`);
  return result.rows.map((movement) => ({ ...movement, created_at: iso(movement.created_at) }));
}
