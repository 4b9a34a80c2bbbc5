import type { Review } from '@matjar/core';

/** What the product page's action answers to a review submission. */
export type ReviewActionData =
  { ok: true; review: Review } | { ok: false; reason: 'invalid' | 'limited' | 'failed' };

export const REVIEW_INTENT = 'review';

/**
 * Reviews to show: the loader's (newest first) with the one just submitted on top until the reloaded page
 * data carries it.
 */
export function reviewsWithSubmitted(reviews: readonly Review[], submitted: Review | null): Review[] {
  if (!submitted || reviews.some((review) => review.id === submitted.id)) return [...reviews];
  return [submitted, ...reviews];
}
