import { EXCHANGE_DAYS, RETURN_DAYS } from './limits.js';
import type { Localized } from './locale.js';
import type { OrderStatus } from './order-status.js';

/**
 * Goods coming back from a delivered order (decision 048). Staff name the lines and quantities, why, and the
 * condition of what came back: resellable goes back into stock (ledger reason `return`), damaged is written off
 * (it comes back, then leaves again as `return_damaged`). An order may be returned in several goes, never more
 * than was sold per line; once every unit is back the order's status is `returned`. An exchange is a return
 * that makes a replacement order; the difference in price is charged on the replacement or refunded.
 */
export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_CONDITION_LABELS: Readonly<Record<ReturnCondition, Localized>> = {
  resellable: { ar: 'صالح للبيع (يعود إلى المخزون)', en: 'Resellable (back in stock)' },
  damaged: { ar: 'تالف (يُشطب من المخزون)', en: 'Damaged (written off)' },
};
export const RETURN_KIND_LABELS: Readonly<Record<ReturnKind, Localized>> = {
  return: { ar: 'إرجاع', en: 'Return' },
  exchange: { ar: 'استبدال', en: 'Exchange' },
};

/** The longest reason for a return, or for accepting one past the window. */
export const RETURN_REASON_MAX = 500;
/** The longest window staff may set, in days. */
export const RETURN_WINDOW_MAX_DAYS = 365;

/** The shop's windows, in days from delivery: a return, an exchange (settings `return_policy`). */
export interface ReturnPolicy {
  return_days: number;
  exchange_days: number;
}
export const DEFAULT_RETURN_POLICY: ReturnPolicy = { return_days: RETURN_DAYS, exchange_days: EXCHANGE_DAYS };

const days = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= RETURN_WINDOW_MAX_DAYS
    ? value
    : fallback;

/** The `return_policy` setting (JSON) field by field over the defaults; never throws. */
export function resolveReturnPolicy(value: string | null | undefined): ReturnPolicy {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return {
    return_days: days(fields.return_days, DEFAULT_RETURN_POLICY.return_days),
    exchange_days: days(fields.exchange_days, DEFAULT_RETURN_POLICY.exchange_days),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a return (or exchange) asked at `now` is inside the window counted from delivery: `days` whole days
 * of 24 hours after the moment the order was delivered. Past it only a role that may accept late returns
 * can, with a reason.
 */
export function returnWindow(deliveredAt: Date, now: Date, windowDays: number) {
  const closesAt = new Date(deliveredAt.getTime() + windowDays * DAY_MS);
  return { closesAt, open: now.getTime() <= closesAt.getTime() };
}

/** How much of the order came back: none, part, or all of it (its status is then `returned`). */
export type ReturnState = 'none' | 'partly_returned' | 'returned';
export function returnState(order: { status: OrderStatus; returned_value: number }): ReturnState {
  if (order.status === 'returned') return 'returned';
  return order.returned_value > 0 ? 'partly_returned' : 'none';
}
export const RETURN_STATE_LABELS: Readonly<Record<Exclude<ReturnState, 'none'>, Localized>> = {
  partly_returned: { ar: 'مُرجع جزئيًا', en: 'Partly returned' },
  returned: { ar: 'مُرجع', en: 'Returned' },
};

/**
 * An exchange's money, in dirhams: the goods that came back pay for the replacement up to their value
 * (`credit`); the shopper pays what the replacement costs beyond them (`due`, charged on the replacement
 * order), or is owed what they were worth beyond it (`owed`, refunded on the original order).
 */
export function exchangeDifference(returnedValue: number, replacementValue: number) {
  const credit = Math.min(returnedValue, replacementValue);
  return {
    credit,
    due: replacementValue - credit,
    owed: returnedValue - credit,
  };
}

/** What may still come back of one order line: sold less what already came back (never below 0). */
export function returnableQuantity(sold: number, returned: number): number {
  return Math.max(0, sold - returned);
}
