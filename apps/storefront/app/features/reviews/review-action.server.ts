import { AppError, StoreReviewBody, type Locale } from '@matjar/core';
import type { StorefrontReviewsService } from '../../../server/types.js';
import type { ReviewActionData } from './review-action.js';

/**
 * Validates the posted review form with the API's own schema and stores it through the reviews service (D9),
 * in the language of the page it was written on.
 */
export async function submitReview(
  reviews: StorefrontReviewsService,
  productId: number,
  form: FormData,
  locale: Locale,
): Promise<ReviewActionData> {
  const parsed = StoreReviewBody.safeParse({
    name: String(form.get('name') ?? ''),
    comment: String(form.get('comment') ?? ''),
    rating: Number(form.get('rating') ?? NaN) || undefined,
  });
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  try {
    return { ok: true, review: await reviews.create(productId, parsed.data, locale) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
