import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  AdminOrderWhatsAppMessagesResponse,
  ApiErrorBody,
  AppError,
  normalizeQatarMobile,
  qatariMobileRecipient,
  seesShopperContact,
  WHATSAPP_MESSAGE_EVENTS,
  type AdminOrderWhatsAppMessage,
  type AdminOrderWhatsAppUnsent,
  type WhatsAppMessageEvent,
} from '@matjar/core';
import type { WhatsAppRepository } from './whatsapp-repository.js';
import { notSentReasonOf } from './whatsapp-still-true.js';

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

type UnsentRow = Awaited<ReturnType<WhatsAppRepository['unsentOfOrder']>>[number];

/** A queued message that has not reached its recipient, as the order page shows it. */
export function toAdminWhatsAppUnsent(row: UnsentRow, showNumber: boolean): AdminOrderWhatsAppUnsent {
  const event = row.kind.replace(/^whatsapp:/, '') as WhatsAppMessageEvent;
  const payload = (row.payload ?? {}) as { recipient?: unknown };
  const recipient = typeof payload.recipient === 'string' ? payload.recipient : null;
  const reason = notSentReasonOf(row.lastError);
  // "HTTP 400 code 132001: …" as the client writes Meta's refusals.
  const code = row.lastError?.match(/\bcode (\d{1,9})\b/)?.[1];
  const state = row.status === 'pending' ? 'retrying' : reason ? 'not_sent' : 'failed';
  return {
    id: row.id,
    event: WHATSAPP_MESSAGE_EVENTS.includes(event) ? event : 'order-received',
    audience: event === 'staff-new-order' ? 'staff' : 'customer',
    recipient: showNumber && recipient ? (normalizeQatarMobile(`+${recipient}`) ?? recipient) : null,
    state,
    reason: reason === 'already-sent' ? null : reason,
    error_code: reason ? null : code ? Number(code) : null,
    error: reason ? null : row.lastError,
    attempts: row.attempts,
    queued_at: row.createdAt.toISOString(),
    next_attempt_at: state === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    resendable: state === 'failed' || reason === 'opted-out',
  };
}

/**
 * The order page's list of the order's WhatsApp messages and their delivery statuses, what has not gone out
 * (with the reason) and whether the shopper's phone replied STOP. Served
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
      const unsent = await repository.unsentOfOrder(id);
      const showNumber = seesShopperContact(request.staff);
      const recipient = qatariMobileRecipient(await repository.orderPhone(id));
      const optedOut = recipient ? await repository.optedOutAt(recipient) : null;
      return {
        messages: rows.map((row) => toAdminWhatsAppMessage(row, showNumber)),
        unsent: unsent.map((row) => toAdminWhatsAppUnsent(row, showNumber)),
        customer_opted_out_at: optedOut?.toISOString() ?? null,
      };
    },
  );
};
