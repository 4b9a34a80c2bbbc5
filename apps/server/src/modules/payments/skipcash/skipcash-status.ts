import type { GatewayPaymentStatus } from '../payment-gateway.js';

/**
 * SkipCash statusId → our normalised status. 2 paid; 3 canceled; 4 failed and 5 rejected are failures;
 * 0 new, 1 pending and 12 "customer started paying" (unconfirmed) are still in progress. Refund states
 * (6, 7, 8) change nothing here: refunds are done in the SkipCash portal and recorded by hand.
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

/** "150.00" (QAR, two decimals) ↔ dirhams. */
export const toSkipCashAmount = (dirhams: number) => (dirhams / 100).toFixed(2);
export function fromSkipCashAmount(amount: string | number | null | undefined): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount ?? '');
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
