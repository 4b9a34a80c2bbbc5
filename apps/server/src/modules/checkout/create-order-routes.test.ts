import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, orderItems, orders, outbox, productVariants, products } from '@matjar/db';
import { SAVED_ADDRESSES_MAX } from '@matjar/core';
import { CHANNELS } from '../../events/channels.js';
import { buildTestApp } from '../../testing/test-app.js';
import { CUSTOMER_COOKIE } from '../customers/customer-session.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  signUpCustomer,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';
import { hashOrderToken } from './order-token.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

let customer = { name: 'Mariam Al-Kuwari', email: 'mariam@example.com', phone: '+974 5555 1234' };
let orderData = { ...qatarAddress(5), shipping_notes: 'Ring twice' };
// Each test orders as a shopper of its own: one shopper's open unpaid orders are capped
// (order-caps-routes.test.ts), and these tests are about everything else.
let shoppers = 0;
beforeEach(() => {
  const n = ++shoppers;
  customer = {
    ...customer,
    email: `mariam-${n}@example.com`,
    phone: `+974 5555 ${String(n).padStart(4, '0')}`,
  };
  orderData = { ...orderData, shipping_street: `${n}` };
});

function cashBody(items: object[], extra: Record<string, unknown> = {}) {
  return { customer, items, orderData, paymentMethod: 'cash', ...extra };
}

function createOrder(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: payload as object,
    headers,
  });
}

const stockOf = async (id: number) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const variantStockOf = async (id: number) =>
  (
    await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, id))
  )[0]!.stock;
const orderCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const orderRow = async (orderNumber: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

describe('create-order, cash on delivery', () => {
  it('recomputes the order from the database, reserves stock and writes order, lines, e-mail and alert', async () => {
    const alerts: string[] = [];
    const stopListening = await t.database.listen(CHANNELS.orderCreated, (payload) => alerts.push(payload));
    const [phoneBefore, laptopBefore, variantBefore] = await Promise.all([
      stockOf(f.phone.id),
      stockOf(f.laptop.id),
      variantStockOf(f.laptop32.id),
    ]);
    const response = await createOrder(
      cashBody(
        [
          // Whatever the old client sent about prices and names is ignored (D4).
          { product_id: f.phone.id, quantity: 1, unit_price: 1, total_price: 1, product_name: 'free' },
          { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
        ],
        {
          orderNumber: 'ORD-1',
          orderData: {
            ...orderData,
            total_amount: 1,
            status: 'confirmed',
            payment_status: 'completed',
            shipping_country: 'Mars',
          },
          locale: 'en',
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      paymentUrl: null,
      totalAmount: 330_000,
      isGiftCardOrder: false,
    });
    expect(body.orderNumber).toMatch(/^ORD-\d{13}-[0-9A-F]{6}$/);
    expect(body.orderToken).toMatch(/^[\w-]{43}$/);

    const order = await orderRow(body.orderNumber);
    expect(order).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash',
      paymentStatus: null,
      subtotal: 330_000,
      discountAmount: 0,
      shippingFee: 0,
      totalAmount: 330_000,
      customerName: customer.name,
      customerPhone: customer.phone,
      // Built by core from the parts, in the order's language (en here).
      shippingAddress: `Zone 66, Street ${orderData.shipping_street}, Building 12`,
      shippingCity: 'doha',
      shippingCountry: 'Qatar',
      shippingNotes: 'Ring twice',
      locale: 'en',
      // Not signed in: the shopper is a guest customer, found or made by phone and e-mail.
      customerId: expect.any(Number),
      placedSignedIn: false,
      paymentExpiresAt: null,
      accessTokenHash: hashOrderToken(body.orderToken),
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(
      items.map((i) => [
        i.productName,
        i.productNameEn,
        i.variantName,
        i.quantity,
        i.unitPrice,
        i.totalPrice,
      ]),
    ).toEqual([
      [f.phone.name, f.phone.nameEn, null, 1, 90_000, 90_000],
      [f.laptop.name, f.laptop.nameEn, '32 جيجا', 1, 240_000, 240_000],
    ]);
    expect(await stockOf(f.phone.id)).toBe(phoneBefore - 1);
    expect(await stockOf(f.laptop.id)).toBe(laptopBefore - 1);
    expect(await variantStockOf(f.laptop32.id)).toBe(variantBefore - 1);

    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${body.orderNumber}`));
    expect(mail?.payload).toMatchObject({
      to: customer.email,
      locale: 'en',
      paymentMethod: 'cash',
      total: 330_000,
      items: [{ productName: f.phone.nameEn }, { productName: f.laptop.nameEn, variantName: '32 GB' }],
    });
    await vi.waitFor(() => expect(alerts).toContain(body.orderNumber));
    await stopListening();
  });

  it('applies a coupon from the database and charges shipping at or under 500 QAR', async () => {
    const response = await createOrder(
      cashBody([{ product_id: f.cable.id, quantity: 5 }], { couponCode: f.coupon('pct').toLowerCase() }),
    );
    expect(response.statusCode).toBe(201);
    const order = await orderRow(response.json().orderNumber);
    expect(order).toMatchObject({
      subtotal: 15_000,
      discountAmount: 1_500,
      shippingFee: 2_500,
      totalAmount: 16_000,
      couponCode: f.coupon('PCT'),
    });
  });

  it.each([
    ['NOPE', 'COUPON_INVALID'],
    ['OLD', 'COUPON_EXPIRED'],
    ['FIX', 'COUPON_MIN_ORDER'],
  ])('refuses coupon %s with 400 %s and writes nothing', async (code, errorCode) => {
    const [before, stockBefore] = await Promise.all([orderCount(), stockOf(f.cable.id)]);
    const response = await createOrder(
      cashBody([{ product_id: f.cable.id, quantity: 1 }], { couponCode: f.coupon(code) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(errorCode);
    expect(response.json().error.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(f.cable.id)).toBe(stockBefore);
  });

  it('needs a phone for physical goods', async () => {
    const response = await createOrder(
      cashBody([{ product_id: f.cable.id, quantity: 1 }], {
        customer: { name: 'A', email: 'a@example.com' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      expect.objectContaining({ path: ['body', 'customer', 'phone'], code: 'REQUIRED' }),
    ]);
  });

  it('refuses cash for a cart holding a gift card', async () => {
    const before = await orderCount();
    const response = await createOrder(
      cashBody([
        { product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 },
        { product_id: f.cable.id, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'CASH_NOT_ALLOWED_FOR_GIFT_CARDS',
      message: 'Digital cards need immediate payment; please use another payment method',
    });
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['an unknown product', () => ({ product_id: 99_999_999, quantity: 1 }), 409, 'PRODUCT_UNAVAILABLE'],
    ['an inactive product', () => ({ product_id: f.hidden.id, quantity: 1 }), 409, 'PRODUCT_UNAVAILABLE'],
    [
      'an unknown variant',
      () => ({ product_id: f.laptop.id, variant_id: 99_999_999, quantity: 1 }),
      404,
      'VARIANT_NOT_FOUND',
    ],
    [
      'an inactive variant',
      () => ({ product_id: f.laptop.id, variant_id: f.laptopOld.id, quantity: 1 }),
      404,
      'VARIANT_NOT_FOUND',
    ],
    [
      'another product’s variant',
      () => ({ product_id: f.phone.id, variant_id: f.laptop16.id, quantity: 1 }),
      404,
      'VARIANT_NOT_FOUND',
    ],
    [
      'no variant where one is needed',
      () => ({ product_id: f.laptop.id, quantity: 1 }),
      400,
      'VARIANT_REQUIRED',
    ],
  ])('refuses %s (%s %s) and writes nothing', async (_what, item, status, code) => {
    const before = await orderCount();
    const response = await createOrder(cashBody([{ product_id: f.cable.id, quantity: 1 }, item()]));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await orderCount()).toBe(before);
  });

  it('answers 409 naming the product and what is left, in both languages, when stock cannot serve a line', async () => {
    const left = await variantStockOf(f.laptop16.id);
    const cableBefore = await stockOf(f.cable.id);
    const response = await createOrder(
      cashBody([
        { product_id: f.cable.id, quantity: 1 },
        { product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: left + 1 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: `Only ${left} left of ${f.laptop.nameEn}; please lower the quantity in your cart`,
      params: { available: left, productId: f.laptop.id },
    });
    expect(response.json().error.messageAr).toContain(f.laptop.name);
    expect(await stockOf(f.cable.id)).toBe(cableBefore);
  });

  it('announces the products whose shown stock changed (products_changed), not a sale from plenty', async () => {
    const [few, plenty] = await t.database.db
      .insert(products)
      .values([
        { name: `قليل ${f.tag}`, nameEn: `Few ${f.tag}`, description: 'x', price: 1_000, stock: 5 },
        { name: `كثير ${f.tag}`, nameEn: `Plenty ${f.tag}`, description: 'x', price: 1_000, stock: 50 },
      ])
      .returning();
    const changes: string[] = [];
    const stop = await t.database.listen(CHANNELS.productsChanged, (payload) => changes.push(payload));
    const response = await createOrder(
      cashBody([
        { product_id: few!.id, quantity: 1 },
        { product_id: plenty!.id, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    await vi.waitFor(() => expect(changes).toEqual([JSON.stringify({ products: [few!.id] })]));
    await stop();
  });
});

describe('create-order, malformed requests', () => {
  it.each([
    ['no items', { ...cashBody([]) }],
    ['a zero quantity', cashBody([{ product_id: 1, quantity: 0 }])],
    [
      'a bad e-mail',
      cashBody([{ product_id: 1, quantity: 1 }], { customer: { ...customer, email: 'nope' } }),
    ],
    ['no customer', { items: [{ product_id: 1, quantity: 1 }], paymentMethod: 'cash' }],
    ['an unknown payment method', cashBody([{ product_id: 1, quantity: 1 }], { paymentMethod: 'bitcoin' })],
    ['items that are not a list', cashBody([], { items: 'phone' })],
  ])('answers 400 in the error shape for %s', async (_what, payload) => {
    const response = await createOrder(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().error.issues.length).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: '{"customer":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
  });
});

describe('create-order with an Idempotency-Key', () => {
  const body = () => cashBody([{ product_id: f.cable.id, quantity: 1 }]);

  it('replays the first answer for the same key and body: one order, one reservation', async () => {
    const key = randomUUID();
    const stockBefore = await stockOf(f.cable.id);
    const first = await createOrder(body(), { 'idempotency-key': key });
    const again = await createOrder(body(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(f.cable.id)).toBe(stockBefore - 1);
  });

  it('refuses the same key with another body (409 IDEMPOTENCY_KEY_REUSED)', async () => {
    const key = randomUUID();
    expect((await createOrder(body(), { 'idempotency-key': key })).statusCode).toBe(201);
    const other = await createOrder(cashBody([{ product_id: f.cable.id, quantity: 2 }]), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('makes one order for concurrent duplicates', async () => {
    const key = randomUUID();
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => createOrder(body(), { 'idempotency-key': key })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => r.json().orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('frees the key when the order fails, so a corrected retry can use it', async () => {
    const key = randomUUID();
    const failed = await createOrder(cashBody([{ product_id: f.soldOut.id, quantity: 1 }]), {
      'idempotency-key': key,
    });
    expect(failed.statusCode).toBe(409);
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });

  it('refuses a key longer than 200 characters', async () => {
    const response = await createOrder(body(), { 'idempotency-key': 'k'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toEqual(['headers', 'idempotency-key']);
  });
});

describe('create-order for a signed-in customer', () => {
  it('links the order to the customer of a valid session cookie and ignores a bad one', async () => {
    const customer = await signUpCustomer(t.app, {
      firstName: 'Noor',
      lastName: 'Ali',
      email: `noor-${f.tag.toLowerCase()}@example.com`,
      phone: '+974 5555 0000',
    });
    const signedIn = await createOrder(cashBody([{ product_id: f.cable.id, quantity: 1 }]), {
      cookie: customer.cookie,
    });
    expect(signedIn.statusCode).toBe(201);
    expect(await orderRow(signedIn.json().orderNumber)).toMatchObject({
      customerId: customer.id,
      placedSignedIn: true,
    });

    const forged = await createOrder(cashBody([{ product_id: f.cable.id, quantity: 1 }]), {
      cookie: `${CUSTOMER_COOKIE}=not-a-session`,
    });
    expect(forged.statusCode).toBe(201);
    // Placed as a guest: its buyer's own guest record (another phone and e-mail), not the account.
    const guestOrder = await orderRow(forged.json().orderNumber);
    expect(guestOrder.placedSignedIn).toBe(false);
    expect(guestOrder.customerId).not.toBe(customer.id);
  });
});

describe('create-order, "save this address" (decision 037)', () => {
  const addressesOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/store/account/addresses',
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      })
    ).json().addresses as { city: string; zone: string; street: string; isDefault: boolean }[];
  const signedUp = async (name: string) =>
    signUpCustomer(t.app, {
      firstName: name,
      lastName: 'Ali',
      email: `${name.toLowerCase()}-${f.tag.toLowerCase()}@example.com`,
      phone: `+974 5566 ${String(++shoppers).padStart(4, '0')}`,
    });
  // Each order as another shopper (name, e-mail, phone): one shopper's open orders are capped.
  const order = (extra: Record<string, unknown>, cookie?: string) => {
    const n = ++shoppers;
    const who = {
      ...customer,
      email: `saver-${n}@example.com`,
      phone: `+974 5567 ${String(n).padStart(4, '0')}`,
    };
    return createOrder(
      cashBody([{ product_id: f.cable.id, quantity: 1 }], { customer: who, ...extra }),
      cookie ? { cookie } : {},
    );
  };

  it('keeps a signed-in customer’s address once, as the default when it is the first, and only when asked', async () => {
    const { cookie } = await signedUp('Hessa');
    expect((await order({}, cookie)).statusCode).toBe(201);
    expect(await addressesOf(cookie)).toEqual([]);

    // Arabic-Indic digits and the city's Arabic name are stored as the account page stores them.
    const typed = { ...orderData, shipping_city: 'الدوحة', shipping_zone: '٦٦', shipping_street: '٨٥٠' };
    expect((await order({ saveAddress: true, orderData: typed }, cookie)).statusCode).toBe(201);
    expect(await addressesOf(cookie)).toMatchObject([
      { city: 'doha', zone: '66', street: '850', isDefault: true },
    ]);
    // The same address again (Latin digits this time) is not a second one; another is, not the default.
    const latin = { ...typed, shipping_zone: '66', shipping_street: '850' };
    expect((await order({ saveAddress: true, orderData: latin }, cookie)).statusCode).toBe(201);
    expect(await addressesOf(cookie)).toHaveLength(1);
    const other = { ...typed, shipping_street: '851' };
    expect((await order({ saveAddress: true, orderData: other }, cookie)).statusCode).toBe(201);
    expect((await addressesOf(cookie)).map((a) => [a.street, a.isDefault])).toEqual([
      ['850', true],
      ['851', false],
    ]);
  });

  it('places the order but keeps nothing past the limit, and takes a guest’s ticked box as nothing', async () => {
    const { cookie } = await signedUp('Latifa');
    for (let i = 0; i < SAVED_ADDRESSES_MAX; i++) {
      const response = await order(
        { saveAddress: true, orderData: { ...orderData, shipping_street: `${700 + i}` } },
        cookie,
      );
      expect(response.statusCode).toBe(201);
    }
    const past = await order(
      { saveAddress: true, orderData: { ...orderData, shipping_street: '799' } },
      cookie,
    );
    expect(past.statusCode).toBe(201);
    expect(await addressesOf(cookie)).toHaveLength(SAVED_ADDRESSES_MAX);

    // A guest's order with the box ticked (sent by hand) is an order like any other.
    expect((await order({ saveAddress: true })).statusCode).toBe(201);
  });
});

describe('create-order, online payment', () => {
  it('takes a gift-card-only order online without a phone, with a payment page and a 30-minute deadline', async () => {
    const before = await variantStockOf(f.card100.id);
    const response = await createOrder({
      customer: { name: 'Sara', email: 'sara@example.com' },
      items: [{ product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 2 }],
      paymentMethod: 'online',
      locale: 'ar',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ isGiftCardOrder: true, totalAmount: 20_000 });
    expect(body.paymentUrl).toMatch(/^https?:\/\//);
    const order = await orderRow(body.orderNumber);
    expect(order).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'pending',
      status: 'pending',
      shippingFee: 0,
      shippingCountry: null,
      shippingAddress: null,
      customerPhone: null,
    });
    const window = order.paymentExpiresAt!.getTime() - order.createdAt.getTime();
    expect(window).toBeGreaterThan(29 * 60_000);
    expect(window).toBeLessThanOrEqual(31 * 60_000);
    expect(await variantStockOf(f.card100.id)).toBe(before - 2);
  });

  it('replays an online answer with its payment page for the same key', async () => {
    const key = randomUUID();
    const payload = cashBody([{ product_id: f.cable.id, quantity: 1 }], { paymentMethod: 'online' });
    const first = await createOrder(payload, { 'idempotency-key': key });
    const again = await createOrder(payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(first.json().paymentUrl).toBeTruthy();
    expect(again.json()).toEqual(first.json());
  });
});
