import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Hub-Signature-256 as Meta sends it: `sha256=` + hex HMAC-SHA256 of the raw body with the app secret. */
export function signWebhook(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of a webhook's signature header against its raw body. */
export function verifyWebhookSignature(
  appSecret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signWebhook(appSecret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
