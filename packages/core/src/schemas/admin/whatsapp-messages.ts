import { z } from 'zod';
import { EntityId, IdParam, IsoDateTime } from '../common.js';

/** The WhatsApp messages the shop sends (decision 033): kind `whatsapp:<event>` in the outbox. */
export const WHATSAPP_MESSAGE_EVENTS = [
  'order-received',
  'order-confirmed',
  'out-for-delivery',
  'delivered',
  'payment-reminder',
  'staff-new-order',
  'refund',
  'part-return',
  'delivery-failed',
  'order-canceled',
  'order-returned',
] as const;
export type WhatsAppMessageEvent = (typeof WHATSAPP_MESSAGE_EVENTS)[number];

export const WHATSAPP_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/** One message as the order page lists it. */
export const AdminOrderWhatsAppMessage = z.object({
  id: EntityId,
  event: z.enum(WHATSAPP_MESSAGE_EVENTS),
  /** Who it went to: the order's customer or a staff member. */
  audience: z.enum(['customer', 'staff']),
  /** '+974 5512 3456'; null for a caller who does not see shoppers' contact details. */
  recipient: z.string().nullable(),
  status: z.enum(WHATSAPP_DELIVERY_STATUSES),
  /** When the status last changed (the webhook's timestamp). */
  status_at: IsoDateTime,
  sent_at: IsoDateTime,
  /** Meta's error code of a failed message (131026…), and its words as Meta sent them. */
  error_code: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type AdminOrderWhatsAppMessage = z.infer<typeof AdminOrderWhatsAppMessage>;

/**
 * Why a message was closed without being sent, checked just before its send: the recipient replied STOP, the
 * order left the status it announced (stale), a later message of the order went out first (overtaken), the
 * unpaid order's reminder found it paid or closed. Shown in words on the order page.
 */
export const WHATSAPP_NOT_SENT_REASONS = ['opted-out', 'stale', 'overtaken', 'unpaid-closed'] as const;
export type WhatsAppNotSentReason = (typeof WHATSAPP_NOT_SENT_REASONS)[number];

/**
 * A message the order page shows because it has not reached the recipient: `retrying` (Meta refused it for now;
 * the worker tries again at next_attempt_at), `failed` (refused for good: Meta's code and words), `not_sent`
 * (closed on purpose, with the reason).
 */
export const AdminOrderWhatsAppUnsent = z.object({
  /** The queued message's id: what "send again" names. */
  id: EntityId,
  event: z.enum(WHATSAPP_MESSAGE_EVENTS),
  audience: z.enum(['customer', 'staff']),
  recipient: z.string().nullable(),
  state: z.enum(['retrying', 'failed', 'not_sent']),
  reason: z.enum(WHATSAPP_NOT_SENT_REASONS).nullable(),
  error_code: z.number().int().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  queued_at: IsoDateTime,
  next_attempt_at: IsoDateTime.nullable(),
  /** A failed send, or one closed because of a STOP the recipient took back: staff may send it again. */
  resendable: z.boolean(),
});
export type AdminOrderWhatsAppUnsent = z.infer<typeof AdminOrderWhatsAppUnsent>;

/** GET /api/admin/orders/{id}/whatsapp-messages, oldest first. */
export const AdminOrderWhatsAppMessagesResponse = z.object({
  messages: z.array(AdminOrderWhatsAppMessage),
  /** What has not reached its recipient (retrying, failed, closed unsent), oldest first. */
  unsent: z.array(AdminOrderWhatsAppUnsent),
  /** When the order's phone replied STOP (nothing is sent to it until it replies START); null: it receives. */
  customer_opted_out_at: IsoDateTime.nullable(),
});
export type AdminOrderWhatsAppMessagesResponse = z.infer<typeof AdminOrderWhatsAppMessagesResponse>;

/** POST /api/admin/orders/{id}/whatsapp-messages/{messageId}/resend. */
export const AdminWhatsAppResendParams = z.object({ id: IdParam, messageId: IdParam });
