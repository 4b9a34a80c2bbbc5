import { describe, expect, it } from 'vitest';
import { SEED_COUPONS, findCoupon } from './coupons.js';
import { computeOrderTotals } from './order-totals.js';

const now = new Date('2025-03-01T12:00:00+03:00');
const totals = (subtotal: number, couponCode?: string, hasPhysicalItems = true) =>
  computeOrderTotals({
    subtotal,
    physicalSubtotal: hasPhysicalItems ? subtotal : 0,
    hasPhysicalItems,
    now,
    couponCode: couponCode ?? null,
    coupon: couponCode ? findCoupon(SEED_COUPONS, couponCode) : null,
  });

describe('computeOrderTotals', () => {
  it.each([
    // subtotal, coupon, physical, discount, shipping, shippingDiscount, total
    [30000, undefined, true, 0, 2500, 0, 32500],
    [60000, undefined, true, 0, 0, 0, 60000],
    [30000, 'WELCOME10', true, 3000, 2500, 0, 29500],
    [60000, 'WELCOME10', true, 6000, 0, 0, 54000],
    [52000, 'SAVE50', true, 5000, 2500, 0, 49500], // threshold tested after the coupon
    [30000, 'FREESHIP', true, 0, 2500, 2500, 30000],
    [60000, 'FREESHIP', true, 0, 0, 0, 60000],
    [30000, undefined, false, 0, 0, 0, 30000], // gift cards only
    // A coupon on gift cards only is refused (D22): see 'coupons and gift cards' below.
  ] as const)(
    '%s with %s (physical %s)',
    (subtotal, code, physical, discount, fee, shippingDiscount, total) => {
      const result = totals(subtotal, code, physical);
      expect(result).toMatchObject({
        subtotal,
        discount,
        shippingFee: fee,
        shippingDiscount,
        total,
        couponError: null,
      });
      expect(result.appliedCoupon?.code).toBe(code);
    },
  );

  it('reports the coupon error and charges full price', () => {
    const result = totals(5000, 'VIP15');
    expect(result.couponError).toEqual({ code: 'COUPON_MIN_ORDER', params: { minOrder: 300, missing: 250 } });
    expect(result.total).toBe(7500);
    expect(totals(5000, 'NOPE').couponError).toEqual({ code: 'COUPON_INVALID' });
  });

  it('ignores a blank code', () => {
    expect(totals(5000, '   ').couponError).toBeNull();
  });
});

describe('coupons and gift cards (D22)', () => {
  const mixed = (physical: number, giftCards: number, couponCode: string) =>
    computeOrderTotals({
      subtotal: physical + giftCards,
      physicalSubtotal: physical,
      hasPhysicalItems: physical > 0,
      now,
      couponCode,
      coupon: findCoupon(SEED_COUPONS, couponCode),
    });

  it('never discounts gift-card lines: a percentage reads the physical goods only', () => {
    const totals = mixed(20_000, 10_000, 'WELCOME10');
    expect(totals.discount).toBe(2_000);
    expect(totals.couponError).toBeNull();
  });

  it('counts only physical goods toward the minimum order', () => {
    const coupon = SEED_COUPONS.find((c) => c.code === 'WELCOME10')!;
    const totals = mixed(coupon.minOrder - 100, 50_000, 'WELCOME10');
    expect(totals.discount).toBe(0);
    expect(totals.couponError?.code).toBe('COUPON_MIN_ORDER');
  });

  it('refuses any coupon, free delivery too, on a cart of gift cards only', () => {
    for (const code of ['WELCOME10', 'FREESHIP']) {
      const totals = mixed(0, 10_000, code);
      expect(totals).toMatchObject({ discount: 0, shippingDiscount: 0, total: 10_000 });
      expect(totals.couponError?.code).toBe('COUPON_GIFT_CARDS_ONLY');
    }
  });
});
