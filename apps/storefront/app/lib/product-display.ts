import { stockLevel, type Locale } from '@matjar/core';

export type StockLabel = 'out' | 'low' | null;

/** A card's stock label: core's stockLevel, with nothing to say when the product is in stock. */
export function stockLabel(stock: number | null | undefined): StockLabel {
  const level = stockLevel(stock);
  return level === 'in' ? null : level;
}

/** The page's language, falling back to the stored Arabic text when the English one is missing or blank. */
export function localText(arabic: string, english: string | null | undefined, locale: Locale): string {
  return locale === 'en' && english?.trim() ? english : arabic;
}

/** The English name on English pages when there is one, else the default (Arabic) name. */
export function localName(item: { name: string; name_en?: string | null }, locale: Locale): string {
  return localText(item.name, item.name_en, locale);
}
