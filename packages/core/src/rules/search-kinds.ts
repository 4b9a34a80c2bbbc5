import { normalizeForSearch } from './search-normalize.js';

/**
 * Words a Gulf shopper types for a kind of thing (decision 031). A category whose own name
 * (either language) or staff-written search words hold any word of a row takes the whole row: its products are
 * found by each of them. Data, not code: staff extend a category's words in the back office; add a row here
 * when a kind is missing for every shop. Spellings are folded with normalizeForSearch, so write them naturally.
 */
export const SEARCH_KIND_WORDS: readonly (readonly string[])[] = [
  // Phones
  [
    'هاتف',
    'هواتف',
    'جوال',
    'جوالات',
    'موبايل',
    'موبايلات',
    'تلفون',
    'تلفونات',
    'phone',
    'phones',
    'mobile',
    'mobiles',
    'smartphone',
    'smartphones',
  ],
  // Laptops
  [
    'لابتوب',
    'لابتوبات',
    'لاب توب',
    'كمبيوتر محمول',
    'حاسوب محمول',
    'laptop',
    'laptops',
    'notebook',
    'notebooks',
  ],
  // Tablets
  ['تابلت', 'تابلتات', 'جهاز لوحي', 'أجهزة لوحية', 'اجهزة لوحيه', 'tablet', 'tablets'],
  // Audio
  [
    'سماعة',
    'سماعات',
    'صوتيات',
    'سماعة رأس',
    'earbuds',
    'earphones',
    'headphone',
    'headphones',
    'headset',
    'audio',
    'speaker',
    'speakers',
  ],
  // Accessories and chargers
  ['إكسسوارات', 'اكسسوار', 'إكسسوار', 'شاحن', 'شواحن', 'charger', 'chargers', 'accessory', 'accessories'],
  // Cameras
  ['كاميرا', 'كاميرات', 'camera', 'cameras'],
  // Gift cards
  ['بطاقة هدايا', 'بطاقات هدايا', 'بطاقات الهدايا', 'بطاقة هدية', 'كرت هدية', 'gift card', 'gift cards'],
];

/**
 * Kinds of device a brand + line query most likely means ("سامسونج جالكسي" → the phone, not its watch or case):
 * among equally good name matches, products of a category holding one of these words come first, in this order.
 */
export const SEARCH_PRIMARY_KIND_WORDS: readonly string[] = ['phones', 'tablets', 'laptops', 'cameras'];

/** A category as search reads it: both names and the staff's own words (commas or new lines between them). */
export interface SearchKindCategory {
  id: number;
  name: string;
  name_en: string;
  search_words: string;
}

/** Folded terms of a text, split at commas, Arabic commas, semicolons and new lines. */
export function splitSearchWords(text: string): string[] {
  return text
    .split(/[,،;؛\n]+/)
    .map(normalizeForSearch)
    .filter(Boolean);
}

const KIND_ROWS: readonly (readonly string[])[] = SEARCH_KIND_WORDS.map((row) => [
  ...new Set(row.map(normalizeForSearch)),
]);

/** Every folded term a category is found by: its names, its own words, and each kind row they touch. */
export function categorySearchTerms(category: SearchKindCategory): string[] {
  const own = [category.name, category.name_en]
    .map(normalizeForSearch)
    .concat(splitSearchWords(category.search_words));
  const terms = new Set(own.filter(Boolean));
  // A name of several words ("أجهزة لوحية", "Gift Cards 2025") touches a row by the whole name or by one word.
  const words = new Set([...terms].flatMap((term) => [term, ...term.split(' ')]));
  for (const row of KIND_ROWS)
    if (row.some((word) => words.has(word))) for (const word of row) terms.add(word);
  return [...terms];
}

/** The kinds index of a category list: which categories each single folded word names. */
export interface SearchKindIndex {
  /** Category ids a folded query word names (a word of any of the category's terms). */
  categoriesFor(word: string): number[];
  /** Whether a folded word is a kind word (of a kind row, a category's own words or a whole name), not a
   * mere word of a longer name. */
  isKindWord(word: string): boolean;
  /** Primary categories (phones first), for ranking brand + line queries. */
  primary: number[];
}

export function buildSearchKindIndex(categories: readonly SearchKindCategory[]): SearchKindIndex {
  const byWord = new Map<string, Set<number>>();
  const primary: number[] = [];
  const kindWords = new Set<string>();
  const primaryRank = new Map<number, number>();
  for (const category of categories) {
    const terms = categorySearchTerms(category);
    for (const term of terms) kindWords.add(term);
    for (const term of terms) {
      for (const word of [term, ...term.split(' ')]) {
        const set = byWord.get(word) ?? new Set<number>();
        set.add(category.id);
        byWord.set(word, set);
      }
    }
    const rank = SEARCH_PRIMARY_KIND_WORDS.findIndex((word) => terms.includes(word));
    if (rank >= 0) primaryRank.set(category.id, rank);
  }
  primary.push(...[...primaryRank.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id));
  return {
    categoriesFor: (word) => [...(byWord.get(word) ?? [])].sort((a, b) => a - b),
    isKindWord: (word) => kindWords.has(word),
    primary,
  };
}
