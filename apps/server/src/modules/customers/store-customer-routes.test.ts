import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customers, giftCards, orderItems, orders, sessions } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { RATE_LIMITS } from '../rate-limits/rate-limit-rules.js';
import { hashSessionToken } from '../../credentials/session-token.js';
import { CUSTOMER_COOKIE } from './customer-session.js';
import { testShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
const RUN = randomBytes(4).toString('hex');
let counter = 0;
let ipCounter = 0;
/** Each test its own client address, so the per-address sign-in limit of one test never blocks another. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const PASSWORD = 'secret-pass-1';

function newEmail() {
  counter += 1;
  return `shopper-${RUN}-${counter}@matjar.test`;
}

function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Mariam',
    lastName: 'Al-Kuwari',
    email: newEmail(),
    phone: '+974 5555 1234',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

function post(
  url: string,
  payload: unknown,
  options: { cookie?: string; ip?: string; headers?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...sameOrigin,
      ...(options.cookie ? { cookie: `${CUSTOMER_COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
  });
}

function get(url: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie: `${CUSTOMER_COOKIE}=${cookie}` } : {},
  });
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === CUSTOMER_COOKIE);
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await post('/api/store/auth/sign-up', body);
  expect(response.statusCode).toBe(201);
  return { body, token: sessionCookie(response), customer: response.json().customer };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign-up', () => {
  it('creates the account, signs in with an httpOnly SameSite=Lax cookie and stores only the token hash', async () => {
    const body = signUpBody();
    const response = await post('/api/store/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().customer).toMatchObject({
      firstName: 'Mariam',
      lastName: 'Al-Kuwari',
      email: body.email,
      phone: '+974 5555 1234',
    });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password/i);
    const cookie = response.cookies.find((c) => c.name === CUSTOMER_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(cookie.value)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('customer');
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.email, body.email));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'])(
    'requires %s',
    async (field) => {
      const response = await post('/api/store/auth/sign-up', signUpBody({ [field]: '' }));
      expect(response.statusCode).toBe(400);
      const issue = response.json().error.issues.find((i: { path: string[] }) => i.path.includes(field));
      expect(issue?.code).toMatch(/REQUIRED|PASSWORD_TOO_SHORT/);
    },
  );

  it('takes a Qatari mobile typed in Arabic-Indic digits and stores it normalised; refuses others (D24)', async () => {
    const body = signUpBody({ phone: '٥٥٦٦٧٧٨٨' });
    const response = await post('/api/store/auth/sign-up', body);
    expect(response.json().customer.phone).toBe('+974 5566 7788');
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.email, body.email));
    expect(stored!.phone).toBe('+974 5566 7788');
    for (const phone of ['12', '4412 3456', '+966 55 123 4567']) {
      const refused = await post('/api/store/auth/sign-up', signUpBody({ phone }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toContainEqual(
        expect.objectContaining({ path: ['body', 'phone'], code: 'PHONE_INVALID' }),
      );
    }
  });

  it("refuses different passwords with 'Passwords do not match'", async () => {
    const response = await post(
      '/api/store/auth/sign-up',
      signUpBody({ password: 'abcdef1', confirmPassword: 'abcdef2' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual(
      expect.objectContaining({
        code: 'PASSWORDS_DO_NOT_MATCH',
        message: 'Passwords do not match',
        messageAr: 'كلمتا المرور غير متطابقتين',
      }),
    );
  });

  it("refuses a password under 6 characters with 'Password must be at least 6 characters'", async () => {
    const response = await post(
      '/api/store/auth/sign-up',
      signUpBody({ password: '12345', confirmPassword: '12345' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual(
      expect.objectContaining({
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must be at least 6 characters',
      }),
    );
  });

  it('refuses an e-mail already registered, whatever its case, with EMAIL_IN_USE in both languages', async () => {
    const { body } = await signUp();
    const response = await post('/api/store/auth/sign-up', signUpBody({ email: body.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'This email is already in use',
      messageAr: 'البريد الإلكتروني مستخدم بالفعل',
    });
  });
});

describe('log-in', () => {
  it('signs in with the e-mail in any case and rotates this browser’s old session', async () => {
    const { body, token: first } = await signUp();
    const response = await post(
      '/api/store/auth/log-in',
      { email: `  ${body.email.toUpperCase()} `, password: PASSWORD },
      { cookie: first },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().customer.email).toBe(body.email);
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect((await get('/api/store/auth/me', first)).statusCode).toBe(401);
    expect((await get('/api/store/auth/me', second)).json().customer.email).toBe(body.email);
  });

  it('gives the same message for a wrong password, an unknown e-mail and an inactive account', async () => {
    const { body } = await signUp();
    const inactive = await signUp();
    await t.database.db
      .update(customers)
      .set({ isActive: false })
      .where(eq(customers.id, inactive.customer.id));
    const attempts = [
      { email: body.email, password: 'wrong-password' },
      { email: newEmail(), password: PASSWORD },
      { email: inactive.body.email, password: PASSWORD },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/store/auth/log-in', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password incorrect',
        messageAr: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      });
      expect(response.cookies.find((c) => c.name === CUSTOMER_COOKIE)).toBeUndefined();
    }
  });

  it('an inactive customer’s existing session stops working', async () => {
    const { token, customer } = await signUp();
    await t.database.db.update(customers).set({ isActive: false }).where(eq(customers.id, customer.id));
    expect((await get('/api/store/auth/me', token)).statusCode).toBe(401);
  });

  it('limits failed attempts per account with 429, a message in both languages and Retry-After', async () => {
    const { body } = await signUp();
    for (let i = 0; i < RATE_LIMITS['sign-in-account'].max; i += 1) {
      const response = await post('/api/store/auth/log-in', { email: body.email, password: 'nope-nope' });
      expect(response.statusCode).toBe(401);
    }
    // From yet another address, and with the right password: the account is paused for now.
    const response = await post('/api/store/auth/log-in', {
      email: body.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error).toMatchObject({ code: 'SIGN_IN_ACCOUNT_LOCKED' });
    expect(response.json().error.message).toMatch(/locked for 15 minutes after too many failed attempts/);
    expect(response.json().error.messageAr).toMatch(/بسبب كثرة المحاولات الفاشلة/);
  });

  it('limits failed attempts per address across accounts', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS['sign-in-address'].max && last !== 429; i += 1) {
      last = (await post('/api/store/auth/log-in', { email: newEmail(), password: 'x' }, { ip })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('log-out ends the session on the server and removes the cookie', async () => {
    const { token } = await signUp();
    const response = await post('/api/store/auth/log-out', {}, { cookie: token });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === CUSTOMER_COOKIE);
    expect(cleared?.value).toBe('');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toHaveLength(0);
    const me = await get('/api/store/auth/me', token);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('an expired session is refused', async () => {
    const { token } = await signUp();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await get('/api/store/auth/me', token)).statusCode).toBe(401);
  });

  it('a visit pushes the 30-day expiry forward and sends the cookie again (sliding)', async () => {
    const { token } = await signUp();
    const tokenHash = hashSessionToken(token);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 29 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const response = await get('/api/store/auth/me', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((c) => c.name === CUSTOMER_COOKIE)?.value).toBe(token);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('without a cookie, me answers 401', async () => {
    expect((await get('/api/store/auth/me')).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['neither header', {}],
  ])('refuses a write with %s', async (_name, headers) => {
    const { token } = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/store/auth/me',
      payload: { firstName: 'Evil', lastName: 'Change', phone: '1' },
      headers: { cookie: `${CUSTOMER_COOKIE}=${token}`, ...headers },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('STORE_CROSS_SITE_REQUEST');
    expect((await get('/api/store/auth/me', token)).json().customer.firstName).toBe('Mariam');
  });

  it('accepts our own Origin when Sec-Fetch-Site is absent', async () => {
    const { token } = await signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/auth/log-out',
      headers: { cookie: `${CUSTOMER_COOKIE}=${token}`, origin: t.config.publicUrl },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('account details', () => {
  it('changes name and phone, not the e-mail', async () => {
    const { token, body } = await signUp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/store/auth/me',
      payload: { firstName: ' Noora ', lastName: 'Al-Thani', phone: '+974 6666 0000', email: 'x@y.z' },
      headers: { cookie: `${CUSTOMER_COOKIE}=${token}`, ...sameOrigin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({
      firstName: 'Noora',
      lastName: 'Al-Thani',
      phone: '+974 6666 0000',
      email: body.email,
    });
  });

  it('refuses a phone that is not a Qatari mobile and stores a typed one normalised (D24)', async () => {
    const { token } = await signUp();
    const put = (phone: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/store/auth/me',
        payload: { firstName: 'Noora', lastName: 'Al-Thani', phone },
        headers: { cookie: `${CUSTOMER_COOKIE}=${token}`, ...sameOrigin },
      });
    const refused = await put('٥٥١٢');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0].code).toBe('PHONE_INVALID');
    expect((await put('00974 7012 3456')).json().customer.phone).toBe('+974 7012 3456');
  });

  it('changes the password after checking the current one, signing out other browsers only', async () => {
    const { token, body } = await signUp();
    const other = sessionCookie(
      await post('/api/store/auth/log-in', { email: body.email, password: PASSWORD }),
    );
    const wrong = await post(
      '/api/store/auth/me/password',
      { currentPassword: 'not-it', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      { cookie: token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      messageAr: 'كلمة المرور الحالية غير صحيحة',
    });
    const mismatch = await post(
      '/api/store/auth/me/password',
      { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-2' },
      { cookie: token },
    );
    expect(mismatch.json().error.issues[0].code).toBe('PASSWORDS_DO_NOT_MATCH');
    const ok = await post(
      '/api/store/auth/me/password',
      { currentPassword: PASSWORD, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      { cookie: token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/store/auth/me', token)).statusCode).toBe(200);
    expect((await get('/api/store/auth/me', other)).statusCode).toBe(401);
    expect((await post('/api/store/auth/log-in', { email: body.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/store/auth/log-in', { email: body.email, password: 'brand-new-1' })).statusCode,
    ).toBe(200);
  });
});

describe('my orders', () => {
  async function insertOrder(
    customerId: number | null,
    orderNumber: string,
    createdAt: Date,
    options: { giftCard?: 'paid' | 'unpaid' } = {},
  ) {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber,
        customerId,
        // Placed signed in: only those are the account's own (a joined guest order is not: see below).
        placedSignedIn: customerId !== null,
        customerName: 'Test Shopper',
        customerEmail: 'orders@matjar.test',
        paymentMethod: options.giftCard ? 'online' : 'cash',
        paymentStatus: options.giftCard === 'paid' ? 'completed' : options.giftCard ? 'pending' : null,
        isGiftCardOrder: Boolean(options.giftCard),
        status: options.giftCard === 'paid' ? 'confirmed' : 'pending',
        subtotal: 500,
        shippingFee: 20,
        totalAmount: 520,
        createdAt,
      })
      .returning();
    const [item] = await t.database.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productName: 'سماعة',
        productNameEn: 'Headphones',
        quantity: 2,
        unitPrice: 250,
        listPrice: 250,
        totalPrice: 500,
        isGiftCard: Boolean(options.giftCard),
      })
      .returning();
    if (options.giftCard) {
      await t.database.db.insert(giftCards).values({
        ...testShopCardCode(`GC-${orderNumber}`),
        orderId: order!.id,
        orderItemId: item!.id,
        productName: 'Gift card',
        denomination: 250,
        expiresAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
      });
    }
  }

  it('lists only the customer’s own orders, newest first, with items, totals and codes of paid gift cards', async () => {
    const me = await signUp();
    const someoneElse = await signUp();
    const day = 24 * 60 * 60 * 1000;
    await insertOrder(me.customer.id, `ORD-${RUN}-A`, new Date(Date.now() - 3 * day));
    await insertOrder(me.customer.id, `ORD-${RUN}-B`, new Date(Date.now() - 2 * day), { giftCard: 'paid' });
    await insertOrder(me.customer.id, `ORD-${RUN}-C`, new Date(Date.now() - day), { giftCard: 'unpaid' });
    await insertOrder(someoneElse.customer.id, `ORD-${RUN}-D`, new Date());
    await insertOrder(null, `ORD-${RUN}-E`, new Date());

    const response = await get('/api/store/account/orders', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json().orders;
    expect(list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      `ORD-${RUN}-C`,
      `ORD-${RUN}-B`,
      `ORD-${RUN}-A`,
    ]);
    expect(list[2]).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash',
      paymentStatus: null,
      subtotal: 500,
      shippingFee: 20,
      totalAmount: 520,
      items: [
        { productName: 'سماعة', productNameEn: 'Headphones', quantity: 2, unitPrice: 250, totalPrice: 500 },
      ],
      giftCards: [],
    });
    expect(list[1].giftCards).toEqual([
      expect.objectContaining({
        code: `GC-ORD-${RUN}-B`,
        value: 250,
        productName: 'Gift card',
        productNameEn: 'Headphones',
      }),
    ]);
    expect(list[0].giftCards).toEqual([]);
    expect((await get('/api/store/account/orders', someoneElse.token)).json().orders).toHaveLength(1);
    // Each order carries its signed tracking token (decision 037): the account opens its tracking view.
    const tracked = await get(`/api/orders/track/${list[2].trackingToken}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order.shortNumber).toBe(list[2].shortNumber);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/store/account/orders')).statusCode).toBe(401);
  });
});
