import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminGiftCardFindBody,
  AdminGiftCardFindResponse,
  AdminGiftCardListQuery,
  AdminGiftCardListResponse,
  AdminGiftCardResendResponse,
  AdminGiftCardVoidBody,
  AdminGiftCardVoidResponse,
  ApiErrorBody,
  IdParams,
  maskShopperContact,
  seesShopperContact,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { RateLimiter } from '../rate-limits/index.js';
import type { GiftCardActionsService } from './gift-card-actions-service.js';
import type { GiftCardFindService } from './gift-card-find-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: gift cards'];
const RESEND_KEY_MAX = 200;

export interface AdminGiftCardsRoutesOptions {
  actions: GiftCardActionsService;
  finder: GiftCardFindService;
  limiter: RateLimiter;
}

/**
 * The back office's gift cards: the issued codes, masked; find one by its whole code;
 * resend the codes e-mail; void a code.
 */
export const adminGiftCardsRoutes: FastifyPluginAsyncZod<AdminGiftCardsRoutesOptions> = async (
  app,
  options,
) => {
  const { actions, finder, limiter } = options;

  app.get(
    '/api/admin/gift-cards',
    {
      schema: {
        tags,
        summary:
          'Issued gift-card codes, newest first, masked (no character of a code), times to the minute: search by order number or e-mail (never by a code); filter by state',
        querystring: AdminGiftCardListQuery,
        response: { 200: AdminGiftCardListResponse, ...guarded },
      },
    },
    async (request) => {
      const { giftCards, total } = await finder.list(request.query);
      // The buyer's name and e-mail as the orders show them to this caller (masked below orders.manage).
      const sees = seesShopperContact(request.staff);
      return {
        gift_cards: sees ? giftCards : giftCards.map(maskShopperContact),
        total,
        page: request.query.page,
        page_size: request.query.page_size,
      };
    },
  );

  app.post(
    '/api/admin/gift-cards/find',
    {
      schema: {
        tags,
        summary:
          'Finds the card with this whole code (any case, spaces or dashes, Latin or Arabic-Indic digits; a part finds nothing); counted by the abuse limits and written to the activity log',
        body: AdminGiftCardFindBody,
        response: { 200: AdminGiftCardFindResponse, ...guarded, 404: ApiErrorBody, 429: ApiErrorBody },
      },
      // Counted once the caller is known to be allowed and the body valid, before the code is looked for.
      preHandler: async (request) => {
        await limiter.take([
          ['gift-card-find-staff', String(staffActor(request.staff).id)],
          ['gift-card-find-address', request.ip],
        ]);
      },
    },
    async (request) => ({
      gift_card: await finder.findByCode(staffActor(request.staff), request.body.code),
    }),
  );

  app.post(
    '/api/admin/gift-cards/:id/resend',
    {
      schema: {
        tags,
        summary:
          "Queues the buyer's gift-card codes e-mail again (the order's codes that still count); one e-mail per Idempotency-Key",
        params: IdParams,
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(RESEND_KEY_MAX).optional() }),
        response: { 200: AdminGiftCardResendResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      // Without a key each request is its own click; the back office sends one key per confirmed click.
      const key = request.headers['idempotency-key'] ?? randomUUID();
      return actions.resend(staffActor(request.staff), request.params.id, key);
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/void',
    {
      schema: {
        tags,
        summary:
          'Voids a code (reason required) and issues its replacement for the same order line and value; the buyer is e-mailed the new code',
        params: IdParams,
        body: AdminGiftCardVoidBody,
        response: { 200: AdminGiftCardVoidResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) =>
      actions.voidAndReplace(staffActor(request.staff), request.params.id, request.body.reason),
  );
};
