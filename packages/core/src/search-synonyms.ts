import { normalizeForSearch } from './search-normalize.js';

/**
 * Brand and product words as shoppers type them in Arabic letters, with the Latin names the catalogue uses.
 * Data, not code: add a row when shoppers miss something. Spellings are folded with normalizeForSearch when
 * loaded, so write them naturally (آيفون and ايفون are the same key).
 */
export const SEARCH_SYNONYMS: readonly (readonly [arabic: string, latin: string])[] = [
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
];

/** Longest key in words: phrases are matched greedily, longest first. */
const MAX_PHRASE_WORDS = 3;

// Folded key → Latin names (one Arabic spelling may name several things; keep every one).
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [arabic, latin] of SEARCH_SYNONYMS) {
    const key = normalizeForSearch(arabic);
    const list = map.get(key) ?? [];
    if (!list.includes(latin)) list.push(latin);
    map.set(key, list);
  }
  return map;
})();

/** One word (or phrase) of the query: a product matches it when any alternative is inside either name. */
export interface SearchTermGroup {
  alternatives: string[];
}

export interface SearchPlan {
  /** Every group must match (AND); empty for a blank query. */
  groups: SearchTermGroup[];
  /** Whole-query spellings for ranking (exact, prefix, similarity): as typed, and with synonyms applied. */
  phrases: string[];
}

/** Folds the query and splits it into word groups, each with its Latin synonyms. */
export function planSearch(query: string): SearchPlan {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const groups: SearchTermGroup[] = [];
  const translated: string[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = false;
    for (let size = Math.min(MAX_PHRASE_WORDS, words.length - index); size >= 1; size--) {
      const phrase = words.slice(index, index + size).join(' ');
      const latin = SYNONYMS.get(phrase);
      if (latin) {
        groups.push({ alternatives: [phrase, ...latin] });
        translated.push(latin[0]!);
        index += size;
        matched = true;
        break;
      }
    }
    if (!matched) {
      groups.push({ alternatives: [words[index]!] });
      translated.push(words[index]!);
      index++;
    }
  }
  const typed = words.join(' ');
  const phrases = typed ? [...new Set([typed, translated.join(' ')])] : [];
  return { groups, phrases };
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
