import { describe, expect, it } from 'vitest';
import { buildSearchKindIndex, SEARCH_KIND_WORDS } from './search-kinds.js';
import { normalizeForSearch } from './search-normalize.js';

// The shop's seven categories as seeded (packages/db/src/seed/catalog/categories.ts).
const SHOP = [
  { id: 1, name: 'هواتف', name_en: 'Phones', search_words: '' },
  { id: 2, name: 'أجهزة لوحية', name_en: 'Tablets', search_words: '' },
  { id: 3, name: 'لابتوبات', name_en: 'Laptops', search_words: '' },
  { id: 4, name: 'إكسسوارات', name_en: 'Accessories', search_words: '' },
  { id: 5, name: 'صوتيات', name_en: 'Audio', search_words: '' },
  { id: 6, name: 'كاميرات', name_en: 'Cameras', search_words: '' },
  { id: 7, name: 'بطاقات الهدايا', name_en: 'Gift Cards', search_words: '' },
];
const index = buildSearchKindIndex(SHOP);
const kindOf = (word: string) => index.categoriesFor(normalizeForSearch(word));

describe('search by kind (decision 031)', () => {
  it.each([
    ['جوال', 1],
    ['موبايل', 1],
    ['تلفون', 1],
    ['هاتف', 1],
    ['لابتوب', 3],
    ['تابلت', 2],
    ['سماعة', 5],
    ['سماعه', 5], // folded as the search folds
    ['سماعات', 5],
    ['earbuds', 5],
    ['headphone', 5],
    ['Headphones', 5],
    ['شاحن', 4],
    ['charger', 4],
    ['كاميرا', 6],
    ['أجهزة', 2],
  ] as const)('%j names category %i', (word, id) => {
    expect(kindOf(word)).toEqual([id]);
  });

  it('names the kind by each word of a phrase ("كمبيوتر محمول", "جهاز لوحي", "بطاقة هدايا")', () => {
    for (const word of ['كمبيوتر', 'محمول']) expect(kindOf(word)).toEqual([3]);
    for (const word of ['جهاز', 'لوحي']) expect(kindOf(word)).toEqual([2]);
    expect(kindOf('بطاقة')).toEqual([7]);
  });

  it('gives every listed word a category of the shop', () => {
    for (const row of SEARCH_KIND_WORDS) {
      for (const phrase of row) {
        expect(kindOf(phrase), phrase).toHaveLength(1);
      }
    }
  });

  it("takes a category's own words, and a kind row touched by one of them", () => {
    const own = buildSearchKindIndex([
      { id: 9, name: 'أجهزة ذكية', name_en: 'Smart', search_words: 'ساعة، wearables\nجوال' },
    ]);
    expect(own.categoriesFor('ساعه')).toEqual([9]);
    expect(own.categoriesFor('wearables')).toEqual([9]);
    expect(own.categoriesFor('موبايل')).toEqual([9]); // جوال brought its row
    expect(own.isKindWord('ساعه')).toBe(true);
  });

  it('orders the device kinds phones first; a word of a longer name is no kind word', () => {
    expect(index.primary).toEqual([1, 2, 3, 6]);
    const tagged = buildSearchKindIndex([
      { id: 1, name: 'هواتف abc', name_en: 'Phones abc', search_words: '' },
    ]);
    expect(tagged.categoriesFor('abc')).toEqual([1]);
    expect(tagged.isKindWord('abc')).toBe(false);
  });
});
