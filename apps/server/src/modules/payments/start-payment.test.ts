import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '@matjar/core';
import { orders, sandboxPayments, transactions } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertOnlineOrder, insertPaymentFixture, stockOf } from './testing/payment-fixture.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStartPayment } from './payments-service.js';

describe('startPayment', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { PUBLIC_URL: 'https://shop.example.qa', SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
    });
    fixture = await insertPaymentFixture(t.app.db);
  });
  afterAll(() => t?.close());

  it('opens a sandbox payment, stores its id on the order with a 30-minute deadline and a pending transaction', async () => {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 2 }], {
      locale: 'en',
    });
    const before = Date.now();
    const { payUrl } = await t.app.payments.startPayment(order);

    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.paymentId).toMatch(/^sbx_[0-9a-f-]{36}$/);
    expect(payUrl).toBe(`https://shop.example.qa/pay/sandbox/${stored!.paymentId}`);
    const deadline = stored!.paymentExpiresAt!.getTime() - before;
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThan(31 * 60_000);

    const rows = await t.app.db
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows).toMatchObject([
      { gateway: 'sandbox', paymentId: stored!.paymentId, status: 'pending', amount: 40_000 },
    ]);
    const [sandbox] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, stored!.paymentId!));
    expect(sandbox).toMatchObject({
      orderNumber: order.orderNumber,
      amount: 40_000,
      locale: 'en',
      status: 'pending',
      returnUrl: `https://shop.example.qa/api/payments/return/sandbox?orderNumber=${order.orderNumber}`,
      callbackUrl: 'https://shop.example.qa/api/payments/callback/sandbox',
    });
  });

  it('closes the order and gives its stock back when the gateway fails', async () => {
    const broken: PaymentGateway = {
      name: 'sandbox',
      createPayment: () => Promise.reject(new Error('connect ECONNREFUSED')),
      lookupPayment: () => Promise.reject(new Error('unused')),
      verifyCallback: () => null,
    };
    const startPayment = createStartPayment({
      db: t.app.db,
      gateway: broken,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      settings: t.app.settings,
    });
    const before = await stockOf(t.app.db, fixture.speaker.id);
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 3 }]);
    expect((await stockOf(t.app.db, fixture.speaker.id)).product).toBe(before.product - 3);

    const error = await startPayment(order).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PAYMENT_GATEWAY_ERROR');

    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'canceled', paymentStatus: 'failed', paymentId: null });
    expect(stored!.stockReleasedAt).not.toBeNull();
    expect(await stockOf(t.app.db, fixture.speaker.id)).toEqual(before);
  });
});
