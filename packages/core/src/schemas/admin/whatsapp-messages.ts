import { z } from 'zod';
import { EntityId, IsoDateTime } from '../common.js';

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

/** GET /api/admin/orders/{id}/whatsapp-messages, oldest first. */
export const AdminOrderWhatsAppMessagesResponse = z.object({
  messages: z.array(AdminOrderWhatsAppMessage),
});
export type AdminOrderWhatsAppMessagesResponse = z.infer<typeof AdminOrderWhatsAppMessagesResponse>;
