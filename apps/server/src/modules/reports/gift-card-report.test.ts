import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { ORDER_RATE_LIMITS_OFF } from '../checkout/testing/checkout-fixture.js';
import { applyPaymentOutcome } from '../payments/payment-outcome.js';
import { insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// The gift-card report (sales by brand and value, codes handed out, their cost and the margin, codes left)
// and the stock report's low-codes alert, over orders placed and paid through the API.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: Awaited<ReturnType<typeof insertPaymentFixture>>;
let admin: string;
let viewer: string;
const db = () => t.app.db;
const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

async function placeOrder(n: number, items: { product_id: number; variant_id: number; quantity: number }[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: { name: `Buyer ${n}`, email: `report-${n}@example.qa` },
      items,
      paymentMethod: 'online',
      locale: 'en',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().orderNumber as string;
}

async function pay(orderNumber: string) {
  const paymentId = `PAY-${orderNumber}`;
  const [order] = await db()
    .update(orders)
    .set({ paymentId })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  await db().transaction((tx) =>
    applyPaymentOutcome(
      tx,
      {
        gatewayName: 'sandbox',
        log: t.app.log,
        now: () => new Date(),
        vault: t.app.giftCodeVault,
        whatsapp: t.app.whatsappMessages,
      },
      {
        paymentId,
        status: 'completed',
        amount: order!.totalAmount,
        transactionId: null,
        visaId: null,
        cardType: null,
      },
    ),
  );
}

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertPaymentFixture(db());
  admin = await createSessionToken(db(), (await createStaffUser(db(), { role: 'admin' })).id);
  viewer = await createSessionToken(db(), (await createStaffUser(db(), { role: 'viewer' })).id);
  // The 50-riyal codes were bought at 46 riyals each; the 100-riyal ones came without a cost.
  await db().execute(sql`UPDATE gift_card_codes SET cost = 4600 WHERE variant_id = ${f.card50.id}`);
  await pay(await placeOrder(1, [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 2 }]));
  await pay(await placeOrder(2, [{ product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 1 }]));
  await pay(await placeOrder(3, [{ product_id: f.shopCard.id, variant_id: f.shop50.id, quantity: 1 }]));
  // Placed but never paid: not a sale, and its unit is held, not sold.
  await placeOrder(4, [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }]);
});
afterAll(() => t?.close());

describe('the gift-card report', () => {
  it('sums the range’s sales by card and value, with the codes’ cost, the margin and the codes left', async () => {
    const response = await get(`/api/admin/reports/gift-cards?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const row = (variantId: number) =>
      report.rows.find((r: { variant_id: number }) => r.variant_id === variantId);

    expect(row(f.card50.id)).toMatchObject({
      product_id: f.giftCard.id,
      value: 5_000,
      from_codes: true,
      units: 2,
      sales: 10_000,
      codes_handed: 2,
      costed_codes: 2,
      cost: 9_200,
      margin: 800,
      // Every unsold code: the unpaid order's held one counts, the two sold do not.
      codes_left: f.codes.card50.length - 2,
    });
    expect(row(f.card100.id)).toMatchObject({
      units: 1,
      sales: f.card100.price, // sold at its price, below its value
      codes_handed: 1,
      costed_codes: 0,
      cost: 0,
      margin: null,
      codes_left: f.codes.card100.length - 1,
    });
    // The shop's own card: sold, no inventory behind it, so no cost, margin or codes left.
    expect(row(f.shop50.id)).toMatchObject({
      from_codes: false,
      units: 1,
      sales: 5_000,
      codes_handed: 0,
      margin: null,
      codes_left: null,
    });
    // Goods are not gift cards.
    expect(report.rows.some((r: { product_id: number }) => r.product_id === f.speaker.id)).toBe(false);
    expect(report.totals).toEqual({
      units: 4,
      sales: 15_000 + f.card100.price,
      cost: 9_200,
      margin: 800,
      margin_sales: 10_000,
      uncosted_codes: 1,
    });
    expect(response.body).not.toContain(f.codes.card50[0]);
  });

  it('a range before the sales has none, and still lists the codes left', async () => {
    const report = (await get('/api/admin/reports/gift-cards?from=2020-01-01&to=2020-01-31')).json();
    const card50 = report.rows.find((r: { variant_id: number }) => r.variant_id === f.card50.id);
    expect(card50).toMatchObject({ units: 0, sales: 0, margin: null, codes_left: f.codes.card50.length - 2 });
    expect(report.totals.sales).toBe(0);
  });

  it('is for those who read reports', async () => {
    const response = await get(`/api/admin/reports/gift-cards?from=${today}&to=${today}`, viewer);
    expect(response.statusCode).toBe(403);
  });
});

describe('the stock report’s low-codes alert', () => {
  it('lists brand card values at or below their card’s own threshold, and keeps them out of goods’ low list', async () => {
    const before = (await get(`/api/admin/reports/stock?from=${today}&to=${today}`)).json();
    expect(before.low_codes).toEqual([]);

    // The 50s have 97 unsold codes for sale (2 sold, 1 held), the 100s 99: an alert at 98 catches the 50s.
    const threshold = f.codes.card50.length - 2;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/gift-code-inventory/${f.giftCard.id}/threshold`,
      headers: bearer(admin),
      payload: { threshold },
    });
    expect(put.statusCode).toBe(200);
    const report = (await get(`/api/admin/reports/stock?from=${today}&to=${today}`)).json();
    expect(report.low_codes).toHaveLength(1);
    expect(report.low_codes[0]).toMatchObject({
      product_id: f.giftCard.id,
      variant_id: f.card50.id,
      available: f.codes.card50.length - 3,
      low_threshold: threshold,
      low: true,
    });
    expect(report.low.some((line: { product_id: number }) => line.product_id === f.giftCard.id)).toBe(false);
  });
});
