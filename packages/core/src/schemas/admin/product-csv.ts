import { z } from 'zod';
import { rawText } from '../common.js';
import { AdminProductListQuery } from './products.js';

// CSV export and import of products (beyond the spec; docs/api.md "Product CSV"). One row per product, then
// one row per variant of it (`variant_id` set): a variant row carries the variant's own columns only.

/** Columns of the export and of the import, in order; the header row uses these names. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'variant_id',
  'sku',
  'gtin',
  'mpn',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'price',
  'stock',
  'category_ids',
  'category_names',
  'brand_id',
  'brand_name',
  'active',
  'special_offer',
  'discount_type',
  'discount_value',
  'cost_price',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Read by people, ignored by the import (ids are the reference: names may repeat or change). */
export const PRODUCT_CSV_INFORMATIVE_COLUMNS: readonly ProductCsvColumn[] = ['category_names', 'brand_name'];

/**
 * Columns a file may leave out: the cost price (decision 026) is written and read for admin roles only, and
 * files exported before it had none. Absent, or sent by a role without products.cost, it changes no cost.
 * The GTIN and MPN columns came later too: a file without them changes neither.
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = ['cost_price', 'gtin', 'mpn'];

/** Separates several category ids (or names) in one cell. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

/** The largest file POST /api/admin/products/import takes (bytes); a bigger body answers 413. */
export const PRODUCT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Most data rows (products and variants) in one import; more answers 400 CSV_TOO_MANY_ROWS. */
export const PRODUCT_IMPORT_MAX_ROWS = 2_000;

/** GET /api/admin/products.csv: the list's filters and sort; every matching product (no paging). */
export const AdminProductExportQuery = AdminProductListQuery.omit({ page: true, page_size: true });
export type AdminProductExportQuery = z.infer<typeof AdminProductExportQuery>;

/** POST /api/admin/products/import?dry_run=true validates and reports, applying nothing. */
export const AdminProductImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});
export type AdminProductImportQuery = z.infer<typeof AdminProductImportQuery>;

/**
 * The file itself (text/csv body), refused whole when it holds a NUL or a lone surrogate like every request
 * string; Fastify's bodyLimit bounds its bytes before it is read.
 */
export const AdminProductImportBody = rawText(PRODUCT_IMPORT_MAX_BYTES);
export type AdminProductImportBody = z.infer<typeof AdminProductImportBody>;

/** What an import did (or, in a dry run, would do): rows counted per product. */
export const AdminProductImportResponse = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type AdminProductImportResponse = z.infer<typeof AdminProductImportResponse>;
