import { TRACKING_TOKEN_PATTERN } from '@matjar/core';
import { giftCodesLinkToken } from '../../credentials/gift-codes-link.js';
import { keyOnFirstUse, linkSignature, sameToken } from '../../credentials/link-signature.js';

export { giftCodesLinkToken };

/** The order a tracking link names and the long number its signature covers. */
export interface TrackedOrderRef {
  shortNumber: number;
  orderNumber: string;
}

const signatureOf = (secret: Buffer, order: TrackedOrderRef) =>
  linkSignature(secret, `track:${order.shortNumber}:${order.orderNumber}`);

/**
 * Signed tracking tokens (decision 030): "1001.<HMAC-SHA256 of the short and long numbers, 128 bits>". The
 * token names the order and proves the server issued it; it never expires (a receipt's link) and carries no
 * personal data.
 */
export function createTrackingTokens(loadSecret: () => Promise<Buffer>) {
  const key = keyOnFirstUse(loadSecret);
  return {
    sign: async (order: TrackedOrderRef): Promise<string> =>
      `${order.shortNumber}.${signatureOf(await key(), order)}`,
    /** The short number a well-formed token names (the signature is checked against the order, see matches). */
    shortNumberOf(token: string): number | null {
      return TRACKING_TOKEN_PATTERN.test(token) ? Number(token.slice(0, token.indexOf('.'))) : null;
    },
    /** Constant-time check of a token against the order it names. */
    async matches(token: string, order: TrackedOrderRef): Promise<boolean> {
      return sameToken(token, `${order.shortNumber}.${signatureOf(await key(), order)}`);
    },
    /** Constant-time check of a codes link's token (giftCodesLinkToken) against the order it names. */
    async matchesGiftCodesLink(token: string, order: TrackedOrderRef): Promise<boolean> {
      return sameToken(token, giftCodesLinkToken(await key(), order));
    },
    /** The signing key, for the mail worker that writes codes links into e-mails as it sends them. */
    key,
  };
}
export type TrackingTokens = ReturnType<typeof createTrackingTokens>;
