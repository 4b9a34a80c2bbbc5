import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody, StoreIdParams, StoreReviewBody, StoreReviewCreated } from '@matjar/core';
import { requestLocale } from '../../http/request-locale.js';
import { requestClient } from '../../http/request-client.js';

/**
 * POST /api/store/products/{id}/reviews: stored and shown at once (D9), or held for staff approval when it holds
 * a link or a long comment (status 'pending' in the answer; issue 15).
 */
export async function reviewsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
      const review = await app.reviews.create(
        request.params.id,
        request.body,
        requestLocale(request),
        requestClient(request),
      );
      return reply.code(201).send(review);
    },
  );
}
