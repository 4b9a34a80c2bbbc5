import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, guestOrderLinks, orders, outbox } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../mail/testing/smtp-catcher.js';
import { GUEST_ORDERS_LINK_KIND } from '../../mail/mail-queue.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { CUSTOMER_COOKIE } from './customer-session.js';

// Proof of an e-mail address (decision 043): a sign-up with an e-mail that has guest orders is a new account
// with its own empty history; the guest joins it only by the link e-mailed to that address, once, in time.

const PUBLIC_URL = 'https://shop.example.qa';
let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpCatcher;
let f: CheckoutFixture;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Matjar <no-reply@matjar.qa>',
      PUBLIC_URL,
      SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
    },
    rateLimits: { ...ORDER_RATE_LIMITS_OFF, 'sign-up-address': { max: 100_000 } },
  });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 100 } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let streets = 0;
async function guestOrder(email: string, phone: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: { name: 'Maryam Guest', email, phone },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: qatarAddress(`Guest lane ${++streets}`),
      paymentMethod: 'cash',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ orderNumber: string }>().orderNumber;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'sec-fetch-site': 'same-origin', ...headers } });

async function signUp(email: string, phone: string, language: 'ar' | 'en' = 'en') {
  const response = await post(
    '/api/store/auth/sign-up',
    {
      firstName: 'Stranger',
      lastName: 'X',
      email,
      phone,
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
    },
    { 'accept-language': language },
  );
  expect(response.statusCode, response.body).toBe(201);
  const cookie = `${CUSTOMER_COOKIE}=${response.cookies.find((c) => c.name === CUSTOMER_COOKIE)!.value}`;
  return { id: response.json().customer.id as number, cookie };
}

const customerOf = async (orderNumber: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.customerId;
const accountOrders = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/store/account/orders', headers: { cookie } }))
    .json<{ orders: { orderNumber: string }[] }>()
    .orders.map((o) => o.orderNumber);

/** Sends the outbox through SMTP and reads the link's token from the e-mail to `email`. */
async function linkTokenFor(email: string, language: 'ar' | 'en') {
  await t.app.mailWorker.runOnce();
  const mail = await smtp.waitFor((m) => m.recipients.includes(email) && m.text.includes('/join-orders?t='));
  const path = language === 'ar' ? '/account/join-orders' : '/en/account/join-orders';
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${path}\\?t=([^\\s"<]+)`).exec(mail.text);
  expect(match).not.toBeNull();
  return { token: decodeURIComponent(match![1]!), mail };
}

const join = (token: string) => post('/api/store/account/guest-orders', { token });

describe('sign-up with an e-mail that has guest orders', () => {
  it('starts its own empty history, leaves the guest alone, and mails a link to that address', async () => {
    const email = 'maryam@example.qa';
    const first = await guestOrder(email, '55001100');
    const second = await guestOrder(email, '55001100');
    const guestId = await customerOf(first);
    const account = await signUp(email, '66001100');
    expect(account.id).not.toBe(guestId);
    expect(await customerOf(first)).toBe(guestId);
    expect(await customerOf(second)).toBe(guestId);
    const [guest] = await t.database.db.select().from(customers).where(eq(customers.id, guestId!));
    expect(guest).toMatchObject({ email, firstName: 'Maryam', passwordHash: null });
    expect(await accountOrders(account.cookie)).toEqual([]);

    const { token, mail } = await linkTokenFor(email, 'en');
    expect(mail.subject).toContain('earlier orders');
    // The token is in the link only: not in any header (Message-ID included), stored only as its hash.
    expect(JSON.stringify(mail.headers)).not.toContain(token);
    expect(mail.messageId).not.toContain(token);
    const [link] = await t.database.db
      .select()
      .from(guestOrderLinks)
      .where(eq(guestOrderLinks.accountId, account.id));
    expect(link!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(link)).not.toContain(token);
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.kind, GUEST_ORDERS_LINK_KIND));
    expect(queued!.dedupeKey).not.toContain(token);

    // Following the link joins the guest's orders to the account, which now lists them; the guest is gone.
    const joined = await join(token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ success: true, orders: 2 });
    expect(await customerOf(first)).toBe(account.id);
    expect(await customerOf(second)).toBe(account.id);
    expect(await t.database.db.select().from(customers).where(eq(customers.id, guestId!))).toEqual([]);
    expect((await accountOrders(account.cookie)).sort()).toEqual([first, second].sort());

    // It works once.
    const again = await join(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'GUEST_ORDERS_LINK_INVALID',
      message: expect.any(String),
      messageAr: expect.any(String),
    });
  });

  it('mails the link in the language of the sign-up page', async () => {
    const email = 'aisha-ar@example.qa';
    await guestOrder(email, '55002200');
    await signUp(email, '66002200', 'ar');
    const { mail } = await linkTokenFor(email, 'ar');
    expect(mail.subject).toContain('طلباتك السابقة');
  });

  it('refuses an expired link, a made-up one and a malformed one alike', async () => {
    const email = 'late@example.qa';
    const placed = await guestOrder(email, '55003300');
    const account = await signUp(email, '66003300');
    const { token } = await linkTokenFor(email, 'en');
    await t.database.db
      .update(guestOrderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestOrderLinks.accountId, account.id));
    for (const candidate of [token, 'A'.repeat(43), 'not a token']) {
      const response = await join(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('GUEST_ORDERS_LINK_INVALID');
    }
    expect(await customerOf(placed)).not.toBe(account.id);
    expect(await accountOrders(account.cookie)).toEqual([]);
  });

  it('takes nothing over by phone either, and mails nothing when no guest has the e-mail', async () => {
    const placed = await guestOrder('phone-guest@example.qa', '55004400');
    const guestId = await customerOf(placed);
    const before = (await t.database.db.select().from(outbox).where(eq(outbox.kind, GUEST_ORDERS_LINK_KIND)))
      .length;
    const account = await signUp('someone-else@example.qa', '55004400');
    expect(account.id).not.toBe(guestId);
    expect(await customerOf(placed)).toBe(guestId);
    expect(await accountOrders(account.cookie)).toEqual([]);
    const after = (await t.database.db.select().from(outbox).where(eq(outbox.kind, GUEST_ORDERS_LINK_KIND)))
      .length;
    expect(after).toBe(before);
  });

  it('still refuses an e-mail that belongs to an account', async () => {
    await signUp('taken@example.qa', '66005500');
    const response = await post('/api/store/auth/sign-up', {
      firstName: 'A',
      lastName: 'B',
      email: 'TAKEN@example.qa',
      phone: '66005501',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('EMAIL_IN_USE');
  });
});
