import { createHash, randomBytes } from 'node:crypto';

// Session tokens of staff and customers alike; each keeps its own cookie and lifetimes
// (modules/staff/staff-session.ts, modules/customers/customer-session.ts).

/** 32 random bytes, URL-safe: what the browser holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: a leaked sessions table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
