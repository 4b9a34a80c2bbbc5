import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` under `key`, base64 (the form SkipCash and our sandbox both send). */
export function hmacBase64(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64');
}

/** Compares two signatures in constant time, so a forger learns nothing from how long a refusal takes. */
export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `Key=Value` pairs joined by commas in the given order, skipping fields that are empty or absent. */
export function canonicalFields(fields: readonly (readonly [string, string | number | null | undefined])[]) {
  return fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${value}`)
    .join(',');
}

/** Reads one header whichever way the client spelled it (Fastify lower-cases names). */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
