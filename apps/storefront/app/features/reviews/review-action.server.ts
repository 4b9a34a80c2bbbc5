import { StoreReviewBody, type Locale } from '@matjar/core';
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
    // Checked by shape, not instanceof: the host's AppError comes from another copy of core than this bundle's.
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 429) return { ok: false, reason: 'limited' };
    if (typeof status === 'number' && status < 500) return { ok: false, reason: 'invalid' };
    throw error;
  }
}
