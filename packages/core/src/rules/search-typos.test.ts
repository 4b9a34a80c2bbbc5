import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './search-normalize.js';
import { planSearch } from './search-synonyms.js';
import {
  buildSearchVocabulary,
  scriptOf,
  scriptOfCorrection,
  typoDistance,
  typosAllowed,
  wordsOf,
  type SearchName,
} from './search-typos.js';

const name = (text: string, kind: SearchName['kind'] = 'product'): SearchName => {
  const folded = normalizeForSearch(text);
  return { text, folded, script: scriptOf(folded), kind };
};

const SHOP = [
  name('Samsung', 'brand'),
  name('سامسونج', 'brand'),
  name('Samsung Galaxy S25 Ultra'),
  name('سامسونج جالكسي S25 ألترا'),
  name('iPhone 16 Pro'),
  name('آيفون 16 برو'),
  name('PlayStation Store Gift Card'),
  name('بطاقة بلايستيشن ستور'),
  name('Canon EOS R50'),
  name('كاميرا كانون EOS R50'),
  name('Headphones', 'category'),
  name('HP Victus 15 Gaming'),
  name('Sony ZV-E10 II Vlog Camera'),
];
const vocabulary = buildSearchVocabulary(SHOP, ['headphones']);

describe('typoDistance', () => {
  it.each([
    ['iphone', 'iphone', 0],
    ['iphnoe', 'iphone', 1], // swapped neighbours count once
    ['ipone', 'iphone', 1], // missing
    ['iphonee', 'iphone', 1], // extra
    ['iphxne', 'iphone', 1], // wrong
    ['headfones', 'headphones', 2],
    ['جلكسي', 'جالكسي', 1],
    ['كانن', 'كانون', 1],
  ] as const)('%j → %j is %i', (a, b, distance) => {
    expect(typoDistance(a, b, 2)).toBe(distance);
  });

  it('stops past the limit', () => {
    expect(typoDistance('samsung', 'canon', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows one change in words of four or five letters, two from six, none below four', () => {
    expect([3, 4, 5, 6, 10].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('search vocabulary', () => {
  it('splits names into words that hold a letter', () => {
    expect(wordsOf(normalizeForSearch('Anker 737 Power-Bank (24,000mAh)'))).toEqual([
      'anker',
      'power',
      'bank',
      '000mah',
    ]);
  });

  it.each([
    ['samsng', 'samsung'],
    ['iphnoe', 'iphone'],
    ['playstaion', 'playstation'],
    ['headfones', 'headphones'],
    ['جلكسي', 'جالكسي'],
    ['سامسنج', 'سامسونج'],
    ['بلاستيشن', 'بلايستيشن'],
    ['كانن', 'كانون'],
  ] as const)('corrects %j to %j, in its own script', (typo, word) => {
    expect(vocabulary.corrections(typo)[0]).toBe(word);
  });

  it('keeps only the closest corrections: samsung (one change), not gaming (two)', () => {
    expect(vocabulary.corrections('samsng')).toEqual(['samsung']);
  });

  it('knows words inside the names and leaves them, and short words, alone', () => {
    expect(vocabulary.knows('galax')).toBe(true);
    expect(vocabulary.knows('samsng')).toBe(false);
    expect(vocabulary.corrections('ipn')).toEqual([]);
    expect(vocabulary.corrections('zzzzzzz')).toEqual([]);
  });

  it('corrects the beginning of a word being typed', () => {
    expect(vocabulary.corrections('samsu')).toEqual([]); // not a typo of a whole word…
    expect(vocabulary.corrections('plyast', true)).toContain('playstation'); // …but of a beginning
  });

  it('offers the closest names in the query script, brands first', () => {
    expect(vocabulary.closestNames('samsng', 'en', 3).map((n) => n.text)).toEqual([
      'Samsung',
      'Samsung Galaxy S25 Ultra',
    ]);
    expect(vocabulary.closestNames(normalizeForSearch('جلكسي'), 'ar', 3).map((n) => n.text)).toEqual([
      'سامسونج جالكسي S25 ألترا',
    ]);
    expect(vocabulary.closestNames('qqqqqq', 'en', 3)).toEqual([]);
    // Nothing for letters that are no word's: two changes are too many for a word of four letters.
    expect(vocabulary.closestNames('qxzv wkpj', 'en', 3)).toEqual([]);
  });
});

describe('scriptOfCorrection', () => {
  it('is the script of the corrected words, whatever else the query holds', () => {
    // A code of more Latin letters than the misspelled Arabic word: the query counts as Latin, the fix as Arabic.
    expect(scriptOf('ايفوون aeacdbfe')).toBe('en');
    expect(scriptOfCorrection('ايفوون aeacdbfe', 'ايفون aeacdbfe')).toBe('ar');
    expect(scriptOfCorrection('سامسونج iphnoe', 'سامسونج iphone')).toBe('en');
  });

  it("is the query's own script when nothing was corrected", () => {
    expect(scriptOfCorrection('ايفون', null)).toBe('ar');
    expect(scriptOfCorrection('iphone ايفون', 'iphone ايفون')).toBe('en');
  });
});

describe('planSearch with a vocabulary', () => {
  it('adds corrections and their synonyms to the group, and says what it corrected', () => {
    const plan = planSearch('جلكسي s25', { vocabulary });
    expect(plan.groups[0]!.alternatives).toEqual(['جلكسي', 'جالكسي', 'galaxy']);
    expect(plan.corrected).toBe('جالكسي s25');
    expect(plan.phrases).toContain('galaxy s25');
  });

  it('corrects nothing the shop knows, and adds a maker beside another word', () => {
    const plan = planSearch('شاحن ايفون', { vocabulary });
    expect(plan.corrected).toBeNull();
    expect(plan.groups[1]).toEqual({ alternatives: ['ايفون', 'iphone'], related: ['apple'] });
    expect(planSearch('ايفون', { vocabulary }).groups[0]!.related).toBeUndefined();
  });
});
