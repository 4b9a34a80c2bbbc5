import { maskGiftCardCode } from '@matjar/core';
import {
  DELIVERY_FAILED_KIND,
  GIFT_CARD_CODES_KIND,
  GUEST_ORDERS_LINK_KIND,
  ORDER_CONFIRMATION_KIND,
  ORDER_STATUS_KIND,
  PASSWORD_RESET_KIND,
  PAYMENT_LINK_KIND,
  RESTOCK_ALERT_KIND,
} from './mail-queue.js';

// What of an outbox e-mail is a secret, and what is left of it once the e-mail is sent. Tokens and gift-card
// codes are in the payload only so the worker can write them into the body; once the SMTP server has the
// message, the row keeps the facts (who, what, when) and nothing that opens an account, an order's tracking
// page, an unsubscribe or a gift card. A sent row is never rendered again, so nothing needs them back.

/** The payload fields holding a link's token, by e-mail kind. */
const TOKEN_FIELDS: Partial<Record<string, readonly string[]>> = {
  [ORDER_CONFIRMATION_KIND]: ['trackingToken'],
  [ORDER_STATUS_KIND]: ['trackingToken'],
  [DELIVERY_FAILED_KIND]: ['trackingToken'],
  [PASSWORD_RESET_KIND]: ['token'],
  [GUEST_ORDERS_LINK_KIND]: ['token'],
  [RESTOCK_ALERT_KIND]: ['token', 'oneClickToken'],
  // The hosted payment page's address: whoever holds it can pay the order, so it goes with the e-mail.
  [PAYMENT_LINK_KIND]: ['paymentUrl'],
};

/**
 * The payload a sent row keeps: link tokens removed, gift-card codes masked as staff see them (core's
 * maskGiftCardCode: the brand and riyals, no character of the secret). Returns null when the kind holds
 * no secret (the row is left as it is).
 */
export function scrubSentPayload(kind: string, payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const fields = TOKEN_FIELDS[kind];
  const isCodes = kind === GIFT_CARD_CODES_KIND;
  if (!fields && !isCodes) return null;
  const kept: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const field of fields ?? []) delete kept[field];
  if (isCodes && Array.isArray(kept.cards)) {
    kept.cards = kept.cards.map((card: unknown) =>
      typeof card === 'object' && card !== null && typeof (card as { code?: unknown }).code === 'string'
        ? { ...card, code: maskGiftCardCode((card as { code: string }).code) }
        : card,
    );
  }
  kept.scrubbed = true;
  return kept;
}
