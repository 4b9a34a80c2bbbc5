import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Order numbers are ORD- + a millisecond timestamp (storefront §7) + a random suffix: two orders in one ms never clash. */
export function newOrderNumber(now: Date = new Date()): string {
  return `ORD-${now.getTime()}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export const hashOrderToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The secret that unlocks an order's details on verify-order; only its SHA-256 is stored on the order. */
export function newOrderToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOrderToken(token) };
}

/** Constant-time comparison of a presented token with the stored hash (both hashed to the same length). */
export function orderTokenMatches(presented: string | undefined, storedHash: string | null): boolean {
  if (!presented || !storedHash || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(hashOrderToken(presented), 'hex'), Buffer.from(storedHash, 'hex'));
}
