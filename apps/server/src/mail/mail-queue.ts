import { createHash } from 'node:crypto';
import type { Locale } from '@matjar/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { executePrepared, outbox, type DbTransaction } from '@matjar/db';
import { CHANNELS } from '../events/channels.js';
import { notify } from '../events/notify.js';
import type { DeliveryFailedEmail } from './templates/delivery-failed.js';
import type { PaymentLinkEmail } from './templates/payment-link.js';
import type { RefundNoticeEmail } from './templates/refund-notice.js';
import type { ReturnNoticeEmail } from './templates/return-notice.js';

// E-mails are queued in the outbox in the same transaction as the change that causes them (ARCHITECTURE
// principle 7) and sent later by the mail worker; a dedupe key makes queuing the same e-mail twice a no-op.

export const ORDER_CONFIRMATION_KIND = 'email:order-confirmation';
export const GIFT_CARD_CODES_KIND = 'email:gift-card-codes';
export const CONTACT_MESSAGE_KIND = 'email:contact-message';
export const SIGN_IN_LOCKOUT_KIND = 'email:sign-in-lockout';
export const ORDER_STATUS_KIND = 'email:order-status';
export const CONTACT_REPLY_KIND = 'email:contact-reply';
export const PASSWORD_RESET_KIND = 'email:password-reset';
export const GUEST_ORDERS_LINK_KIND = 'email:guest-orders-link';
/** Money went back to the shopper (decision 045): modules/refunds, once per refund. */
export const REFUND_NOTICE_KIND = 'email:refund';
/** Goods came back from an order that keeps the rest (decision 048): modules/returns, once per return. */
export const RETURN_NOTICE_KIND = 'email:return';
/** A driver could not deliver the order (decision 053): modules/drivers, once per failed attempt. */
export const DELIVERY_FAILED_KIND = 'email:delivery-failed';
/** Staff sent an unpaid card order's payment link again: modules/orders, once per sending. */
export const PAYMENT_LINK_KIND = 'email:payment-link';
/** Queued by the stock ledger, set-based (modules/restock/restock-alert-queue.ts). */
export const RESTOCK_ALERT_KIND = 'email:restock-alert';

/** The statuses a customer is told about when staff move their order; pending never is. */
export const CUSTOMER_NOTIFIED_STATUSES = [
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'returned',
] as const;
export type CustomerNotifiedStatus = (typeof CUSTOMER_NOTIFIED_STATUSES)[number];

export interface OrderEmailLine {
  productName: string;
  variantName: string | null;
  quantity: number;
  /** Dirhams. */
  unitPrice: number;
  totalPrice: number;
  /** True for a gift-card line (nothing to deliver); when absent, the order's isGiftCardOrder decides. */
  giftCard?: boolean;
}

/** Everything the order-confirmation e-mail shows; amounts in dirhams. */
export interface OrderConfirmationEmail {
  to: string;
  locale: Locale;
  orderNumber: string;
  /** The short number (D20) the e-mail shows as "#1001"; absent in e-mails queued before it existed. */
  shortNumber?: number;
  customerName: string;
  paymentMethod: 'cash' | 'online';
  /** What the shop's gift card paid (decision 046), its code masked, and whether it paid everything. */
  giftCardAmount?: number;
  giftCardMasked?: string;
  paidInFull?: boolean;
  isGiftCardOrder: boolean;
  items: OrderEmailLine[];
  subtotal: number;
  discount: number;
  /** What was charged for delivery, after shippingDiscount. */
  shippingFee: number;
  /** What a delivery coupon waived of the zone's fee; absent in e-mails queued before it was kept. */
  shippingDiscount?: number;
  total: number;
  couponCode: string | null;
  shippingAddress: string | null;
  shippingCity: string | null;
  /** The delivery window booked (decision 034); absent or null: none. */
  deliveryWindow?: { date: string; start: string; end: string } | null;
  /** The zone's promise in working days (decision 032); absent in e-mails queued before it was added. */
  deliveryDays?: { min: number; max: number } | null;
  createdAt: string;
  /** The signed token of the tracking link (decision 030); absent in e-mails queued before it existed. */
  trackingToken?: string;
}

export interface GiftCardCodesEmail {
  to: string;
  locale: Locale;
  orderNumber: string;
  /** The short number (D20) the e-mail shows as "#1001"; absent in e-mails queued before it existed. */
  shortNumber?: number;
  customerName: string;
  /** `pin`: the brand's PIN or serial that goes with the code, when it has one. */
  cards: { productName: string; value: number; code: string; pin?: string | null; expiresAt: string }[];
  /**
   * Why it is sent: the paid order's codes (also when staff resend them), a void code's replacement, or a
   * new shop gift card holding a refund as store credit (decision 046).
   */
  occasion?: 'paid' | 'replaced' | 'store_credit';
  /** For a replacement: the void code it replaces, masked (core's maskGiftCardCode), never the code. */
  replaces?: string;
}

/** Tells the customer their order moved (staff changed its status); amounts in dirhams. */
export interface OrderStatusEmail {
  to: string;
  locale: Locale;
  orderNumber: string;
  /** The short number (D20) the e-mail shows as "#1001"; absent in e-mails queued before it existed. */
  shortNumber?: number;
  customerName: string;
  status: CustomerNotifiedStatus;
  paymentMethod: 'cash' | 'online';
  items: { productName: string; variantName: string | null; quantity: number }[];
  total: number;
  /**
   * On a cancellation, what happens to the money: a card payment that went through is refunded by staff in
   * the gateway ("refund"), an unpaid card order was never charged, a cash order had nothing due yet.
   * Absent in e-mails queued before it existed (and on other statuses).
   */
  payment?: OrderCancellationPayment;
  /** On a cancellation, the order's gift-card codes it voided, masked (core's maskGiftCardCode). */
  voidedCodes?: string[];
  /** Every line a gift card: nothing to deliver or track. Absent in e-mails queued before it existed. */
  digital?: boolean;
  /** The signed tracking token (decision 030) of the e-mail's link; removed from the row once sent. */
  trackingToken?: string;
  /** The delivery promise as the confirmation gave it (decisions 032, 034), for confirmed and shipped. */
  shippingCity?: string | null;
  deliveryWindow?: { date: string; start: string; end: string } | null;
  deliveryDays?: { min: number; max: number } | null;
}

export const ORDER_CANCELLATION_PAYMENTS = ['refund', 'not-charged', 'cash-not-due'] as const;
export type OrderCancellationPayment = (typeof ORDER_CANCELLATION_PAYMENTS)[number];

/** Tells an account's owner that repeated failed sign-ins locked it for a while (once per lockout). */
export interface SignInLockoutEmail {
  to: string;
  locale: Locale;
  /** Which sign-in: the back office (staff) or the shop (customers). */
  scope: 'staff' | 'customer';
  lockedMinutes: number;
  lockedUntil: string;
}

/** A message from the storefront's contact form, for the shop's own address. */
export interface ContactMessageEmail {
  to: string;
  replyTo: string;
  subject: string;
  contactMessageId?: number | undefined;
  name: string;
  email: string;
  phone?: string | null | undefined;
  message: string;
  locale: Locale;
}

/** A staff reply to a contact message, to its sender, quoting the shopper's subject and message. */
export interface ContactReplyEmail {
  to: string;
  /** The shop's contact address (site settings), so the shopper's answer reaches the shop. */
  replyTo: string | null;
  locale: Locale;
  name: string;
  subject: string;
  message: string;
  reply: string;
  contactMessageId: number;
  replyId: number;
}

/**
 * Due date of an e-mail that waits for an event rather than a time: a card order's confirmation is written
 * with the order (its content is the order as placed) but only becomes due when the payment completes.
 */
const HELD_UNTIL = new Date('9999-12-31T00:00:00Z');

async function notifyWorker(tx: DbTransaction, kind: string): Promise<void> {
  // Delivered when the transaction commits (and dropped if it rolls back).
  await notify(tx, CHANNELS.outbox, kind);
}

async function enqueue(
  tx: DbTransaction,
  kind: string,
  dedupeKey: string,
  payload: object,
  held = false,
): Promise<void> {
  await enqueueIfNew(tx, kind, dedupeKey, payload, held);
}

/**
 * The INSERT of one e-mail into the outbox, a no-op when an e-mail with its dedupe key was queued already;
 * `held`, due only once released. RETURNING its id when new.
 */
function outboxInsert(kind: string, dedupeKey: string, payload: object, held = false): SQL {
  return sql`
    INSERT INTO outbox (kind, dedupe_key, payload, next_attempt_at)
    VALUES (${kind}, ${dedupeKey}, ${JSON.stringify(payload)}::jsonb, ${held ? HELD_UNTIL : sql`now()`})
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`;
}

/**
 * enqueue, saying whether the row is new (false: an e-mail with this dedupe key was already queued). A new
 * row that is due wakes the mail worker in the same statement (one round trip; delivered on commit).
 */
async function enqueueIfNew(
  tx: DbTransaction,
  kind: string,
  dedupeKey: string,
  payload: object,
  held = false,
): Promise<boolean> {
  const wake = held ? sql`` : sql`, ${mailWorkerNotice(kind)}`;
  const inserted = await executePrepared(
    tx,
    held ? 'outbox-enqueue-held' : 'outbox-enqueue',
    sql`WITH queued AS (${outboxInsert(kind, dedupeKey, payload, held)}) SELECT id${wake} FROM queued`,
  );
  return inserted.rows.length > 0;
}

const confirmationKey = (orderNumber: string) => `order-confirmation:${orderNumber}`;

/**
 * The order confirmation, queued by the statement that writes the order (create-order's lines): the INSERT
 * (RETURNING its id when new), and what to select from it, `FROM queued`, so a new e-mail that is due wakes the
 * mail worker. A cash order's goes out at once; a card order's is held until its payment completes
 * (orderConfirmationRelease), so nobody is told "order confirmed" for a payment that then fails.
 */
export function orderConfirmationQueued(mail: OrderConfirmationEmail): { insert: SQL; wakes: SQL } {
  // Paid in whole by the shop's gift card: nothing is left to wait for.
  const held = mail.paymentMethod === 'online' && !mail.paidInFull;
  return {
    insert: outboxInsert(ORDER_CONFIRMATION_KIND, confirmationKey(mail.orderNumber), mail, held),
    wakes: held ? sql`NULL` : mailWorkerNotice(ORDER_CONFIRMATION_KIND),
  };
}

/**
 * The card order's payment completed: its held confirmation becomes due now. An UPDATE for the statement that
 * announces the paid order (modules/payments), which wakes the mail worker (mailWorkerNotice) with it.
 */
export function orderConfirmationRelease(orderNumber: string): SQL {
  return sql`
    UPDATE outbox SET next_attempt_at = now()
    WHERE dedupe_key = ${confirmationKey(orderNumber)} AND status = 'pending'
      AND next_attempt_at = ${HELD_UNTIL.toISOString()}::timestamptz`;
}

/** The mail worker's wake-up for e-mails of `kind` just made due (a pg_notify call, delivered on commit). */
export function mailWorkerNotice(kind: string): SQL {
  return sql`pg_notify(${CHANNELS.outbox}, ${kind}::text)`;
}

/**
 * An unpaid card order switched to cash on delivery by staff: its held confirmation goes out now, saying cash on
 * delivery (the e-mail was written when the order was placed, by card).
 */
export async function releaseOrderConfirmationAsCash(tx: DbTransaction, orderNumber: string): Promise<void> {
  await tx
    .update(outbox)
    .set({
      payload: sql`jsonb_set(${outbox.payload}, '{paymentMethod}', '"cash"'::jsonb)`,
      nextAttemptAt: sql`now()`,
    })
    .where(
      and(
        eq(outbox.dedupeKey, confirmationKey(orderNumber)),
        eq(outbox.status, 'pending'),
        eq(outbox.nextAttemptAt, HELD_UNTIL),
      ),
    );
  await notifyWorker(tx, ORDER_CONFIRMATION_KIND);
}

/** The card order's payment failed, was cancelled or expired: its confirmation is never sent. */
export async function discardOrderConfirmation(tx: DbTransaction, orderNumber: string): Promise<void> {
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.dedupeKey, confirmationKey(orderNumber)),
        eq(outbox.status, 'pending'),
        eq(outbox.nextAttemptAt, HELD_UNTIL),
      ),
    );
}

const giftCardCodesKey = (orderNumber: string) => `gift-card-codes:${orderNumber}`;

/** Queued when the payment of an order with gift cards completes and its codes are issued. */
export function queueGiftCardCodes(tx: DbTransaction, mail: GiftCardCodesEmail): Promise<void> {
  return enqueue(tx, GIFT_CARD_CODES_KIND, giftCardCodesKey(mail.orderNumber), mail);
}

/**
 * queueGiftCardCodes' INSERT, for the statement that announces the paid order (modules/payments), which wakes
 * the mail worker (mailWorkerNotice) with it.
 */
export function giftCardCodesInsert(mail: GiftCardCodesEmail): SQL {
  return outboxInsert(GIFT_CARD_CODES_KIND, giftCardCodesKey(mail.orderNumber), mail);
}

/**
 * Staff resend the codes e-mail. `resendKey` names one click (the request's Idempotency-Key, else a fresh
 * id), so a double-submitted request queues one e-mail and each new click another. False: already queued.
 */
export function queueGiftCardCodesResend(
  tx: DbTransaction,
  mail: GiftCardCodesEmail,
  resendKey: string,
): Promise<boolean> {
  const key = `gift-card-codes-resend:${mail.orderNumber}:${resendKey}`;
  return enqueueIfNew(tx, GIFT_CARD_CODES_KIND, key, mail);
}

/** A void code's replacement, once: a code is voided only once, so its id names the e-mail. */
export function queueGiftCardReplacement(
  tx: DbTransaction,
  mail: GiftCardCodesEmail,
  voidedGiftCardId: number,
): Promise<void> {
  return enqueue(tx, GIFT_CARD_CODES_KIND, `gift-card-replaced:${voidedGiftCardId}`, mail);
}

/** A new shop gift card holding a refund as store credit (decision 046): once per refund. */
export function queueStoreCreditCard(
  tx: DbTransaction,
  mail: GiftCardCodesEmail,
  refundId: number,
): Promise<void> {
  return enqueue(tx, GIFT_CARD_CODES_KIND, `gift-card-store-credit:${refundId}`, mail);
}

/** A storefront contact-form message for the shop's own address (never the sender's: D9). */
export function queueContactMessage(
  tx: DbTransaction,
  mail: ContactMessageEmail & { contactMessageId: number },
): Promise<void> {
  return enqueue(tx, CONTACT_MESSAGE_KIND, `contact-message:${mail.contactMessageId}`, mail);
}

/** A staff reply to a contact message, to its sender; the reply's id names the e-mail, so it goes out once. */
export async function queueContactReply(tx: DbTransaction, mail: ContactReplyEmail): Promise<void> {
  await enqueue(tx, CONTACT_REPLY_KIND, `contact-reply:${mail.replyId}`, mail);
}

/** Queued by the sign-in limits when an account's lockout begins; the key makes it once per lockout. */
export function queueSignInLockoutNotice(
  tx: DbTransaction,
  mail: SignInLockoutEmail,
  lockoutKey: string,
): Promise<void> {
  return enqueue(tx, SIGN_IN_LOCKOUT_KIND, `sign-in-lockout:${lockoutKey}`, mail);
}

/**
 * Queued in the transaction of a staff status change. The key names the change's timeline row, so each change
 * queues exactly one e-mail (a retried transaction cannot add a second) and a later change to the same status
 * (shipped → confirmed → shipped) gets its own.
 */
export function queueOrderStatusEmail(
  tx: DbTransaction,
  mail: OrderStatusEmail,
  change: { orderId: number; historyId: number },
): Promise<void> {
  const key = `order-status:${change.orderId}:${mail.status}:${change.historyId}`;
  return enqueue(tx, ORDER_STATUS_KIND, key, mail);
}

/** A customer asked to reset their password (decision 037): the signed link, valid for an hour. */
export interface PasswordResetEmail {
  to: string;
  locale: Locale;
  customerName: string;
  /** The reset token (PASSWORD_RESET_TOKEN_PATTERN); the link is built from the shop's public address. */
  token: string;
  expiresAt: string;
}

/**
 * Queued by forgot-password; each request its own e-mail (the rate limits bound how many). The dedupe key
 * holds the token's SHA-256, never the token: keys are not scrubbed after sending, and they used to become
 * the Message-ID.
 */
export function queuePasswordResetEmail(tx: DbTransaction, mail: PasswordResetEmail): Promise<void> {
  const digest = createHash('sha256').update(mail.token).digest('base64url');
  return enqueue(tx, PASSWORD_RESET_KIND, `password-reset:${digest}`, mail);
}

/**
 * Someone signed up with an e-mail that has guest orders (decision 043): the link that joins them to the
 * account, sent to that address so only its owner can follow it.
 */
export interface GuestOrdersLinkEmail {
  to: string;
  locale: Locale;
  customerName: string;
  /** The link's token (GUEST_ORDERS_TOKEN_PATTERN); only its hash is stored with the link. */
  token: string;
  expiresAt: string;
}

/**
 * Queued with the link in the sign-up's transaction. The dedupe key (which also names the Message-ID) is the
 * link's row id, never its token: a secret does not go into a header.
 */
export function queueGuestOrdersLinkEmail(
  tx: DbTransaction,
  mail: GuestOrdersLinkEmail,
  linkId: number,
): Promise<void> {
  return enqueue(tx, GUEST_ORDERS_LINK_KIND, `guest-orders-link:${linkId}`, mail);
}

/** A refund succeeded: the shopper is told once per refund (the key names it), in the order's language. */
export function queueRefundNotice(
  tx: DbTransaction,
  refundId: number,
  mail: RefundNoticeEmail,
): Promise<void> {
  return enqueue(tx, REFUND_NOTICE_KIND, `refund:${refundId}`, mail);
}

/**
 * Goods came back from an order that keeps the rest: the shopper is told once per return (the key names it),
 * in the order's language. False: this return's e-mail was already queued.
 */
export function queueReturnNotice(
  tx: DbTransaction,
  returnId: number,
  mail: ReturnNoticeEmail,
): Promise<boolean> {
  return enqueueIfNew(tx, RETURN_NOTICE_KIND, `return:${returnId}`, mail);
}

/**
 * A driver could not deliver the order: the shopper is told once per failed attempt (the key names the order and
 * when the driver reported it), in the order's language.
 */
export function queueDeliveryFailedNotice(
  tx: DbTransaction,
  change: { orderId: number; failedAt: Date },
  mail: DeliveryFailedEmail,
): Promise<void> {
  return enqueue(
    tx,
    DELIVERY_FAILED_KIND,
    `delivery-failed:${change.orderId}:${change.failedAt.getTime()}`,
    mail,
  );
}

/** An unpaid card order's payment link, sent again by staff: the `sending`-th time for this order. */
export function queuePaymentLinkMail(
  tx: DbTransaction,
  sending: { orderId: number; count: number },
  mail: PaymentLinkEmail,
): Promise<boolean> {
  return enqueueIfNew(tx, PAYMENT_LINK_KIND, `payment-link:${sending.orderId}:${sending.count}`, mail);
}

/** How many times staff have sent this order's payment link again. */
export async function paymentLinksSent(tx: DbTransaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(eq(outbox.kind, PAYMENT_LINK_KIND), sql`${outbox.dedupeKey} LIKE ${`payment-link:${orderId}:%`}`),
    );
  return row?.count ?? 0;
}
