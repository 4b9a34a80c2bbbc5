import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, money, updatedAt } from './columns.js';
import { customers } from './people.js';
import { searchFoldSql } from './search-fold.js';

export const categories = pgTable('categories', {
  id: identityId(),
  name: text('name').notNull().unique('categories_name_unique'),
  nameEn: text('name_en').notNull(),
  /** An image address (http… or /media/…) or an emoji, as the spec allows. */
  icon: text('icon'),
  /** Words shoppers type for this kind, besides its names (commas or lines between them; decision 031). */
  searchWords: text('search_words').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const brands = pgTable('brands', {
  id: identityId(),
  name: text('name').notNull().unique('brands_name_unique'),
  nameEn: text('name_en').notNull(),
  icon: text('icon'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: identityId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    price: money('price').notNull(),
    /** What the shop paid for one unit, in dirhams; null = unknown. Admin roles only (decision 026). */
    costPrice: money('cost_price'),
    /** Main image address; the first of product_images. */
    image: text('image'),
    /** First chosen category; all links live in product_categories. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    /** Each unit sold has its serial or IMEI recorded when packed (decision 049): phones, laptops, cameras. */
    isSerialized: boolean('is_serialized').notNull().default(false),
    /** The product's own SKU, for a product sold without variants (variants carry theirs); unique. */
    sku: text('sku').unique('products_sku_unique'),
    /** Barcode number (EAN/UPC/ITF-14), digits only, check digit validated by core's isValidGtin. */
    gtin: text('gtin'),
    /** The maker's part number. */
    mpn: text('mpn'),
    /** null = no discount; percentage values are whole percents, fixed values are dirhams. */
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }),
    discountValue: integer('discount_value').notNull().default(0),
    discountAddedBy: text('discount_added_by'),
    /** A brand gift card's low-codes alert: at or below this many unsold codes of a denomination. */
    lowCodesThreshold: integer('low_codes_threshold').notNull().default(5),
    variantOptionName: text('variant_option_name'),
    variantOptionNameAr: text('variant_option_name_ar'),
    /** Both names folded for search by the database itself, so no writer can forget them (search-fold.ts). */
    searchName: text('search_name').notNull().generatedAlwaysAs(searchFoldSql('name')),
    searchNameEn: text('search_name_en').notNull().generatedAlwaysAs(searchFoldSql("coalesce(name_en, '')")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_cost_price_check', sql`${t.costPrice} is null or ${t.costPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_low_codes_threshold_check', sql`${t.lowCodesThreshold} >= 0`),
    check('products_gtin_check', sql`${t.gtin} ~ '^[0-9]{8,14}$'`),
    // CASE rather than OR: a NULL discount_type would make an OR of comparisons NULL, which a check accepts.
    check(
      'products_discount_check',
      sql`case when ${t.discountType} is null then ${t.discountValue} = 0
        when ${t.discountType} = 'percentage' then ${t.discountValue} between 0 and 100
        else ${t.discountValue} >= 0 end`,
    ),
    index('products_active_created_idx').on(t.isActive, t.createdAt.desc()),
    // The back office lists every product, active or not, newest first, a page at a time.
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_special_offer_idx')
      .on(t.isSpecialOffer)
      .where(sql`${t.isSpecialOffer}`),
    // Substring and similarity search on both folded names (spec §5 Search; issue "Storefront").
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_search_name_en_trgm_idx').using('gin', sql`${t.searchNameEn} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionName: text('option_name').notNull(),
    optionNameEn: text('option_name_en'),
    optionType: text('option_type', { enum: ['text', 'color'] })
      .notNull()
      .default('text'),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_options_type_check', sql`${t.optionType} in ('text', 'color')`),
    index('product_options_product_idx').on(t.productId, t.createdAt),
  ],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: identityId(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    valueEn: text('value_en'),
    colorHex: text('color_hex'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'product_option_values_color_check',
      sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
    index('product_option_values_option_idx').on(t.optionId, t.displayOrder),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    /** Optional link to a colour value: the gallery shows these when that colour is chosen. */
    optionValueId: integer('option_value_id').references(() => productOptionValues.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_images_order_check', sql`${t.displayOrder} >= 0`),
    index('product_images_product_idx').on(t.productId, t.displayOrder),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    price: money('price').notNull(),
    /** Own unit cost in dirhams; null = the product's cost_price applies (decision 026). */
    costPrice: money('cost_price'),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').unique('product_variants_sku_unique'),
    /** As products.gtin and products.mpn, for this variant. */
    gtin: text('gtin'),
    mpn: text('mpn'),
    attributes: jsonb('attributes').$type<Record<string, string>>(),
    /** Face value in dirhams for gift-card denominations; null for other goods. */
    denomination: money('denomination'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_cost_price_check', sql`${t.costPrice} is null or ${t.costPrice} >= 0`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_denomination_check', sql`${t.denomination} is null or ${t.denomination} > 0`),
    check('product_variants_gtin_check', sql`${t.gtin} ~ '^[0-9]{8,14}$'`),
    index('product_variants_product_idx').on(t.productId, t.createdAt),
    // The back office searches SKUs anywhere in the code (admin product list).
    index('product_variants_sku_trgm_idx').using('gin', sql`lower(${t.sku}) gin_trgm_ops`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull().default(5),
    verified: boolean('verified').notNull().default(false),
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /**
     * published: shown and counted in the product's rating; pending: waits for staff (links, very long text);
     * hidden: removed by staff, kept so it can be restored. Only published reviews reach the storefront.
     */
    status: text('status', { enum: ['published', 'pending', 'hidden'] })
      .notNull()
      .default('published'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'pending', 'hidden')`),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
