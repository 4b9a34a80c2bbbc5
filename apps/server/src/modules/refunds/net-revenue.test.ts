import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCustomerListResponse,
  AdminDashboardResponse,
  AdminSalesReportResponse,
  dohaDate,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { SANDBOX_CARDS } from '../payments/sandbox/sandbox-cards.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import {
  cashCollected,
  newRequestKey,
  payWithCard,
  placeRefundOrder,
} from './testing/refund-test-support.js';

// One database of its own: the shop's money today is exactly what this file puts in and takes out.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF, env: { PUBLIC_URL: 'http://shop.test' } });
  f = await insertCheckoutFixture(t.app.db, { stock: { cable: 500 } });
  const boss = await createStaffUser(t.app.db, { role: 'admin' });
  admin = bearer(await createSessionToken(t.app.db, boss.id));
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const refund = async (orderId: number, payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: admin,
    payload: { request_key: newRequestKey(), reason: 'Returned', ...payload },
  });
  expect(response.statusCode).toBe(201);
};

describe('revenue follows the money', () => {
  it('the dashboard, the sales report and total spent are payments minus refunds', async () => {
    const card = await placeRefundOrder(t.app, f, 'online', 3);
    await payWithCard(t.app, card.paymentUrl!, SANDBOX_CARDS.pays);
    const cash = await placeRefundOrder(t.app, f, 'cash', 2);
    await cashCollected(t.app.db, cash.id, cash.totalAmount);
    // An unpaid attempt and a declined card bring nothing in.
    await placeRefundOrder(t.app, f, 'online', 1);
    const declined = await placeRefundOrder(t.app, f, 'online', 1);
    await payWithCard(t.app, declined.paymentUrl!, SANDBOX_CARDS.declines);

    // A paid card order canceled and refunded in full: never revenue (decision 019), so its refund takes
    // nothing off again.
    const canceled = await placeRefundOrder(t.app, f, 'online', 1);
    await payWithCard(t.app, canceled.paymentUrl!, SANDBOX_CARDS.pays);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/order-status/${canceled.id}`,
      headers: admin,
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    await refund(canceled.id, { amount: canceled.totalAmount, method: 'card' });

    await refund(card.id, { amount: 2_500, method: 'card' });
    await refund(cash.id, { amount: 1_000, method: 'cash', cash_how: 'cash' });
    const payments = card.totalAmount + cash.totalAmount;
    const refunds = 3_500;

    const dashboard = AdminDashboardResponse.parse(await get('/api/admin/dashboard'));
    expect(dashboard.today.today).toEqual({ orders: 3, revenue: payments - refunds });
    expect(dashboard.days.at(-1)).toMatchObject({ orders: 3, revenue: payments - refunds });

    const today = dohaDate(new Date());
    const report = AdminSalesReportResponse.parse(
      await get(`/api/admin/reports/sales?from=${today}&to=${today}&group=day`),
    );
    expect(report.current).toMatchObject({
      received: payments,
      refunded: refunds,
      refunded_card: 2_500,
      refunded_cash: 1_000,
      net_received: payments - refunds,
    });
    expect(report.series.reduce((sum, bucket) => sum + bucket.net_received, 0)).toBe(payments - refunds);

    const customers = AdminCustomerListResponse.parse(await get('/api/admin/customers?q=Noor'));
    const spent = customers.customers.reduce((sum, customer) => sum + customer.total_spent, 0);
    expect(spent).toBe(payments - refunds);
  });
});
