import type { DiscountType } from '@matjar/core';

/** What a preview card shows of a product (the admin list's row has all of it). */
export interface PreviewProduct {
  id: number;
  name: string;
  name_en: string | null;
  image: string | null;
  price: number;
  discount_type: DiscountType | null;
  discount_value: number;
}

export interface PreviewCategory {
  id: number;
  name: string;
  name_en: string;
  icon: string | null;
}

/** A name in the preview's language, falling back to the other (as the storefront's localName). */
export function nameIn(item: { name: string; name_en: string | null }, lang: 'ar' | 'en'): string {
  return lang === 'en' && item.name_en?.trim() ? item.name_en : item.name;
}
