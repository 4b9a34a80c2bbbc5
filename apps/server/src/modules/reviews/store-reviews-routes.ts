import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, StoreIdParams, StoreReviewBody, StoreReviewCreated } from '@matjar/core';
import { requestLocale } from '../../http/request-locale.js';
import { requestClient } from '../../http/request-client.js';
import type { ReviewsService } from './reviews-service.js';

/**
 * POST /api/store/products/{id}/reviews: stored and shown at once (D9), or held for staff approval when it holds
 * a link or a long comment (status 'pending' in the answer).
 */
export const storeReviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/api/store/products/:id/reviews',
    {
      schema: {
        tags: ['store: reviews'],
        params: StoreIdParams,
        body: StoreReviewBody,
        response: { 201: StoreReviewCreated, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(
        request.params.id,
        request.body,
        requestLocale(request),
        requestClient(request),
      );
      return reply.code(201).send(review);
    },
  );
};
