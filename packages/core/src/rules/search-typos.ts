/**
 * Typo tolerance for search, in memory and the same in both scripts: a query word the shop does not know is
 * compared with the words of the shop's own names (products, brands, categories, kind words, synonyms), and the
 * closest ones within a few letters are searched for as well. Pure: the server builds one vocabulary per
 * catalogue and caches it until the catalogue changes.
 */

/** Shortest word that is corrected: shorter ones ("pro", "ماك") have too many neighbours one letter away. */
export const TYPO_MIN_LENGTH = 4;
/** Corrections kept per word, closest first. */
const CORRECTIONS_MAX = 3;
/** Words whose closest known words a vocabulary remembers (the oldest is forgotten first). */
const REMEMBERED_MAX = 5_000;

/** Letters a word may differ by: one in a word of four or five letters, two from six on. */
export function typosAllowed(length: number): number {
  if (length < TYPO_MIN_LENGTH) return 0;
  return length < 6 ? 1 : 2;
}

/**
 * Edit distance counting a wrong, missing or extra letter and two neighbours swapped as one change each
 * (optimal string alignment). Stops early and answers max + 1 once the distance must exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3]/;
const LATIN_LETTER = /[a-z]/;

export type SearchScript = 'ar' | 'en';

/** The script a folded text is mostly written in: Arabic when it has more Arabic letters than Latin ones. */
export function scriptOf(text: string): SearchScript {
  let arabic = 0;
  let latin = 0;
  for (const char of text) {
    if (ARABIC_LETTER.test(char)) arabic++;
    else if (LATIN_LETTER.test(char)) latin++;
  }
  return arabic > latin ? 'ar' : 'en';
}

/**
 * The script to offer names in for a query: that of the words the shop corrected, when it corrected any (in
 * "ايفوون a4cd" the shopper misspelled the Arabic word; the code beside it says nothing of their script),
 * else the query's own.
 */
export function scriptOfCorrection(folded: string, corrected: string | null): SearchScript {
  if (corrected === null) return scriptOf(folded);
  const typed = new Set(wordsOf(folded));
  const changed = wordsOf(corrected).filter((word) => !typed.has(word));
  return scriptOf(changed.length > 0 ? changed.join(' ') : folded);
}

/** Words of a folded text: split at spaces and punctuation, kept when they hold a letter. */
export function wordsOf(folded: string): string[] {
  return folded
    .split(/[\s()[\]{}\-+/\\,.،:;؛!?'"&|*_]+/)
    .filter((word) => word.length > 0 && (ARABIC_LETTER.test(word) || LATIN_LETTER.test(word)));
}

/** A name the shop shows: what "did you mean" offers. */
export interface SearchName {
  /** As shown (not folded). */
  text: string;
  /** Folded with normalizeForSearch. */
  folded: string;
  script: SearchScript;
  kind: 'product' | 'brand' | 'category';
}

export interface SearchVocabulary {
  /** Whether the folded word is inside a word the shop knows (so a plain search already finds it). */
  knows(word: string): boolean;
  /**
   * Known words within typosAllowed(word.length) changes of an unknown word, closest and most used first; with
   * `asPrefix` (the word being typed) a known word whose beginning is that close counts too.
   */
  corrections(word: string, asPrefix?: boolean): string[];
  /** Up to `limit` names in `script` closest to the folded text's words: brands and categories before products. */
  closestNames(folded: string, script: SearchScript, limit: number): SearchName[];
}

/**
 * The vocabulary of a list of names and of loose words (kind words, synonym spellings, staff's words), all
 * folded. Words are bucketed by length, so a correction compares a word with words of about its length only.
 */
export function buildSearchVocabulary(
  names: readonly SearchName[],
  extraWords: readonly string[] = [],
): SearchVocabulary {
  const frequency = new Map<string, number>();
  const namesOfWord = new Map<string, number[]>();
  names.forEach((name, index) => {
    for (const word of new Set(wordsOf(name.folded))) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      const list = namesOfWord.get(word) ?? [];
      list.push(index);
      namesOfWord.set(word, list);
    }
  });
  for (const word of extraWords.flatMap(wordsOf)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  // Bucketed by script and length: a correction compares a word with words of its script and about its length.
  const byLength = { ar: new Map<number, string[]>(), en: new Map<number, string[]>() };
  for (const word of frequency.keys()) {
    const buckets = byLength[scriptOf(word)];
    const list = buckets.get(word.length) ?? [];
    list.push(word);
    buckets.set(word.length, list);
  }
  // Shoppers repeat their typos (and type them again with another model number): each word's closest known
  // words are worked out once per vocabulary, which is rebuilt when the catalogue changes.
  const remembered = new Map<string, { word: string; distance: number }[]>();
  // One string of every word: "is it inside a known word" is one substring search.
  const haystack = `\n${[...frequency.keys()].join('\n')}\n`;

  function closest(word: string, max: number, asPrefix: boolean): { word: string; distance: number }[] {
    const key = `${word}\n${max}\n${asPrefix}`;
    let found = remembered.get(key);
    if (!found) {
      found = closestOfAll(word, max, asPrefix);
      if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, found);
    }
    return found;
  }

  function closestOfAll(word: string, max: number, asPrefix: boolean): { word: string; distance: number }[] {
    const buckets = byLength[scriptOf(word)];
    const found = new Map<string, number>();
    for (let length = word.length - max; length <= word.length + max + (asPrefix ? 8 : 0); length++) {
      for (const candidate of buckets.get(length) ?? []) {
        let distance = typoDistance(word, candidate, max);
        if (asPrefix && candidate.length > word.length) {
          for (const cut of [word.length - 1, word.length, word.length + 1]) {
            if (cut < TYPO_MIN_LENGTH || cut > candidate.length) continue;
            distance = Math.min(distance, typoDistance(word, candidate.slice(0, cut), max));
          }
        }
        if (distance <= max) found.set(candidate, distance);
      }
    }
    return [...found.entries()]
      .map(([candidate, distance]) => ({ word: candidate, distance }))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          (frequency.get(b.word) ?? 0) - (frequency.get(a.word) ?? 0) ||
          a.word.localeCompare(b.word),
      );
  }

  return {
    knows: (word) => word.length > 0 && !word.includes('\n') && haystack.includes(word),
    corrections(word, asPrefix = false) {
      const max = typosAllowed(word.length);
      if (max === 0 || haystack.includes(`\n${word}\n`)) return [];
      const found = closest(word, max, asPrefix);
      // Only the closest: "samsng" is samsung (one change), not also gaming (two).
      const best = found[0]?.distance;
      return found
        .filter((entry) => entry.distance === best)
        .slice(0, CORRECTIONS_MAX)
        .map((entry) => entry.word);
    },
    closestNames(folded, script, limit) {
      const scores = new Map<number, number>();
      for (const word of wordsOf(folded)) {
        // A name is offered for a word a third of its letters away at most (one in a word of up to five).
        const max = Math.max(1, Math.floor(word.length / 3));
        const near = haystack.includes(`\n${word}\n`) ? [{ word, distance: 0 }] : closest(word, max, false);
        const best = near[0]?.distance;
        for (const { word: known, distance } of near.filter((entry) => entry.distance === best).slice(0, 8)) {
          for (const index of namesOfWord.get(known) ?? []) {
            if (names[index]!.script !== script) continue;
            const score = 1 - distance / (word.length + 1);
            scores.set(index, Math.max(scores.get(index) ?? 0, 0) + score);
          }
        }
      }
      const kindRank = { brand: 0, category: 1, product: 2 } as const;
      const seen = new Set<string>();
      return [...scores.entries()]
        .sort(
          ([a, scoreA], [b, scoreB]) =>
            scoreB - scoreA ||
            kindRank[names[a]!.kind] - kindRank[names[b]!.kind] ||
            names[a]!.folded.length - names[b]!.folded.length,
        )
        .map(([index]) => names[index]!)
        .filter((name) => !seen.has(name.folded) && seen.add(name.folded))
        .slice(0, limit);
    },
  };
}
