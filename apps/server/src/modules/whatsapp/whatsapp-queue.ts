import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  DELIVERY_FAILURE_SHOPPER_WORDS,
  formatDriverPhone,
  formatMoney,
  formatOrderNumber,
  qatariMobileRecipient,
  WHATSAPP_MESSAGE_EVENTS,
  WHATSAPP_PARAMETER as P,
  whatsappParameter as param,
  type DeliveryFailureReason,
  type Locale,
} from '@matjar/core';
import { adminUsers, drivers, orders, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { deliveryPromiseLines } from '../../mail/templates/delivery-promise.js';

// WhatsApp messages are queued in the outbox in the transaction of the order change that causes them (decision
// 033), as e-mails are, and sent by the WhatsApp worker. The dedupe key is the order and the event: each event
// is queued at most once per order, however often the order goes back and forth; what can rightly happen more
// than once is keyed by its own id too: a refund, a return of part of the order, a failed delivery attempt,
// the order leaving with a driver (each time it ships, and when its driver changes on the way).

/** The events the shop sends a message for: core's list, which the back office's message log reads too. */
export const WHATSAPP_EVENTS = WHATSAPP_MESSAGE_EVENTS;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];
/** The events of the order's own path, sent to its shopper once per order (staff-new-order goes to staff). */
export type ShopperWhatsAppEvent = Exclude<
  WhatsAppEvent,
  'staff-new-order' | 'refund' | 'part-return' | 'delivery-failed'
>;

/**
 * The messages that tell the shopper where the order stands. They go out in the order they were queued: one
 * still waiting when a later one goes out is not sent after it (the worker closes it as overtaken).
 */
export const WHATSAPP_STATUS_MESSAGE_EVENTS: readonly WhatsAppEvent[] = [
  'order-received',
  'order-confirmed',
  'out-for-delivery',
  'delivered',
  'delivery-failed',
  'order-canceled',
  'order-returned',
];
export const WHATSAPP_KIND_PREFIX = 'whatsapp:';

/** The outbox row's payload: everything the worker needs without reading the order again. */
export interface WhatsAppPayload {
  orderId: number;
  event: WhatsAppEvent;
  recipient: string;
  language: Locale;
  /**
   * The template body's {{1}}, {{2}}, … in order (docs/whatsapp.md lists them per event), each already made
   * safe by core's whatsappParameter (folded, bounded, isolated).
   */
  parameters: string[];
  /** staff-new-order: the staff member it is for. */
  staffId?: number;
}

/**
 * The WhatsApp messages the order changes of other modules queue, and whether the shop sends any: the plugin
 * makes one on its connection (whatsapp-connection.ts), which is read at start and again whenever Settings
 * switch WhatsApp on or off, in any process. While off nothing is queued, so switching it on later never sends
 * a backlog of stale order messages, and the checkout offers no opt-in.
 */
export interface WhatsAppMessages {
  /** WhatsApp messages are sent: the checkout offers its opt-in only then. */
  isOn(): boolean;
  /** queueOrderWhatsApp below, while WhatsApp is on. */
  queueOrder(
    tx: DbTransaction,
    orderId: number,
    event: ShopperWhatsAppEvent,
    repeat?: string,
  ): Promise<boolean>;
  /** queueOrderReceivedWhatsApp below, while WhatsApp is on. */
  queueOrderReceived(tx: DbTransaction, orderId: number): Promise<void>;
  /** queueOrderNoticeWhatsApp below, while WhatsApp is on. */
  queueOrderNotice(tx: DbTransaction, orderId: number, notice: OrderNotice): Promise<boolean>;
}

/** The module's messages on its switch: `isOn` is asked as each message would be queued. */
export function createWhatsAppMessages(isOn: () => boolean): WhatsAppMessages {
  return {
    isOn,
    queueOrder: async (tx, orderId, event, repeat) =>
      isOn() ? queueOrderWhatsApp(tx, orderId, event, repeat) : false,
    queueOrderReceived: async (tx, orderId) => {
      if (isOn()) await queueOrderReceivedWhatsApp(tx, orderId);
    },
    queueOrderNotice: async (tx, orderId, notice) =>
      isOn() ? queueOrderNoticeWhatsApp(tx, orderId, notice) : false,
  };
}

/** The order status whose arrival sends each status event. */
export const WHATSAPP_STATUS_EVENTS: Partial<Record<string, ShopperWhatsAppEvent>> = {
  confirmed: 'order-confirmed',
  shipped: 'out-for-delivery',
  delivered: 'delivered',
  canceled: 'order-canceled',
  returned: 'order-returned',
};

/** What becomes of the money of a canceled order (the cancellation template's {{2}}), as its e-mail says it. */
const CANCELED_MONEY: Record<'refund' | 'not-charged' | 'cash-not-due', Record<Locale, string>> = {
  refund: {
    en: 'What you paid by card will be refunded; your bank may take a few working days to show it.',
    ar: 'سنعيد إليك ما دفعته بالبطاقة، وقد يستغرق ظهوره بضعة أيام عمل بحسب بنكك.',
  },
  'not-charged': { en: 'Your card was not charged.', ar: 'لم يُخصم أي مبلغ من بطاقتك.' },
  'cash-not-due': { en: 'Nothing is due from you.', ar: 'لا يستحق عليك أي مبلغ.' },
};

const NO_DRIVER: Record<Locale, string> = { ar: 'مندوب المتجر', en: "the shop's driver" };
/** The out-for-delivery message's {{3}} when no driver (or no number) is on the order: never a bare dash. */
const NO_DRIVER_PHONE: Record<Locale, string> = {
  ar: 'سيتصل بك قبل الوصول',
  en: 'they will call you before arriving',
};
/** Out for delivery without a booked window: it arrives today, not "in 2–3 working days". */
const ARRIVES_TODAY: Record<Locale, string> = { ar: 'يصلك اليوم.', en: 'It reaches you today.' };

/**
 * Queues the event's message for the order when the shopper opted in and the phone is a Qatari mobile;
 * otherwise does nothing. Returns whether a new row was queued. Asks nothing of the switch: the other modules
 * queue through WhatsAppMessages, which does.
 */
export async function queueOrderWhatsApp(
  tx: DbTransaction,
  orderId: number,
  event: ShopperWhatsAppEvent,
  /**
   * Names a repeat of an event that can rightly happen again: the order out for delivery once more (its status
   * change) or with another driver. Without it the event is once per order.
   */
  repeat?: string,
): Promise<boolean> {
  const [order] = await tx
    .select({
      optIn: orders.whatsappOptIn,
      phone: orders.customerPhone,
      locale: orders.locale,
      shortNumber: orders.shortNumber,
      total: orders.totalAmount,
      paymentUrl: orders.paymentUrl,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
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
  const promise = param(deliveryPromiseParameter(order, language), P.sentence);
  const numberParam = param(number, P.number);
  const total = param(formatMoney(order.total, language), P.amount);
  const parameters =
    event === 'order-received'
      ? [numberParam, total, promise]
      : event === 'payment-reminder'
        ? [numberParam, total, param(order.paymentUrl!, P.link)]
        : event === 'out-for-delivery'
          ? [
              numberParam,
              param(order.driverName ?? NO_DRIVER[language], P.name),
              order.driverPhone
                ? param(formatDriverPhone(order.driverPhone), P.number)
                : param(NO_DRIVER_PHONE[language], P.sentence),
              order.deliveryDate && order.deliveryWindowStart && order.deliveryWindowEnd
                ? promise
                : param(ARRIVES_TODAY[language], P.sentence),
            ]
          : event === 'order-confirmed'
            ? [numberParam, promise]
            : event === 'order-canceled'
              ? [numberParam, param(CANCELED_MONEY[cancelMoney(order)][language], P.sentence)]
              : [numberParam];
  const key = repeat ? `${orderId}:${repeat}` : `${orderId}`;
  return insertOutboxRow(tx, key, { orderId, event, recipient, language, parameters });
}

/** The money of a canceled order: a card payment that went through is refunded; nothing else was taken. */
function cancelMoney(order: {
  paymentMethod: 'cash' | 'online';
  paymentStatus: string | null;
}): keyof typeof CANCELED_MONEY {
  if (order.paymentMethod === 'cash') return 'cash-not-due';
  return order.paymentStatus === 'completed' ? 'refund' : 'not-charged';
}

/**
 * The delivery promise parameter of order-received, order-confirmed and out-for-delivery: the booked window,
 * else the zone's working days, as the confirmation e-mail says it (one line: Meta refuses a parameter with a
 * line break, so the two lines of an order without a city are joined by a space). Each line ends with a full
 * stop: the template's next sentence follows it.
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
  })
    .map((line) => (/[.!?؟]$/u.test(line) ? line : `${line}.`))
    .join(' ');
}

/**
 * The order is received (a cash order placed, a card order paid): the shopper's message when opted in, and one
 * message to each active staff member with a WhatsApp number and notifications on (once per order and member).
 */
export async function queueOrderReceivedWhatsApp(tx: DbTransaction, orderId: number): Promise<void> {
  await queueOrderWhatsApp(tx, orderId, 'order-received');
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
        param(formatOrderNumber(order.shortNumber), P.number),
        param(order.name, P.name),
        param(formatMoney(order.total, member.language), P.amount),
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

/**
 * A refund, a return of part of an order, or a delivery the driver could not make: told once per refund,
 * return or failed attempt, keyed by its id (a failed attempt by its time).
 */
export type OrderNotice =
  | {
      event: 'refund';
      refundId: number;
      amount: number;
      method: 'card' | 'cash' | 'store_credit';
      /** A cash refund's way back: cash in hand or a bank transfer. */
      cashHow: 'cash' | 'bank_transfer' | null;
    }
  | { event: 'part-return'; returnId: number; quantity: number }
  | {
      event: 'delivery-failed';
      reason: DeliveryFailureReason;
      /** When the driver reported it: each failed attempt is told once. */
      failedAt: Date;
    };

/**
 * Queues a refund's, a part return's or a failed delivery's message to the order's shopper, on the same terms
 * as the order's own messages: the shopper opted in, a Qatari mobile. Returns whether a new row was queued (a refund
 * or return already told queues nothing).
 */
export async function queueOrderNoticeWhatsApp(
  tx: DbTransaction,
  orderId: number,
  notice: OrderNotice,
): Promise<boolean> {
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
  const numberParam = param(number, P.number);
  const [key, parameters]: [string, string[]] =
    notice.event === 'refund'
      ? [
          `${orderId}:${notice.refundId}`,
          [
            numberParam,
            param(formatMoney(notice.amount, language), P.amount),
            param(
              REFUND_WENT[
                notice.method === 'cash' && notice.cashHow === 'bank_transfer'
                  ? 'bank_transfer'
                  : notice.method
              ][language],
              P.sentence,
            ),
          ],
        ]
      : notice.event === 'part-return'
        ? [
            `${orderId}:${notice.returnId}`,
            [numberParam, param(unitsReturned(notice.quantity, language), P.sentence)],
          ]
        : [
            `${orderId}:${notice.failedAt.getTime()}`,
            [numberParam, param(DELIVERY_FAILURE_SHOPPER_WORDS[notice.reason][language], P.sentence)],
          ];
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
