import type { AdminCatalogTerm, AdminCategoryBody } from '@matjar/core';
import type { z } from 'zod';

// The add/edit category form (back-office §2 Categories screen, §5): its fields are core's AdminCategoryBody,
// which the server validates too (Arabic name required, English defaulting to it, icon an address or emoji).

export type CategoryFormValues = z.input<typeof AdminCategoryBody>;

export function categoryToForm(category: AdminCatalogTerm | null): CategoryFormValues {
  if (!category) return { name: '', name_en: '', icon: null };
  return { name: category.name, name_en: category.name_en, icon: category.icon };
}

/** Refusals the server answers about one field, shown beside it rather than only in a toast. */
export const CATEGORY_FIELD_OF_ERROR: Readonly<Record<string, 'name' | 'name_en' | 'icon'>> = {
  CATEGORY_NAME_TAKEN: 'name',
};
