import { eq, sql } from 'drizzle-orm';
import {
  formatDriverPhone,
  formatMoney,
  formatOrderNumber,
  qatariMobileRecipient,
  type Locale,
} from '@matjar/core';
import { drivers, orders, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../events/channels.js';

// WhatsApp messages are queued in the outbox in the transaction of the order change that causes them (decision
// 033), as e-mails are, and sent by the WhatsApp worker. The dedupe key is the order and the event: each event
// is queued at most once per order, however often the order goes back and forth.

export const WHATSAPP_EVENTS = [
  'order-received',
  'order-confirmed',
  'out-for-delivery',
  'delivered',
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];
export const WHATSAPP_KIND_PREFIX = 'whatsapp:';

/** The outbox row's payload: everything the worker needs without reading the order again. */
export interface WhatsAppPayload {
  orderId: number;
  event: WhatsAppEvent;
  recipient: string;
  language: Locale;
  /** The template body's {{1}}, {{2}}, … in order (docs/whatsapp.md lists them per event). */
  parameters: string[];
}

/** The order status whose arrival sends each status event. */
export const WHATSAPP_STATUS_EVENTS: Partial<Record<string, WhatsAppEvent>> = {
  confirmed: 'order-confirmed',
  shipped: 'out-for-delivery',
  delivered: 'delivered',
};

const NO_DRIVER: Record<Locale, string> = { ar: 'مندوب المتجر', en: "the shop's driver" };

/**
 * Queues the event's message for the order when the shopper opted in and the phone is a Qatari mobile;
 * otherwise does nothing. Returns whether a new row was queued.
 */
export async function queueOrderWhatsApp(
  tx: DbTransaction,
  orderId: number,
  event: WhatsAppEvent,
): Promise<boolean> {
  const [order] = await tx
    .select({
      optIn: orders.whatsappOptIn,
      phone: orders.customerPhone,
      locale: orders.locale,
      shortNumber: orders.shortNumber,
      total: orders.totalAmount,
      driverName: drivers.name,
      driverPhone: drivers.phone,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .where(eq(orders.id, orderId));
  if (!order?.optIn) return false;
  const recipient = qatariMobileRecipient(order.phone);
  if (!recipient) return false;
  const language = order.locale;
  const number = formatOrderNumber(order.shortNumber);
  const parameters =
    event === 'order-received'
      ? [number, formatMoney(order.total, language)]
      : event === 'out-for-delivery'
        ? [
            number,
            order.driverName ?? NO_DRIVER[language],
            order.driverPhone ? formatDriverPhone(order.driverPhone) : '-',
          ]
        : [number];
  const payload: WhatsAppPayload = { orderId, event, recipient, language, parameters };
  const kind = `${WHATSAPP_KIND_PREFIX}${event}`;
  const inserted = await tx.execute(sql`
    WITH queued AS (
      INSERT INTO outbox (kind, dedupe_key, payload)
      VALUES (${kind}, ${`${kind}:${orderId}`}, ${JSON.stringify(payload)}::jsonb)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )
    SELECT id, pg_notify(${CHANNELS.outbox}, ${kind}) FROM queued`);
  return inserted.rows.length > 0;
}
