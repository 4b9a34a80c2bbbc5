import { describe, expect, it } from 'vitest';
import { matchesSearch, planSearch } from './search-synonyms.js';

const IPHONE = ['آيفون 15 برو', 'iPhone 15 Pro'];
const HEADPHONES = ['سمّاعة رأس لاسلكيّة', 'Wireless Headphones'];
const TABLET = ['جهاز لوحى ١٢٨ جيجا', 'Tablet 128 GB'];
const GALAXY = ['هاتف ذكي', 'Samsung Galaxy S24 Ultra'];
const MACBOOK = ['حاسوب محمول', 'MacBook Air 13'];
const XBOX = ['جهاز ألعاب', 'Xbox Series X'];

describe('search matcher', () => {
  it.each([
    // [query, names, rank]: 0 exact, 1 prefix, 2 inside, null none
    ['آيفون 15 برو', IPHONE, 0],
    ['ايفون 15 برو', IPHONE, 0], // alef with madda typed as bare alef
    ['أيفون', IPHONE, 1], // hamza above
    ['إيفون', IPHONE, 1], // hamza below
    ['ٱيفون', IPHONE, 1], // wasla
    ['IPHONE 15', IPHONE, 1], // case
    ['pro', IPHONE, 2],
    ['سماعه', HEADPHONES, 1], // ta marbuta typed as ha
    ['سَمّاعَة', HEADPHONES, 1], // diacritics
    ['سمـــاعة', HEADPHONES, 1], // tatweel
    ['لاسلكية', HEADPHONES, 2], // shadda in the name only
    ['لوحي', TABLET, 2], // alef maqsura in the name, ya typed
    ['128', TABLET, 2], // Arabic-Indic digits in the name
    ['١٢٨', TABLET, 2], // Arabic-Indic digits typed
    ['۱۲۸', TABLET, 2], // Persian digits typed
    ['ايفون', IPHONE, 1], // synonym and Arabic name both
    ['سامسونج', GALAXY, 1], // synonym → samsung, a prefix of the English name
    ['جالكسي الترا', GALAXY, 2], // two synonyms, words anywhere
    ['سامسونج جالاكسي', GALAXY, 1], // translated phrase is a prefix of the English name
    ['ماك بوك اير', MACBOOK, 1], // two-word synonym then a one-word one
    ['ماكبوك', MACBOOK, 1],
    ['اكس بوكس', XBOX, 1],
    ['wireless  headphones', HEADPHONES, 0], // spaces collapse
    ['iphone 16', IPHONE, null],
    ['سامسونج', IPHONE, null],
    ['   ', IPHONE, null],
  ] as const)('%j in %j → %s', (query, names, rank) => {
    expect(matchesSearch(query, names)).toBe(rank);
  });

  it('plans groups with their Latin names and both phrasings', () => {
    expect(planSearch('  ماك   بوك آير ')).toEqual({
      // Beside another word, a MacBook's maker counts too (weaker than a word of the name).
      groups: [
        { alternatives: ['ماك بوك', 'macbook'], related: ['apple'] },
        { alternatives: ['اير', 'air'] },
      ],
      phrases: ['ماك بوك اير', 'macbook air'],
      corrected: null,
    });
    expect(planSearch('')).toEqual({ groups: [], phrases: [], corrected: null });
    expect(planSearch('Dell').phrases).toEqual(['dell']);
  });
});
