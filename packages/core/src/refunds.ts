import type { Localized } from './locale.js';
import type { PaymentMethod, PaymentStatus } from './order-status.js';

/**
 * Money going back to a shopper (decision 045). One order's refunds never add up to more than was paid; each
 * has a reason, a method and a state. The methods an order offers depend on how it was paid: a card order
 * back to its card (through the gateway, or recorded from the gateway's portal), a cash order in cash. The
 * shop's own gift card (store credit) is the next method: add it here, to `refundMethodsFor` and to the
 * database check `refunds_method_check`, and the routes and screens offer it with the others.
 */
export const REFUND_METHODS = ['card', 'cash'] as const;
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

/** The ways an order paid this way can be refunded. */
export function refundMethodsFor(paymentMethod: PaymentMethod): RefundMethod[] {
  return paymentMethod === 'online' ? ['card'] : ['cash'];
}

/** What the shopper paid, in dirhams: a completed card payment's total, or the cash recorded as received. */
export function paidAmount(order: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
  total_amount: number;
  cash_received_amount: number | null;
}): number {
  if (order.payment_method === 'cash') return order.cash_received_amount ?? 0;
  return order.payment_status === 'completed' ? order.total_amount : 0;
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
