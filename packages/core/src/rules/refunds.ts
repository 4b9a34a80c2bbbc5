import type { Localized } from './locale.js';
import type { PaymentMethod, PaymentStatus } from './order-status.js';

/**
 * Money going back to a shopper (decision 045). One order's refunds never add up to more than was paid; each
 * has a reason, a method and a state. The methods an order offers depend on how it was paid: a card order
 * back to its card (through the gateway, or recorded from the gateway's portal), a cash order in cash, and
 * any paid order as store credit on the shop's own gift card where the shopper agrees (decision 046). The
 * database check `refunds_method_check` lists the same values.
 */
export const REFUND_METHODS = ['card', 'cash', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** pending until the money is confirmed gone back; failed says why and can be tried again. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a cash refund was paid: from cash in hand (reduces that person's cash to hand over) or by transfer. */
export const CASH_REFUND_HOW = ['cash', 'bank_transfer'] as const;
export type CashRefundHow = (typeof CASH_REFUND_HOW)[number];

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, Localized>> = {
  card: { ar: 'إلى البطاقة', en: 'To the card' },
  cash: { ar: 'نقدًا', en: 'In cash' },
  store_credit: { ar: 'رصيد في المتجر (بطاقة هدية)', en: 'Store credit (gift card)' },
};
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, Localized>> = {
  pending: { ar: 'قيد الاسترداد', en: 'Refund pending' },
  succeeded: { ar: 'تم الاسترداد', en: 'Refunded' },
  failed: { ar: 'فشل الاسترداد', en: 'Refund failed' },
};
export const CASH_REFUND_HOW_LABELS: Readonly<Record<CashRefundHow, Localized>> = {
  cash: { ar: 'نقدًا باليد', en: 'Cash in hand' },
  bank_transfer: { ar: 'تحويل بنكي', en: 'Bank transfer' },
};

/** The longest refund reason. */
export const REFUND_REASON_MAX = 500;
/** The longest refund reference typed from a gateway's portal. */
export const REFUND_REFERENCE_MAX = 100;

/**
 * The ways an order paid this way can be refunded: the money's own way back (its card, or cash) when some of
 * it was paid that way, and store credit always (the shopper's agreement is asked when it is chosen). An
 * order the shop's gift card paid in whole has no card payment to refund: store credit only.
 */
export function refundMethodsFor(
  paymentMethod: PaymentMethod,
  giftCard: { total_amount: number; gift_card_amount: number } = { total_amount: 1, gift_card_amount: 0 },
): RefundMethod[] {
  const money: RefundMethod[] =
    giftCard.gift_card_amount >= giftCard.total_amount ? [] : [paymentMethod === 'online' ? 'card' : 'cash'];
  return [...money, 'store_credit'];
}

/**
 * What the shopper paid, in dirhams: a completed card payment's total (the gift card's part included), or the
 * cash recorded as received plus what the shop's gift card paid.
 */
export function paidAmount(order: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
  total_amount: number;
  cash_received_amount: number | null;
  gift_card_amount?: number;
}): number {
  if (order.payment_method === 'cash')
    return (order.cash_received_amount ?? 0) + (order.gift_card_amount ?? 0);
  return order.payment_status === 'completed' ? order.total_amount : 0;
}

/**
 * What may still go back by the money's own way (card or cash): the part paid that way, less what went or is
 * going back that way. The gift card's part goes back only as store credit.
 */
export function moneyRefundable(
  paid: number,
  giftCardAmount: number,
  moneyRefundedOrPending: number,
): number {
  return Math.max(0, paid - giftCardAmount - moneyRefundedOrPending);
}

/**
 * What may still be refunded: paid minus what has gone back and what is on its way back (pending). A failed
 * refund holds nothing: it is tried again as it was, or left.
 */
export function refundableAmount(paid: number, refunded: number, pending: number): number {
  return Math.max(0, paid - refunded - pending);
}

/** How much of the payment has gone back: none, part, or all of it. */
export function refundExtent(paid: number, refunded: number): 'none' | 'partly_refunded' | 'refunded' {
  if (refunded <= 0) return 'none';
  return refunded >= paid ? 'refunded' : 'partly_refunded';
}
