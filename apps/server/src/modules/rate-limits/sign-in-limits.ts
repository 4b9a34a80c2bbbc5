import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@matjar/core';
import type { Db } from '@matjar/db';
import { queueSignInLockoutNotice } from '../../mail/mail-queue.js';
import type { RateLimiter } from './rate-limiter.js';

export type SignInScope = 'staff' | 'customer';

export interface SignInAttempt {
  scope: SignInScope;
  /** The username or e-mail typed (counted case-insensitively, whether or not such an account exists). */
  account: string;
  ip: string;
}

/** The outcome of checking the password: the signed-in value, or who to tell if this failure locks it. */
export type SignInCheck<T> =
  { ok: true; value: T } | { ok: false; owner: { email: string; locale: Locale } | null };

/**
 * The sign-in policy for staff and customers (docs/permissions.md "Sign-in limits"):
 * 1. per address first: 30 failures per address and 5 per account from one address in 15 minutes answer
 *    429 SIGN_IN_RATE_LIMITED, so one address can never reach the account lockout on its own;
 * 2. then per account: the 10th failure in 15 minutes locks the account for a fixed 15 minutes (429
 *    SIGN_IN_ACCOUNT_LOCKED; refused attempts do not extend it), logged as a warning with the username and
 *    e-mailed once to the account's owner.
 * Attempts are counted BEFORE the password is checked, in one atomic statement each, so simultaneous guesses
 * cannot all slip through; a right password gives its attempt back and clears the account's counts.
 */
export function createSignInLimits(deps: { limiter: RateLimiter; db: Db; log: FastifyBaseLogger }) {
  const { limiter, db, log } = deps;

  async function announceLockout(
    attempt: SignInAttempt,
    account: string,
    lockedUntil: Date,
    owner: { email: string; locale: Locale } | null,
  ): Promise<void> {
    const lockedMinutes = Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000);
    log.warn(
      { scope: attempt.scope, username: attempt.account, ip: attempt.ip, lockedUntil, lockedMinutes },
      'sign-in: account locked after repeated failed sign-ins',
    );
    if (!owner) return;
    await db.transaction((tx) =>
      queueSignInLockoutNotice(
        tx,
        {
          to: owner.email,
          locale: owner.locale,
          scope: attempt.scope,
          lockedMinutes,
          lockedUntil: lockedUntil.toISOString(),
        },
        `${account}:${lockedUntil.toISOString()}`,
      ),
    );
  }

  return {
    /** Runs `check` within the limits; undefined when the password was wrong (the caller answers 401). */
    async attempt<T>(attempt: SignInAttempt, check: () => Promise<SignInCheck<T>>): Promise<T | undefined> {
      const account = `${attempt.scope}:${attempt.account.trim().toLowerCase()}`;
      const fromAddress = await limiter.take(
        [
          ['sign-in-address', attempt.ip, attempt.scope],
          ['sign-in-account-address', attempt.ip, account],
        ],
        'SIGN_IN_RATE_LIMITED',
      );
      const onAccount = await limiter.take([['sign-in-account', account]], 'SIGN_IN_ACCOUNT_LOCKED');
      const result = await check();
      if (result.ok) {
        await fromAddress.release(['sign-in-address']);
        await fromAddress.clear(['sign-in-account-address']);
        await onAccount.clear(['sign-in-account']);
        return result.value;
      }
      // Exactly one failure is the one that reaches the limit: the lockout is announced once.
      const counted = onAccount.counted[0];
      if (counted && counted.hits === limiter.rules['sign-in-account'].max) {
        await announceLockout(attempt, account, counted.windowEndsAt, result.owner);
      }
      return undefined;
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
