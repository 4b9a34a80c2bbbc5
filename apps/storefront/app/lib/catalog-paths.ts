import { CATEGORY_SHORTCUTS, categoryLink } from '@matjar/core';

/** A category's page: its fixed shortcut (/phones … /gift-cards) when it has one, else /category/{id}. */
export const categoryPath = categoryLink;

/** The category id a shortcut path stands for ('/phones' → 1), or null. */
export function categoryIdForShortcut(basePath: string): number | null {
  const slug = basePath.replace(/^\/+|\/+$/g, '');
  for (const [id, name] of Object.entries(CATEGORY_SHORTCUTS)) if (name === slug) return Number(id);
  return null;
}
