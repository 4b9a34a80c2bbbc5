import type { StoreCartQuoteResponse, StoreCoupon } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-store.js';
import { quoteItems } from '../../lib/cart/cart-store.js';
import { previewTotals, quoteKey, quoteTotals } from './cart-totals.js';

const NOW = new Date('2026-11-21T10:00:00+03:00');
const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 1,
  variantId: null,
  quantity: 1,
  name: 'سماعة',
  name_en: 'Headset',
  variantName: null,
  variantNameEn: null,
  image: null,
  price: 30_000,
  stock: 5,
  isGiftCard: false,
  ...overrides,
});
const coupon = (overrides: Partial<StoreCoupon>): StoreCoupon => ({
  code: 'MATJAR10',
  type: 'percentage',
  value: 10,
  minOrder: 10_000,
  expiresAt: '2027-11-21T00:00:00.000Z',
  description: { ar: 'خصم 10%', en: '10% off' },
  ...overrides,
});
const coupons = [coupon({}), coupon({ code: 'FREEDELIVERY', type: 'shipping', value: 2_500, minOrder: 0 })];

describe('cart totals preview (core rules on the local cart)', () => {
  it.each([
    // [case, lines, code, subtotal, discount, shipping, shippingDiscount, total, couponCode]
    ['over 500 QAR ships free', [line({ quantity: 2 })], null, 60_000, 0, 0, 0, 60_000, null],
    [
      '500 QAR exactly ships free (500 or more)',
      [line({ price: 50_000 })],
      null,
      50_000,
      0,
      0,
      0,
      50_000,
      null,
    ],
    [
      'one dirham under 500 QAR pays delivery',
      [line({ price: 49_999 })],
      null,
      49_999,
      0,
      2_500,
      0,
      52_499,
      null,
    ],
    [
      'percentage coupon, lower-case code; the discount brings it under free delivery',
      [line({ price: 52_000 })],
      'matjar10',
      52_000,
      5_200,
      2_500,
      0,
      49_300,
      'MATJAR10',
    ],
    ['shipping coupon', [line()], 'FREEDELIVERY', 30_000, 0, 2_500, 2_500, 30_000, 'FREEDELIVERY'],
    ['gift cards only ship free', [line({ isGiftCard: true })], null, 30_000, 0, 0, 0, 30_000, null],
  ] as const)(
    '%s',
    (_case, lines, code, subtotal, discount, shippingFee, shippingDiscount, total, couponCode) => {
      expect(previewTotals([...lines], code, coupons, NOW, 'en')).toEqual({
        subtotal,
        discount,
        shippingFee,
        shippingDiscount,
        total,
        couponCode,
        couponError: null,
      });
    },
  );

  it('says why a code gives nothing, in the page language', () => {
    expect(previewTotals([line()], 'NOPE', coupons, NOW, 'en').couponError).toBe('Coupon code is invalid');
    expect(previewTotals([line({ price: 5_000 })], 'MATJAR10', coupons, NOW, 'ar')).toMatchObject({
      discount: 0,
      couponCode: null,
      couponError: 'الحد الأدنى للطلب 100 ر.ق.: أضف 50 ر.ق. أخرى لتستخدم هذا الكود',
    });
  });
});

describe('quote helpers', () => {
  it('sends ids and quantities only, and keys a question by them and the code', () => {
    const lines = [line({ quantity: 2 }), line({ productId: 2, variantId: 7 })];
    expect(quoteItems(lines)).toEqual([
      { product_id: 1, variant_id: null, quantity: 2 },
      { product_id: 2, variant_id: 7, quantity: 1 },
    ]);
    expect(quoteKey(lines, null)).toBe(quoteKey([...lines.map((l) => ({ ...l, stock: 99 }))], null));
    expect(quoteKey(lines, null)).not.toBe(quoteKey(lines, 'MATJAR10'));
  });

  it('shows the server coupon message in the page language', () => {
    const quote = {
      subtotal: 1,
      discount: 0,
      shippingFee: 2_500,
      shippingDiscount: 0,
      total: 2_501,
      coupon: null,
      couponError: {
        code: 'COUPON_INVALID',
        message: 'Coupon code is invalid',
        messageAr: 'كود الخصم غير صالح',
      },
    } as unknown as StoreCartQuoteResponse;
    expect(quoteTotals(quote, 'ar').couponError).toBe('كود الخصم غير صالح');
    expect(quoteTotals(quote, 'en')).toMatchObject({
      couponError: 'Coupon code is invalid',
      couponCode: null,
    });
  });
});
