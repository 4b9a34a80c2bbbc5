import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, sessions } from '@matjar/db';
import { AdminLoginResponse, AdminVerifyResponse } from '@matjar/core';
import { hash } from '@node-rs/argon2';
import { buildTestApp } from '../../testing/test-app.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';
import { hashSessionToken } from '../../credentials/session-token.js';
import { ADMIN_COOKIE } from './staff-session.js';
import { TEST_PASSWORD, bearer, createSessionToken, createStaffUser } from './testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let ipCounter = 0;
/** Each test signs in from its own address, so the per-address limit of one test cannot reach another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

function login(username: string, password: string, remoteAddress = nextIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

describe('POST /api/auth/login', () => {
  it('signs in: token, user without a hash, last_login set, session stored as a hash, httpOnly strict cookie', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'editor' });
    const response = await login(user.username.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = AdminLoginResponse.parse(response.json());
    expect(body.user).toMatchObject({
      id: user.id,
      username: user.username,
      role: 'editor',
      is_active: true,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password/i);
    expect(body.user.last_login).not.toBeNull();
    const [stored] = await ctx.app.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(stored!.lastLogin!.toISOString()).toBe(body.user.last_login);

    expect(body.token).toMatch(/^[\w-]{43}$/);
    const rows = await ctx.app.db.select().from(sessions).where(eq(sessions.adminUserId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'admin', tokenHash: hashSessionToken(body.token) });
    expect(rows[0]!.tokenHash).not.toContain(body.token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11 * 60 * 60 * 1000);

    const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it.each([
    ['an unknown username', async () => ({ username: 'nobody-here', password: TEST_PASSWORD })],
    [
      'a wrong password',
      async () => ({
        username: (await createStaffUser(ctx.app.db, { role: 'viewer' })).username,
        password: 'wrong-password',
      }),
    ],
    [
      'an inactive account with the right password',
      async () => ({
        username: (await createStaffUser(ctx.app.db, { role: 'viewer', isActive: false })).username,
        password: TEST_PASSWORD,
      }),
    ],
  ])('answers 401 Invalid username or password for %s', async (_name, make) => {
    const { username, password } = await make();
    const response = await login(username, password);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'ADMIN_INVALID_CREDENTIALS',
      message: 'Invalid username or password',
      messageAr: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('requires both fields', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((i: { code: string }) => i.code)).toEqual([
      'REQUIRED',
      'REQUIRED',
    ]);
  });

  it('lets the seed’s super_admin in (argon2id hash made with the library defaults)', async () => {
    const [row] = await ctx.app.db
      .insert(adminUsers)
      .values({
        username: `seeded-${Date.now()}`,
        email: 'seed@matjar.test',
        role: 'super_admin',
        passwordHash: await hash('seeded-password'),
      })
      .returning();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const response = await login(row!.username, 'seeded-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('super_admin');
  });

  const lockAfter = RATE_LIMITS['sign-in-account'].max;
  const perAddress = RATE_LIMITS['sign-in-address'].max;
  const perAccountAddress = RATE_LIMITS['sign-in-account-address'].max;

  it(`locks a username for 15 minutes after ${lockAfter} failures from anywhere, even for the right password`, async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    for (let i = 0; i < lockAfter; i += 1) {
      expect((await login(user.username, `wrong-${i}`)).statusCode).toBe(401);
    }
    const response = await login(user.username, TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({ code: 'SIGN_IN_ACCOUNT_LOCKED', params: { minutes: 15 } });
    expect(response.json().error.message).toMatch(/locked for 15 minutes/);
    expect(response.json().error.messageAr).toContain('موقوف');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The username is what is locked: another account signs in from the same address.
    const other = await createStaffUser(ctx.app.db, { role: 'viewer' });
    expect((await login(other.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`stops one address after ${perAccountAddress} failures on one account, before it can lock the account`, async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const address = nextIp();
    for (let i = 0; i < perAccountAddress; i += 1) {
      expect((await login(user.username, 'wrong', address)).statusCode).toBe(401);
    }
    const refused = await login(user.username, TEST_PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('SIGN_IN_RATE_LIMITED');
    // The account itself is not locked: its owner signs in from elsewhere.
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses an address after ${perAddress} failures across usernames`, async () => {
    const address = nextIp();
    for (let i = 0; i < perAddress; i += 1) {
      expect((await login(`guess-${i}`, 'x', address)).statusCode).toBe(401);
    }
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const response = await login(user.username, TEST_PASSWORD, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('SIGN_IN_RATE_LIMITED');
    expect(response.headers['retry-after']).toBeDefined();
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a success clears the username’s failures', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    for (let i = 0; i < lockAfter - 1; i += 1) await login(user.username, 'wrong');
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < lockAfter - 1; i += 1) await login(user.username, 'wrong');
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('verify answers the user by bearer token and by cookie', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'admin' });
    const token = await createSessionToken(ctx.app.db, user.id);
    for (const headers of [bearer(token), { cookie: `${ADMIN_COOKIE}=${token}` }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
      expect(response.statusCode).toBe(200);
      expect(AdminVerifyResponse.parse(response.json()).user).toMatchObject({ id: user.id, role: 'admin' });
    }
  });

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('not-a-real-token')],
    ['a malformed Authorization header', { authorization: 'Basic abc' }],
  ])('verify refuses %s with 401', async (_name, headers) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'admin' });
    const token = await createSessionToken(ctx.app.db, user.id, new Date(Date.now() - 1000));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the session of a user who was deactivated', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'editor' });
    const token = await createSessionToken(ctx.app.db, user.id);
    await ctx.app.db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, user.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session on the server and clears the cookie; the token is refused afterwards', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const { token } = (await login(user.username, TEST_PASSWORD)).json();
    const other = await createSessionToken(ctx.app.db, user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cleared.value).toBe('');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    // Only that session ended.
    const still = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(other) });
    expect(still.statusCode).toBe(200);
  });

  it('pushes the expiry of a session forward when it is used (sliding)', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const soon = new Date(Date.now() + 60_000);
    const token = await createSessionToken(ctx.app.db, user.id, soon);
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    const [row] = await ctx.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
    // The answer says the new expiry, which the back office's warning counts down to.
    const said = AdminVerifyResponse.parse(verify.json()).session_expires_at;
    expect(said && new Date(said).getTime()).toBe(row!.expiresAt.getTime());
  });

  it('verify says when an untouched session ends', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const soon = new Date(Date.now() + 60_000);
    const token = await createSessionToken(ctx.app.db, user.id, soon);
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    const said = AdminVerifyResponse.parse(verify.json()).session_expires_at;
    expect(said && new Date(said).getTime()).toBe(soon.getTime());
  });
});

describe('cookie-authenticated writes (cross-site request forgery)', () => {
  async function cookieLogout(headers: Record<string, string>) {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const token = await createSessionToken(ctx.app.db, user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${ADMIN_COOKIE}=${token}`, host: 'localhost:3000', ...headers },
    });
    return { response, token };
  }

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['neither header', {}],
  ])('refuses %s with 403 and leaves the session alone', async (_name, headers) => {
    const { response, token } = await cookieLogout(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    const verify = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    expect(verify.statusCode).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['our own Origin', { origin: 'http://localhost:3000' }],
  ])('accepts %s', async (_name, headers) => {
    const { response } = await cookieLogout(headers);
    expect(response.statusCode).toBe(200);
  });

  it('does not apply to bearer tokens, which a forged page cannot attach', async () => {
    const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
    const token = await createSessionToken(ctx.app.db, user.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind https', () => {
  it('marks the cookie Secure and accepts writes whose Origin is PUBLIC_URL', async () => {
    const secure = await buildTestApp({
      database: ctx.database,
      env: { PUBLIC_URL: 'https://shop.example.qa', SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
    });
    try {
      const user = await createStaffUser(ctx.app.db, { role: 'viewer' });
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: TEST_PASSWORD },
        remoteAddress: nextIp(),
      });
      const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE)!;
      expect(cookie.secure).toBe(true);
      const logout = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `${ADMIN_COOKIE}=${cookie.value}`, origin: 'https://shop.example.qa' },
      });
      expect(logout.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
