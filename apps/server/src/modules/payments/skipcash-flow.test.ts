import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentCallbacks, siteSettings, transactions } from '@matjar/db';
import { DEFAULT_CONTACT_SETTINGS } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { insertOnlineOrder, insertPaymentFixture, stockOf } from './testing/payment-fixture.js';
import { freePortInRange, startFakeSkipCash } from './testing/fake-skipcash.js';
import { signSkipCashWebhook } from './skipcash/skipcash-signature.js';

const KEYS = {
  clientId: 'client-flow',
  keyId: '0b7f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  keySecret: 'flow-key-secret',
  webhookKey: 'flow-webhook-key',
};

/** The shop configured for SkipCash, listening for real, talking to the fake SkipCash over HTTP. */
describe('payments with PAYMENT_GATEWAY=skipcash (fake SkipCash)', () => {
  let fake: Awaited<ReturnType<typeof startFakeSkipCash>>;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;
  let shopUrl: string;

  beforeAll(async () => {
    fake = await startFakeSkipCash({ ...KEYS, webhookSchedule: [0, 0, 30] });
    const port = await freePortInRange();
    shopUrl = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      env: {
        PUBLIC_URL: shopUrl,
        PAYMENT_GATEWAY: 'skipcash',
        SKIPCASH_URL: fake.url,
        SKIPCASH_CLIENT_ID: KEYS.clientId,
        SKIPCASH_KEY_ID: KEYS.keyId,
        SKIPCASH_KEY_SECRET: KEYS.keySecret,
        SKIPCASH_WEBHOOK_KEY: KEYS.webhookKey,
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    fixture = await insertPaymentFixture(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  async function payOnFake(action: 'pay' | 'decline' | 'cancel', locale: 'ar' | 'en' = 'en', quantity = 1) {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity }], { locale });
    const { payUrl } = await t.app.payments.startPayment(order);
    expect(payUrl.startsWith(`${fake.url}/pay/`)).toBe(true);
    const submitted = await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    await fake.webhooksSettled();
    return { order, returnUrl: submitted.headers.get('location')! };
  }

  it('pays: the signed webhook confirms the order once; the return lands on the success screen', async () => {
    const { order, returnUrl } = await payOnFake('pay', 'en');
    expect(returnUrl).toMatch(
      new RegExp(
        `^${shopUrl}/api/payments/return/skipcash\\?orderNumber=${order.orderNumber}&id=[0-9a-f-]{36}$`,
      ),
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const back = await fetch(returnUrl, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^/en/checkout/success\\?orderNumber=${order.orderNumber}&t=\\d+\\.`),
    );
    const [txn] = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(txn).toMatchObject({
      gateway: 'skipcash',
      status: 'completed',
      amount: 20_000,
      // The card reference, never our own order number that SkipCash echoes in its TransactionId.
      transactionId: '7064596254436292404008',
      visaId: '7064596254436292404008',
    });
    const callbacks = await t.app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, (await orderRow(order.id)).paymentId!));
    expect(callbacks).toMatchObject([{ gateway: 'skipcash', status: '2' }]);
  });

  it('declined and cancelled payments give the stock back and return to the failed and cancelled screens', async () => {
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const declined = await payOnFake('decline', 'ar', 2);
    const cancelled = await payOnFake('cancel', 'en', 3);
    expect(await orderRow(declined.order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'failed' });
    expect(await orderRow(cancelled.order.id)).toMatchObject({
      status: 'canceled',
      paymentStatus: 'cancelled',
    });
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(before);
    const failedBack = await fetch(declined.returnUrl, { redirect: 'manual' });
    expect(failedBack.headers.get('location')).toBe(
      `/checkout/failed?orderNumber=${declined.order.orderNumber}`,
    );
    const cancelledBack = await fetch(cancelled.returnUrl, { redirect: 'manual' });
    expect(cancelledBack.headers.get('location')).toBe(
      `/en/checkout/cancelled?orderNumber=${cancelled.order.orderNumber}`,
    );
  });

  it('confirms on return by look-up even when no webhook arrived', async () => {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 1 }]);
    await t.app.payments.startPayment(order);
    const paymentId = (await orderRow(order.id)).paymentId!;
    // Paid at SkipCash, webhook lost.
    Object.assign(fake.payments.get(paymentId)!, { statusId: 2, visaId: '1111' });
    const back = await fetch(
      `${shopUrl}/api/payments/return/skipcash?orderNumber=${order.orderNumber}&id=${paymentId}`,
      {
        redirect: 'manual',
      },
    );
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^/checkout/success\\?orderNumber=${order.orderNumber}&t=\\d+\\.`),
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
  });

  it('refuses a forged webhook with 401 and applies a replayed one once', async () => {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 1 }]);
    await t.app.payments.startPayment(order);
    const paymentId = (await orderRow(order.id)).paymentId!;
    const body = {
      PaymentId: paymentId,
      Amount: '200.00',
      StatusId: 2,
      TransactionId: order.orderNumber,
      Custom1: order.orderNumber,
      VisaId: '42',
    };
    const post = (authorization: string) =>
      fetch(`${shopUrl}/api/payments/callback/skipcash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      });
    expect((await post(signSkipCashWebhook('guessed-key', body))).status).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const signature = signSkipCashWebhook(KEYS.webhookKey, body);
    expect((await post(signature)).status).toBe(200);
    expect((await post(signature)).status).toBe(200);
    const rows = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
  });

  it('expiry asks SkipCash once: unpaid is cancelled', async () => {
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 4 }]);
    await t.app.payments.startPayment(order);
    await t.app.payments.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'cancelled' });
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(before);
  });

  const returnTo = (search: string) =>
    fetch(`${shopUrl}/api/payments/return/skipcash${search}`, { redirect: 'manual' }).then(
      (answer) => answer.headers.get('location') ?? '',
    );

  async function startedOrder(options: Parameters<typeof insertOnlineOrder>[2] = {}) {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 1 }], options);
    await t.app.payments.startPayment(order);
    const paymentId = (await orderRow(order.id)).paymentId!;
    return { order, paymentId, fakePayment: fake.payments.get(paymentId)! };
  }

  it('issues a tracking token on return only when the return names the order’s own payment and SkipCash vouches for it', async () => {
    const { order, paymentId, fakePayment } = await startedOrder();
    fakePayment.statusId = 2;
    // The order number alone (easy to guess): the right screen, no token, and the payment still applied.
    expect(await returnTo(`?orderNumber=${order.orderNumber}`)).toBe(
      `/checkout/success?orderNumber=${order.orderNumber}`,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    // Another order's payment id beside this order's number: no token either.
    const other = await startedOrder();
    expect(await returnTo(`?orderNumber=${order.orderNumber}&id=${other.paymentId}`)).toBe(
      `/checkout/success?orderNumber=${order.orderNumber}`,
    );
    // Its own payment id, after a second `?` and among a portal's parameters: the token.
    for (const search of [
      `?orderNumber=${order.orderNumber}?id=${paymentId}`,
      `?lang=ar&id=${paymentId}&orderNumber=${order.orderNumber}`,
      // A portal Return URL without our order number: found by its payment id.
      `?id=${paymentId}`,
    ]) {
      expect(await returnTo(search), search).toMatch(
        new RegExp(`^/checkout/success\\?orderNumber=${order.orderNumber}&t=\\d+\\.`),
      );
    }
  });

  it('applies nothing and issues no token when SkipCash reports the payment for another order', async () => {
    const { order, paymentId, fakePayment } = await startedOrder();
    Object.assign(fakePayment, { statusId: 2, transactionId: 'ORD-SOMEONE-ELSE', visaId: '99' });
    expect(await returnTo(`?orderNumber=${order.orderNumber}&id=${paymentId}`)).toBe(
      `/checkout/success?orderNumber=${order.orderNumber}`,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('opens a payment for an order without a phone with the shop’s contact number, and clips names to 59', async () => {
    const longName = `${'ع'.repeat(70)} ${'b'.repeat(80)}`;
    await t.app.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'contact_settings'));
    // Written behind the settings screen's back: the cached copy goes, as a save's announcement drops it.
    t.app.settings.invalidate();
    const unset = await startedOrder({ phone: null, name: longName });
    expect(unset.fakePayment.request).toMatchObject({ Phone: DEFAULT_CONTACT_SETTINGS.whatsapp });
    expect((unset.fakePayment.request.FirstName as string).length).toBe(59);
    expect((unset.fakePayment.request.LastName as string).length).toBe(59);

    await t.app.db.insert(siteSettings).values({
      settingKey: 'contact_settings',
      settingValue: JSON.stringify({ ...DEFAULT_CONTACT_SETTINGS, whatsapp: '+974 ٤٤٤٤ 5555' }),
    });
    t.app.settings.invalidate();
    const shops = await startedOrder({ phone: null });
    expect(shops.fakePayment.request).toMatchObject({ Phone: '+97444445555' });
    const blank = await startedOrder({ phone: '  ' });
    expect(blank.fakePayment.request).toMatchObject({ Phone: '+97444445555' });
    const own = await startedOrder({ phone: '+974 5551 2345' });
    expect(own.fakePayment.request).toMatchObject({ Phone: '+97455512345' });
  });
});
