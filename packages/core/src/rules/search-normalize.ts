import { latinDigits } from './latin-digits.js';

/**
 * Arabic-aware folding for search, applied alike to the query and to the text searched, so that shoppers
 * find "آيفون" by typing "ايفون", "سماعة" by "سماعه", and "١٢٨" by "128".
 */
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const TEH_MARBUTA = /\u0629/g; // ة
const ALEF_MAKSURA = /\u0649/g; // ى
const DIACRITICS_AND_TATWEEL = /[\u064B-\u0652\u0670\u0640]/g;

export function normalizeForSearch(text: string): string {
  return latinDigits(text.normalize('NFC'))
    .replace(DIACRITICS_AND_TATWEEL, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(ALEF_MAKSURA, '\u064A')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
