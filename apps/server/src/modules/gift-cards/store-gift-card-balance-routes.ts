import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, AppError, StoreGiftCardBalanceBody, StoreGiftCardBalanceResponse } from '@matjar/core';
import type { RateLimiter } from '../rate-limits/index.js';
import type { GiftCardBalanceService } from './gift-card-balance-service.js';

/**
 * POST /api/store/gift-cards/balance: the storefront's "check your balance" (decision 046). No sign-in. The
 * code travels in the body (never the address, so no access log holds it); every miss is counted per client
 * (an IPv6 /64 as one) in the shared database, and a code found gives its hit back, so only guessing counts.
 */
export const storeGiftCardBalanceRoutes: FastifyPluginAsyncZod<{
  balance: GiftCardBalanceService;
  limiter: RateLimiter;
}> = async (app, { balance, limiter }) => {
  app.post(
    '/api/store/gift-cards/balance',
    {
      schema: {
        tags: ['store: gift cards'],
        summary:
          'The balance and expiry of the shop gift card with this whole code; one generic 404 for any other code; 429 past 10 misses in 15 minutes per client',
        body: StoreGiftCardBalanceBody,
        response: {
          200: StoreGiftCardBalanceResponse,
          400: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hits = await limiter.take([['gift-card-balance-address', request.ip]]);
      try {
        const answer = await balance.check(request.body.code);
        await hits.release(['gift-card-balance-address']);
        return answer;
      } catch (error) {
        // Only a miss stays counted.
        if (!(error instanceof AppError && error.code === 'GIFT_CARD_BALANCE_UNKNOWN')) {
          await hits.release(['gift-card-balance-address']);
        }
        throw error;
      }
    },
  );
};
