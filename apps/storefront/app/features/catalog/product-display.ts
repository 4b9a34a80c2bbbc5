import { LOW_STOCK_BELOW, type Locale } from '@matjar/core';

export type StockLabel = 'out' | 'low' | null;

/** Card label by stock (storefront §8): out of stock at 0, low below LOW_STOCK_BELOW. */
export function stockLabel(stock: number | null | undefined): StockLabel {
  if (!stock || stock <= 0) return 'out';
  return stock < LOW_STOCK_BELOW ? 'low' : null;
}

/** The English name on English pages when there is one, else the default (Arabic) name. */
export function localName(item: { name: string; name_en?: string | null }, locale: Locale): string {
  return locale === 'en' && item.name_en?.trim() ? item.name_en : item.name;
}
