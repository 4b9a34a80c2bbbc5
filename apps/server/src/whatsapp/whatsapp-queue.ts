import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  formatDriverPhone,
  formatMoney,
  formatOrderNumber,
  qatariMobileRecipient,
  type Locale,
} from '@matjar/core';
import { adminUsers, drivers, orders, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../events/channels.js';
import { deliveryPromiseLines } from '../mail/templates/delivery-promise.js';

// WhatsApp messages are queued in the outbox in the transaction of the order change that causes them (decision
// 033), as e-mails are, and sent by the WhatsApp worker. The dedupe key is the order and the event: each event
// is queued at most once per order, however often the order goes back and forth; a refund and a return of part
// of the order, which can happen more than once, are keyed by their own id too.

export const WHATSAPP_EVENTS = [
  'order-received',
  'order-confirmed',
  'out-for-delivery',
  'delivered',
  'payment-reminder',
  'staff-new-order',
  'refund',
  'part-return',
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];
/** The events of the order's own path, sent to its shopper once per order (staff-new-order goes to staff). */
export type ShopperWhatsAppEvent = Exclude<WhatsAppEvent, 'staff-new-order' | 'refund' | 'part-return'>;
export const WHATSAPP_KIND_PREFIX = 'whatsapp:';

/** The outbox row's payload: everything the worker needs without reading the order again. */
export interface WhatsAppPayload {
  orderId: number;
  event: WhatsAppEvent;
  recipient: string;
  language: Locale;
  /** The template body's {{1}}, {{2}}, … in order (docs/whatsapp.md lists them per event). */
  parameters: string[];
  /** staff-new-order: the staff member it is for. */
  staffId?: number;
}

/**
 * Whether this process queues WhatsApp messages at all: set from the connection (whatsapp-connection.ts) at start
 * and whenever Settings switch WhatsApp on or off. While off nothing is queued, so switching it on later never
 * sends a backlog of stale order messages.
 */
let queueing = false;
export function setWhatsAppQueueing(on: boolean): void {
  queueing = on;
}

/** WhatsApp messages are sent: the checkout offers its opt-in only then. */
export function whatsAppIsOn(): boolean {
  return queueing;
}

/** The order status whose arrival sends each status event. */
export const WHATSAPP_STATUS_EVENTS: Partial<Record<string, ShopperWhatsAppEvent>> = {
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
  event: ShopperWhatsAppEvent,
): Promise<boolean> {
  if (!queueing) return false;
  const [order] = await tx
    .select({
      optIn: orders.whatsappOptIn,
      phone: orders.customerPhone,
      locale: orders.locale,
      shortNumber: orders.shortNumber,
      total: orders.totalAmount,
      paymentUrl: orders.paymentUrl,
      driverName: drivers.name,
      driverPhone: drivers.phone,
      shippingCity: orders.shippingCity,
      deliveryDate: orders.deliveryDate,
      deliveryWindowStart: orders.deliveryWindowStart,
      deliveryWindowEnd: orders.deliveryWindowEnd,
      deliveryDaysMin: orders.deliveryDaysMin,
      deliveryDaysMax: orders.deliveryDaysMax,
    })
    .from(orders)
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .where(eq(orders.id, orderId));
  if (!order?.optIn) return false;
  const recipient = qatariMobileRecipient(order.phone);
  if (!recipient) return false;
  const language = order.locale;
  const number = formatOrderNumber(order.shortNumber);
  if (event === 'payment-reminder' && !order.paymentUrl) return false;
  const promise = deliveryPromiseParameter(order, language);
  const parameters =
    event === 'order-received'
      ? [number, formatMoney(order.total, language), promise]
      : event === 'payment-reminder'
        ? [number, formatMoney(order.total, language), order.paymentUrl!]
        : event === 'out-for-delivery'
          ? [
              number,
              order.driverName ?? NO_DRIVER[language],
              order.driverPhone ? formatDriverPhone(order.driverPhone) : '-',
              promise,
            ]
          : event === 'order-confirmed'
            ? [number, promise]
            : [number];
  return insertOutboxRow(tx, `${orderId}`, { orderId, event, recipient, language, parameters });
}

/**
 * The delivery promise parameter of order-received, order-confirmed and out-for-delivery: the booked window,
 * else the zone's working days, as the confirmation e-mail says it (one line: Meta refuses a parameter with a
 * line break, so the two lines of an order without a city are joined by a space).
 */
function deliveryPromiseParameter(
  order: {
    shippingCity: string | null;
    deliveryDate: string | null;
    deliveryWindowStart: string | null;
    deliveryWindowEnd: string | null;
    deliveryDaysMin: number | null;
    deliveryDaysMax: number | null;
  },
  locale: Locale,
): string {
  const days =
    order.deliveryDaysMin !== null && order.deliveryDaysMax !== null
      ? { min: order.deliveryDaysMin, max: order.deliveryDaysMax }
      : null;
  const { deliveryDate: date, deliveryWindowStart: start, deliveryWindowEnd: end } = order;
  return deliveryPromiseLines({
    locale,
    shippingCity: order.shippingCity,
    deliveryWindow: date && start && end ? { date, start, end } : null,
    deliveryDays: days,
  }).join(' ');
}

/**
 * The order is received (a cash order placed, a card order paid): the shopper's message when opted in, and one
 * message to each active staff member with a WhatsApp number and notifications on (once per order and member).
 */
export async function queueOrderReceivedWhatsApp(tx: DbTransaction, orderId: number): Promise<void> {
  await queueOrderWhatsApp(tx, orderId, 'order-received');
  if (!queueing) return;
  const staff = await tx
    .select({ id: adminUsers.id, phone: adminUsers.whatsappPhone, language: adminUsers.whatsappLanguage })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.isActive, true),
        eq(adminUsers.whatsappNotifications, true),
        isNotNull(adminUsers.whatsappPhone),
      ),
    );
  if (staff.length === 0) return;
  const [order] = await tx
    .select({ shortNumber: orders.shortNumber, name: orders.customerName, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  // Each member's message, and its money, in the language they chose (ar by default).
  for (const member of staff) {
    const recipient = qatariMobileRecipient(member.phone);
    if (!recipient) continue;
    await insertOutboxRow(tx, `${orderId}:${member.id}`, {
      orderId,
      event: 'staff-new-order',
      recipient,
      language: member.language,
      parameters: [
        formatOrderNumber(order.shortNumber),
        order.name,
        formatMoney(order.total, member.language),
      ],
      staffId: member.id,
    });
  }
}

/** Where the money of a refund went, one sentence in the order's language (the refund template's {{3}}). */
const REFUND_WENT: Record<'card' | 'cash' | 'bank_transfer' | 'store_credit', Record<Locale, string>> = {
  card: {
    en: 'It goes back to the card you paid with; your bank may take a few working days to show it.',
    ar: 'يعود المبلغ إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره بضعة أيام عمل بحسب بنكك.',
  },
  cash: { en: 'It was paid back to you in cash.', ar: 'أعدناه إليك نقدًا.' },
  bank_transfer: { en: 'It was paid back to you by bank transfer.', ar: 'أعدناه إليك بتحويل بنكي.' },
  store_credit: {
    en: 'It was added to your shop gift card as store credit.',
    ar: 'أضفناه رصيدًا على بطاقة هدايا المتجر الخاصة بك.',
  },
};

/** How many units came back (the part-return template's {{2}}), with Arabic's dual and plural. */
export function unitsReturned(quantity: number, locale: Locale): string {
  if (locale === 'en') return quantity === 1 ? '1 item' : `${quantity} items`;
  if (quantity === 1) return 'قطعة واحدة';
  if (quantity === 2) return 'قطعتين';
  return quantity <= 10 ? `${quantity} قطع` : `${quantity} قطعة`;
}

/** A refund or a return of part of an order: told once per refund or return, keyed by its id. */
export type OrderNotice =
  | {
      event: 'refund';
      refundId: number;
      amount: number;
      method: 'card' | 'cash' | 'store_credit';
      /** A cash refund's way back: cash in hand or a bank transfer. */
      cashHow: 'cash' | 'bank_transfer' | null;
    }
  | { event: 'part-return'; returnId: number; quantity: number };

/**
 * Queues a refund's or a part return's message to the order's shopper, on the same terms as the order's own
 * messages: WhatsApp on, the shopper opted in, a Qatari mobile. Returns whether a new row was queued (a refund
 * or return already told queues nothing).
 */
export async function queueOrderNoticeWhatsApp(
  tx: DbTransaction,
  orderId: number,
  notice: OrderNotice,
): Promise<boolean> {
  if (!queueing) return false;
  const [order] = await tx
    .select({
      optIn: orders.whatsappOptIn,
      phone: orders.customerPhone,
      locale: orders.locale,
      shortNumber: orders.shortNumber,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.optIn) return false;
  const recipient = qatariMobileRecipient(order.phone);
  if (!recipient) return false;
  const language = order.locale;
  const number = formatOrderNumber(order.shortNumber);
  const [key, parameters] =
    notice.event === 'refund'
      ? [
          `${orderId}:${notice.refundId}`,
          [
            number,
            formatMoney(notice.amount, language),
            REFUND_WENT[
              notice.method === 'cash' && notice.cashHow === 'bank_transfer' ? 'bank_transfer' : notice.method
            ][language],
          ],
        ]
      : [`${orderId}:${notice.returnId}`, [number, unitsReturned(notice.quantity, language)]];
  return insertOutboxRow(tx, key, { orderId, event: notice.event, recipient, language, parameters });
}

/** One outbox row per event and key (ON CONFLICT: never twice), the worker woken on commit. */
async function insertOutboxRow(tx: DbTransaction, key: string, payload: WhatsAppPayload): Promise<boolean> {
  const kind = `${WHATSAPP_KIND_PREFIX}${payload.event}`;
  const inserted = await tx.execute(sql`
    WITH queued AS (
      INSERT INTO outbox (kind, dedupe_key, payload)
      VALUES (${kind}, ${`${kind}:${key}`}, ${JSON.stringify(payload)}::jsonb)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )
    SELECT id, pg_notify(${CHANNELS.outbox}, ${kind}) FROM queued`);
  return inserted.rows.length > 0;
}
