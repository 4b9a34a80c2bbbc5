import { AppError, type AdminReviewRow, type ReviewModerationStatus } from '@matjar/core';
import { products, reviews, type Db, type DbTransaction } from '@matjar/db';
import { eq, sql } from 'drizzle-orm';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createReviewListRepository, type ReviewListFilter } from './review-list-repository.js';

/** The audit entry's verb: publishing a pending review approves it, a hidden one is restored. */
function moderationVerb(from: string, to: ReviewModerationStatus): string {
  if (to === 'hidden') return 'Hid';
  return from === 'pending' ? 'Approved' : 'Restored';
}

/**
 * Staff moderation of reviews (D9): the list, and the changes. Each change is audited and, in the same transaction, announces
 * the product changed, so every process drops its cached page, average and distribution when it commits.
 */
export function createReviewModerationService({ db }: { db: Db }) {
  async function lockReview(tx: DbTransaction, id: number) {
    const [row] = await tx
      .select({
        id: reviews.id,
        productId: reviews.productId,
        status: reviews.status,
        rating: reviews.rating,
        customerName: reviews.customerName,
        comment: reviews.comment,
        productName: products.nameEn,
        productNameAr: products.name,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, id))
      .for('update', { of: reviews });
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    return row;
  }

  /** Publishes (approves a pending review, restores a hidden one) or hides; the same status again is a no-op. */
  async function setStatus(
    actor: ActivityActor,
    id: number,
    status: ReviewModerationStatus,
  ): Promise<AdminReviewRow> {
    await db.transaction(async (tx) => {
      const review = await lockReview(tx, id);
      if (review.status === status) return;
      await tx
        .update(reviews)
        .set({ status, moderatedAt: sql`now()`, moderatedBy: actor.username })
        .where(eq(reviews.id, id));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'review',
        entityId: review.id,
        entityName: review.customerName,
        old: { status: review.status },
        new: { status },
        description: `${moderationVerb(review.status, status)} the review by ${review.customerName} of ${review.productName ?? review.productNameAr}`,
      });
      // Only a change to what the shop shows matters: pending → hidden leaves the page as it was.
      if (review.status === 'published' || status === 'published')
        await notifyProductsChanged(tx, [review.productId]);
    });
    const [row] = (
      await createReviewListRepository(db).listAdminReviews({ review_id: id, page: 1, page_size: 1 })
    ).reviews;
    return row!;
  }

  /** Deletes the review for good (audited with its text, the only copy left). */
  async function remove(actor: ActivityActor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const review = await lockReview(tx, id);
      await tx.delete(reviews).where(eq(reviews.id, id));
      await recordActivity(tx, actor, {
        action: 'DELETE',
        entityType: 'review',
        entityId: review.id,
        entityName: review.customerName,
        old: {
          product_id: review.productId,
          rating: review.rating,
          comment: review.comment,
          status: review.status,
        },
        description: `Deleted the review by ${review.customerName} of ${review.productName ?? review.productNameAr}`,
      });
      if (review.status === 'published') await notifyProductsChanged(tx, [review.productId]);
    });
  }

  return {
    /** One page of the list, and the pending count for the screen's badge. */
    list: (query: ReviewListFilter) => createReviewListRepository(db).listAdminReviews(query),
    setStatus,
    remove,
  };
}
export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
