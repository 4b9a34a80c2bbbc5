import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  giftCardCodes,
  giftCards,
  orders,
  outbox,
  paymentCallbacks,
  sandboxPayments,
  transactions,
} from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { insertOnlineOrder, insertPaymentFixture, stockOf } from './testing/payment-fixture.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  type SandboxCallbackBody,
} from './sandbox/sandbox-signature.js';

const PUBLIC_URL = 'http://shop.test';

describe('payments: sandbox page, callbacks, returns, expiry (sandbox gateway)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;
  let secret: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    fixture = await insertPaymentFixture(t.app.db);
    secret = t.config.payments.gateway === 'sandbox' ? t.config.payments.secret : '';
  });
  afterAll(() => t?.close());

  /** The order page's timeline rows the system moved with a reason: [to_status, system_reason]. */
  async function systemReasons(orderId: number): Promise<[string, string][]> {
    const staff = await createStaffUser(t.app.db, { role: 'admin' });
    const headers = bearer(await createSessionToken(t.app.db, staff.id));
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().history as {
      to_status: string;
      system_reason: string | null;
      reason: null;
    }[];
    return history
      .filter((change) => change.system_reason !== null)
      .map((change) => {
        expect(change.reason).toBeNull();
        return [change.to_status, change.system_reason!];
      });
  }

  async function startedOrder(lines: Parameters<typeof insertOnlineOrder>[1], locale: 'ar' | 'en' = 'ar') {
    const order = await insertOnlineOrder(t.app.db, lines, { locale });
    const { payUrl } = await t.app.payments.startPayment(order);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    return { order: stored!, payPath: payUrl.slice(PUBLIC_URL.length) };
  }
  const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const submit = (payPath: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: payPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const pay = (payPath: string, card = '4242 4242 4242 4242') =>
    submit(payPath, { action: 'pay', card, expiry: '12/99', cvc: '123', name: 'Mariam' });
  const followReturn = (location: string) =>
    t.app.inject({ method: 'GET', url: location.slice(PUBLIC_URL.length) });
  const signedCallback = (body: SandboxCallbackBody, signature = signSandboxCallback(secret, body)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });

  it('shows the hosted test page in the order language with the amount and the test cards', async () => {
    const { order, payPath } = await startedOrder([{ product: fixture.speaker, quantity: 1 }], 'en');
    const page = await t.app.inject({ method: 'GET', url: payPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('TEST MODE');
    // The order by its short number, as every page the shopper sees names it.
    expect(page.body).toContain(`#${order.shortNumber}`);
    expect(page.body).toContain('QAR');
    expect(page.body).toContain('200');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');

    const { payPath: arabicPath } = await startedOrder([{ product: fixture.speaker, quantity: 1 }], 'ar');
    const arabic = await t.app.inject({ method: 'GET', url: arabicPath });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('بيئة تجريبية');
  });

  it('pays with the paying card: signed callback applied, order confirmed, return goes to /en/checkout/success', async () => {
    const { order, payPath } = await startedOrder([{ product: fixture.speaker, quantity: 2 }], 'en');
    const stockBefore = await stockOf(t.app.db, fixture.speaker.id);
    const submitted = await pay(payPath);
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(
      `${PUBLIC_URL}/api/payments/return/sandbox?orderNumber=${order.orderNumber}&id=${order.paymentId}`,
    );
    // The callback arrived before the browser did.
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const [callback] = await t.app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, order.paymentId!));
    expect(callback).toMatchObject({
      gateway: 'sandbox',
      status: 'completed',
      orderNumber: order.orderNumber,
    });
    expect(callback!.processedAt).not.toBeNull();
    const [sandbox] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.paymentId!));
    expect(sandbox).toMatchObject({ status: 'completed', callbackDueAt: null, callbackAttempts: 1 });

    const back = await followReturn(submitted.headers.location as string);
    expect(back.statusCode).toBe(303);
    // With the order's signed tracking token: the success screen survives a reload on any device.
    const location = new URL(back.headers.location as string, PUBLIC_URL);
    expect(location.pathname + location.search).toMatch(
      new RegExp(`^/en/checkout/success\\?orderNumber=${order.orderNumber}&t=\\d+\\.[\\w-]+$`),
    );
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track/${location.searchParams.get('t')}`,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const rows = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', amount: 40_000, visaId: '424242******4242' });
    expect(rows[0]!.transactionId).toMatch(/^SBX[0-9A-F]{12}$/);
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(stockBefore);
  });

  it('declining card: payment failed, order canceled, stock back, return goes to /checkout/failed', async () => {
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const { order, payPath } = await startedOrder([{ product: fixture.speaker, quantity: 3 }]);
    expect((await stockOf(t.app.db, fixture.speaker.id)).product).toBe(before.product - 3);
    const submitted = await pay(payPath, '4000000000000002');
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'failed' });
    expect(await systemReasons(order.id)).toEqual([['canceled', 'payment_failed']]);
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(before);
    const back = await followReturn(submitted.headers.location as string);
    expect(back.headers.location).toBe(`/checkout/failed?orderNumber=${order.orderNumber}`);
  });

  it('cancel button: payment cancelled, stock back, return goes to /checkout/cancelled', async () => {
    const before = await stockOf(t.app.db, fixture.giftCard.id, fixture.card50.id);
    const { order, payPath } = await startedOrder(
      [{ product: fixture.giftCard, variant: fixture.card50, quantity: 2, isGiftCard: true }],
      'en',
    );
    const submitted = await submit(payPath, { action: 'cancel' });
    expect(submitted.statusCode).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'cancelled' });
    expect(await stockOf(t.app.db, fixture.giftCard.id, fixture.card50.id)).toEqual(before);
    const back = await followReturn(submitted.headers.location as string);
    expect(back.headers.location).toBe(`/en/checkout/cancelled?orderNumber=${order.orderNumber}`);
    const cards = await t.app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(cards).toEqual([]);
  });

  it('refuses a wrong card on the page and changes nothing', async () => {
    const { order, payPath } = await startedOrder([{ product: fixture.speaker, quantity: 1 }], 'en');
    const wrong = await pay(payPath, '5555 5555 5555 4444');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Use one of the test cards below');
    const expired = await submit(payPath, {
      action: 'pay',
      card: '4242424242424242',
      expiry: '01/20',
      cvc: '1',
    });
    expect(expired.body).toContain('Enter a future expiry date');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('hands out one of the brand codes in stock per unit, never twice, and queues one e-mail with them', async () => {
    const { order } = await startedOrder(
      [
        { product: fixture.giftCard, variant: fixture.card50, quantity: 2, isGiftCard: true },
        { product: fixture.giftCard, variant: fixture.card100, quantity: 1, isGiftCard: true },
      ],
      'en',
    );
    const body: SandboxCallbackBody = {
      paymentId: order.paymentId!,
      orderNumber: order.orderNumber,
      status: 'completed',
      amount: order.totalAmount,
      transactionId: 'TXN-1',
      visaId: '424242******4242',
      cardType: 'VISA',
    };
    expect((await signedCallback(body)).statusCode).toBe(200);
    const cards = await t.app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id));
    expect(cards).toHaveLength(3);
    // Brand codes stay sealed in the inventory: the card row points at one, it holds no code of its own.
    expect(cards.every((card) => card.codeSealed === null && card.inventoryCodeId !== null)).toBe(true);
    expect(new Set(cards.map((c) => c.inventoryCodeId)).size).toBe(3);
    const sold = await t.app.db.select().from(giftCardCodes).where(eq(giftCardCodes.orderId, order.id));
    expect(sold.map((code) => code.status)).toEqual(['sold', 'sold', 'sold']);
    expect(sold.map((code) => code.variantId).sort()).toEqual(
      [fixture.card50.id, fixture.card50.id, fixture.card100.id].sort(),
    );
    // The 100 QAR card costs 95 QAR: its value is the denomination, not the price.
    expect(cards.map((c) => c.denomination).sort()).toEqual([10_000, 5_000, 5_000]);

    // Replayed: acknowledged, applied once.
    expect((await signedCallback(body)).statusCode).toBe(200);
    expect(await t.app.db.select().from(giftCards).where(eq(giftCards.orderId, order.id))).toHaveLength(3);
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email:gift-card-codes'),
          eq(outbox.dedupeKey, `gift-card-codes:${order.orderNumber}`),
        ),
      );
    expect(mails).toHaveLength(1);
    const payload = mails[0]!.payload as {
      locale: string;
      to: string;
      cards: { code: string; value: number; productName: string }[];
    };
    expect(payload).toMatchObject({ locale: 'en', to: 'mariam@example.qa' });
    // The e-mail carries the brand's own codes, the ones loaded into the inventory.
    expect(payload.cards).toHaveLength(3);
    const stocked = [...fixture.codes.card50, ...fixture.codes.card100];
    expect(payload.cards.every((c) => stocked.includes(c.code))).toBe(true);
    expect(new Set(payload.cards.map((c) => c.code)).size).toBe(3);
    expect(payload.cards[0]!.productName).toBe(fixture.giftCard.nameEn);
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
  });

  it('answers 401 to a forged callback and changes nothing', async () => {
    const { order } = await startedOrder([{ product: fixture.speaker, quantity: 1 }]);
    const body: SandboxCallbackBody = {
      paymentId: order.paymentId!,
      orderNumber: order.orderNumber,
      status: 'completed',
      amount: order.totalAmount,
      transactionId: 'X',
      visaId: null,
      cardType: null,
    };
    const forged = await signedCallback(body, signSandboxCallback('not-the-secret-at-all', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('PAYMENT_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    // A signature over other values does not carry over to a changed amount.
    const tampered = await signedCallback({ ...body, amount: 1 }, signSandboxCallback(secret, body));
    expect(tampered.statusCode).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const callbacks = await t.app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, order.paymentId!));
    expect(callbacks).toEqual([]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/skipcash',
      payload: body,
    });
    expect(other.statusCode).toBe(404);
  });

  it('treats a completed payment of the wrong amount as failed', async () => {
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const { order } = await startedOrder([{ product: fixture.speaker, quantity: 1 }]);
    const response = await signedCallback({
      paymentId: order.paymentId!,
      orderNumber: order.orderNumber,
      status: 'completed',
      amount: order.totalAmount - 100,
      transactionId: 'T',
      visaId: null,
      cardType: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'failed' });
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(before);
  });

  it('leaves a closed order closed when a payment completes late, keeping the payment on record', async () => {
    const { order, payPath } = await startedOrder([{ product: fixture.speaker, quantity: 1 }]);
    await submit(payPath, { action: 'cancel' });
    const late = await signedCallback({
      paymentId: order.paymentId!,
      orderNumber: order.orderNumber,
      status: 'completed',
      amount: order.totalAmount,
      transactionId: 'LATE',
      visaId: null,
      cardType: null,
    });
    expect(late.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'cancelled' });
    const rows = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'completed']);
  });

  it('expiry sweep: unpaid orders past their deadline are cancelled with stock back; a paid one is confirmed', async () => {
    const in31Minutes = new Date(Date.now() + 31 * 60_000);
    // Orders left pending by the tests above expire too; settle them first.
    await t.app.payments.sweep(in31Minutes);
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const unpaid = await startedOrder([{ product: fixture.speaker, quantity: 2 }]);
    const paidButSilent = await startedOrder([{ product: fixture.speaker, quantity: 1 }]);
    const fresh = await startedOrder([{ product: fixture.speaker, quantity: 1 }]);
    // Paid at the gateway, but its callback never arrived (it is not due until much later).
    await t.app.db
      .update(sandboxPayments)
      .set({ status: 'completed', transactionId: 'T-SILENT', callbackDueAt: new Date('2999-01-01') })
      .where(eq(sandboxPayments.id, paidButSilent.order.paymentId!));

    // Only these two are past their deadline at that time; `fresh` was made with the same deadline, so
    // push it later to show that the sweep only takes expired orders.
    await t.app.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(orders.id, fresh.order.id));
    const closed = await t.app.payments.sweep(in31Minutes);
    expect(closed).toBe(2);

    expect(await orderRow(unpaid.order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'cancelled' });
    // The order page's timeline says why the system canceled it: the payment window passed.
    expect(await systemReasons(unpaid.order.id)).toEqual([['canceled', 'payment_expired']]);
    expect(await systemReasons(paidButSilent.order.id)).toEqual([]);
    expect(await orderRow(paidButSilent.order.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    expect(await orderRow(fresh.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await stockOf(t.app.db, fixture.speaker.id)).product).toBe(before.product - 2);
    // A second sweep finds nothing more to do.
    await t.app.payments.sweep(in31Minutes);
    expect((await stockOf(t.app.db, fixture.speaker.id)).product).toBe(before.product - 2);
  });
});
