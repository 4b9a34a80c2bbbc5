import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfQatarDay, startOfDohaDay } from '@matjar/core';
import { coupons, orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { dohaDay, uniqueCode } from '../coupons/testing/coupon-test-support.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
});
afterAll(() => t?.close());

async function insertCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const code = uniqueCode('LIM');
  await t.database.db.insert(coupons).values({
    code,
    type: 'percentage',
    value: 10,
    minOrder: 0,
    description: 'خصم',
    descriptionEn: '10% off',
    expiresAt: endOfQatarDay(dohaDay(30)),
    ...values,
  });
  return code;
}

let shoppers = 0;
/** A cash order of one cable with the code, as a shopper of its own unless an e-mail is given. */
function order(couponCode: string, email?: string) {
  const n = ++shoppers;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: { 'accept-language': 'ar' },
    payload: {
      customer: {
        name: 'Coupon Shopper',
        email: email ?? `coupon-${n}@example.com`,
        phone: `+974 7${String(n).padStart(7, '0')}`,
      },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: qatarAddress(n),
      paymentMethod: 'cash',
      couponCode,
    },
  });
}
const quote = (couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store/cart/quote',
    payload: { items: [{ product_id: f.cable.id, quantity: 1 }], couponCode },
  });
const ordersWith = async (code: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.couponCode, code))
  )[0]!.n;

describe('coupon limits in create-order', () => {
  it('a coupon not started yet is refused by the quote and by create-order (COUPON_NOT_STARTED)', async () => {
    const code = await insertCoupon({ startsAt: startOfDohaDay(dohaDay(1)) });
    const quoted = (await quote(code)).json();
    expect(quoted.coupon).toBeNull();
    expect(quoted.couponError).toMatchObject({
      code: 'COUPON_NOT_STARTED',
      messageAr: 'كود الخصم هذا لم يبدأ بعد',
    });
    const response = await order(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'COUPON_NOT_STARTED',
      message: 'This coupon is not active yet',
    });
    expect(await ordersWith(code)).toBe(0);
  });

  it('a used-up coupon is refused with COUPON_USED_UP in both languages and nothing is written', async () => {
    const code = await insertCoupon({ usageLimit: 1 });
    expect((await order(code)).statusCode).toBe(201);
    const quoted = (await quote(code)).json();
    expect(quoted.couponError).toMatchObject({ code: 'COUPON_USED_UP' });
    const response = await order(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'COUPON_USED_UP',
      message: 'This coupon has been used the maximum number of times',
      messageAr: 'استُخدم كود الخصم هذا العدد الأقصى من المرات',
    });
    expect(await ordersWith(code)).toBe(1);
  });

  it('a canceled order gives its use back', async () => {
    const code = await insertCoupon({ usageLimit: 1 });
    const first = await order(code);
    await t.database.db
      .update(orders)
      .set({ status: 'canceled' })
      .where(eq(orders.orderNumber, first.json().orderNumber));
    expect((await order(code)).statusCode).toBe(201);
  });

  it('the per-customer limit counts the shopper by e-mail (any case), not other shoppers', async () => {
    const code = await insertCoupon({ perCustomerLimit: 1 });
    expect((await order(code, 'Repeat@Example.com')).statusCode).toBe(201);
    const again = await order(code, 'repeat@example.com');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('COUPON_CUSTOMER_LIMIT');
    expect((await order(code)).statusCode).toBe(201);
    expect(await ordersWith(code)).toBe(2);
  });

  it('simultaneous orders for a coupon with one use left: exactly one succeeds', async () => {
    const code = await insertCoupon({ usageLimit: 3 });
    expect((await order(code)).statusCode).toBe(201);
    expect((await order(code)).statusCode).toBe(201);
    const responses = await Promise.all(Array.from({ length: 12 }, () => order(code)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(11);
    expect(
      responses.filter((r) => r.statusCode === 400).every((r) => r.json().error.code === 'COUPON_USED_UP'),
    ).toBe(true);
    expect(await ordersWith(code)).toBe(3);
  });

  it('simultaneous orders of one shopper with a per-customer limit of 1: exactly one succeeds', async () => {
    const code = await insertCoupon({ perCustomerLimit: 1 });
    const responses = await Promise.all(Array.from({ length: 4 }, () => order(code, 'twice@example.com')));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await ordersWith(code)).toBe(1);
  });
});
