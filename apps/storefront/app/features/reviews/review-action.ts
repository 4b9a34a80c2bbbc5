import type { Review, StoreReviewCreated } from '@matjar/core';

/** What the product page's action answers to a review submission. */
export type ReviewActionData =
  { ok: true; review: StoreReviewCreated } | { ok: false; reason: 'invalid' | 'limited' | 'failed' };

export const REVIEW_INTENT = 'review';

/**
 * Reviews to show: the loader's (newest first) with the one just submitted on top until the reloaded page
 * data carries it. A review waiting for approval is not shown (the form thanks the shopper instead).
 */
export function reviewsWithSubmitted(
  reviews: readonly Review[],
  submitted: StoreReviewCreated | null,
): Review[] {
  if (!submitted || submitted.status !== 'published' || reviews.some((review) => review.id === submitted.id))
    return [...reviews];
  const { status: _status, ...review } = submitted;
  return [review, ...reviews];
}
