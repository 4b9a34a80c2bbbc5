import type { ErrorCode } from './error-catalog.js';
import type { Localized } from './locale.js';

/**
 * The one order-status machine of departure D8, used by every screen, the dashboard and the server:
 * pending → confirmed → shipped → delivered; pending or confirmed → canceled; shipped → confirmed (a shipment
 * that came back); delivered → returned (the whole order came back after delivery, with a reason: decision 027).
 * canceled and returned are final.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'canceled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'canceled'],
  confirmed: ['shipped', 'canceled'],
  shipped: ['delivered', 'confirmed'],
  delivered: ['returned'],
  canceled: [],
  returned: [],
};

export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';
/** Shown as cards on the active-orders screen. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];
/** Shown in the history table. */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled', 'returned'];

/** Moves that need the staff member's reason (decision 027: a return says why the goods came back). */
export const REASONED_STATUSES: readonly OrderStatus[] = ['returned'];

/** The longest a staff member's reason for a move may be. */
export const STATUS_REASON_MAX = 500;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isActiveStatus(status: OrderStatus): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** The all-orders screen of the old product used other words; D8 maps them onto the one machine. */
export const LEGACY_ORDER_STATUSES: Readonly<Record<string, OrderStatus>> = {
  processing: 'confirmed',
  completed: 'delivered',
  cancelled: 'canceled',
};

/** A current or legacy status word (any case) as an OrderStatus, or undefined when it is neither. */
export function normalizeLegacyStatus(value: string): OrderStatus | undefined {
  const word = value.trim().toLowerCase();
  if (isOrderStatus(word)) return word;
  return LEGACY_ORDER_STATUSES[word];
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, Localized>> = {
  pending: { ar: 'قيد الانتظار', en: 'Pending' },
  confirmed: { ar: 'مؤكد', en: 'Confirmed' },
  shipped: { ar: 'تم الشحن', en: 'Shipped' },
  delivered: { ar: 'تم التوصيل', en: 'Delivered' },
  canceled: { ar: 'ملغي', en: 'Canceled' },
  returned: { ar: 'مُرتجع', en: 'Returned' },
};

/** Payment status of an order; null (absent) for cash orders until paid on delivery. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, Localized>> = {
  pending: { ar: 'بانتظار الدفع', en: 'Awaiting payment' },
  completed: { ar: 'مدفوع', en: 'Paid' },
  failed: { ar: 'فشل الدفع', en: 'Payment failed' },
  cancelled: { ar: 'أُلغي الدفع', en: 'Payment cancelled' },
};

/**
 * What an order's payment stands at, as every screen words it: a card order's payment status; a
 * cash order is `cash_due` until it is delivered, `cash_awaited` once delivered while its cash is not
 * recorded yet (never "to be paid on delivery" beside "cash not yet received"), then `collected`.
 */
export const PAYMENT_STATES = [
  'cash_due',
  'cash_awaited',
  'collected',
  ...PAYMENT_STATUSES,
  'partly_refunded',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, Localized>> = {
  cash_due: { ar: 'يُدفع عند الاستلام', en: 'To be paid on delivery' },
  cash_awaited: { ar: 'سُلّم الطلب، ولم يُستلم النقد بعد', en: 'Delivered, cash not received yet' },
  collected: { ar: 'تم التحصيل', en: 'Collected' },
  ...PAYMENT_STATUS_LABELS,
  partly_refunded: { ar: 'مسترد جزئيًا', en: 'Partly refunded' },
  refunded: { ar: 'مسترد بالكامل', en: 'Refunded' },
};

/**
 * The payment state of an order from its method, status, card payment status and cash record; once money has
 * gone back (succeeded refunds, decision 045), refunded or partly refunded against what was paid.
 */
export function paymentState(order: {
  payment_method: PaymentMethod;
  status: OrderStatus;
  payment_status: PaymentStatus | null;
  cash_received_at: string | null;
  paid_amount?: number;
  refunded_amount?: number;
}): PaymentState {
  const refunded = order.refunded_amount ?? 0;
  if (refunded > 0) return refunded >= (order.paid_amount ?? 0) ? 'refunded' : 'partly_refunded';
  if (order.payment_method === 'cash') {
    if (order.cash_received_at !== null) return 'collected';
    return order.status === 'delivered' || order.status === 'returned' ? 'cash_awaited' : 'cash_due';
  }
  return order.payment_status ?? 'pending';
}

export const PAYMENT_METHODS = ['cash', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, Localized>> = {
  cash: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
  online: { ar: 'الدفع الإلكتروني بالبطاقة', en: 'Online card payment' },
};

/**
 * Why an order may not be fulfilled yet: a card order is not an order to fulfil until its payment
 * completed. `awaiting_payment` while the shopper is still at the gateway; `payment_failed` and
 * `payment_cancelled` once it will not be paid. Cash orders are never held.
 */
export const PAYMENT_HOLDS = ['awaiting_payment', 'payment_failed', 'payment_cancelled'] as const;
export type PaymentHold = (typeof PAYMENT_HOLDS)[number];

/** What the payment-aware rule reads of an order (the API's field names). */
export interface OrderPaymentFacts {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
}

/** The moves a payment hold refuses: the ones that fulfil the order. Cancelling stays open. */
export const FULFILMENT_STATUSES: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered'];

/** The hold on an order's fulfilment, or null when it may be fulfilled (cash, or a completed card payment). */
export function paymentHold(order: OrderPaymentFacts): PaymentHold | null {
  if (order.payment_method !== 'online') return null;
  switch (order.payment_status) {
    case 'completed':
      return null;
    case 'failed':
      return 'payment_failed';
    case 'cancelled':
      return 'payment_cancelled';
    default:
      return 'awaiting_payment';
  }
}

/** Why a move is refused: the machine does not have it, or the order's payment holds it. */
export type TransitionRefusal = 'invalid_transition' | PaymentHold;

/**
 * The one rule deciding whether an order may move from its status to another given how it is paid: the
 * machine first, then the payment hold (a card order not paid cannot be confirmed, shipped or delivered; it
 * can be canceled). Null when the move is allowed; otherwise the reason, which the server turns into its
 * error (PAYMENT_HOLD_ERRORS) and the back office into the line saying why an action is missing.
 */
export function transitionRefusal(
  order: OrderPaymentFacts & { status: OrderStatus },
  to: OrderStatus,
): TransitionRefusal | null {
  if (!canTransition(order.status, to)) return 'invalid_transition';
  if (FULFILMENT_STATUSES.includes(to)) return paymentHold(order);
  return null;
}

/** The moves the machine offers from the order's status that its payment allows now. */
export function allowedMoves(order: OrderPaymentFacts & { status: OrderStatus }): OrderStatus[] {
  return nextStatuses(order.status).filter((to) => transitionRefusal(order, to) === null);
}

/** The moves the machine offers that the order's payment holds back, with the hold (null when none). */
export function heldMoves(
  order: OrderPaymentFacts & { status: OrderStatus },
): { hold: PaymentHold; moves: OrderStatus[] } | null {
  const hold = paymentHold(order);
  if (!hold) return null;
  const moves = nextStatuses(order.status).filter((to) => FULFILMENT_STATUSES.includes(to));
  return moves.length > 0 ? { hold, moves } : null;
}

/** The API's error code for each hold (409, both languages in error-catalog.ts). */
export const PAYMENT_HOLD_ERRORS = {
  awaiting_payment: 'ORDER_AWAITING_PAYMENT',
  payment_failed: 'ORDER_PAYMENT_FAILED',
  payment_cancelled: 'ORDER_PAYMENT_CANCELLED',
} as const satisfies Record<PaymentHold, ErrorCode>;

/** Gateway transaction states seen by the verification screen (storefront §4). */
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'rejected',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Why the system (not a person) canceled an order, kept on its timeline row: an unpaid card order closed
 * when its payment window passed, the gateway declined or the shopper cancelled at the gateway, or the payment
 * could not be opened at all. Stored as this code in the row's reason (its username is null: the system).
 */
export const SYSTEM_CANCEL_REASONS = [
  'payment_expired',
  'payment_failed',
  'payment_cancelled',
  'payment_not_opened',
] as const;
export type SystemCancelReason = (typeof SYSTEM_CANCEL_REASONS)[number];

export function isSystemCancelReason(value: unknown): value is SystemCancelReason {
  return (SYSTEM_CANCEL_REASONS as readonly unknown[]).includes(value);
}

export const SYSTEM_CANCEL_REASON_LABELS: Readonly<Record<SystemCancelReason, Localized>> = {
  payment_expired: {
    ar: 'انتهت مهلة الدفع بالبطاقة دون إتمام الدفع، فأُلغي الطلب تلقائيًا وأُعيد مخزونه',
    en: 'The card payment window ended without payment, so the order was canceled automatically and its stock returned',
  },
  payment_failed: {
    ar: 'رُفض الدفع بالبطاقة، فأُلغي الطلب تلقائيًا وأُعيد مخزونه',
    en: 'The card payment was declined, so the order was canceled automatically and its stock returned',
  },
  payment_cancelled: {
    ar: 'ألغى المتسوق الدفع بالبطاقة، فأُلغي الطلب تلقائيًا وأُعيد مخزونه',
    en: 'The shopper cancelled the card payment, so the order was canceled automatically and its stock returned',
  },
  payment_not_opened: {
    ar: 'تعذّر فتح صفحة الدفع بالبطاقة، فأُلغي الطلب تلقائيًا وأُعيد مخزونه',
    en: 'The card payment page could not be opened, so the order was canceled automatically and its stock returned',
  },
};
