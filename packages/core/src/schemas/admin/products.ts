import { z } from 'zod';
import { DISCOUNT_TYPES } from '../../rules/discount.js';
import { MAX_SPECIAL_OFFERS } from '../../rules/limits.js';
import { ORDER_STATUSES } from '../../rules/order-status.js';
import { EntityId, IdParam, IsoDateTime, filledText, plainText, rawText } from '../common.js';
import {
  ColorHex,
  DESCRIPTION_MAX,
  GtinText,
  ImageAddress,
  MpnText,
  NAME_MAX,
  PriceDirhams,
  SKU_MAX,
  SkuText,
  StockAmount,
  textOrNull,
} from './admin-fields.js';

// The back office's products (back-office §2 product list, create and edit; §3 Product; §5; §8). Field names
// follow the spec's entities (snake_case). Option values and images refer to each other before either has an
// id, so a new value carries a client `key` and an image names the value by `option_value_key`.

export const ADMIN_PRODUCT_PAGE_SIZE_MAX = 100;
export const ADMIN_PRODUCT_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
/** out: 0; low: under LOW_STOCK_BELOW (core rules/stock.ts); in: the rest. */
export const ADMIN_STOCK_STATES = ['out', 'low', 'in'] as const;
export const MAX_CATEGORIES_PER_PRODUCT = 20;
export const MAX_IMAGES_PER_PRODUCT = 20;
export const MAX_OPTIONS_PER_PRODUCT = 10;
export const MAX_VALUES_PER_OPTION = 50;
export const MAX_VARIANTS_PER_PRODUCT = 100;
export const OPTION_TYPES = ['text', 'color'] as const;
export { MAX_SPECIAL_OFFERS };

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/admin/products: server paging, search over both names and SKUs, filters, sort. */
export const AdminProductListQuery = z.object({
  q: plainText(100).optional(),
  category_id: IdParam.optional(),
  brand_id: IdParam.optional(),
  is_active: booleanQuery.optional(),
  is_special_offer: booleanQuery.optional(),
  stock_state: z.enum(ADMIN_STOCK_STATES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PRODUCT_PAGE_SIZE_MAX)
    .default(ADMIN_PRODUCT_PAGE_SIZE_DEFAULT),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

const Discount = {
  discount_type: z.enum(DISCOUNT_TYPES).nullable().default(null),
  discount_value: PriceDirhams.default(0),
};

const OptionValueInput = z.object({
  /** An existing value keeps its id; a new one has none. */
  id: EntityId.optional(),
  /** The client's name for this value within the request (new values' temporary id), for image links. */
  key: rawText(64).optional(),
  value: plainText(NAME_MAX),
  value_en: textOrNull(NAME_MAX),
  color_hex: ColorHex.nullish().transform((v) => v ?? null),
  images: z.array(ImageAddress).max(MAX_IMAGES_PER_PRODUCT).default([]),
});

const OptionInput = z.object({
  id: EntityId.optional(),
  option_name: plainText(NAME_MAX),
  option_name_en: textOrNull(NAME_MAX),
  option_type: z.enum(OPTION_TYPES).default('text'),
  values: z.array(OptionValueInput).max(MAX_VALUES_PER_OPTION),
});

const VariantInput = z.object({
  id: EntityId.optional(),
  name: plainText(NAME_MAX),
  name_en: textOrNull(NAME_MAX),
  /** Required; null or missing gives the spec's 'Please enter variant name and price'. */
  price: PriceDirhams.nullish(),
  stock: StockAmount.default(0),
  /** The variant's own unit cost; null = the product's applies; absent = unchanged (decision 026). */
  cost_price: PriceDirhams.nullish(),
  sku: plainText(SKU_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The variant's barcode number and maker's part number; absent = unchanged, null or empty = none. */
  gtin: GtinText.nullish(),
  mpn: MpnText.nullish(),
  attributes: z.record(plainText(NAME_MAX), plainText(NAME_MAX)).nullish(),
  is_active: z.boolean().default(true),
});

const ImageInput = z.object({
  id: EntityId.optional(),
  url: ImageAddress,
  /** Links the picture to a colour value: an existing value's id … */
  option_value_id: EntityId.nullish(),
  /** … or a value of this request by its key. */
  option_value_key: rawText(64).nullish(),
});

/** Everything the create and edit forms send; an update replaces the product's whole set of each. */
const ProductFields = z.object({
  name: filledText(NAME_MAX, 'PRODUCT_NAME_REQUIRED'),
  name_en: textOrNull(NAME_MAX),
  description: filledText(DESCRIPTION_MAX, 'DESCRIPTION_REQUIRED'),
  description_en: textOrNull(DESCRIPTION_MAX),
  price: PriceDirhams,
  /** Unit cost; null = unknown; absent = unchanged. Set by admin roles only (decision 026). */
  cost_price: PriceDirhams.nullish(),
  stock: StockAmount,
  category_ids: z
    .array(EntityId, { message: 'CATEGORY_REQUIRED' })
    .min(1, { message: 'CATEGORY_REQUIRED' })
    .max(MAX_CATEGORIES_PER_PRODUCT),
  brand_id: EntityId,
  is_active: z.boolean().default(true),
  is_special_offer: z.boolean().default(false),
  /** Each unit's serial or IMEI is recorded when packed (decision 049); absent = unchanged (false when new). */
  is_serialized: z.boolean().optional(),
  /**
   * The product's own SKU, barcode number (GTIN) and maker's part number, which describe it when it is sold
   * without variants (a variant carries its own). Absent = unchanged (an older CSV, a form without them);
   * null or empty = none.
   */
  sku: SkuText.nullish(),
  gtin: GtinText.nullish(),
  mpn: MpnText.nullish(),
  ...Discount,
  variant_option_name: textOrNull(NAME_MAX),
  variant_option_name_ar: textOrNull(NAME_MAX),
  /** In display order: the first is the main image. */
  images: z.array(ImageInput).max(MAX_IMAGES_PER_PRODUCT).default([]),
  options: z.array(OptionInput).max(MAX_OPTIONS_PER_PRODUCT).default([]),
  variants: z.array(VariantInput).max(MAX_VARIANTS_PER_PRODUCT).default([]),
});

type ProductFields = z.infer<typeof ProductFields>;

/** The spec's rules across fields (§2, §5), each as a catalogue code on the field it concerns. */
function checkProductRules(product: ProductFields, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message, path });
  if (product.discount_type === null && product.discount_value !== 0)
    issue('DISCOUNT_NEEDS_TYPE', ['discount_value']);
  if (product.discount_type === 'percentage' && product.discount_value > 100)
    issue('DISCOUNT_PERCENT_RANGE', ['discount_value']);
  if (new Set(product.category_ids).size !== product.category_ids.length)
    issue('VALIDATION_FAILED', ['category_ids']);
  const keys = new Set<string>();
  product.options.forEach((option, o) => {
    if (!option.option_name || option.values.length === 0)
      issue('OPTION_NAME_AND_VALUES_REQUIRED', ['options', o]);
    option.values.forEach((value, v) => {
      if (!value.value) issue('OPTION_VALUE_REQUIRED', ['options', o, 'values', v, 'value']);
      if (value.key !== undefined) {
        if (keys.has(value.key)) issue('VALIDATION_FAILED', ['options', o, 'values', v, 'key']);
        keys.add(value.key);
      }
    });
  });
  const skus = new Set<string>(product.sku ? [product.sku.toLowerCase()] : []);
  product.variants.forEach((variant, v) => {
    if (!variant.name || variant.price == null) issue('VARIANT_NAME_AND_PRICE_REQUIRED', ['variants', v]);
    if (variant.sku) {
      if (skus.has(variant.sku.toLowerCase())) issue('SKU_TAKEN', ['variants', v, 'sku']);
      skus.add(variant.sku.toLowerCase());
    }
  });
  product.images.forEach((image, i) => {
    if (image.option_value_key != null && !keys.has(image.option_value_key))
      issue('VALIDATION_FAILED', ['images', i, 'option_value_key']);
  });
}

/** POST /api/admin/products. */
export const AdminCreateProductBody = ProductFields.superRefine(checkProductRules);
export type AdminCreateProductBody = z.infer<typeof AdminCreateProductBody>;
export type AdminCreateProductInput = z.input<typeof AdminCreateProductBody>;

/**
 * PUT /api/admin/products/:id: the whole product as the edit form holds it, saved in one transaction. A save
 * that removes variants holding stock, or gives a product with stock its first variants, drops those units
 * (core stockDropped): the server refuses it (STOCK_DROP_UNCONFIRMED) unless `stock_drop_acknowledged`.
 */
export const AdminUpdateProductBody = ProductFields.extend({
  stock_drop_acknowledged: z.boolean().default(false),
}).superRefine(checkProductRules);
export type AdminUpdateProductBody = z.infer<typeof AdminUpdateProductBody>;
export type AdminUpdateProductInput = z.input<typeof AdminUpdateProductBody>;

/**
 * PATCH /api/admin/products/:id: the list's quick changes (back-office §7: only stock, is_active or
 * is_special_offer). Stock is the new level; `stock_note` says why (the ledger keeps it).
 */
export const AdminPatchProductBody = z
  .object({
    stock: StockAmount.optional(),
    stock_note: plainText(500).optional(),
    is_active: z.boolean().optional(),
    is_special_offer: z.boolean().optional(),
  })
  .refine((b) => b.stock !== undefined || b.is_active !== undefined || b.is_special_offer !== undefined, {
    message: 'REQUIRED',
  });
export type AdminPatchProductBody = z.infer<typeof AdminPatchProductBody>;

/** PATCH /api/admin/products/:id/variants/:variantId: a variant's stock from the list or the edit page. */
export const AdminPatchVariantStockBody = z.object({
  stock: StockAmount,
  stock_note: plainText(500).optional(),
});
export type AdminPatchVariantStockBody = z.infer<typeof AdminPatchVariantStockBody>;

export const AdminVariantParams = z.object({ id: IdParam, variantId: IdParam });

// ——— answers ———

export const AdminProductRow = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  is_active: z.boolean(),
  is_special_offer: z.boolean(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  discount_value: z.number().int(),
  category_id: EntityId.nullable(),
  brand_id: EntityId.nullable(),
  brand_name: z.string().nullable(),
  brand_name_en: z.string().nullable(),
  variant_count: z.number().int(),
  /**
   * A brand gift card: its stock is its count of unsold codes, raised by loading codes, never typed (the
   * back office offers no stock field for it and the API refuses one).
   */
  stock_from_codes: z.boolean(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(AdminProductRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Products marked as special offers in the whole shop, against MAX_SPECIAL_OFFERS. */
  special_offer_count: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof AdminProductListResponse>;

export const STOCK_MOVEMENT_REASON_NAMES = [
  'initial',
  'order_reserved',
  'payment_released',
  'order_canceled',
  'manual_adjustment',
  'import',
  'return',
  'codes_imported',
  'code_replaced',
  'return_damaged',
] as const;

/** How many of a product's newest stock movements its admin page receives. */
export const ADMIN_STOCK_HISTORY_SHOWN = 50;

/** The note of the stock movements a whole-product save writes (the edit page shows it in words). */
export const STOCK_NOTE_PRODUCT_EDIT = 'product edit';

export const AdminStockMovement = z.object({
  id: EntityId,
  created_at: IsoDateTime,
  variant_id: EntityId.nullable(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASON_NAMES),
  order_id: EntityId.nullable(),
  order_number: z.string().nullable(),
  short_number: z.number().int().positive().nullable(),
  /** The order's status now, so a reservation reads "Sold" once the order is delivered. */
  order_status: z.enum(ORDER_STATUSES).nullable(),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminStockMovement = z.infer<typeof AdminStockMovement>;

export const AdminProductDetail = AdminProductRow.extend({
  description: z.string(),
  description_en: z.string().nullable(),
  category_ids: z.array(EntityId),
  discount_added_by: z.string().nullable(),
  variant_option_name: z.string().nullable(),
  variant_option_name_ar: z.string().nullable(),
  /** Each unit's serial or IMEI is recorded when packed (decision 049). */
  is_serialized: z.boolean(),
  /** The product's own identifiers (a variant has its own): SKU, GTIN digits, maker's part number. */
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  /** Unit cost in dirhams, null = unknown; present only for roles with products.cost (decision 026). */
  cost_price: z.number().int().nullable().optional(),
  images: z.array(
    z.object({
      id: EntityId,
      url: z.string(),
      display_order: z.number().int(),
      option_value_id: EntityId.nullable(),
    }),
  ),
  options: z.array(
    z.object({
      id: EntityId,
      option_name: z.string(),
      option_name_en: z.string().nullable(),
      option_type: z.enum(OPTION_TYPES),
      values: z.array(
        z.object({
          id: EntityId,
          value: z.string(),
          value_en: z.string().nullable(),
          color_hex: z.string().nullable(),
          images: z.array(z.string()),
        }),
      ),
    }),
  ),
  variants: z.array(
    z.object({
      id: EntityId,
      name: z.string(),
      name_en: z.string().nullable(),
      price: z.number().int(),
      stock: z.number().int(),
      sku: z.string().nullable(),
      gtin: z.string().nullable(),
      mpn: z.string().nullable(),
      attributes: z.record(z.string(), z.string()).nullable(),
      is_active: z.boolean(),
      created_at: IsoDateTime,
      /** Own unit cost, null = the product's applies; present only with products.cost. */
      cost_price: z.number().int().nullable().optional(),
    }),
  ),
  /** The newest stock movements of the product and its variants (the ledger). */
  stock_history: z.array(AdminStockMovement),
  /**
   * Shoppers waiting to be told it is back in stock (decision 036), counted per item: variant_id null is the
   * product itself (no variants, or "any option"). Only items someone waits for are listed.
   */
  restock_waiting: z.array(z.object({ variant_id: EntityId.nullable(), count: z.number().int().positive() })),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

export const AdminProductResponse = z.object({ success: z.literal(true), product: AdminProductDetail });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;
