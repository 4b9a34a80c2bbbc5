import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACKING_TOKEN_PATTERN } from '@matjar/core';

/** The order a tracking link names and the long number its signature covers. */
export interface TrackedOrderRef {
  shortNumber: number;
  orderNumber: string;
}

const signatureOf = (secret: Buffer, order: TrackedOrderRef) =>
  createHmac('sha256', secret)
    .update(`track:${order.shortNumber}:${order.orderNumber}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/**
 * Signed tracking tokens (decision 030): "1001.<HMAC-SHA256 of the short and long numbers, 128 bits>". The
 * token names the order and proves the server issued it; it never expires (a receipt's link) and carries no
 * personal data.
 */
export function createTrackingTokens(loadSecret: () => Promise<Buffer>) {
  // Read on first use (not at start-up: a server whose database is down still starts and says so on health).
  let secret: Promise<Buffer> | null = null;
  const key = () => {
    secret ??= loadSecret().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  return {
    sign: async (order: TrackedOrderRef): Promise<string> =>
      `${order.shortNumber}.${signatureOf(await key(), order)}`,
    /** The short number a well-formed token names (the signature is checked against the order, see matches). */
    shortNumberOf(token: string): number | null {
      return TRACKING_TOKEN_PATTERN.test(token) ? Number(token.slice(0, token.indexOf('.'))) : null;
    },
    /** Constant-time check of a token against the order it names. */
    async matches(token: string, order: TrackedOrderRef): Promise<boolean> {
      const expected = Buffer.from(`${order.shortNumber}.${signatureOf(await key(), order)}`);
      const presented = Buffer.from(token);
      return presented.length === expected.length && timingSafeEqual(presented, expected);
    },
  };
}
export type TrackingTokens = ReturnType<typeof createTrackingTokens>;
