import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '@matjar/db';
import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// Decision 032: delivery priced by zone in the cart quote, create-order and the shipping coupon; the default
// zones charge exactly today's fees; a zone staff mark "not delivered here" refuses checkout.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let admin: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
  const session = async (role: 'admin' | 'editor') =>
    bearer(await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role })).id));
  admin = await session('admin');
  editor = await session('editor');
});
afterAll(() => t?.close());

const zone = (over: Partial<DeliveryZone>): DeliveryZone => ({ ...DEFAULT_DELIVERY_ZONES[1]!, ...over });
const ZONES: DeliveryZone[] = [
  zone({ name_ar: 'الدوحة', name_en: 'Doha', cities: ['doha'], days_min: 1, days_max: 1 }),
  zone({ name_ar: 'الخور', name_en: 'Al Khor', cities: ['al_khor'], fee: 4_000, free_above: 80_000 }),
  zone({ name_ar: 'الشمال', name_en: 'North', cities: ['al_shamal'], delivered: false }),
  zone({ name_ar: 'باقي قطر', name_en: 'Rest of Qatar' }),
];

const putZones = (zones: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/delivery-zones', headers, payload: { zones } });
const quote = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/store/cart/quote', payload }).then((r) => r.json());
/** The order as stored: its fee and total, whatever the answer shows. */
async function stored(response: { json: () => { orderNumber: string } }) {
  const [row] = await t.database.db
    .select({ shipping_fee: orders.shippingFee, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.orderNumber, response.json().orderNumber));
  return row;
}
let street = 0;
const createOrder = (city: string, extra: object = {}) => {
  street += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: { 'accept-language': 'ar' },
    payload: {
      customer: { name: 'Hamad', email: `zones-${street}@example.com`, phone: `+974 6600 ${2000 + street}` },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: qatarAddress(street, city),
      paymentMethod: 'cash',
      ...extra,
    },
  });
};

describe('with the default zones (a shop that changes nothing)', () => {
  it('charges today’s fees and promises today’s days, city known or not', async () => {
    const items = [{ product_id: f.cable.id, quantity: 1 }];
    expect(await quote({ items })).toMatchObject({
      shippingFee: 2_500,
      total: 5_500,
      delivery: { delivered: true, freeAbove: 50_000, amountToFreeDelivery: 47_000 },
    });
    const doha = await quote({ items, shippingCity: 'doha' });
    expect(doha).toMatchObject({ shippingFee: 2_500, delivery: { daysMin: 2, daysMax: 3 } });
    const khor = await quote({ items: [{ product_id: f.phone.id, quantity: 1 }], shippingCity: 'al_khor' });
    expect(khor).toMatchObject({
      shippingFee: 0,
      delivery: { daysMin: 3, daysMax: 5, amountToFreeDelivery: 0 },
    });
    const order = await createOrder('al_khor');
    expect(order.statusCode).toBe(201);
    expect(await stored(order)).toMatchObject({ shipping_fee: 2_500, total: 5_500 });
  });

  it('shows staff the default zones until they save a list; editors may read, not save', async () => {
    const read = await t.app.inject({ url: '/api/admin/delivery-zones', headers: editor });
    expect(read.json()).toEqual({ zones: DEFAULT_DELIVERY_ZONES, isDefault: true });
    expect((await putZones(ZONES, editor)).statusCode).toBe(403);
  });
});

describe('with zones of their own', () => {
  beforeAll(async () => {
    const saved = await putZones(ZONES);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().isDefault).toBe(false);
  });

  it('prices the quote and the order by the city’s zone', async () => {
    const items = [{ product_id: f.cable.id, quantity: 1 }];
    expect(await quote({ items, shippingCity: 'al_khor', shippingZone: '74' })).toMatchObject({
      shippingFee: 4_000,
      total: 7_000,
      delivery: { zone: { en: 'Al Khor', ar: 'الخور' }, freeAbove: 80_000, amountToFreeDelivery: 77_000 },
    });
    expect(await quote({ items, shippingCity: 'doha' })).toMatchObject({
      shippingFee: 2_500,
      delivery: { daysMin: 1, daysMax: 1 },
    });
    const order = await createOrder('Al Khor');
    expect(order.statusCode).toBe(201);
    expect(await stored(order)).toMatchObject({ shipping_fee: 4_000, total: 7_000 });
  });

  it('keeps the zone’s promise on the order, shown on the success screen', async () => {
    const order = await createOrder('doha');
    expect(order.statusCode).toBe(201);
    const { orderNumber, orderToken } = order.json();
    const verified = await t.app.inject({
      url: `/api/payments/verify-order/${orderNumber}`,
      headers: { 'x-order-token': orderToken },
    });
    expect(verified.json().order.delivery).toMatchObject({ city: 'doha', daysMin: 1, daysMax: 1 });
  });

  it('lets the shipping coupon take off up to its value from the zone’s fee', async () => {
    const order = await createOrder('al_khor', { couponCode: f.coupon('SHIP') });
    expect(order.statusCode).toBe(201);
    expect(await stored(order)).toMatchObject({ shipping_fee: 4_000 - 2_500, total: 3_000 + 4_000 - 2_500 });
  });

  it('a free-delivery coupon waives the whole fee of any zone, on its own line everywhere after', async () => {
    const code = `FREEDEL${Date.now()}`;
    await t.database.db.insert(coupons).values({
      code,
      type: 'free_delivery',
      value: 0,
      minOrder: 0,
      description: 'توصيل مجاني',
      descriptionEn: 'Free delivery',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const items = [{ product_id: f.cable.id, quantity: 1 }];
    expect(await quote({ items, shippingCity: 'al_khor', couponCode: code })).toMatchObject({
      shippingFee: 4_000,
      shippingDiscount: 4_000,
      total: 3_000,
      couponError: null,
    });
    const order = await createOrder('al_khor', { couponCode: code });
    expect(order.statusCode).toBe(201);
    const { orderNumber, orderToken } = order.json();
    const charges = {
      subtotal: 3_000,
      discount: 0,
      couponCode: code,
      deliveryFee: 4_000,
      deliveryDiscount: 4_000,
      total: 3_000,
      hasDelivery: true,
      delivered: true,
    };
    const verified = await t.app.inject({
      url: `/api/payments/verify-order/${orderNumber}`,
      headers: { 'x-order-token': orderToken },
    });
    expect(verified.json().order.charges).toEqual(charges);
    // Tracking finds the order by its long identifier too (typed in lower case), with the same charges and
    // the promise made at checkout (Al Khor: 3–5 days), not one recomputed from the city.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { orderNumber: ` ${orderNumber.toLowerCase()} `, contact: `zones-${street}@example.com` },
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().order).toMatchObject({
      orderNumber,
      charges,
      delivery: { daysMin: 3, daysMax: 5 },
    });
  });

  it('refuses an address the shop does not deliver to, in both languages, and writes nothing', async () => {
    const items = [{ product_id: f.cable.id, quantity: 1 }];
    expect((await quote({ items, shippingCity: 'al_shamal' })).delivery).toMatchObject({
      delivered: false,
      amountToFreeDelivery: null,
    });
    const refused = await createOrder('al_shamal');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'DELIVERY_NOT_AVAILABLE',
      message: expect.stringContaining('We do not deliver'),
      messageAr: expect.stringContaining('لا نوصل'),
    });
  });

  it('refuses a malformed list with a code, and keeps the zones in force', async () => {
    const bad = await putZones([zone({ days_min: 5, days_max: 2 })]);
    expect(bad.statusCode).toBe(400);
    expect((await putZones([zone({ cities: ['atlantis' as never] })])).statusCode).toBe(400);
    expect((await putZones([])).statusCode).toBe(400);
    const read = await t.app.inject({ url: '/api/admin/delivery-zones', headers: admin });
    expect(read.json().zones).toHaveLength(ZONES.length);
  });
});
