import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  AdminOrderWhatsAppMessagesResponse,
  ApiErrorBody,
  AppError,
  normalizeQatarMobile,
  seesShopperContact,
  WHATSAPP_MESSAGE_EVENTS,
  type AdminOrderWhatsAppMessage,
  type WhatsAppMessageEvent,
} from '@matjar/core';
import type { WhatsAppRepository } from './whatsapp-repository.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

type MessageRow = Awaited<ReturnType<WhatsAppRepository['messagesOfOrder']>>[number];

/** A stored message as the order page shows it; the number withheld from a caller who sees no contacts. */
export function toAdminWhatsAppMessage(row: MessageRow, showNumber: boolean): AdminOrderWhatsAppMessage {
  const event = row.kind.replace(/^whatsapp:/, '') as WhatsAppMessageEvent;
  const code = row.error?.match(/^(\d{1,9})\b/)?.[1];
  return {
    id: row.id,
    event: WHATSAPP_MESSAGE_EVENTS.includes(event) ? event : 'order-received',
    audience: event === 'staff-new-order' ? 'staff' : 'customer',
    recipient: showNumber ? (normalizeQatarMobile(`+${row.recipient}`) ?? row.recipient) : null,
    status: row.status,
    status_at: row.statusAt.toISOString(),
    sent_at: row.createdAt.toISOString(),
    error_code: code ? Number(code) : null,
    error: row.error,
  };
}

/**
 * The order page's list of the order's WhatsApp messages and their delivery statuses. Served
 * whether WhatsApp is on or off: with it off the list is simply empty (or holds what was sent before).
 */
export const whatsappAdminRoutes: FastifyPluginAsyncZod<{
  repository: WhatsAppRepository;
  orderExists: (id: number) => Promise<boolean>;
}> = async (app, { repository, orderExists }) => {
  app.get(
    '/api/admin/orders/:id/whatsapp-messages',
    {
      schema: {
        tags: ['back office: orders'],
        summary: "The order's WhatsApp messages: kind, recipient, delivery status and its time, error",
        params: AdminOrderParams,
        response: { 200: AdminOrderWhatsAppMessagesResponse, ...guarded },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!(await orderExists(id))) throw new AppError('ORDER_NOT_FOUND');
      const rows = await repository.messagesOfOrder(id);
      const showNumber = seesShopperContact(request.staff);
      return { messages: rows.map((row) => toAdminWhatsAppMessage(row, showNumber)) };
    },
  );
};
