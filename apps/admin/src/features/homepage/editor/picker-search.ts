import { normalizeForSearch } from '@matjar/core';

/**
 * Whether a category's Arabic or English name holds the typed text, folded as the server's search folds it
 * (alef forms, teh marbuta, Arabic-Indic digits, case), so the category picker finds what the product
 * picker's server search would.
 */
export function categoryMatches(category: { name: string; name_en: string | null }, text: string): boolean {
  const wanted = normalizeForSearch(text);
  if (!wanted) return true;
  return [category.name, category.name_en ?? ''].some((name) => normalizeForSearch(name).includes(wanted));
}
