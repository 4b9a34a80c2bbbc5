import { createHmac, timingSafeEqual } from 'node:crypto';

// The fake SkipCash's own signing, written from SkipCash's references (its WooCommerce plugin, its Apple Pay
// SDK examples, the independent SDKs) and deliberately sharing no code with the adapter: if the adapter got a
// field, its order or the encoding wrong, the fake would refuse it rather than agree with the same mistake.
// The known-answer vectors (skipcash-known-answers.json, computed with openssl) hold both to the same text.

/** What SkipCash signs in a create-payment request, as data, in its order. */
export const FAKE_REQUEST_SIGNED_FIELDS: readonly string[] = [
  'Uid',
  'KeyId',
  'Amount',
  'FirstName',
  'LastName',
  'Phone',
  'Email',
  'Street',
  'City',
  'State',
  'Country',
  'PostalCode',
  'TransactionId',
  'Custom1',
];

/** What SkipCash signs in a webhook, as data, in its order. */
export const FAKE_WEBHOOK_SIGNED_FIELDS: readonly string[] = [
  'PaymentId',
  'Amount',
  'StatusId',
  'TransactionId',
  'Custom1',
  'VisaId',
];

/** `Key=Value` for each listed field that carries a value, joined by commas (an empty field is left out). */
export function fakeCanonicalText(fieldList: readonly string[], body: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const key of fieldList) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'number' ? value.toString(10) : String(value);
    if (text.length === 0) continue;
    pairs.push(key + '=' + text);
  }
  return pairs.join(',');
}

/** base64 of HMAC-SHA256 over the UTF-8 bytes of the canonical text. */
export function fakeSignature(key: string, fieldList: readonly string[], body: Record<string, unknown>) {
  const mac = createHmac('sha256', Buffer.from(key, 'utf8'));
  mac.update(Buffer.from(fakeCanonicalText(fieldList, body), 'utf8'));
  return mac.digest().toString('base64');
}

/** The received signature equals the expected one, compared in constant time. */
export function fakeSignatureMatches(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string') return false;
  const want = Buffer.from(expected, 'utf8');
  const got = Buffer.from(received, 'utf8');
  if (want.length !== got.length) return false;
  return timingSafeEqual(want, got);
}
