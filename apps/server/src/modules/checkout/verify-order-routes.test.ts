import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCards, orderItems, orders, transactions } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { CUSTOMER_COOKIE } from '../customers/customer-session.js';
import {
  insertCheckoutFixture,
  qatarAddress,
  signUpCustomer,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';
import { testShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

const verify = (orderNumber: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/payments/verify-order/${orderNumber}`, headers });

async function giftCardOrder(headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers,
    payload: {
      customer: { name: 'Sara Ahmed', email: 'sara@example.com' },
      items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }],
      paymentMethod: 'online',
      locale: 'en',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { orderNumber: string; orderToken: string };
}

/** What the payment callback would do: payment completed, a transaction, one code issued. */
async function markPaid(orderNumber: string) {
  const db = t.database.db;
  const [order] = await db
    .update(orders)
    .set({ paymentStatus: 'completed', status: 'confirmed' })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  await db.insert(transactions).values({
    orderNumber,
    gateway: 'sandbox',
    transactionId: `TX-${orderNumber}`,
    status: 'completed',
    amount: order!.totalAmount,
    visaId: '4111********1111',
  });
  await db.insert(giftCards).values({
    ...testShopCardCode(`GIFT-${orderNumber}`),
    orderId: order!.id,
    orderItemId: item!.id,
    productId: f.giftCard.id,
    productName: f.giftCard.name,
    denomination: 5_000,
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
}

describe('verify-order', () => {
  it('answers 404 ORDER_NOT_FOUND for an unknown order', async () => {
    const response = await verify('ORD-0-NOPE');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('gives the full answer with the order token, codes only once paid', async () => {
    const { orderNumber, orderToken } = await giftCardOrder();
    const pending = await verify(orderNumber, { 'x-order-token': orderToken });
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.json()).toMatchObject({
      success: true,
      order: {
        orderNumber,
        customerName: 'Sara Ahmed',
        customerEmail: 'sara@example.com',
        totalAmount: 5_000,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'online',
        isGiftCardOrder: true,
        giftCards: [],
      },
    });

    await markPaid(orderNumber);
    const paid = (await verify(orderNumber, { 'x-order-token': orderToken })).json();
    expect(paid.order).toMatchObject({ paymentStatus: 'completed', status: 'confirmed' });
    expect(paid.transaction).toMatchObject({
      status: 'completed',
      transactionId: `TX-${orderNumber}`,
      amount: 5_000,
      visaId: '4111********1111',
    });
    // The order was placed in English: the card carries the English product name.
    expect(paid.order.giftCards).toEqual([
      {
        productName: f.giftCard.nameEn,
        value: 5_000,
        code: `GIFT-${orderNumber}`,
        pin: null,
        expiresAt: '2099-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('answers only the statuses and the total without the token (or with a wrong one)', async () => {
    const { orderNumber, orderToken } = await giftCardOrder();
    await markPaid(orderNumber);
    // One character off: another last character than the token's own.
    const wrong = `${orderToken.slice(0, -1)}${orderToken.endsWith('x') ? 'y' : 'x'}`;
    const attempts: Record<string, string>[] = [{}, { 'x-order-token': wrong }, { 'x-order-token': 'short' }];
    for (const headers of attempts) {
      const body = (await verify(orderNumber, headers)).json();
      expect(body.order).toMatchObject({
        orderNumber,
        customerName: '',
        customerEmail: '',
        paymentStatus: 'completed',
        totalAmount: 5_000,
        giftCards: [],
      });
      // No transaction id, no card digits, no e-mail, no code: nothing that helps someone guessing numbers.
      expect(body.transaction).toEqual({
        status: 'completed',
        amount: 5_000,
        transactionId: null,
        visaId: null,
      });
      const text = JSON.stringify(body);
      for (const secret of ['GIFT-', 'TX-', '1111', 'example.com']) expect(text).not.toContain(secret);
    }
  });

  it('gives the full answer to the signed-in customer who placed the order', async () => {
    const { cookie } = await signUpCustomer(t.app, {
      firstName: 'Sara',
      lastName: 'Ahmed',
      email: `sara-${f.tag.toLowerCase()}@example.com`,
      phone: '+974 5555 0001',
    });
    const { orderNumber } = await giftCardOrder({ cookie });
    await markPaid(orderNumber);
    const mine = (await verify(orderNumber, { cookie })).json();
    expect(mine.order).toMatchObject({ customerName: 'Sara Ahmed', customerEmail: 'sara@example.com' });
    expect(mine.order.giftCards).toHaveLength(1);
    const stranger = (await verify(orderNumber, { cookie: `${CUSTOMER_COOKIE}=someone-else` })).json();
    expect(stranger.order.giftCards).toEqual([]);
  });
});

describe('verify-order: the lines and the delivery address of a physical order', () => {
  it('answers them with the order token, and neither without it', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Khalid Saad', email: 'khalid@example.com', phone: '+974 3300 1122' },
        items: [
          { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
          { product_id: f.cable.id, quantity: 2 },
        ],
        orderData: { ...qatarAddress(850, 'Al Wakrah'), shipping_unit: '3', shipping_notes: 'Call first' },
        paymentMethod: 'cash',
        locale: 'ar',
      },
    });
    expect(placed.statusCode).toBe(201);
    const { orderNumber, orderToken } = placed.json() as { orderNumber: string; orderToken: string };

    const mine = (await verify(orderNumber, { 'x-order-token': orderToken })).json();
    expect(mine.order.items).toEqual([
      {
        productName: f.laptop.name,
        productNameEn: f.laptop.nameEn,
        variantName: '32 جيجا',
        variantNameEn: '32 GB',
        quantity: 1,
        totalPrice: expect.any(Number),
      },
      {
        productName: f.cable.name,
        productNameEn: f.cable.nameEn,
        variantName: null,
        variantNameEn: null,
        quantity: 2,
        totalPrice: 6_000,
      },
    ]);
    expect(mine.order.delivery).toEqual({
      city: 'al_wakrah',
      address: 'منطقة 66، شارع 850، مبنى 12، وحدة 3',
      notes: 'Call first',
      // The default zones' promise for outside Doha (decision 032), kept on the order.
      daysMin: 3,
      daysMax: 5,
    });

    const stranger = (await verify(orderNumber)).json();
    expect(stranger.order).toMatchObject({ items: [], delivery: null });
    expect(JSON.stringify(stranger)).not.toContain('850');
  });
});
