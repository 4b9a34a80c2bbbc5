import { TIME_LIMIT_WARNING_MS } from '@matjar/core';

/**
 * When this tab's staff session ends, as the server last said (GET /api/auth/verify), and when it said so.
 * The server pushes the end forward on every request (up to a limit after sign-in), so an answer to any
 * later request means the value may be stale: ask again rather than warn.
 */
export interface SessionExpiry {
  expiresAt: number;
  learnedAt: number;
}

/** null: not asked yet; 'untold': the server did not say (an older server), so there is nothing to warn of. */
export type KnownExpiry = SessionExpiry | 'untold' | null;

let known: KnownExpiry = null;
const listeners = new Set<() => void>();

export function learnSessionExpiry(expiresAt: string | null, now = Date.now()): void {
  const at = expiresAt === null ? Number.NaN : Date.parse(expiresAt);
  known = Number.isFinite(at) ? { expiresAt: at, learnedAt: now } : 'untold';
  for (const listener of listeners) listener();
}

export function sessionExpiry(): KnownExpiry {
  return known;
}

export function subscribeSessionExpiry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the warning does now:
 * - 'ask': the end is unknown, or near but other requests were answered since it was learned (they pushed it
 *   forward): read it again; reading it does not extend a session nobody used, those requests already did;
 * - 'warn': the end is within the warning time and nothing has used the session since: say so, offer to stay;
 * - 'ended': the end has passed (the next check signs the tab out);
 * - 'quiet': nothing to say yet.
 */
export type ExpiryStep = 'ask' | 'warn' | 'ended' | 'quiet';

export function expiryStep(expiry: KnownExpiry, lastAnswerAt: number, now: number): ExpiryStep {
  if (expiry === 'untold') return 'quiet';
  if (!expiry) return 'ask';
  if (now >= expiry.expiresAt) return 'ended';
  if (now < expiry.expiresAt - TIME_LIMIT_WARNING_MS) return 'quiet';
  // The verify answer itself lands just before it is learned; a later answer came from something else.
  return lastAnswerAt > expiry.learnedAt ? 'ask' : 'warn';
}
