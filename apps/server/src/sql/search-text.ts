import { normalizeForSearch, phoneKey } from '@matjar/core';
import { likeAnywhere } from './list-query.js';

/** Text that reads as a phone number: digits with the usual separators and at least three digits. */
const PHONE_LIKE = /^[+\d\s\-().]+$/;

/**
 * The LIKE patterns a search looks for in a search_text column built like orders' (customers' is too): the
 * folded query, and for a phone-looking query its phoneKey digits. None for a query that folds to nothing.
 */
export function searchTextPatterns(q: string): string[] {
  const folded = normalizeForSearch(q);
  if (!folded) return [];
  const patterns = new Set([likeAnywhere(folded)]);
  const digits = phoneKey(folded);
  if (PHONE_LIKE.test(folded) && digits && digits.length >= 3) patterns.add(likeAnywhere(digits));
  return [...patterns];
}
