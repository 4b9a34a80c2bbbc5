import { formatNumber, intlLocale, type Locale } from '@matjar/core';
import { t, type MessageKey } from './t.js';

const KEYS: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'common.products.zero',
  one: 'common.products.one',
  two: 'common.products.two',
  few: 'common.products.few',
  many: 'common.products.many',
  other: 'common.products.other',
};

const rules = new Map<Locale, Intl.PluralRules>();

/** "1 product" / "23 products", "منتج واحد" / "23 منتجًا": Arabic has six plural forms, English two. */
export function productCountText(locale: Locale, count: number): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale(locale));
    rules.set(locale, rule);
  }
  // Intl gives English no 'zero' form; "No products" reads better than "0 products" in both languages.
  const form = count === 0 ? 'zero' : rule.select(count);
  return t(locale, KEYS[form], { count: formatNumber(count, locale) });
}
