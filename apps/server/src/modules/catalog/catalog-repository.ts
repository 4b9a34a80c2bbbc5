import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@matjar/db';
import { GIFT_CARD_CATEGORY_ID, type StoreFeedItem, type StoreProductListQuery } from '@matjar/core';

// SQL of the public catalogue. Every read is of active products only. Each product page is one round trip
// (JSON built by the database): a round trip costs more than the query.

/** A product card's columns as the database returns them. */
export type CardRow = {
  id: number;
  name: string;
  name_en: string | null;
  image: string | null;
  price: number;
  stock: number;
  category_id: number | null;
  brand_id: number | null;
  is_special_offer: boolean;
  discount_type: 'percentage' | 'fixed' | null;
  discount_value: number;
  /** The active variants' count and the first one's price (null without variants), from one scan. */
  variant_summary: [count: number, firstPrice: number | null];
  brand: { id: number; name: string; name_en: string; icon: string | null } | null;
};

export type DetailRow = CardRow & {
  description: string;
  description_en: string | null;
  sku: string | null;
  gtin: string | null;
  mpn: string | null;
  variant_option_name: string | null;
  variant_option_name_ar: string | null;
  updated_at: string | Date;
  category: CardRow['brand'];
  images: { id: number; url: string; display_order: number; option_value_id: number | null }[];
  options: {
    id: number;
    option_name: string;
    option_name_en: string | null;
    option_type: 'text' | 'color';
    values: {
      id: number;
      value: string;
      value_en: string | null;
      color_hex: string | null;
      images: string[];
    }[];
  }[];
  variants: {
    id: number;
    name: string;
    name_en: string | null;
    price: number;
    stock: number;
    sku: string | null;
    gtin: string | null;
    mpn: string | null;
    attributes: Record<string, string> | null;
    denomination: number | null;
  }[];
  categories: NonNullable<CardRow['brand']>[];
  reviews: {
    id: number;
    product_id: number;
    customer_name: string;
    comment: string;
    rating: number;
    verified: boolean;
    created_at: string;
  }[];
  ratings: { rating: number; count: number }[];
};

/** The card columns of products p (joined with brands b). */
export const CARD_COLUMNS = sql`p.id, p.name, p.name_en, p.image, p.price, p.stock, p.category_id, p.brand_id,
  p.is_special_offer, p.discount_type, p.discount_value,
  (SELECT ARRAY[count(*)::int, (array_agg(v.price ORDER BY v.created_at, v.id))[1]]
     FROM product_variants v WHERE v.product_id = p.id AND v.is_active) AS variant_summary,
  CASE WHEN b.id IS NULL THEN NULL
    ELSE json_build_object('id', b.id, 'name', b.name, 'name_en', b.name_en, 'icon', b.icon) END AS brand`;

/** A product is in a category by its first category or by a product_categories link. */
function inCategory(categoryId: SQL | number): SQL {
  return sql`(p.category_id = ${categoryId} OR EXISTS (SELECT 1 FROM product_categories pc
    WHERE pc.product_id = p.id AND pc.category_id = ${categoryId}))`;
}

/** The first active variant's price, else the product's: the base a card shows (core effectivePrice). */
const CARD_BASE_PRICE = sql`coalesce((SELECT v.price FROM product_variants v WHERE v.product_id = p.id AND v.is_active
  ORDER BY v.created_at, v.id LIMIT 1), p.price)`;

/**
 * The price a card shows after the product's discount, in SQL so a price sort pages in the database. It
 * mirrors core's applyDiscount (a percentage gives whole riyals, D15; never below 0; never above the base);
 * catalog-list-order.test.ts checks the order against core's figures.
 */
const CARD_FINAL_PRICE = sql`(SELECT CASE
    WHEN p.discount_type = 'percentage' AND p.discount_value > 0 THEN LEAST(base.price,
      CASE WHEN p.discount_value >= 100 THEN 0
        ELSE GREATEST(1, round(base.price * (100 - p.discount_value) / 10000.0)) * 100 END)
    WHEN p.discount_type = 'fixed' AND p.discount_value > 0 THEN GREATEST(0, base.price - p.discount_value)
    ELSE base.price END
  FROM (SELECT ${CARD_BASE_PRICE} AS price) base)`;

/** Products that can be bought come first in every list order (sold-out ones sink to the end). */
const IN_STOCK_FIRST = sql`(p.stock > 0) DESC`;

function orderBy(query: Pick<StoreProductListQuery, 'sort' | 'locale'>): SQL {
  const name = query.locale === 'en' ? sql`lower(coalesce(p.name_en, p.name))` : sql`p.name`;
  const order: Record<StoreProductListQuery['sort'], SQL> = {
    newest: sql`p.created_at DESC, p.id DESC`,
    price_asc: sql`${CARD_FINAL_PRICE} ASC, p.id DESC`,
    price_desc: sql`${CARD_FINAL_PRICE} DESC, p.id DESC`,
    name: sql`${name} ASC, p.id ASC`,
  };
  return sql`${IN_STOCK_FIRST}, ${order[query.sort]}`;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

export function createCatalogRepository(db: Db) {
  return {
    async listProducts(query: StoreProductListQuery): Promise<{ rows: CardRow[]; total: number }> {
      const where: SQL[] = [sql`p.is_active`];
      if (query.brand) where.push(sql`p.brand_id = ${query.brand}`);
      if (query.category) where.push(inCategory(query.category));
      if (query.ids) where.push(query.ids.length ? sql`p.id IN (${idList(query.ids)})` : sql`false`);
      if (query.offers) where.push(sql`p.is_special_offer`);
      const condition = sql.join(where, sql` AND `);
      const result = await db.execute<CardRow & { total: number }>(sql`
        SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE ${condition}
        ORDER BY ${orderBy(query)}
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
      let total = result.rows[0]?.total ?? 0;
      if (result.rows.length === 0 && query.page > 1) {
        const counted = await db.execute<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM products p WHERE ${condition}`,
        );
        total = counted.rows[0]?.total ?? 0;
      }
      return { rows: result.rows, total };
    },

    async findProduct(id: number): Promise<DetailRow | null> {
      const result = await db.execute<DetailRow>(sql`
        SELECT ${CARD_COLUMNS}, p.description, p.description_en, p.sku, p.gtin, p.mpn,
          p.variant_option_name, p.variant_option_name_ar, p.updated_at,
          (SELECT json_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en, 'icon', c.icon)
             FROM categories c WHERE c.id = p.category_id) AS category,
          coalesce((SELECT json_agg(json_build_object('id', i.id, 'url', i.image_url,
              'display_order', i.display_order, 'option_value_id', i.option_value_id)
              ORDER BY i.display_order, i.id)
            FROM product_images i WHERE i.product_id = p.id), '[]') AS images,
          coalesce((SELECT json_agg(json_build_object('id', o.id, 'option_name', o.option_name,
              'option_name_en', o.option_name_en, 'option_type', o.option_type,
              'values', coalesce((SELECT json_agg(json_build_object('id', ov.id, 'value', ov.value,
                  'value_en', ov.value_en, 'color_hex', ov.color_hex, 'images', ov.images)
                  ORDER BY ov.display_order, ov.created_at, ov.id)
                FROM product_option_values ov WHERE ov.option_id = o.id), '[]'))
              ORDER BY o.created_at, o.id)
            FROM product_options o WHERE o.product_id = p.id), '[]') AS options,
          coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'name_en', v.name_en,
              'price', v.price, 'stock', v.stock, 'sku', v.sku, 'gtin', v.gtin, 'mpn', v.mpn,
              'attributes', v.attributes,
              'denomination', v.denomination) ORDER BY v.created_at, v.id)
            FROM product_variants v WHERE v.product_id = p.id AND v.is_active), '[]') AS variants,
          coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en,
              'icon', c.icon) ORDER BY c.id)
            FROM categories c JOIN product_categories pc ON pc.category_id = c.id
            WHERE pc.product_id = p.id), '[]') AS categories,
          coalesce((SELECT json_agg(r ORDER BY r.created_at DESC, r.id DESC) FROM (
              SELECT id, product_id, customer_name, comment, rating, verified, created_at FROM reviews
              WHERE product_id = p.id AND status = 'published'
              ORDER BY created_at DESC, id DESC LIMIT 200) r), '[]') AS reviews,
          coalesce((SELECT json_agg(json_build_object('rating', g.rating, 'count', g.count)) FROM (
              SELECT rating, count(*)::int AS count FROM reviews
              WHERE product_id = p.id AND status = 'published' GROUP BY rating) g),
            '[]') AS ratings
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.id = ${id} AND p.is_active`);
      return result.rows[0] ?? null;
    },

    /**
     * Up to `limit` products a shopper of this one may want: in stock only (a sold-out card there is a dead
     * end), sharing one of its categories, those in its first category first; newest first within each.
     */
    async relatedProducts(id: number, limit: number): Promise<CardRow[]> {
      const result = await db.execute<CardRow>(sql`
        WITH this AS (SELECT category_id FROM products WHERE id = ${id}),
        linked AS (SELECT category_id FROM product_categories WHERE product_id = ${id}
          UNION SELECT category_id FROM this WHERE category_id IS NOT NULL)
        SELECT * FROM (
          SELECT ${CARD_COLUMNS}, p.created_at,
            coalesce(${inCategory(sql`this.category_id`)}, false) AS in_first_category
          FROM products p LEFT JOIN brands b ON b.id = p.brand_id, this
          WHERE p.is_active AND p.stock > 0 AND p.id <> ${id}
            AND (p.category_id IN (SELECT category_id FROM linked) OR EXISTS (SELECT 1 FROM product_categories pc
              JOIN linked l ON l.category_id = pc.category_id WHERE pc.product_id = p.id))) candidate
        ORDER BY in_first_category DESC, created_at DESC, id DESC
        LIMIT ${limit}`);
      return result.rows;
    },

    /**
     * The home page's latest products: the newest that can be bought and delivered, so not sold-out ones and
     * not gift cards (ten of them were added last, and a row of cards hid the shop's goods).
     */
    async latestProducts(limit: number): Promise<CardRow[]> {
      const result = await db.execute<CardRow>(sql`
        SELECT ${CARD_COLUMNS}
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active AND p.stock > 0 AND NOT ${inCategory(GIFT_CARD_CATEGORY_ID)}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${limit}`);
      return result.rows;
    },

    async isActiveProduct(id: number): Promise<boolean> {
      const result = await db.execute<{ id: number }>(
        sql`SELECT id FROM products WHERE id = ${id} AND is_active`,
      );
      return result.rows.length > 0;
    },

    async listCategories() {
      const result = await db.execute<{
        id: number;
        name: string;
        name_en: string;
        icon: string | null;
        product_count: number;
      }>(sql`
        SELECT c.id, c.name, c.name_en, c.icon,
          (SELECT count(*)::int FROM products p WHERE p.is_active AND ${inCategory(sql`c.id`)}) AS product_count
        FROM categories c ORDER BY c.id`);
      return result.rows;
    },

    async listBrands() {
      const result = await db.execute<{ id: number; name: string; name_en: string; icon: string | null }>(
        sql`SELECT id, name, name_en, icon FROM brands ORDER BY id`,
      );
      return result.rows;
    },

    /** Active products per brand and category (first category and links, each product counted once). */
    async brandCategoryCounts() {
      const result = await db.execute<{
        brand_id: number;
        category_id: number | null;
        count: number;
        /** 1 on the per-brand total row. */
        total_row: number;
      }>(sql`
        SELECT p.brand_id, l.category_id, count(DISTINCT p.id)::int AS count,
          GROUPING(l.category_id)::int AS total_row
        FROM products p
        LEFT JOIN (SELECT product_id, category_id FROM product_categories
          UNION SELECT id, category_id FROM products WHERE category_id IS NOT NULL) l ON l.product_id = p.id
        WHERE p.is_active AND p.brand_id IS NOT NULL
        GROUP BY GROUPING SETS ((p.brand_id, l.category_id), (p.brand_id))`);
      return result.rows;
    },

    async sitemapRows() {
      // A product's page shows its stock as well as its fields: its last stock movement (an order, a return,
      // a restock) moves lastmod too. Prices, discounts and variants are staff edits, which touch updated_at.
      const result = await db.execute<{ kind: 'product' | 'category'; id: number; updated_at: string }>(sql`
        SELECT 'category' AS kind, id, updated_at FROM categories
        UNION ALL
        SELECT 'product', p.id, greatest(p.updated_at, moved.at)
        FROM products p
        LEFT JOIN LATERAL (
          SELECT max(m.created_at) AS at FROM stock_movements m WHERE m.product_id = p.id
        ) moved ON true
        WHERE p.is_active
        ORDER BY kind, id`);
      return result.rows;
    },

    /**
     * The product feeds' rows: one per active variant (oldest first, as the product page lists them), or one
     * for a product without variants, in product order; only active products.
     */
    async feedRows() {
      const result = await db.execute<Omit<StoreFeedItem, 'updated_at'> & { updated_at: string | Date }>(sql`
        SELECT p.id AS product_id, v.id AS variant_id, p.name, p.name_en, p.description, p.description_en,
          v.name AS variant_name, v.name_en AS variant_name_en,
          -- A variant's identifiers are its own; a product without variants is described by the product's.
          CASE WHEN v.id IS NULL THEN p.sku ELSE v.sku END AS sku,
          CASE WHEN v.id IS NULL THEN p.gtin ELSE v.gtin END AS gtin,
          CASE WHEN v.id IS NULL THEN p.mpn ELSE v.mpn END AS mpn,
          coalesce(v.price, p.price) AS price, coalesce(v.stock, p.stock) AS stock,
          p.discount_type, p.discount_value, p.image,
          b.name AS brand, b.name_en AS brand_en, c.name AS category, c.name_en AS category_en,
          greatest(p.updated_at, moved.at) AS updated_at
        FROM products p
        LEFT JOIN product_variants v ON v.product_id = p.id AND v.is_active
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN categories c ON c.id = p.category_id
        LEFT JOIN LATERAL (
          SELECT max(m.created_at) AS at FROM stock_movements m WHERE m.product_id = p.id
        ) moved ON true
        WHERE p.is_active
        ORDER BY p.id, v.created_at, v.id`);
      return result.rows;
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
