import { PENDING_PAYMENT_TTL_MS } from './limits.js';
import type { PaymentStatus, TransactionStatus } from './order-status.js';

/** Storefront §4, §9: the confirmation screen checks at most 30 times, then shows the timeout state. */
export const MAX_POLL_ATTEMPTS = 30;

/** Wait before the next check, given how many checks were made so far (0-based). */
export function pollDelayMs(attempt: number): number {
  if (attempt < 10) return 2_000;
  if (attempt < 20) return 5_000;
  return 10_000;
}

export function shouldPollAgain(attempt: number): boolean {
  return attempt < MAX_POLL_ATTEMPTS;
}

/** A locally saved pending payment older than 30 minutes is discarded. */
export function isPendingPaymentFresh(savedAt: number, now: Date): boolean {
  return (
    Number.isFinite(savedAt) && now.getTime() - savedAt < PENDING_PAYMENT_TTL_MS && savedAt <= now.getTime()
  );
}

export type VerificationOutcome = 'completed' | 'failed' | 'cancelled' | 'processing' | 'unknown';

export interface VerificationInput {
  success?: boolean;
  order?: {
    status?: string | null;
    paymentStatus?: PaymentStatus | string | null;
    paymentMethod?: string | null;
  } | null;
  transaction?: { status?: TransactionStatus | string | null } | null;
}

/**
 * What the confirmation screen shows for a verify-order answer (storefront §4). Completed first; then a
 * cancellation of the payment itself (more specific than an order marked canceled); then failure; then
 * processing. A cash order needs no payment, so once it exists it counts as completed. An answer with no
 * order is 'unknown': the screen stops loading and offers the way back.
 */
export function classifyVerification(response: VerificationInput): VerificationOutcome {
  const order = response.order;
  if (!response.success || !order) return 'unknown';
  const payment = order.paymentStatus ?? null;
  const status = order.status ?? null;
  const transaction = response.transaction?.status ?? null;

  if (payment === 'completed' || status === 'confirmed' || status === 'shipped' || status === 'delivered') {
    return 'completed';
  }
  if (payment === 'cancelled' || transaction === 'cancelled') return 'cancelled';
  if (payment === 'failed' || status === 'cancelled' || status === 'canceled') return 'failed';
  if (transaction === 'failed' || transaction === 'rejected') return 'failed';
  if (order.paymentMethod === 'cash') return 'completed';
  return 'processing';
}
