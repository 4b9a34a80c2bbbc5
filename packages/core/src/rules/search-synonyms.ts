import { normalizeForSearch } from './search-normalize.js';
import type { SearchVocabulary } from './search-typos.js';

/**
 * Brand and product words as shoppers type them in Arabic letters, with the Latin names the catalogue uses.
 * Data, not code: add a row when shoppers miss something. Spellings are folded with normalizeForSearch when
 * loaded, so write them naturally (آيفون and ايفون are the same key).
 */
export const SEARCH_SYNONYMS: readonly (readonly [spelling: string, other: string])[] = [
  ['آيفون', 'iphone'],
  ['ايفون', 'iphone'],
  ['آيباد', 'ipad'],
  ['ايباد', 'ipad'],
  ['ماك بوك', 'macbook'],
  ['ماكبوك', 'macbook'],
  ['آيماك', 'imac'],
  ['ماك', 'mac'],
  ['آبل', 'apple'],
  ['أبل', 'apple'],
  ['ابل', 'apple'],
  ['إيربودز', 'airpods'],
  ['ايربودز', 'airpods'],
  ['ايربود', 'airpods'],
  ['سامسونج', 'samsung'],
  ['سامسونغ', 'samsung'],
  ['جالكسي', 'galaxy'],
  ['جالاكسي', 'galaxy'],
  ['غالاكسي', 'galaxy'],
  ['هواوي', 'huawei'],
  ['شاومي', 'xiaomi'],
  ['شياومي', 'xiaomi'],
  ['ريدمي', 'redmi'],
  ['أوبو', 'oppo'],
  ['فيفو', 'vivo'],
  ['ون بلس', 'oneplus'],
  ['نوكيا', 'nokia'],
  ['جوجل بلاي', 'google play'],
  ['جوجل', 'google'],
  ['غوغل', 'google'],
  ['بكسل', 'pixel'],
  ['بيكسل', 'pixel'],
  ['سوني', 'sony'],
  ['بلايستيشن', 'playstation'],
  ['بلاي ستيشن', 'playstation'],
  ['اكس بوكس', 'xbox'],
  ['إكس بوكس', 'xbox'],
  ['اكسبوكس', 'xbox'],
  ['نينتندو', 'nintendo'],
  ['سويتش', 'switch'],
  ['كانون', 'canon'],
  ['نيكون', 'nikon'],
  ['فوجي فيلم', 'fujifilm'],
  ['جو برو', 'gopro'],
  ['غو برو', 'gopro'],
  ['لينوفو', 'lenovo'],
  ['ديل', 'dell'],
  ['اتش بي', 'hp'],
  ['إتش بي', 'hp'],
  ['أسوس', 'asus'],
  ['ايسر', 'acer'],
  ['مايكروسوفت', 'microsoft'],
  ['سيرفس', 'surface'],
  ['بوز', 'bose'],
  ['جي بي ال', 'jbl'],
  ['بيتس', 'beats'],
  ['أنكر', 'anker'],
  ['بيلكن', 'belkin'],
  ['لوجيتك', 'logitech'],
  ['ريزر', 'razer'],
  ['نتفليكس', 'netflix'],
  ['ستيم', 'steam'],
  ['سبوتيفاي', 'spotify'],
  ['أمازون', 'amazon'],
  ['برو', 'pro'],
  ['ماكس', 'max'],
  ['الترا', 'ultra'],
  ['ألترا', 'ultra'],
  ['ميني', 'mini'],
  ['اير', 'air'],
  ['آير', 'air'],
  ['بلس', 'plus'],
  ['واتش', 'watch'],
  ['تاب', 'tab'],
  // Kinds and features as shoppers say them (phrases first: "ساعة ذكية" is one group, a watch).
  ['ساعة ذكية', 'watch'],
  ['ساعات ذكية', 'watch'],
  ['smart watch', 'watch'],
  ['smartwatch', 'watch'],
  ['ساعة', 'watch'],
  ['ساعات', 'watch'],
  ['بلوتوث', 'لاسلكي'],
  ['بلوتوث', 'wireless'],
  ['bluetooth', 'wireless'],
  ['bluetooth', 'لاسلكي'],
  ['لاسلكي', 'wireless'],
  ['ألعاب', 'gaming'],
  ['العاب', 'للالعاب'],
  ['gaming', 'للالعاب'],
  ['ستور', 'store'],
  ['بطاقة', 'card'],
  ['كاميرا', 'camera'],
  ['درون', 'dji'],
  ['باور بانك', 'power bank'],
  ['ماوس', 'mouse'],
  ['كيبورد', 'keyboard'],
];

/**
 * Words that make a product likelier without naming it: a phone's maker for accessories ("شاحن ايفون" → an
 * Apple charger). They count only beside another word of the query, and less than a word of the name.
 */
export const SEARCH_RELATED_WORDS: readonly (readonly [word: string, related: string])[] = [
  ['iphone', 'apple'],
  ['ipad', 'apple'],
  ['macbook', 'apple'],
  ['airpods', 'apple'],
  ['galaxy', 'samsung'],
  ['pixel', 'google'],
  ['redmi', 'xiaomi'],
  ['playstation', 'sony'],
];

/** Longest key in words: phrases are matched greedily, longest first. */
const MAX_PHRASE_WORDS = 3;

/** Folded key → other spellings (one spelling may name several things; keep every one). */
export type SearchSynonymMap = ReadonlyMap<string, readonly string[]>;

/** A synonym map of rows [spelling, other spelling], folded; `base`'s rows come first. */
export function buildSynonymMap(
  rows: readonly (readonly [string, string])[],
  base?: SearchSynonymMap,
): SearchSynonymMap {
  const map = new Map<string, string[]>();
  for (const [key, list] of base ?? []) map.set(key, [...list]);
  for (const [from, to] of rows) {
    const key = normalizeForSearch(from);
    const value = normalizeForSearch(to);
    if (!key || !value || key === value) continue;
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    map.set(key, list);
  }
  return map;
}

/** The built-in synonyms, folded. */
export const BUILT_IN_SYNONYMS: SearchSynonymMap = buildSynonymMap(SEARCH_SYNONYMS);
const RELATED = buildSynonymMap(SEARCH_RELATED_WORDS);

/** One word (or phrase) of the query: a product matches it when any alternative is inside either name. */
export interface SearchTermGroup {
  /** The word as typed, its synonyms, and (for a word the shop does not know) its typo corrections. */
  alternatives: string[];
  /** Words that make a product likelier (its maker): weaker than a word of the name. */
  related?: string[];
}

export interface SearchPlan {
  /** Word groups; the best results match every one; empty for a blank query. */
  groups: SearchTermGroup[];
  /** Whole-query spellings for ranking (exact, prefix, similarity): as typed, with synonyms, corrected. */
  phrases: string[];
  /** The query with its typos corrected (folded), when a word was corrected; else null. */
  corrected: string | null;
}

/** What planning reads besides the query: the synonyms (built-in and staff's) and the shop's words. */
export interface SearchPlanOptions {
  synonyms?: SearchSynonymMap;
  /** Corrects words the shop does not know (search-typos.ts); without it, no typo tolerance. */
  vocabulary?: Pick<SearchVocabulary, 'knows' | 'corrections'>;
  /** The last word may be unfinished (suggestions as you type): its corrections may be longer words. */
  typing?: boolean;
}

/** A spelling, then its synonyms. */
function withSynonyms(spelling: string, synonyms: SearchSynonymMap): string[] {
  return [spelling, ...(synonyms.get(spelling) ?? [])];
}

/** Folds the query and splits it into word groups, each with its synonyms and typo corrections. */
export function planSearch(query: string, options: SearchPlanOptions = {}): SearchPlan {
  const synonyms = options.synonyms ?? BUILT_IN_SYNONYMS;
  const { vocabulary } = options;
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const groups: SearchTermGroup[] = [];
  const translated: string[] = [];
  const corrected: string[] = [];
  // As typed, each unknown word replaced by its closest known spelling: what "showing results for" says.
  const fixed: string[] = [];
  let anyCorrection = false;
  let index = 0;
  while (index < words.length) {
    let size = Math.min(MAX_PHRASE_WORDS, words.length - index);
    while (size > 1 && !synonyms.has(words.slice(index, index + size).join(' '))) size--;
    const phrase = words.slice(index, index + size).join(' ');
    const alternatives = withSynonyms(phrase, synonyms);
    let best = phrase;
    if (alternatives.length === 1 && vocabulary && !vocabulary.knows(phrase)) {
      const unfinished = options.typing === true && index + size === words.length;
      const fixes = vocabulary.corrections(phrase, unfinished);
      for (const fix of fixes) alternatives.push(...withSynonyms(fix, synonyms));
      if (fixes[0]) {
        best = fixes[0];
        anyCorrection = true;
      }
    }
    groups.push({ alternatives: [...new Set(alternatives)] });
    translated.push(withSynonyms(phrase, synonyms)[1] ?? phrase);
    corrected.push(withSynonyms(best, synonyms)[1] ?? best);
    fixed.push(best);
    index += size;
  }
  if (groups.length > 1) {
    for (const group of groups) {
      const related = [
        ...new Set(group.alternatives.flatMap((alternative) => RELATED.get(alternative) ?? [])),
      ];
      if (related.length > 0) group.related = related;
    }
  }
  const typed = words.join(' ');
  const phrases = typed ? [...new Set([typed, translated.join(' '), corrected.join(' ')])] : [];
  return { groups, phrases, corrected: anyCorrection ? fixed.join(' ') : null };
}

/** How well a product's folded names match: 0 exact, 1 prefix, 2 every word inside, null no match. */
export function rankSearchMatch(plan: SearchPlan, foldedNames: readonly string[]): 0 | 1 | 2 | null {
  if (plan.groups.length === 0) return null;
  if (plan.phrases.some((phrase) => foldedNames.includes(phrase))) return 0;
  if (plan.phrases.some((phrase) => foldedNames.some((name) => name.startsWith(phrase)))) return 1;
  const inside = plan.groups.every((group) =>
    group.alternatives.some((alternative) => foldedNames.some((name) => name.includes(alternative))),
  );
  return inside ? 2 : null;
}

/** The matcher of the SQL search, in memory: tests and small lists use it. */
export function matchesSearch(
  query: string,
  names: readonly (string | null | undefined)[],
): 0 | 1 | 2 | null {
  const folded = names.filter((name): name is string => !!name).map(normalizeForSearch);
  return rankSearchMatch(planSearch(query), folded);
}
