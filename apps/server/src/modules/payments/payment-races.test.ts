import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards, orders, outbox, paymentCallbacks, sandboxPayments, transactions } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertOnlineOrder, insertPaymentFixture } from './testing/payment-fixture.js';
import { createSandboxPaymentStore } from './sandbox/sandbox-payment-store.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  type SandboxCallbackBody,
} from './sandbox/sandbox-signature.js';

const PUBLIC_URL = 'http://shop.test';

describe('payments: races and retries', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;
  let secret: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    fixture = await insertPaymentFixture(t.app.db);
    secret = t.config.payments.gateway === 'sandbox' ? t.config.payments.secret : '';
  });
  afterAll(() => t?.close());

  async function startedGiftOrder(quantity: number) {
    const order = await insertOnlineOrder(t.app.db, [
      { product: fixture.giftCard, variant: fixture.card50, quantity, isGiftCard: true },
    ]);
    await t.app.payments.startPayment(order);
    return (await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  }

  it('applies a payment once when callbacks, returns and the sweep arrive together', async () => {
    const order = await startedGiftOrder(3);
    await t.app.db
      .update(sandboxPayments)
      .set({ status: 'completed', transactionId: 'T-RACE', visaId: '424242******4242' })
      .where(eq(sandboxPayments.id, order.paymentId!));
    const body: SandboxCallbackBody = {
      paymentId: order.paymentId!,
      orderNumber: order.orderNumber,
      status: 'completed',
      amount: order.totalAmount,
      transactionId: 'T-RACE',
      visaId: '424242******4242',
      cardType: 'VISA',
    };
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(secret, body) },
        payload: body,
      });
    const back = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/payments/return/sandbox?orderNumber=${order.orderNumber}&id=${order.paymentId}`,
      });
    const answers = await Promise.all([
      callback(),
      back(),
      callback(),
      back(),
      t.app.payments.sweep(new Date(Date.now() + 31 * 60_000)),
    ]);
    for (const answer of answers) {
      if (typeof answer !== 'number') expect([200, 303]).toContain(answer.statusCode);
    }
    expect(await t.app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id))).toHaveLength(3);
    const rows = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows.map((r) => r.status)).toEqual(['completed']);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `gift-card-codes:${order.orderNumber}`));
    expect(mails).toHaveLength(1);
  });

  const submitPay = (paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
    });
  const sandboxRow = async (paymentId: string) =>
    (await t.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]!;
  const callbacksOf = (paymentId: string) =>
    t.app.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, paymentId));

  it('the pay page decides and delivers the callback once; submitting again sends nothing more', async () => {
    const order = await startedGiftOrder(1);
    const first = await submitPay(order.paymentId!);
    expect(first.statusCode).toBe(303);
    // Decided and leased in one statement, delivered, and the lease cleared: one attempt, nothing due.
    expect(await sandboxRow(order.paymentId!)).toMatchObject({
      status: 'completed',
      callbackAttempts: 1,
      callbackDueAt: null,
      callbackError: null,
    });
    expect(await callbacksOf(order.paymentId!)).toHaveLength(1);
    const [paid] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paymentStatus: 'completed', status: 'delivered' });

    // A second click (another tab): back to the shop, no second outcome, no second callback.
    const again = await submitPay(order.paymentId!);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await sandboxRow(order.paymentId!)).toMatchObject({ callbackAttempts: 1, callbackDueAt: null });
    expect(await callbacksOf(order.paymentId!)).toHaveLength(1);
    expect(await t.app.payments.sweep()).toBe(0);
    expect(await callbacksOf(order.paymentId!)).toHaveLength(1);
  });

  it('a decided payment whose sender stopped before delivering is sent by the sweeper once its lease runs out', async () => {
    const order = await startedGiftOrder(1);
    // The page's process decided the payment (and took the callback's lease), then stopped before sending.
    const decided = await createSandboxPaymentStore(t.app.db).decide(order.paymentId!, {
      status: 'completed',
      transactionId: 'T-LEASED',
      visaId: '424242******4242',
    });
    expect(decided).toMatchObject({ status: 'completed', callbackAttempts: 1 });
    expect(decided!.callbackDueAt!.getTime()).toBeGreaterThan(Date.now());
    // While the lease holds, no other sender takes it.
    await t.app.payments.sweep();
    expect(await callbacksOf(order.paymentId!)).toHaveLength(0);
    // The lease ran out: the next sweep delivers it, once.
    await t.app.db
      .update(sandboxPayments)
      .set({ callbackDueAt: new Date(Date.now() - 1_000) })
      .where(eq(sandboxPayments.id, order.paymentId!));
    await t.app.payments.sweep();
    expect(await callbacksOf(order.paymentId!)).toHaveLength(1);
    expect(await sandboxRow(order.paymentId!)).toMatchObject({ callbackAttempts: 2, callbackDueAt: null });
    const [paid] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paymentStatus: 'completed', status: 'delivered' });
    await t.app.payments.sweep();
    expect(await callbacksOf(order.paymentId!)).toHaveLength(1);
  });

  it('a callback finds its order by the number it names, and by the payment alone when that number is another order’s', async () => {
    const signed = (body: SandboxCallbackBody) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(secret, body) },
        payload: body,
      });
    const callbackFor = (
      order: { paymentId: string | null; totalAmount: number },
      orderNumber: string,
    ): SandboxCallbackBody => ({
      paymentId: order.paymentId!,
      orderNumber,
      status: 'completed',
      amount: order.totalAmount,
      transactionId: 'T-FIND',
      visaId: '424242******4242',
      cardType: 'VISA',
    });
    const named = await startedGiftOrder(1);
    expect((await signed(callbackFor(named, named.orderNumber))).statusCode).toBe(200);
    const other = await startedGiftOrder(1);
    const payment = await startedGiftOrder(1);
    expect((await signed(callbackFor(payment, other.orderNumber))).statusCode).toBe(200);
    const statusOf = async (id: number) =>
      (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;
    expect(await statusOf(named.id)).toBe('completed');
    // The payment's own order is paid; the order the callback named is left as it was.
    expect(await statusOf(payment.id)).toBe('completed');
    expect(await statusOf(other.id)).toBe('pending');
  });

  it('keeps an undelivered sandbox callback due and delivers it on a later sweep', async () => {
    const order = await startedGiftOrder(1);
    // The shop cannot be reached at first.
    await t.app.db
      .update(sandboxPayments)
      .set({ callbackUrl: 'http://127.0.0.1:9/api/payments/callback/sandbox' })
      .where(eq(sandboxPayments.id, order.paymentId!));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${order.paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
    });
    expect(submitted.statusCode).toBe(303);
    const [pending] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.paymentId!));
    expect(pending).toMatchObject({ status: 'completed', callbackAttempts: 1 });
    expect(pending!.callbackDueAt!.getTime()).toBeGreaterThan(Date.now());
    expect(pending!.callbackError).toBeTruthy();
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus).toBe(
      'pending',
    );

    // Reachable again and due: the next sweep delivers it.
    await t.app.db
      .update(sandboxPayments)
      .set({
        callbackUrl: `${PUBLIC_URL}/api/payments/callback/sandbox`,
        callbackDueAt: new Date(Date.now() - 1_000),
      })
      .where(eq(sandboxPayments.id, order.paymentId!));
    await t.app.payments.sweep();
    const [delivered] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.paymentId!));
    expect(delivered).toMatchObject({ callbackDueAt: null, callbackError: null, callbackAttempts: 2 });
    // A gift-card order: paid, its codes out, and so complete at once.
    expect((await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'delivered',
      paymentStatus: 'completed',
    });
  });
});
