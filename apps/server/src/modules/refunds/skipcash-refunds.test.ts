import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminOrderRefundsResponse, AdminRefundResponse } from '@matjar/core';
import { orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { freePortInRange, startFakeSkipCash } from '../payments/testing/fake-skipcash.js';
import { insertOnlineOrder, insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { newRequestKey } from './testing/refund-test-support.js';

const KEYS = {
  clientId: 'client-refunds',
  keyId: '1c8f2c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  keySecret: 'refunds-key-secret',
  webhookKey: 'refunds-webhook-key',
};

/** SkipCash has no refund call: staff record the portal's refund, and its statusId 6/7/8 confirm it. */
describe('card refunds with PAYMENT_GATEWAY=skipcash (fake SkipCash)', () => {
  let fake: Awaited<ReturnType<typeof startFakeSkipCash>>;
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertPaymentFixture>>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeSkipCash({ ...KEYS, webhookSchedule: [0, 0, 30] });
    const port = await freePortInRange();
    t = await buildTestApp({
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    const boss = await createStaffUser(t.app.db, { role: 'admin' });
    admin = bearer(await createSessionToken(t.app.db, boss.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function paidOrder() {
    const order = await insertOnlineOrder(t.app.db, [{ product: fixture.speaker, quantity: 1 }]);
    const { payUrl } = await t.app.payments.startPayment(order);
    await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    await fake.webhooksSettled();
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    return row!;
  }
  const refund = (orderId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: admin, payload });
  const check = (orderId: number, refundId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/${refundId}/retry`,
      headers: admin,
    });

  it('asks for the portal’s reference, stays pending until SkipCash reports 6 (refunded)', async () => {
    const order = await paidOrder();
    const listed = AdminOrderRefundsResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/refunds`, headers: admin })
      ).json(),
    );
    expect(listed).toMatchObject({
      card_by_portal: true,
      methods: ['card', 'store_credit'],
      refundable: order.totalAmount,
    });
    const base = { amount: 5_000, reason: 'Dead on arrival', method: 'card' };
    const bare = await refund(order.id, { ...base, request_key: newRequestKey() });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('REFUND_REFERENCE_REQUIRED');

    const made = AdminRefundResponse.parse(
      (await refund(order.id, { ...base, reference: 'RF-20931', request_key: newRequestKey() })).json(),
    );
    expect(made.refund).toMatchObject({ status: 'pending', gateway: 'skipcash', reference: 'RF-20931' });
    expect(made).toMatchObject({ pending: 5_000, refunded: 0 });

    fake.payments.get(order.paymentId!)!.statusId = 7; // pending refund
    expect(AdminRefundResponse.parse((await check(order.id, made.refund.id)).json()).refund.status).toBe(
      'pending',
    );
    fake.payments.get(order.paymentId!)!.statusId = 6; // refunded
    const settled = AdminRefundResponse.parse((await check(order.id, made.refund.id)).json());
    expect(settled.refund.status).toBe('succeeded');
    expect(settled).toMatchObject({ refunded: 5_000, pending: 0 });
  });

  it('SkipCash’s 8 (refund failed) fails the refund with a reason', async () => {
    const order = await paidOrder();
    const made = AdminRefundResponse.parse(
      (
        await refund(order.id, {
          amount: 1_000,
          reason: 'Late delivery',
          method: 'card',
          reference: 'RF-1',
          request_key: newRequestKey(),
        })
      ).json(),
    );
    fake.payments.get(order.paymentId!)!.statusId = 8;
    const failed = AdminRefundResponse.parse((await check(order.id, made.refund.id)).json());
    expect(failed.refund).toMatchObject({ status: 'failed' });
    expect(failed.refund.failure_reason).toMatch(/failed/);
    expect(failed).toMatchObject({ pending: 0, refunded: 0 });
  });
});
