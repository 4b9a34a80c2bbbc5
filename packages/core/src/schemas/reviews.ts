import { z } from 'zod';
import { DEFAULT_RATING, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '../rules/limits.js';
import { EntityId, IsoDateTime, requiredShopperText } from './common.js';

/** POST /api/products/{id}/reviews (storefront §5 review form; D9: stored on the server). */
export const StoreReviewBody = z.object({
  name: requiredShopperText(100),
  comment: requiredShopperText(REVIEW_COMMENT_MAX),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).default(DEFAULT_RATING),
});
export type StoreReviewBody = z.infer<typeof StoreReviewBody>;

/** A review as the storefront shows it (storefront §3). */
export const Review = z.object({
  id: EntityId,
  productId: EntityId,
  customerName: z.string(),
  comment: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  date: IsoDateTime,
  /** True only when the reviewer bought the product (D9). */
  verified: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/**
 * The answer to a new review: the review and whether it shows at once ('published') or waits for staff
 * approval ('pending': a link or a long comment, core initialReviewStatus), so the form can say which.
 */
export const StoreReviewCreated = Review.extend({ status: z.enum(['published', 'pending']) });
export type StoreReviewCreated = z.infer<typeof StoreReviewCreated>;
