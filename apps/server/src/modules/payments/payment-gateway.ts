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
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
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
  orderNumber: string | null;
  transactionId: string | null;
  visaId: string | null;
  cardType: string | null;
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
  /** Returns null when the signature does not verify (the route answers 401 and changes nothing). */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): VerifiedCallback | null;
}
