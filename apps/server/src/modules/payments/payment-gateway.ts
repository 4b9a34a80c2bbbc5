import type { Locale } from '@matjar/core';

// The one seam between the shop and a card-payment provider (departure D12). Adapters: `sandbox` (our own
// hosted test page, the default) and `skipcash` (../../../docs and payments-skipcash facts).

/** Normalised payment state every adapter maps its provider's statuses onto. */
export type GatewayPaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

export interface CreatePaymentInput {
  orderNumber: string;
  /** Dirhams. */
  amount: number;
  locale: Locale;
  /**
   * The phone is never missing: the shopper's, or the shop's contact number for an order placed without one
   * (shopperPhoneOrShop), since SkipCash's SDKs treat it as mandatory.
   */
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** Where the shopper's browser comes back to after paying (the adapter adds its own query). */
  returnUrl: string;
  /** Where the provider posts its signed callback. */
  callbackUrl: string;
}

export interface CreatedPayment {
  /** The provider's payment id, stored on the order. */
  paymentId: string;
  /** The hosted payment page the browser is sent to. */
  payUrl: string;
}

export interface PaymentLookup {
  paymentId: string;
  status: GatewayPaymentStatus;
  /** Dirhams, as the provider reports it. */
  amount: number;
  /** The order number the provider holds for this payment (what the shop sent it), to check it is ours. */
  orderNumber: string | null;
  /** The provider's own reference of the card payment (SkipCash: VisaId), never our order number. */
  transactionId: string | null;
  visaId: string | null;
  cardType: string | null;
  /**
   * Where a refund of this payment stands at the provider, when it reports one (SkipCash's statusId 6
   * refunded, 7 refund pending, 8 refund failed); absent or null when it says nothing of refunds.
   */
  refundState?: 'refunded' | 'refund_pending' | 'refund_failed' | null;
}

/** A refund asked of the provider's API: `key` is the same on every retry, so it is never made twice. */
export interface RefundRequest {
  paymentId: string;
  /** Dirhams. */
  amount: number;
  key: string;
}

export interface RefundOutcome {
  /** pending: accepted, money not confirmed gone back yet. */
  status: 'succeeded' | 'pending';
  refundId: string;
}

/** The provider refused the refund; `reason` is its own words, shown to staff on the failed refund. */
export class RefundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`refund refused: ${reason}`);
    this.name = 'RefundRefusedError';
  }
}

/** A callback whose signature checked out, normalised. */
export interface VerifiedCallback extends PaymentLookup {
  /** The provider's own status word, kept for de-duplication per (gateway, paymentId, status). */
  rawStatus: string;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'skipcash';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  lookupPayment(paymentId: string): Promise<PaymentLookup>;
  /**
   * Refunds through the provider's API (throws RefundRefusedError when it refuses). Absent when the provider
   * has no refund call (SkipCash): staff make the refund in its portal and record its reference, and
   * lookupPayment's refundState confirms it.
   */
  refundPayment?(request: RefundRequest): Promise<RefundOutcome>;
  /** Returns null when the signature does not verify (the route answers 401 and changes nothing). */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): VerifiedCallback | null;
}
