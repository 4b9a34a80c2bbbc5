import { z } from 'zod';
import { EntityId, IsoDateTime, plainText } from '../common.js';
import { ImageAddress, NAME_MAX } from './admin-fields.js';

// Categories and brands in the back office (back-office §2 screens, §3, §5). Both need both names: a category's
// English name once defaulted to its Arabic one, which put Arabic on the English store as if it were English
// An icon is an image address or, for categories, an emoji (D17).

/** The longest list of a category's search words, in characters. */
export const SEARCH_WORDS_MAX = 500;

/** POST /api/admin/categories, PUT /api/admin/categories/:id. */
export const AdminCategoryBody = z.object({
  name: plainText(NAME_MAX).min(1, { message: 'REQUIRED' }),
  name_en: plainText(NAME_MAX).min(1, { message: 'CATEGORY_NAME_EN_REQUIRED' }),
  icon: ImageAddress.nullish().transform((v) => v ?? null),
  /** Words shoppers type for this kind besides its names, commas between them (decision 031); absent: kept. */
  search_words: plainText(SEARCH_WORDS_MAX).optional(),
});
export type AdminCategoryBody = z.infer<typeof AdminCategoryBody>;

/** POST /api/admin/brands, PUT /api/admin/brands/:id (the '+ add brand' modal too). */
export const AdminBrandBody = z.object({
  name: plainText(NAME_MAX).min(1, { message: 'REQUIRED' }),
  name_en: plainText(NAME_MAX).min(1, { message: 'REQUIRED' }),
  icon: ImageAddress.nullish().transform((v) => v ?? null),
});
export type AdminBrandBody = z.infer<typeof AdminBrandBody>;

/** PUT …/:id/icon and PUT /api/admin/settings/all-brands-icon: the new icon (DELETE clears it). */
export const AdminIconBody = z.object({ icon: ImageAddress });
export type AdminIconBody = z.infer<typeof AdminIconBody>;

export const AdminCatalogTerm = z.object({
  id: EntityId,
  name: z.string(),
  name_en: z.string(),
  icon: z.string().nullable(),
  /** Categories only: the words shoppers type for the kind besides its names (decision 031). */
  search_words: z.string().optional(),
  /** Products linked to it (categories: through product_categories; brands: brand_id). */
  product_count: z.number().int(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type AdminCatalogTerm = z.infer<typeof AdminCatalogTerm>;

export const AdminCategoriesResponse = z.object({
  success: z.literal(true),
  categories: z.array(AdminCatalogTerm),
});
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

export const AdminCategoryResponse = z.object({ success: z.literal(true), category: AdminCatalogTerm });
export type AdminCategoryResponse = z.infer<typeof AdminCategoryResponse>;

export const AdminBrandsResponse = z.object({
  success: z.literal(true),
  brands: z.array(AdminCatalogTerm),
  /** The 'all brands' button's icon (site setting all_brands_icon). */
  all_brands_icon: z.string().nullable(),
});
export type AdminBrandsResponse = z.infer<typeof AdminBrandsResponse>;

export const AdminBrandResponse = z.object({ success: z.literal(true), brand: AdminCatalogTerm });
export type AdminBrandResponse = z.infer<typeof AdminBrandResponse>;

export const AdminAllBrandsIconResponse = z.object({
  success: z.literal(true),
  all_brands_icon: z.string().nullable(),
});
export type AdminAllBrandsIconResponse = z.infer<typeof AdminAllBrandsIconResponse>;
