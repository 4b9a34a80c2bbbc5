import type { FastifyInstance } from 'fastify';
import type { AppError, Locale, StoreReviewBody } from '@matjar/core';
import type { RequestClient } from '../http/request-client.js';
import type { StorefrontContext } from './storefront-handler.js';

/**
 * The context of a page action (a form POST): the write services are bound to the request's client, so the
 * review and contact forms meet the same per-address limits as their API endpoints.
 */
export function withPageActionClient(
  app: FastifyInstance,
  context: StorefrontContext,
  client: RequestClient,
  /** A form posted under another Host than PUBLIC_URL's (decision 029): every write throws it, keeping nothing. */
  refusal: AppError | null = null,
): StorefrontContext {
  if (refusal) {
    const refuse = (): never => {
      throw refusal;
    };
    return {
      ...context,
      services: { ...context.services, reviews: { create: refuse }, contact: { send: refuse } },
    };
  }
  return {
    ...context,
    services: {
      ...context.services,
      reviews: {
        create: (productId: number, body: StoreReviewBody, locale?: Locale) =>
          app.reviews.create(productId, body, locale, client),
      },
      contact: { send: (body, locale) => app.contact.send(body, locale, client) },
    },
  };
}
