import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, outbox, rateLimits, type Database } from '@matjar/db';
import { buildTestApp, secondProcessDatabase } from '../../testing/test-app.js';
import { SIGN_IN_LOCKOUT_KIND } from '../../mail/mail-queue.js';
import { createStaffUser, TEST_PASSWORD } from '../staff/testing/staff-test-support.js';
import { RATE_LIMITS } from './rate-limit-rules.js';

// The sign-in limits hold under simultaneous requests and across server processes.

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** One database seen through two pools, as two server processes see it. */
async function sharedDatabase(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const first = await openTestDatabase();
  const second = await secondProcessDatabase(first);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

let shared: Awaited<ReturnType<typeof sharedDatabase>>;
let one: TestApp;
let two: TestApp;
let address = 0;
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  shared = await sharedDatabase();
  one = await buildTestApp({ database: shared.first });
  two = await buildTestApp({ database: shared.second });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await shared?.close();
});

function signIn(app: TestApp, username: string, password: string, remoteAddress = nextAddress()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

const counts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('sign-in limits under simultaneous requests', () => {
  const lockAfter = RATE_LIMITS['sign-in-account'].max;

  it(`20 simultaneous wrong passwords from 20 addresses: exactly ${lockAfter} reach the password check`, async () => {
    const user = await createStaffUser(one.app.db, { role: 'viewer' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(one, user.username, `wrong-${i}`)),
    );
    expect(counts(responses.map((r) => r.statusCode))).toEqual({ 401: lockAfter, 429: 20 - lockAfter });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('SIGN_IN_ACCOUNT_LOCKED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('20 simultaneous wrong passwords from one address: only its per-account share gets through', async () => {
    const user = await createStaffUser(one.app.db, { role: 'viewer' });
    const from = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signIn(one, user.username, 'wrong', from)),
    );
    const perAccountAddress = RATE_LIMITS['sign-in-account-address'].max;
    expect(counts(responses.map((r) => r.statusCode))).toEqual({
      401: perAccountAddress,
      429: 20 - perAccountAddress,
    });
    // One address alone cannot lock the account: its owner still signs in from elsewhere.
    expect((await signIn(one, user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('two server instances on one database enforce one count', async () => {
    const user = await createStaffUser(one.app.db, { role: 'viewer' });
    const statuses: number[] = [];
    for (let i = 0; i < lockAfter + 2; i += 1) {
      statuses.push((await signIn(i % 2 === 0 ? one : two, user.username, 'wrong')).statusCode);
    }
    expect(statuses).toEqual([...Array(lockAfter).fill(401), 429, 429]);
    // Locked on both.
    expect((await signIn(one, user.username, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(two, user.username, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('account lockout', () => {
  const lockAfter = RATE_LIMITS['sign-in-account'].max;
  const accountKey = (username: string) => `sign-in-account:staff:${username.toLowerCase()}`;
  const lockRow = async (username: string) =>
    (
      await one.app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, accountKey(username)))
    )[0]!;

  it('is fixed-length, e-mailed once to the owner, and over when its time has passed', async () => {
    const user = await createStaffUser(one.app.db, { role: 'super_admin' });
    for (let i = 0; i < lockAfter; i += 1) await signIn(one, user.username, 'wrong');
    const locked = await lockRow(user.username);
    const lockMs = RATE_LIMITS['sign-in-account'].lockMs;
    expect(locked.windowEndsAt.getTime() - Date.now()).toBeGreaterThan(lockMs - 60_000);
    expect(locked.windowEndsAt.getTime() - Date.now()).toBeLessThanOrEqual(lockMs);

    // Refused attempts while locked neither extend the lock nor send another notice.
    for (let i = 0; i < 3; i += 1) expect((await signIn(two, user.username, 'wrong')).statusCode).toBe(429);
    expect((await lockRow(user.username)).windowEndsAt).toEqual(locked.windowEndsAt);
    const notices = await one.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, SIGN_IN_LOCKOUT_KIND), like(outbox.dedupeKey, `%:${user.username}:%`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toMatchObject({ to: user.email, scope: 'staff', lockedMinutes: 15 });
    expect(JSON.stringify(notices[0]!.payload)).not.toContain('wrong');

    // The lock's time has passed (moved into the past instead of waiting): the right password works again.
    await one.app.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, accountKey(user.username)));
    expect((await signIn(two, user.username, TEST_PASSWORD)).statusCode).toBe(200);
    // A success clears the account's count: it starts again from nothing.
    expect(
      await one.app.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, accountKey(user.username))),
    ).toEqual([]);
  });

  it('counts unknown usernames too, without telling anyone', async () => {
    const username = `nobody-${Date.now()}`;
    for (let i = 0; i < lockAfter; i += 1) expect((await signIn(one, username, 'x')).statusCode).toBe(401);
    expect((await signIn(one, username, 'x')).statusCode).toBe(429);
    const notices = await one.app.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `%:${username}:%`));
    expect(notices).toEqual([]);
  });
});

describe('sign-in limits and RATE_LIMIT_EXEMPT (docs/permissions.md)', () => {
  it('an exempt address is never answered SIGN_IN_RATE_LIMITED; the account lockout still applies', async () => {
    const exempt = await buildTestApp({ env: { RATE_LIMIT_EXEMPT: '192.0.2.0/24' } });
    try {
      const perAddress = RATE_LIMITS['sign-in-address'].max;
      const lockAfter = RATE_LIMITS['sign-in-account'].max;
      // More failures from one exempt address than the per-address limit allows, over many accounts.
      const spread = [];
      for (let i = 0; i <= perAddress + 2; i += 1) {
        spread.push((await signIn(exempt, `nobody-${i}`, 'wrong-password', '192.0.2.7')).statusCode);
      }
      expect(counts(spread)).toEqual({ 401: perAddress + 3 });
      // One account from the exempt address: past the per-account-per-address 5, locked at the 10th.
      const user = await createStaffUser(exempt.app.db, { role: 'viewer' });
      const one = [];
      for (let i = 0; i <= lockAfter; i += 1) {
        one.push((await signIn(exempt, user.username, 'wrong-password', '192.0.2.8')).json());
      }
      expect(one.slice(0, lockAfter).every((body) => body.error.code !== 'SIGN_IN_RATE_LIMITED')).toBe(true);
      expect(one.at(-1).error.code).toBe('SIGN_IN_ACCOUNT_LOCKED');
    } finally {
      await exempt.close();
    }
  });
});
