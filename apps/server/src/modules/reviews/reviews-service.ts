import {
  AppError,
  initialReviewStatus,
  type Locale,
  type StoreReviewBody,
  type StoreReviewCreated,
} from '@matjar/core';
import { products, reviews, type Database } from '@matjar/db';
import type { StorefrontReviewsService } from '@matjar/storefront';
import { and, eq } from 'drizzle-orm';
import type { RateLimiter } from '../rate-limits/index.js';
import { requireClient, type RequestClient } from '../../http/request-client.js';
import { notifyProductsChanged } from '../../events/products-changed.js';

/**
 * Reviews written on the product page (D9): stored, and shown at once unless core's moderation rule holds them
 * for staff approval (a link, a long comment). `verified` needs a signed-in customer who
 * bought the product; customer sign-in is not built yet, so every review is unverified for now.
 */
export function createReviewsService(database: Database, limiter: RateLimiter) {
  const { db } = database;
  /** Limited per client address (reviews carry no account or e-mail), for the API and the page form alike. */
  async function create(
    productId: number,
    body: StoreReviewBody,
    locale: Locale = 'ar',
    client?: RequestClient,
  ): Promise<StoreReviewCreated> {
    await limiter.take([['review-address', requireClient(client).ip]]);
    return db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .insert(reviews)
        .values({
          productId,
          customerName: body.name,
          comment: body.comment,
          rating: body.rating,
          verified: false,
          locale,
          status: initialReviewStatus(body),
        })
        .returning();
      // The product's page and answers show reviews and ratings: every process drops them when this commits
      // (lists do not show ratings, but those showing its card go too: one tag per product). A pending review
      // changes nothing the shop shows yet.
      if (row!.status === 'published') await notifyProductsChanged(tx, [productId]);
      return {
        id: row!.id,
        productId: row!.productId,
        customerName: row!.customerName,
        comment: row!.comment,
        rating: row!.rating,
        date: row!.createdAt.toISOString(),
        verified: row!.verified,
        status: row!.status === 'published' ? 'published' : 'pending',
      };
    });
  }
  const service: StorefrontReviewsService & { create: typeof create } = { create };
  return service;
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
