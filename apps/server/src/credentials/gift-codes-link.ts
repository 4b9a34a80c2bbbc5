import { linkSignature } from './link-signature.js';

/**
 * The link in a gift-card order's codes e-mail that shows its codes again: "1001.<HMAC over another purpose>".
 * Only the e-mail carries it (rendered as the mail is sent, never stored), so opening it proves the mailbox;
 * the tracking token of the success screen's address is not it and never shows a code.
 */
export const giftCodesLinkToken = (secret: Buffer, order: { shortNumber: number; orderNumber: string }) =>
  `${order.shortNumber}.${linkSignature(secret, `gift-codes:${order.shortNumber}:${order.orderNumber}`)}`;
