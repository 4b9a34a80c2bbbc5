import { normalizeForSearch } from './search-normalize.js';

/**
 * The synonyms staff add in the back office (settings, "Search"): one rule a line, `words = other words`, more
 * spellings after commas (`smart watch = watch, ساعة`). A shopper's query holding the left side is also searched
 * with each right side, as core's built-in synonyms are. Lines without `=` or with an empty side are refused.
 */
export const SEARCH_SYNONYMS_TEXT_MAX = 5_000;
/** Words on the left of a rule at most: the search matches phrases of up to three words. */
export const SEARCH_SYNONYM_WORDS_MAX = 3;

export interface StaffSynonymLine {
  /** 1-based, as staff count the lines. */
  line: number;
  from: string;
  to: string[];
}

/** The rules of the text, folded, or the first line that is not a rule (1-based). */
export function parseStaffSynonyms(
  text: string,
): { rules: StaffSynonymLine[]; badLine: null } | { rules: null; badLine: number } {
  const rules: StaffSynonymLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (!line) continue;
    const at = line.indexOf('=');
    const from = at < 0 ? '' : normalizeForSearch(line.slice(0, at));
    const to = (at < 0 ? [] : line.slice(at + 1).split(/[,،]/))
      .map(normalizeForSearch)
      .filter((spelling) => spelling && spelling !== from);
    if (!from || to.length === 0 || from.split(' ').length > SEARCH_SYNONYM_WORDS_MAX)
      return { rules: null, badLine: index + 1 };
    rules.push({ line: index + 1, from, to });
  }
  return { rules, badLine: null };
}

/** Synonym rows [spelling, other spelling] of staff's rules, for buildSynonymMap; a text that is not rules gives none. */
export function staffSynonymRows(text: string | null | undefined): [string, string][] {
  const { rules } = parseStaffSynonyms(text ?? '');
  return (rules ?? []).flatMap((rule) => rule.to.map((to): [string, string] => [rule.from, to]));
}
