import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCashCorrectionBody,
  AdminCashReceivedBody,
  AdminCashReceivedResponse,
  AdminGiftCardRevealResponse,
  AdminOrderGiftCardParams,
  AdminOrderNote,
  AdminOrderNoteBody,
  AdminOrderParams,
  AdminPaymentLinkSentResponse,
  ApiErrorBody,
  SuccessResponse,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { OrderArchiveService } from './order-actions-archive.js';
import type { OrderActionsService } from './order-actions-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const tags = ['back office: orders'];

/**
 * The order page's writes: archive and restore, cash received and its correction, an unpaid card order switched
 * to cash or its payment link sent again, notes, gift-card reveal.
 */
export const orderActionsRoutes: FastifyPluginAsyncZod<{
  archive: OrderArchiveService;
  actions: OrderActionsService;
}> = async (app, { archive, actions }) => {
  app.delete(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: "Archives the order (out of the lists, kept for the books); an open order's stock returns",
        params: AdminOrderParams,
        response: { 200: SuccessResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await archive.archive(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/orders/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restores an archived order (super_admin); an open order takes its stock again',
        params: AdminOrderParams,
        response: { 200: SuccessResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await archive.restore(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/orders/:id/cash-received',
    {
      schema: {
        tags,
        summary:
          "Marks a delivered cash order's cash as received (amount, driver or staff, when), once; a difference needs a reason",
        params: AdminOrderParams,
        body: AdminCashReceivedBody,
        response: { 200: AdminCashReceivedResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const cash = await actions.markCashReceived(staffActor(request.staff), id, request.body);
      return { success: true as const, cash_received: cash };
    },
  );

  app.put(
    '/api/admin/orders/:id/cash-received',
    {
      schema: {
        tags,
        summary:
          'Corrects the recorded cash amount, with a reason (admin); the activity log keeps old and new',
        params: AdminOrderParams,
        body: AdminCashCorrectionBody,
        response: { 200: AdminCashReceivedResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const cash = await actions.correctCashReceived(staffActor(request.staff), id, request.body);
      return { success: true as const, cash_received: cash };
    },
  );

  app.post(
    '/api/admin/orders/:id/switch-to-cash',
    {
      schema: {
        tags,
        summary:
          'Switches an unpaid card order to cash on delivery: it keeps its stock and goes on as a cash order (audited)',
        params: AdminOrderParams,
        response: { 200: SuccessResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await actions.switchToCash(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/orders/:id/payment-link',
    {
      schema: {
        tags,
        summary:
          "Sends an unpaid card order's payment link to the shopper again, by e-mail and on WhatsApp when they opted in (audited)",
        params: AdminOrderParams,
        response: { 200: AdminPaymentLinkSentResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { whatsapp } = await actions.sendPaymentLink(staffActor(request.staff), request.params.id);
      return { success: true as const, whatsapp };
    },
  );

  app.post(
    '/api/admin/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'Adds an internal note to the order (never shown to the customer)',
        params: AdminOrderParams,
        body: AdminOrderNoteBody,
        response: { 201: AdminOrderNote, ...guarded },
      },
    },
    async (request, reply) => {
      const note = await actions.addNote(staffActor(request.staff), request.params.id, request.body.body);
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/api/admin/orders/:id/gift-cards/:giftCardId/reveal',
    {
      schema: {
        tags,
        summary: "Shows one of the order's gift-card codes; the reveal is logged (never the code)",
        params: AdminOrderGiftCardParams,
        response: { 200: AdminGiftCardRevealResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { id, giftCardId } = request.params;
      return actions.revealGiftCard(staffActor(request.staff), id, giftCardId);
    },
  );
};
