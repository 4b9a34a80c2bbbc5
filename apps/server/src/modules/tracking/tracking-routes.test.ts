import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, outbox } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';

// Order tracking (decision 030): number + e-mail or phone, or the signed link; every
// refusal is the same 404 so nobody learns which orders exist or whose they are.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      ...ORDER_RATE_LIMITS_OFF,
      'track-address': { max: 6 },
      'track-order-address': { max: 3 },
    },
  });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

let shoppers = 0;
async function cashOrder() {
  const n = ++shoppers;
  const email = `track-${n}-${Date.now()}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: { name: 'Hamad Al-Thani', email, phone: `+974 5512 ${3400 + n}` },
      items: [{ product_id: f.cable.id, quantity: 2 }],
      orderData: qatarAddress(`track-${n}`),
      paymentMethod: 'cash',
      locale: 'en',
    },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { orderNumber: string; shortNumber: number; trackingToken: string };
  return { ...body, email, phoneDigits: `5512${3400 + n}` };
}

const track = (orderNumber: string, contact: string, ip = '203.0.113.5') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/track',
    payload: { orderNumber, contact },
    remoteAddress: ip,
  });
const byToken = (token: string, ip = '203.0.113.6') =>
  t.app.inject({ method: 'GET', url: `/api/orders/track/${encodeURIComponent(token)}`, remoteAddress: ip });

describe('order tracking', () => {
  it('shows the order for its number and the e-mail or the phone used, in any digits', async () => {
    const order = await cashOrder();
    const arabicDigits = String(order.shortNumber).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    for (const [number, contact] of [
      [`#${order.shortNumber}`, order.email.toUpperCase()],
      [String(order.shortNumber), `00974 ${order.phoneDigits.slice(0, 4)} ${order.phoneDigits.slice(4)}`],
      [arabicDigits, order.phoneDigits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)],
    ]) {
      const response = await track(number!, contact!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().order).toMatchObject({
        shortNumber: order.shortNumber,
        orderNumber: order.orderNumber,
        token: order.trackingToken,
        status: 'pending',
        paymentMethod: 'cash',
        items: [{ quantity: 2 }],
        delivery: { city: 'doha' },
        history: [{ status: 'pending' }],
      });
    }
  });

  it('answers a wrong pair exactly like an unknown order', async () => {
    const order = await cashOrder();
    const other = await cashOrder();
    const wrongEmail = await track(String(order.shortNumber), other.email);
    const wrongPhone = await track(String(order.shortNumber), other.phoneDigits);
    const unknown = await track('99999999', order.email);
    const garbage = await track('abc', 'x');
    const bodies = [wrongEmail, wrongPhone, unknown, garbage].map((response) => {
      expect(response.statusCode).toBe(404);
      return response.body;
    });
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).error.code).toBe('ORDER_TRACKING_NOT_FOUND');
  });

  it('reads the order by its signed token and refuses a forged or altered one like an unknown order', async () => {
    const order = await cashOrder();
    const other = await cashOrder();
    expect(order.trackingToken).toMatch(new RegExp(`^${order.shortNumber}\\.`));
    const good = await byToken(order.trackingToken);
    expect(good.statusCode).toBe(200);
    expect(good.json().order.shortNumber).toBe(order.shortNumber);

    const signature = order.trackingToken.split('.')[1]!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${order.shortNumber}.${flipped}`,
      `${other.shortNumber}.${signature}`,
      'not-a-token',
      `99999999.${signature}`,
    ];
    const bodies = await Promise.all(forged.map((token) => byToken(token)));
    for (const response of bodies) expect(response.statusCode).toBe(404);
    expect(new Set(bodies.map((response) => response.body)).size).toBe(1);
  });

  it('limits the guesser of one order, never its owner; a right answer is not counted', async () => {
    const order = await cashOrder();
    const number = String(order.shortNumber);
    // Right answers give their hits back: many of them never reach the limit of 3.
    for (let i = 0; i < 4; i++) expect((await track(number, order.email, '192.0.2.10')).statusCode).toBe(200);
    const guesser = '198.51.100.7';
    for (let i = 0; i < 3; i++)
      expect((await track(number, `guess${i}@example.com`, guesser)).statusCode).toBe(404);
    const refused = await track(number, `guess9@example.com`, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    // The owner, from their own address, by number and e-mail or by the link, is not locked out.
    expect((await track(number, order.email, '192.0.2.11')).statusCode).toBe(200);
    expect((await track(number, order.phoneDigits, '192.0.2.12')).statusCode).toBe(200);
    expect((await byToken(order.trackingToken, '192.0.2.13')).statusCode).toBe(200);
  });

  it('checks a signed link before counting: a valid one is answered even from an address past its limit', async () => {
    const order = await cashOrder();
    const guesser = '198.51.100.8';
    for (let i = 0; i < 6; i++)
      expect((await byToken(`${order.shortNumber}.forged${i}`, guesser)).statusCode).toBe(404);
    expect((await byToken(`${order.shortNumber}.forged-again`, guesser)).statusCode).toBe(429);
    expect((await track(String(order.shortNumber), order.email, guesser)).statusCode).toBe(429);
    // Valid links from that address are answered, as often as asked, and count nothing.
    for (let i = 0; i < 8; i++) expect((await byToken(order.trackingToken, guesser)).statusCode).toBe(200);
  });

  it('counts an IPv6 guesser by their /64, whichever of its addresses they use', async () => {
    const order = await cashOrder();
    const number = String(order.shortNumber);
    for (let i = 1; i <= 3; i++) {
      expect((await track(number, `v6-${i}@example.com`, `2001:db8:77:1::${i}`)).statusCode).toBe(404);
    }
    expect((await track(number, 'v6-4@example.com', '2001:db8:77:1:ffff::4')).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await track(number, order.email, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('puts the signed tracking link in the confirmation e-mail', async () => {
    const order = await cashOrder();
    const [row] = await t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${order.orderNumber}`));
    expect((row!.payload as { trackingToken?: string }).trackingToken).toBe(order.trackingToken);
    const [stored] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    expect(JSON.stringify(stored)).not.toContain(order.trackingToken);
  });
});
