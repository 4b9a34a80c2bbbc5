import { products } from '@matjar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';

describe('cart pricing API', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let f: CheckoutFixture;
  beforeAll(async () => {
    ctx = await buildTestApp();
    f = await insertCheckoutFixture(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const quote = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/store/cart/quote', payload });

  it('lists active, unexpired coupons, soonest expiry first, without expired or switched-off ones', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/store/coupons' });
    expect(response.statusCode).toBe(200);
    const codes = response.json().coupons.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining([f.coupon('PCT'), f.coupon('FIX'), f.coupon('SHIP')]));
    expect(codes).not.toContain(f.coupon('OLD'));
    expect(codes).not.toContain(f.coupon('OFF'));
    const expiries = response.json().coupons.map((c: { expiresAt: string }) => Date.parse(c.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    expect(response.json().coupons.find((c: { code: string }) => c.code === f.coupon('PCT'))).toMatchObject({
      type: 'percentage',
      value: 10,
      minOrder: 10_000,
      description: { ar: 'خصم', en: '10% off' },
    });
  });

  it('never lists a private coupon, and takes it when typed, its Arabic description standing in', async () => {
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/store/coupons' })).json();
    expect(listed.coupons.map((c: { code: string }) => c.code)).not.toContain(f.coupon('VIP'));
    const body = (
      await quote({ items: [{ product_id: f.cable.id, quantity: 5 }], couponCode: f.coupon('VIP') })
    ).json();
    expect(body.couponError).toBeNull();
    expect(body).toMatchObject({ discount: 1_500, coupon: { code: f.coupon('VIP') } });
    expect(body.coupon.description).toEqual({ ar: 'خصم خاص', en: 'خصم خاص' });
  });

  it('prices lines from the database with the product discount on the variant price, merging duplicates', async () => {
    const response = await quote({
      items: [
        { product_id: f.phone.id, quantity: 1, unit_price: 1 },
        { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
        { product_id: f.phone.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]).toMatchObject({
      product_id: f.phone.id,
      variant_id: null,
      unitPrice: 90_000,
      quantity: 2,
      lineTotal: 180_000,
      available: 10,
      isGiftCard: false,
      problem: null,
    });
    expect(body.lines[1]).toMatchObject({
      unitPrice: 240_000,
      variantName: { ar: '32 جيجا', en: '32 GB' },
      available: 3,
    });
    expect(body).toMatchObject({
      subtotal: 420_000,
      discount: 0,
      shippingFee: 0,
      total: 420_000,
      hasPhysicalItems: true,
      isGiftCardOnly: false,
      coupon: null,
      couponError: null,
    });
  });

  it('applies a coupon typed in any case, and charges shipping at or under 500 QAR', async () => {
    const body = (
      await quote({
        items: [{ product_id: f.cable.id, quantity: 5 }],
        couponCode: ` ${f.coupon('pct').toLowerCase()} `,
      })
    ).json();
    expect(body).toMatchObject({ subtotal: 15_000, discount: 1_500, shippingFee: 2_500, total: 16_000 });
    expect(body.coupon.code).toBe(f.coupon('PCT'));
    const ship = (
      await quote({ items: [{ product_id: f.cable.id, quantity: 1 }], couponCode: f.coupon('SHIP') })
    ).json();
    expect(ship).toMatchObject({
      subtotal: 3_000,
      shippingFee: 2_500,
      shippingDiscount: 2_500,
      total: 3_000,
    });
  });

  it.each([
    ['NOPE', 'COUPON_INVALID', 'Coupon code is invalid'],
    ['OFF', 'COUPON_INVALID', 'Coupon code is invalid'],
    ['OLD', 'COUPON_EXPIRED', 'Coupon code has expired'],
    ['FIX', 'COUPON_MIN_ORDER', 'Minimum order is QAR 500'],
  ])('reports coupon %s as %s in both languages, totals without it', async (code, errorCode, message) => {
    const body = (
      await quote({ items: [{ product_id: f.cable.id, quantity: 1 }], couponCode: f.coupon(code) })
    ).json();
    expect(body.couponError).toMatchObject({ code: errorCode, message });
    expect(body.couponError.messageAr).toMatch(/[\u0600-\u06FF]/);
    expect(body).toMatchObject({ discount: 0, coupon: null, total: 5_500 });
  });

  it('never discounts gift-card lines, and counts only physical goods toward the minimum (D22)', async () => {
    const card = { product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 1 };
    // 10% of the cables (15,000) only, not of the 100 QAR card beside them.
    const mixed = (
      await quote({ items: [{ product_id: f.cable.id, quantity: 5 }, card], couponCode: f.coupon('PCT') })
    ).json();
    expect(mixed).toMatchObject({ subtotal: 25_000, discount: 1_500, couponError: null });
    // FIX needs 500 QAR of goods: 5 cards of 100 QAR beside one cable do not make it.
    const short = (
      await quote({
        items: [
          { product_id: f.cable.id, quantity: 1 },
          { ...card, quantity: 5 },
        ],
        couponCode: f.coupon('FIX'),
      })
    ).json();
    expect(short).toMatchObject({ discount: 0, coupon: null, couponError: { code: 'COUPON_MIN_ORDER' } });
    for (const code of ['PCT', 'SHIP']) {
      const cardsOnly = (await quote({ items: [card], couponCode: f.coupon(code) })).json();
      expect(cardsOnly).toMatchObject({ discount: 0, shippingDiscount: 0, total: 10_000, coupon: null });
      expect(cardsOnly.couponError).toMatchObject({
        code: 'COUPON_GIFT_CARDS_ONLY',
        message: 'Coupons apply to products, not to gift cards: add a product to use this code',
      });
    }
  });

  it('create-order refuses a coupon on gift cards only and discounts only the goods beside them (D22)', async () => {
    const order = (items: object[], couponCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: {
          customer: { name: 'Noora', email: `d22-${couponCode}@example.qa`, phone: '+974 5511 2233' },
          items,
          orderData: qatarAddress('D22'),
          paymentMethod: 'online',
          couponCode,
        },
      });
    const card = { product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 1 };
    const refused = await order([card], f.coupon('PCT'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('COUPON_GIFT_CARDS_ONLY');
    const taken = await order([{ product_id: f.cable.id, quantity: 5 }, card], f.coupon('PCT'));
    expect(taken.statusCode).toBe(201);
    // 150 + 100 QAR, 15 off the cables only, 25 delivery.
    expect(taken.json().totalAmount).toBe(25_000 - 1_500 + 2_500);
  });

  it('reports line problems per line instead of failing, and leaves them out of the subtotal', async () => {
    const response = await quote({
      items: [
        { product_id: f.hidden.id, quantity: 1 },
        { product_id: 99_999_999, quantity: 1 },
        { product_id: f.laptop.id, quantity: 1 },
        { product_id: f.laptop.id, variant_id: f.laptopOld.id, quantity: 1 },
        { product_id: f.soldOut.id, quantity: 1 },
        { product_id: f.laptop.id, variant_id: f.laptop16.id, quantity: 3 },
        { product_id: f.cable.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      'PRODUCT_UNAVAILABLE',
      'PRODUCT_UNAVAILABLE',
      'VARIANT_REQUIRED',
      'VARIANT_NOT_FOUND',
      'OUT_OF_STOCK',
      'STOCK_LIMIT',
      null,
    ]);
    expect(body.lines[5]).toMatchObject({ available: 2, quantity: 3 });
    // The STOCK_LIMIT line still counts (the shopper lowers its quantity); the others do not.
    expect(body.subtotal).toBe(3 * 190_000 + 3_000);
  });

  it('marks gift-card lines and a gift-card-only cart ships free', async () => {
    const body = (
      await quote({ items: [{ product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 2 }] })
    ).json();
    expect(body.lines[0]).toMatchObject({ isGiftCard: true, unitPrice: 10_000 });
    expect(body).toMatchObject({
      isGiftCardOnly: true,
      hasPhysicalItems: false,
      shippingFee: 0,
      total: 20_000,
    });
  });

  it('charges a percentage discount as a whole riyal price, the figure the storefront shows (D15)', async () => {
    const [headphones] = await ctx.database.db
      .insert(products)
      .values({
        name: 'سماعات بخصم',
        nameEn: 'Discounted headphones',
        description: 'وصف',
        price: 263_783, // QAR 2,637.83 less 10 % is 2,374.05 exactly; the shop charges QAR 2,374
        stock: 5,
        discountType: 'percentage',
        discountValue: 10,
      })
      .returning();
    const body = (await quote({ items: [{ product_id: headphones!.id, quantity: 2 }] })).json();
    expect(body.lines[0]).toMatchObject({ unitPrice: 237_400, lineTotal: 474_800, problem: null });
    expect(body.subtotal).toBe(474_800);
  });

  it('answers 400 in the error shape for an empty cart or a bad quantity', async () => {
    const empty = await quote({ items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues[0].code).toBe('CART_EMPTY');
    expect((await quote({ items: [{ product_id: f.cable.id, quantity: 0 }] })).statusCode).toBe(400);
    expect((await quote({ items: 'x' })).statusCode).toBe(400);
  });
});
