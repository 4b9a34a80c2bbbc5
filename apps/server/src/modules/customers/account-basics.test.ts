import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, outbox, serverSecrets, sessions } from '@matjar/db';
import { SAVED_ADDRESSES_MAX } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../mail/testing/smtp-catcher.js';
import { PASSWORD_RESET_KIND } from '../../mail/mail-queue.js';
import { CUSTOMER_COOKIE } from './customer-session.js';

// Decision 037: password reset by e-mail through the real test SMTP, saved addresses.

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let smtp: SmtpCatcher;
const RUN = randomBytes(4).toString('hex');
let counter = 0;
let ipCounter = 0;
const nextIp = () => `10.28.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const PASSWORD = 'secret-pass-1';
const PUBLIC_URL = 'https://shop.example.qa';

const newEmail = () => `reset-${RUN}-${++counter}@matjar.test`;

function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie?: string,
  ip?: string,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: ip ?? nextIp(),
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie: `${CUSTOMER_COOKIE}=${cookie}` } : {}),
    },
  });
}

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === CUSTOMER_COOKIE)!.value;

async function signUp() {
  const email = newEmail();
  const response = await request('POST', '/api/store/auth/sign-up', {
    firstName: 'Noora',
    lastName: 'Al-Thani',
    email,
    phone: '+974 5555 2800',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return { email, cookie: cookieOf(response), id: response.json().customer.id as number };
}

/** Asks for a reset link, sends the outbox through SMTP and returns the token the e-mail links to. */
async function resetLinkFor(email: string, locale: 'ar' | 'en' = 'en') {
  const asked = await request('POST', '/api/store/auth/forgot-password', { email, locale });
  expect(asked.statusCode).toBe(200);
  await t.app.mailWorker.runOnce();
  const mail = await smtp.waitFor(
    (m) => m.recipients.includes(email.toLowerCase()) || m.recipients.includes(email),
  );
  const path = locale === 'ar' ? '/account/reset' : '/en/account/reset';
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?t=([^\\s"<]+)`).exec(
    mail.text ?? '',
  );
  expect(match).not.toBeNull();
  return { token: decodeURIComponent(match![1]!), mail };
}

const reset = (token: string, password = 'brand-new-pass', ip?: string) =>
  request(
    'POST',
    '/api/store/auth/reset-password',
    { token, newPassword: password, confirmPassword: password },
    undefined,
    ip,
  );

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Matjar <no-reply@matjar.qa>',
      PUBLIC_URL,
      SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('forgot and reset password', () => {
  it('e-mails a link in the asked language; the link sets the password, ends every session and signs in', async () => {
    const { email, cookie } = await signUp();
    const other = cookieOf(await request('POST', '/api/store/auth/log-in', { email, password: PASSWORD }));
    const { token, mail } = await resetLinkFor(email, 'ar');
    expect(mail.subject).toContain('إعادة تعيين كلمة المرور');

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().customer.email).toBe(email);
    const fresh = cookieOf(done);
    expect((await request('GET', '/api/store/auth/me', undefined, fresh)).statusCode).toBe(200);
    for (const old of [cookie, other]) {
      expect((await request('GET', '/api/store/auth/me', undefined, old)).statusCode).toBe(401);
    }
    const oldPassword = await request('POST', '/api/store/auth/log-in', { email, password: PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await request('POST', '/api/store/auth/log-in', {
      email,
      password: 'brand-new-pass',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('works once: the same link again, or a link made before the password changed, is refused', async () => {
    const { email, cookie } = await signUp();
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect((await reset(first.token)).statusCode).toBe(200);
    const again = await reset(first.token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect((await reset(second.token)).json().error.code).toBe('PASSWORD_RESET_LINK_INVALID');

    // A link asked for, then the password changed another way: the link is void too.
    const { email: email2, cookie: cookie2 } = await signUp();
    const pending = await resetLinkFor(email2);
    const changed = await request(
      'POST',
      '/api/store/auth/me/password',
      { currentPassword: PASSWORD, newPassword: 'changed-pass', confirmPassword: 'changed-pass' },
      cookie2,
    );
    expect(changed.statusCode).toBe(200);
    expect((await reset(pending.token)).json().error.code).toBe('PASSWORD_RESET_LINK_INVALID');
    expect(cookie).toBeTruthy();
  });

  it('refuses an expired link signed with the real key, and forged or malformed ones, with one answer', async () => {
    const { email, id } = await signUp();
    const { token } = await resetLinkFor(email);
    const [secret] = await t.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'password-reset'));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    const past = Math.floor(Date.now() / 1000) - 1;
    const signature = createHmac('sha256', Buffer.from(secret!.value, 'base64url'))
      .update(`password-reset:${id}:${past}:${row!.passwordHash}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    const expired = `${id}.${past}.${signature}`;
    const [, expiry] = token.split('.');
    const forged = `${id}.${expiry}.${'A'.repeat(22)}`;
    const otherAccount = `${id + 1}.${token.slice(token.indexOf('.') + 1)}`;
    const answers = [];
    for (const bad of [expired, forged, otherAccount, 'not-a-token', `${id}.${expiry}`]) {
      const response = await reset(bad);
      expect(response.statusCode).toBe(400);
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!).error.code).toBe('PASSWORD_RESET_LINK_INVALID');
    // The real link still works: none of those touched the account.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, and queues no e-mail for it', async () => {
    const { email } = await signUp();
    const unknown = newEmail();
    const ip = nextIp();
    const known = await request(
      'POST',
      '/api/store/auth/forgot-password',
      { email, locale: 'en' },
      undefined,
      ip,
    );
    const missing = await request(
      'POST',
      '/api/store/auth/forgot-password',
      { email: unknown, locale: 'en' },
      undefined,
      ip,
    );
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.kind, PASSWORD_RESET_KIND));
    const recipients = queued.map((row) => (row.payload as { to: string }).to);
    expect(recipients).toContain(email);
    expect(recipients).not.toContain(unknown);
  });

  it('limits requests per e-mail (known or not) and per address, counted in the database', async () => {
    const { email } = await signUp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await request('POST', '/api/store/auth/forgot-password', { email, locale: 'ar' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const unknown = newEmail();
    const unknownStatuses = [];
    for (let i = 0; i < 4; i++) {
      unknownStatuses.push(
        (await request('POST', '/api/store/auth/forgot-password', { email: unknown, locale: 'ar' }))
          .statusCode,
      );
    }
    expect(unknownStatuses).toEqual(statuses);
    const ip = nextIp();
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) {
      const response = await request(
        'POST',
        '/api/store/auth/forgot-password',
        { email: newEmail() },
        undefined,
        ip,
      );
      fromOneAddress.push(response.statusCode);
    }
    expect(fromOneAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(fromOneAddress[10]).toBe(429);
  });

  it('applies the sign-up password rules and refuses hostile input with 4xx', async () => {
    const short = await request('POST', '/api/store/auth/reset-password', {
      token: 'x',
      newPassword: '12',
      confirmPassword: '12',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues).toContainEqual(expect.objectContaining({ code: 'PASSWORD_TOO_SHORT' }));
    const mismatch = await request('POST', '/api/store/auth/reset-password', {
      token: 'x',
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef2',
    });
    expect(mismatch.json().error.issues).toContainEqual(
      expect.objectContaining({ code: 'PASSWORDS_DO_NOT_MATCH' }),
    );
    for (const payload of [{ email: 'nope' }, { email: 'a@b.qa', locale: 'fr' }, { email: ['x'] }]) {
      expect((await request('POST', '/api/store/auth/forgot-password', payload)).statusCode).toBe(400);
    }
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/store/auth/forgot-password',
      payload: { email: 'a@b.qa' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('saved delivery addresses', () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    label: 'Home',
    city: 'doha',
    zone: '66',
    street: '850',
    building: '12',
    unit: '4',
    landmark: 'City Center',
    ...overrides,
  });
  const list = async (cookie: string) =>
    (await request('GET', '/api/store/account/addresses', undefined, cookie)).json().addresses as {
      id: number;
      label: string;
      isDefault: boolean;
      city: string;
    }[];

  it('adds, edits and deletes; the first is the default, one default at a time, the next takes over', async () => {
    const { cookie } = await signUp();
    const first = await request('POST', '/api/store/account/addresses', address(), cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json().address).toMatchObject({ label: 'Home', city: 'doha', isDefault: true });
    const second = await request(
      'POST',
      '/api/store/account/addresses',
      address({ label: 'Office', city: 'الريان', zone: '٥١', building: '7a' }),
      cookie,
    );
    expect(second.json().address).toMatchObject({
      city: 'al_rayyan',
      zone: '51',
      building: '7A',
      isDefault: false,
    });
    const secondId = second.json().address.id as number;
    const firstId = first.json().address.id as number;

    const edited = await request(
      'PUT',
      `/api/store/account/addresses/${secondId}`,
      address({ label: 'Work', isDefault: true }),
      cookie,
    );
    expect(edited.statusCode).toBe(200);
    let saved = await list(cookie);
    expect(saved.map((a) => [a.id, a.label, a.isDefault])).toEqual([
      [secondId, 'Work', true],
      [firstId, 'Home', false],
    ]);

    const madeDefault = await request(
      'POST',
      `/api/store/account/addresses/${firstId}/default`,
      undefined,
      cookie,
    );
    expect(madeDefault.json().address.isDefault).toBe(true);
    expect((await list(cookie)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([firstId]);

    expect(
      (await request('DELETE', `/api/store/account/addresses/${firstId}`, undefined, cookie)).statusCode,
    ).toBe(200);
    saved = await list(cookie);
    expect(saved.map((a) => [a.id, a.isDefault])).toEqual([[secondId, true]]);
  });

  it('checks the address as checkout does', async () => {
    const { cookie } = await signUp();
    const bad = await request(
      'POST',
      '/api/store/account/addresses',
      address({ city: 'Riyadh', zone: '0', building: 'x1' }),
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([
      expect.objectContaining({ path: ['body', 'city'], code: 'INVALID_CITY' }),
      expect.objectContaining({ path: ['body', 'zone'], code: 'INVALID_ZONE' }),
      expect.objectContaining({ path: ['body', 'building'], code: 'INVALID_BUILDING_NUMBER' }),
    ]);
    const missing = await request('POST', '/api/store/account/addresses', address({ street: '' }), cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues).toContainEqual(
      expect.objectContaining({ path: ['body', 'street'], code: 'REQUIRED' }),
    );
    expect((await list(cookie)).length).toBe(0);
  });

  it("answers 404 for another customer's address, for reading it into a change, a default or a delete", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = (await request('POST', '/api/store/account/addresses', address(), owner.cookie)).json().address
      .id;
    for (const [method, url, body] of [
      ['PUT', `/api/store/account/addresses/${id}`, address({ label: 'Mine now' })],
      ['POST', `/api/store/account/addresses/${id}/default`, undefined],
      ['DELETE', `/api/store/account/addresses/${id}`, undefined],
      ['PUT', `/api/store/account/addresses/999999999`, address()],
    ] as const) {
      const response = await request(method, url, body, stranger.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await list(owner.cookie)).map((a) => a.label)).toEqual(['Home']);
    expect(await list(stranger.cookie)).toEqual([]);
    expect((await request('GET', '/api/store/account/addresses')).statusCode).toBe(401);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} and refuses the next with a code`, async () => {
    const { cookie } = await signUp();
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i++) {
      const response = await request(
        'POST',
        '/api/store/account/addresses',
        address({ label: `A${i}` }),
        cookie,
      );
      expect(response.statusCode).toBe(201);
    }
    const over = await request('POST', '/api/store/account/addresses', address(), cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('ADDRESS_LIMIT_REACHED');
    expect(await list(cookie)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('ends with the account: deleting the customer deletes their addresses', async () => {
    const { cookie, id } = await signUp();
    await request('POST', '/api/store/account/addresses', address(), cookie);
    await t.database.db.delete(sessions).where(eq(sessions.customerId, id));
    await t.database.db.delete(customers).where(eq(customers.id, id));
    expect((await request('GET', '/api/store/account/addresses', undefined, cookie)).statusCode).toBe(401);
  });
});
