import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase, rateLimits, type Database } from '@matjar/db';
import { AppError } from '@matjar/core';
import { rateLimitTable } from './rate-limit-rules.js';
import { createRateLimiter } from './rate-limiter.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const MINUTE = 60_000;
/** A limiter on a clock the test moves (no sleeps). */
function limiterAt(start: number, options: { exempt?: string[] } = {}) {
  const clock = { now: start };
  const limiter = createRateLimiter({
    db: database.db,
    log: pino({ level: 'silent' }),
    rules: rateLimitTable({ 'review-address': { max: 2, windowMs: 10 * MINUTE } }),
    now: () => new Date(clock.now),
    ...options,
  });
  return { limiter, clock };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('rate limiter', () => {
  it('refuses past the limit with the wait until the window ends, and counts again after it', async () => {
    const { limiter, clock } = limiterAt(Date.parse('2030-01-01T10:00:00Z'));
    const hit = () => limiter.take([['review-address', '192.0.2.1']]);
    await hit();
    clock.now += 4 * MINUTE;
    await hit();
    const refused = await refusal(hit());
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
    // The window began at the first hit: 6 minutes are left.
    expect(refused.params).toEqual({ minutes: 6, seconds: 360 });
    clock.now += 6 * MINUTE;
    await expect(hit()).resolves.toBeDefined();
  });

  it('gives a hit back on release, and subjects are counted apart', async () => {
    const { limiter } = limiterAt(Date.parse('2030-01-02T10:00:00Z'));
    const first = await limiter.take([['review-address', '192.0.2.2']]);
    await limiter.take([['review-address', '192.0.2.2']]);
    await first.release(['review-address']);
    await limiter.take([['review-address', '192.0.2.2']]);
    await limiter.take([['review-address', '192.0.2.3']]);
    await expect(limiter.take([['review-address', '192.0.2.2']])).rejects.toThrow(AppError);
  });

  it('skips per-address limits for RATE_LIMIT_EXEMPT addresses (IPv4-mapped too), not per-account ones', async () => {
    const { limiter } = limiterAt(Date.parse('2030-01-03T10:00:00Z'), { exempt: ['203.0.113.0/24'] });
    for (let i = 0; i < 5; i += 1) await limiter.take([['review-address', '::ffff:203.0.113.9']]);
    for (let i = 0; i < 5; i += 1) await limiter.take([['contact-email', 'same@example.com']]);
    await expect(limiter.take([['contact-email', 'same@example.com']])).rejects.toThrow(AppError);
  });

  it('counts an IPv6 client by its /64 on every per-address limit, an account apart', async () => {
    const { limiter } = limiterAt(Date.parse('2030-01-03T12:00:00Z'));
    await limiter.take([['review-address', '2001:db8:5:6::1']]);
    await limiter.take([['review-address', '2001:db8:5:6:aaaa:bbbb:cccc:dddd']]);
    await expect(limiter.take([['review-address', '2001:db8:5:6::ffff']])).rejects.toThrow(AppError);
    await expect(limiter.take([['review-address', '2001:db8:5:7::1']])).resolves.toBeDefined();
    // A qualified per-address limit (sign-in: one account from one client) keeps each account apart.
    for (let i = 0; i < 5; i += 1)
      await limiter.take([['sign-in-account-address', `2001:db8:5:8::${i}`, 'staff:owner']]);
    await expect(
      limiter.take([['sign-in-account-address', '2001:db8:5:8::99', 'staff:owner']]),
    ).rejects.toThrow(AppError);
    await expect(
      limiter.take([['sign-in-account-address', '2001:db8:5:8::99', 'staff:other']]),
    ).resolves.toBeDefined();
  });

  it('skips the sign-in limits per address for an exempt address, never the account lockout', async () => {
    const { limiter } = limiterAt(Date.parse('2030-01-03T14:00:00Z'), { exempt: ['203.0.113.0/24'] });
    for (let i = 0; i < 40; i += 1) {
      await limiter.take([
        ['sign-in-address', '203.0.113.9', 'staff'],
        ['sign-in-account-address', '203.0.113.9', 'staff:owner'],
      ]);
    }
    for (let i = 0; i < 10; i += 1) await limiter.take([['sign-in-account', 'staff:owner']]);
    const locked = await refusal(
      limiter.take([['sign-in-account', 'staff:owner']], 'SIGN_IN_ACCOUNT_LOCKED'),
    );
    expect(locked.code).toBe('SIGN_IN_ACCOUNT_LOCKED');
  });

  it('removes rows whose window has ended, on a limited request once it is due', async () => {
    const start = Date.parse('2030-01-04T10:00:00Z');
    const { limiter, clock } = limiterAt(start);
    await limiter.take([['review-address', '192.0.2.50']]);
    const before = await database.db.select().from(rateLimits);
    expect(before.length).toBeGreaterThan(0);
    clock.now = start + 24 * 60 * MINUTE;
    await limiter.take([['review-address', '192.0.2.51']]);
    const after = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(after).toEqual([{ key: 'review-address:192.0.2.51' }]);
  });
});
