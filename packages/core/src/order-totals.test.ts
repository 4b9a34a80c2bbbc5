import { describe, expect, it } from 'vitest';
import { SEED_COUPONS, findCoupon } from './coupons.js';
import { computeOrderTotals } from './order-totals.js';

const now = new Date('2025-03-01T12:00:00+03:00');
const totals = (subtotal: number, couponCode?: string, hasPhysicalItems = true) =>
  computeOrderTotals({
    subtotal,
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
    [30000, 'FREESHIP', false, 0, 0, 0, 30000],
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
    expect(result.couponError).toEqual({ code: 'COUPON_MIN_ORDER', params: { minOrder: 300 } });
    expect(result.total).toBe(7500);
    expect(totals(5000, 'NOPE').couponError).toEqual({ code: 'COUPON_INVALID' });
  });

  it('ignores a blank code', () => {
    expect(totals(5000, '   ').couponError).toBeNull();
  });
});
