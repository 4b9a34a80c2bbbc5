import type { Localized } from './locale.js';

/**
 * The one order-status machine of departure D8, used by every screen, the dashboard and the server:
 * pending → confirmed → shipped → delivered; pending or confirmed → canceled; shipped → confirmed (a shipment
 * that came back). delivered and canceled are final.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'canceled'],
  confirmed: ['shipped', 'canceled'],
  shipped: ['delivered', 'confirmed'],
  delivered: [],
  canceled: [],
};

export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';
/** Shown as cards on the active-orders screen. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];
/** Shown in the history table. */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['delivered', 'canceled'];

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

export const PAYMENT_METHODS = ['cash', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, Localized>> = {
  cash: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
  online: { ar: 'الدفع الإلكتروني بالبطاقة', en: 'Online card payment' },
};

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
