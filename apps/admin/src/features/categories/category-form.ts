import { isIconEmoji, type AdminCatalogTerm, type AdminCategoryBody } from '@matjar/core';
import type { z } from 'zod';
import { catalogIconKind } from '../../ui/catalog-icon-kind';

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

/**
 * What is wrong with the icon before it is sent: text typed in the emoji field that is not an emoji (D17; an
 * image comes from the uploader). The server refuses it too, as an image that is not the shop's.
 */
export function categoryIconProblem(icon: string | null): 'ICON_NOT_EMOJI' | null {
  return icon && catalogIconKind(icon) === 'emoji' && !isIconEmoji(icon) ? 'ICON_NOT_EMOJI' : null;
}
