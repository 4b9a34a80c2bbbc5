import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { outbox, restockAlerts } from '@matjar/db';
import { makeGiftCardCode, maskGiftCardCode } from '@matjar/core';
import { buildTestApp } from '../testing/test-app.js';
import {
  CONTACT_MESSAGE_KIND,
  CONTACT_REPLY_KIND,
  GIFT_CARD_CODES_KIND,
  GUEST_ORDERS_LINK_KIND,
  ORDER_CONFIRMATION_KIND,
  ORDER_STATUS_KIND,
  PASSWORD_RESET_KIND,
  RESTOCK_ALERT_KIND,
  SIGN_IN_LOCKOUT_KIND,
  queueContactReply,
  queueGiftCardCodes,
  queueGiftCardReplacement,
  queueGuestOrdersLinkEmail,
  queueOrderStatusEmail,
  queueSignInLockoutNotice,
} from './mail-queue.js';
import { senderWarning } from './mail-plugin.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './testing/smtp-catcher.js';
import { headerLines } from './testing/parse-mime.js';
import { queueOrderConfirmation } from './testing/queue-order-confirmation.js';
import { bearer, createSessionToken, createStaffUser } from '../modules/staff/testing/staff-test-support.js';
import {
  insertCatalogTerms,
  productBody,
} from '../modules/catalog/products/testing/admin-products-test-support.js';

// No secret outside the body's link (decision 040): every e-mail kind goes through the real worker to a real
// SMTP server, and every header of every message is scanned for the tokens and codes that e-mail carries; the
// outbox rows keep none of them once sent. Then the headers every e-mail should have.

const PUBLIC_URL = 'https://shop.example.qa';
const RUN = randomBytes(4).toString('hex');
const joinToken = randomBytes(32).toString('base64url');
const ALL_EMAIL_KINDS = [
  ORDER_CONFIRMATION_KIND,
  GUEST_ORDERS_LINK_KIND,
  GIFT_CARD_CODES_KIND,
  CONTACT_MESSAGE_KIND,
  CONTACT_REPLY_KIND,
  SIGN_IN_LOCKOUT_KIND,
  ORDER_STATUS_KIND,
  PASSWORD_RESET_KIND,
  RESTOCK_ALERT_KIND,
];

let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpCatcher;
let shopEmail: string;
let ip = 0;
const nextIp = () => `10.46.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const address = (name: string) => `${name}-${RUN}@example.com`;
/** A signed-link-shaped token: "<id>.<22 url-safe characters>", different every call. */
const linkToken = () => `${1 + Math.floor(Math.random() * 9000)}.${randomBytes(16).toString('base64url')}`;

/** One caught e-mail with the secrets it carries in its body. */
interface Sent {
  kind: string;
  mail: CaughtMail;
  secrets: string[];
  to: string;
}
const sent: Sent[] = [];

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

/** The token in the body's link to `path`, read from the text part (as a shopper's click would). */
function linkTokenIn(mail: CaughtMail, path: string, parameter: string): string {
  const match = new RegExp(`${path.replace(/[./]/g, '\\$&')}\\?${parameter}=([^\\s"<&]+)`).exec(mail.text);
  expect(match, `${path} link in ${mail.subject}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

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
  shopEmail = (await t.app.settings.get()).contact.email;
  const db = t.database.db;

  // Order confirmation with its tracking link, order status, gift-card codes (paid and a replacement), the
  // lockout notice and a staff reply: queued as their modules queue them.
  const trackingToken = linkToken();
  const statusToken = linkToken();
  const orderNumber = `ORD-${RUN}-1`;
  const code = (riyals: number) =>
    makeGiftCardCode({ brandId: null, denomination: riyals * 100, randomBytes });
  const codes = [code(50), code(100)];
  const replacement = code(50);
  await db.transaction(async (tx) => {
    await queueOrderConfirmation(tx, {
      to: address('order'),
      locale: 'ar',
      orderNumber,
      shortNumber: 4601,
      customerName: 'هدى',
      paymentMethod: 'cash',
      isGiftCardOrder: false,
      items: [
        { productName: 'سماعات', variantName: null, quantity: 1, unitPrice: 29_900, totalPrice: 29_900 },
      ],
      subtotal: 29_900,
      discount: 0,
      shippingFee: 0,
      total: 29_900,
      couponCode: null,
      shippingAddress: 'شارع 5',
      shippingCity: 'doha',
      createdAt: new Date().toISOString(),
      trackingToken,
    });
    await queueOrderStatusEmail(
      tx,
      {
        to: address('status'),
        locale: 'en',
        orderNumber,
        shortNumber: 4601,
        customerName: 'Huda',
        status: 'shipped',
        paymentMethod: 'cash',
        items: [{ productName: 'Headphones', variantName: null, quantity: 1 }],
        total: 29_900,
        trackingToken: statusToken,
        shippingCity: 'doha',
      },
      { orderId: 1, historyId: Number(`46${Date.now() % 100000}`) },
    );
    await queueGiftCardCodes(tx, {
      to: address('codes'),
      locale: 'en',
      orderNumber,
      customerName: 'Sara',
      cards: codes.map((code) => ({ productName: 'Card', value: 18_250, code, expiresAt: '2027-11-21' })),
    });
    await queueGiftCardReplacement(
      tx,
      {
        to: address('replaced'),
        locale: 'ar',
        orderNumber,
        customerName: 'سارة',
        cards: [{ productName: 'بطاقة', value: 18_250, code: replacement, expiresAt: '2027-11-21' }],
        occasion: 'replaced',
      },
      Number(`46${Date.now() % 100000}`),
    );
    await queueSignInLockoutNotice(
      tx,
      {
        to: address('lockout'),
        locale: 'ar',
        scope: 'customer',
        lockedMinutes: 15,
        lockedUntil: new Date(Date.now() + 900_000).toISOString(),
      },
      `${RUN}`,
    );
    await queueGuestOrdersLinkEmail(
      tx,
      {
        to: address('join'),
        locale: 'en',
        customerName: 'Noora',
        token: joinToken,
        expiresAt: new Date(Date.now() + 172_800_000).toISOString(),
      },
      Number(`46${Date.now() % 100000}`),
    );
    await queueContactReply(tx, {
      to: address('reply'),
      replyTo: null,
      locale: 'en',
      name: 'Omar',
      subject: 'Warranty',
      message: 'Is it a year?',
      reply: 'Yes, one year.',
      contactMessageId: 1,
      replyId: Number(`46${Date.now() % 100000}`),
    });
  });

  // The contact form, a password reset and a restock alert through their real routes.
  expect(
    (
      await post('/api/store/contact', {
        name: 'Omar',
        email: address('omar'),
        subject: 'Hello',
        message: 'A question',
      })
    ).statusCode,
  ).toBe(201);
  const customer = address('reset');
  const signUp = await post('/api/store/auth/sign-up', {
    firstName: 'Noora',
    lastName: 'Al-Thani',
    email: customer,
    phone: '+974 5555 4600',
    password: 'secret-pass-46',
    confirmPassword: 'secret-pass-46',
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  expect((await post('/api/store/auth/forgot-password', { email: customer, locale: 'en' })).statusCode).toBe(
    200,
  );

  const terms = await insertCatalogTerms(db);
  const editor = bearer(await createSessionToken(db, (await createStaffUser(db, { role: 'editor' })).id));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: editor,
    payload: productBody(terms, { name: `منتج ${RUN}`, stock: 0 }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const productId = created.json().product.id as number;
  expect(
    (await post('/api/store/restock-alerts', { email: address('restock'), productId, locale: 'ar' }))
      .statusCode,
  ).toBe(200);
  const restocked = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}`,
    headers: editor,
    payload: { stock: 3 },
  });
  expect(restocked.statusCode, restocked.body).toBe(200);

  // Send everything through the real worker and SMTP.
  for (let round = 0; round < 5; round += 1) {
    const result = await t.app.mailWorker.runOnce();
    if (result.sent + result.retried + result.failed === 0) break;
  }
  const caught = async (to: string) =>
    smtp
      .waitFor((m) => m.recipients.includes(to))
      .catch((error: unknown) => {
        throw new Error(
          `${to}: ${String(error)}; got ${smtp.mails.map((m) => m.recipients.join()).join(' ')}`,
        );
      });
  const order = await caught(address('order'));
  sent.push({ kind: ORDER_CONFIRMATION_KIND, mail: order, secrets: [trackingToken], to: address('order') });
  expect(linkTokenIn(order, '/track', 't')).toBe(trackingToken);
  const status = await caught(address('status'));
  sent.push({ kind: ORDER_STATUS_KIND, mail: status, secrets: [statusToken], to: address('status') });
  expect(linkTokenIn(status, '/en/track', 't')).toBe(statusToken);
  sent.push({
    kind: GIFT_CARD_CODES_KIND,
    mail: await caught(address('codes')),
    secrets: codes,
    to: address('codes'),
  });
  sent.push({
    kind: GIFT_CARD_CODES_KIND,
    mail: await caught(address('replaced')),
    secrets: [replacement],
    to: address('replaced'),
  });
  sent.push({
    kind: SIGN_IN_LOCKOUT_KIND,
    mail: await caught(address('lockout')),
    secrets: [],
    to: address('lockout'),
  });
  sent.push({
    kind: CONTACT_REPLY_KIND,
    mail: await caught(address('reply')),
    secrets: [],
    to: address('reply'),
  });
  sent.push({
    kind: CONTACT_MESSAGE_KIND,
    mail: await smtp.waitFor((m) => m.recipients.includes(shopEmail) && m.replyTo === address('omar')),
    secrets: [],
    to: shopEmail,
  });
  const reset = await caught(customer);
  sent.push({
    kind: PASSWORD_RESET_KIND,
    mail: reset,
    secrets: [linkTokenIn(reset, '/en/account/reset', 't')],
    to: customer,
  });
  const join = await caught(address('join'));
  sent.push({ kind: GUEST_ORDERS_LINK_KIND, mail: join, secrets: [joinToken], to: address('join') });
  expect(linkTokenIn(join, '/en/account/join-orders', 't')).toBe(joinToken);
  const restock = await caught(address('restock'));
  sent.push({
    kind: RESTOCK_ALERT_KIND,
    mail: restock,
    secrets: [linkTokenIn(restock, '/restock/unsubscribe', 'token')],
    to: address('restock'),
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** What must not appear: each secret whole, and each of its parts long enough to be a signature. */
const needles = (secrets: string[]) =>
  secrets.flatMap((secret) => [secret, ...secret.split(/[.-]/).filter((part) => part.length >= 8)]);

describe('no secret outside the body of an e-mail', () => {
  it('covers every e-mail kind the worker renders', () => {
    expect(new Set(sent.map((s) => s.kind))).toEqual(new Set(ALL_EMAIL_KINDS));
    // The body does carry each secret (so the scan below could find one).
    for (const { mail, secrets } of sent) for (const secret of secrets) expect(mail.text).toContain(secret);
  });

  it('no header of any e-mail holds a token or code it carries, raw or decoded', () => {
    for (const { mail, secrets, kind } of sent) {
      const lines = headerLines(mail.raw);
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) {
        for (const needle of needles(secrets)) {
          expect(line.raw, `${kind}: ${line.name}`).not.toContain(needle);
          expect(line.value, `${kind}: ${line.name}`).not.toContain(needle);
        }
      }
    }
  });

  it('Message-IDs are opaque and unique: random at the sender domain, no key, address or row number', async () => {
    const rows = await t.database.db
      .select({ id: outbox.id, messageId: outbox.messageId, dedupeKey: outbox.dedupeKey })
      .from(outbox);
    const ids = sent.map(({ mail }) => mail.messageId);
    expect(new Set(ids).size).toBe(sent.length);
    for (const { mail, to } of sent) {
      expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@matjar\.qa>$/);
      expect(mail.messageId).not.toContain(to.split('@')[0]!);
      const row = rows.find((r) => mail.messageId === `<${r.messageId.replace(/-/g, '')}@matjar.qa>`);
      expect(row, mail.subject).toBeDefined();
      expect(mail.messageId).not.toContain(`.${row!.id}@`);
    }
  });

  it('the Message-ID of a reset e-mail cannot reset the password; the link can, once', async () => {
    const { mail, secrets } = sent.find((s) => s.kind === PASSWORD_RESET_KIND)!;
    const fromHeader = mail.messageId.slice(1, mail.messageId.indexOf('@'));
    const refused = await post('/api/store/auth/reset-password', {
      token: fromHeader,
      newPassword: 'taken-over-46',
      confirmPassword: 'taken-over-46',
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await post('/api/store/auth/reset-password', {
      token: secrets[0],
      newPassword: 'brand-new-46',
      confirmPassword: 'brand-new-46',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('a sent row keeps no token or code: removed or masked, the dedupe key without the reset token', async () => {
    const rows = await t.database.db.select().from(outbox).where(inArray(outbox.kind, ALL_EMAIL_KINDS));
    const all = JSON.stringify(rows);
    for (const { secrets } of sent) for (const needle of needles(secrets)) expect(all).not.toContain(needle);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const codes = rows.find(
      (row) => row.kind === GIFT_CARD_CODES_KIND && JSON.stringify(row.payload).includes('Sara'),
    );
    const masked = (codes!.payload as { cards: { code: string }[] }).cards.map((c) => c.code);
    expect(masked).toEqual(sent.find((s) => s.to === address('codes'))!.secrets.map(maskGiftCardCode));
    expect(masked[0]).toMatch(/^[A-Z]+-50-••••$/);
    const reset = rows.find((row) => row.kind === PASSWORD_RESET_KIND)!;
    expect(reset.dedupeKey).toMatch(/^password-reset:[A-Za-z0-9_-]{43}$/);
  });
});

describe('mail that behaves like mail', () => {
  it('shopper e-mails reply to the shop; the contact form replies to its sender', () => {
    for (const { mail, kind } of sent) {
      expect(mail.replyTo, kind).toBe(kind === CONTACT_MESSAGE_KIND ? address('omar') : shopEmail);
    }
  });

  it('automatic e-mails say Auto-Submitted: auto-generated; a staff reply, written by a person, does not', () => {
    for (const { mail, kind } of sent) {
      if (kind === CONTACT_REPLY_KIND) expect(mail.headers['auto-submitted'], kind).toBeUndefined();
      else expect(mail.headers['auto-submitted'], kind).toBe('auto-generated');
    }
  });

  it('a restock alert has RFC 8058 one-click unsubscribe, with a token good for that POST alone', async () => {
    const { mail, secrets } = sent.find((s) => s.kind === RESTOCK_ALERT_KIND)!;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /^<(https:\/\/shop\.example\.qa\/api\/store\/restock-alerts\/one-click\?t=([^>]+))>$/.exec(
      mail.headers['list-unsubscribe'] ?? '',
    );
    expect(header).not.toBeNull();
    const oneClick = decodeURIComponent(header![2]!);
    expect(oneClick).not.toBe(secrets[0]);
    // Other e-mails are not subscriptions.
    for (const other of sent.filter((s) => s.kind !== RESTOCK_ALERT_KIND))
      expect(other.mail.headers['list-unsubscribe']).toBeUndefined();

    // The header's token opens nothing else: not the link's page, not the link's POST.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/store/restock-alerts/unsubscribe?token=${encodeURIComponent(oneClick)}`,
    });
    expect(shown.statusCode).toBe(404);
    expect((await post('/api/store/restock-alerts/unsubscribe', { token: oneClick })).statusCode).toBe(404);
    // And the link's token is no one-click token.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/store/restock-alerts/one-click?t=${encodeURIComponent(secrets[0]!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);

    // What a mail provider sends: a form-encoded POST to the header's address, no cookie, no origin.
    const [alert] = await t.database.db
      .select()
      .from(restockAlerts)
      .where(eq(restockAlerts.email, address('restock')));
    expect(alert!.unsubscribedAt).toBeNull();
    const clicked = await t.app.inject({
      method: 'POST',
      url: header![1]!.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ success: true });
    const [after] = await t.database.db
      .select()
      .from(restockAlerts)
      .where(eq(restockAlerts.email, address('restock')));
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('is sent from the shop’s name in the e-mail’s language', () => {
    const byLanguage = (html: string) => (html.includes('<html lang="ar"') ? 'ar' : 'en');
    for (const { mail, kind } of sent) {
      const name = byLanguage(mail.html) === 'ar' ? 'متجر' : 'Matjar';
      expect(mail.from, kind).toMatch(new RegExp(`^"?${name}"? <no-reply@matjar\\.qa>$`));
    }
    expect(new Set(sent.map(({ mail }) => byLanguage(mail.html)))).toEqual(new Set(['ar', 'en']));
  });

  it('warns at start-up when SMTP is on and the sender is at a .local domain', () => {
    const smtpUrl = 'smtp://mail.example.qa:587';
    expect(senderWarning({ smtpUrl, from: 'Matjar <no-reply@matjar.local>' })).toContain('.local');
    expect(senderWarning({ smtpUrl, from: 'no-reply@shop.LOCAL' })).toContain('.local');
    expect(senderWarning({ smtpUrl, from: 'Matjar <no-reply@matjar.qa>' })).toBeNull();
    expect(senderWarning({ smtpUrl: undefined, from: 'Matjar <no-reply@matjar.local>' })).toBeNull();
  });
});
