import { z } from 'zod';
import type { Locale } from '../../rules/locale.js';
import { RATING_MAX, RATING_MIN } from '../../rules/limits.js';
import { REVIEW_MODERATION_STATUSES, REVIEW_STATUSES } from '../../rules/review-moderation.js';
import { EntityId, IdParam, IsoDateTime, plainText } from '../common.js';

// The back office's reviews (D9): newest first, filters, hide / restore / approve, delete.

export const ADMIN_REVIEW_PAGE_SIZE_MAX = 100;
export const ADMIN_REVIEW_PAGE_SIZE_DEFAULT = 25;

/** The storefront page of a product in a language (Arabic at the root, English under /en). */
export function storefrontProductPath(productId: number, locale: Locale): string {
  return locale === 'ar' ? `/product/${productId}` : `/en/product/${productId}`;
}

/** GET /api/admin/reviews: newest first, server paging. */
export const AdminReviewListQuery = z.object({
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  product_id: IdParam.optional(),
  /** Part of the product's Arabic or English name, folded as the storefront's search folds it. */
  product: plainText(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_REVIEW_PAGE_SIZE_MAX)
    .default(ADMIN_REVIEW_PAGE_SIZE_DEFAULT),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;

export const AdminReviewRow = z.object({
  id: EntityId,
  product: z.object({
    id: EntityId,
    name: z.string(),
    name_en: z.string().nullable(),
    /** The product's storefront page in Arabic (storefrontProductPath gives the English one). */
    path: z.string(),
  }),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string(),
  customer_name: z.string(),
  verified: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  /** The language of the page the review was written on. */
  locale: z.enum(['ar', 'en']),
  created_at: IsoDateTime,
  moderated_at: IsoDateTime.nullable(),
  moderated_by: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof AdminReviewRow>;

export const AdminReviewListResponse = z.object({
  reviews: z.array(AdminReviewRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Reviews waiting for approval in the whole shop, whatever the filters (the screen's badge). */
  pending_count: z.number().int().nonnegative(),
});
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponse>;

export const AdminReviewParams = z.object({ id: IdParam });
export type AdminReviewParams = z.infer<typeof AdminReviewParams>;

/** PATCH /api/admin/reviews/:id: publish (approves a pending review, restores a hidden one) or hide. */
export const AdminUpdateReviewBody = z.object({ status: z.enum(REVIEW_MODERATION_STATUSES) });
export type AdminUpdateReviewBody = z.infer<typeof AdminUpdateReviewBody>;
