import type { AdminBrandBody, AdminCatalogTerm } from '@matjar/core';
import type { z } from 'zod';

// The add/edit brand form (back-office §2 Brands screen, §5): its fields are core's AdminBrandBody, which the
// server validates too (both names required, icon an uploaded image or none).

export type BrandFormValues = z.input<typeof AdminBrandBody>;

export function brandToForm(brand: AdminCatalogTerm | null): BrandFormValues {
  if (!brand) return { name: '', name_en: '', icon: null };
  return { name: brand.name, name_en: brand.name_en, icon: brand.icon };
}

/** Refusals the server answers about one field, shown beside it rather than only in a toast. */
export const BRAND_FIELD_OF_ERROR: Readonly<Record<string, 'name' | 'name_en' | 'icon'>> = {
  BRAND_NAME_TAKEN: 'name',
};
