import { createHmac, timingSafeEqual } from 'node:crypto';

// The signed links the shop mails and shows (tracking, password reset): an HMAC under a key kept in
// server_secrets, cut to 128 bits so a link stays short.

/**
 * A key read on first use, not at start-up (a server whose database is down still starts and says so on
 * health); a failed read is tried again on the next use.
 */
export function keyOnFirstUse(load: () => Promise<Buffer>): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    key ??= load().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}

/** HMAC-SHA256 of `message` under `key`, its first 128 bits in base64url. */
export function linkSignature(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('base64url');
}

/** Constant-time comparison of a presented token with the expected one. */
export function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
