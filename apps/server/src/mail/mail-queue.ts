import type { Locale } from '@matjar/core';
import { sql } from 'drizzle-orm';
import { outbox, type DbTransaction } from '@matjar/db';

// E-mails are queued in the outbox in the same transaction as the change that causes them (ARCHITECTURE
// principle 7) and sent later by the mail worker; a dedupe key makes queuing the same e-mail twice a no-op.

export const ORDER_CONFIRMATION_KIND = 'email:order-confirmation';
export const GIFT_CARD_CODES_KIND = 'email:gift-card-codes';
/** Channel the mail worker LISTENs on, so a queued e-mail leaves within moments instead of at the next poll. */
export const OUTBOX_CHANNEL = 'outbox';

export interface OrderEmailLine {
  productName: string;
  variantName: string | null;
  quantity: number;
  /** Dirhams. */
  unitPrice: number;
  totalPrice: number;
  /** True for a gift-card line (nothing to deliver); when absent, the order's isGiftCardOrder decides. */
  giftCard?: boolean;
}

/** Everything the order-confirmation e-mail shows; amounts in dirhams. */
export interface OrderConfirmationEmail {
  to: string;
  locale: Locale;
  orderNumber: string;
  customerName: string;
  paymentMethod: 'cash' | 'online';
  isGiftCardOrder: boolean;
  items: OrderEmailLine[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  couponCode: string | null;
  shippingAddress: string | null;
  shippingCity: string | null;
  createdAt: string;
}

export interface GiftCardCodesEmail {
  to: string;
  locale: Locale;
  orderNumber: string;
  customerName: string;
  cards: { productName: string; value: number; code: string; expiresAt: string }[];
}

async function enqueue(tx: DbTransaction, kind: string, dedupeKey: string, payload: object): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind, dedupeKey, payload })
    .onConflictDoNothing({ target: outbox.dedupeKey });
  // Delivered when the transaction commits (and dropped if it rolls back), on PGlite and PostgreSQL alike.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${kind})`);
}

/** Queued when an order is placed (cash and online alike). */
export function queueOrderConfirmation(tx: DbTransaction, mail: OrderConfirmationEmail): Promise<void> {
  return enqueue(tx, ORDER_CONFIRMATION_KIND, `order-confirmation:${mail.orderNumber}`, mail);
}

/** Queued when the payment of an order with gift cards completes and its codes are issued. */
export function queueGiftCardCodes(tx: DbTransaction, mail: GiftCardCodesEmail): Promise<void> {
  return enqueue(tx, GIFT_CARD_CODES_KIND, `gift-card-codes:${mail.orderNumber}`, mail);
}
