import type { GatewayPaymentStatus } from '../payment-gateway.js';

/**
 * SkipCash statusId → our normalised status. 2 paid; 3 canceled; 4 failed and 5 rejected are failures;
 * 0 new, 1 pending and 12 "customer started paying" (unconfirmed) are still in progress. Refund states
 * (6, 7, 8) change nothing here: they are read apart by skipCashRefundState.
 */
export function skipCashStatus(statusId: number): GatewayPaymentStatus {
  switch (statusId) {
    case 2:
      return 'completed';
    case 3:
      return 'cancelled';
    case 4:
    case 5:
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * SkipCash's refund states of a payment: 6 refunded, 7 refund pending, 8 refund failed. Refunds are made in the
 * SkipCash portal (no refund call is documented); staff record them here and this confirms them.
 */
export function skipCashRefundState(
  statusId: number,
): 'refunded' | 'refund_pending' | 'refund_failed' | null {
  switch (statusId) {
    case 6:
      return 'refunded';
    case 7:
      return 'refund_pending';
    case 8:
      return 'refund_failed';
    default:
      return null;
  }
}

/** "150.00" (QAR, two decimals) ↔ dirhams. */
export const toSkipCashAmount = (dirhams: number) => (dirhams / 100).toFixed(2);
export function fromSkipCashAmount(amount: string | number | null | undefined): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount ?? '');
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
