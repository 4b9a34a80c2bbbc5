import { describe, expect, it } from 'vitest';
import { couponState, endOfQatarDay, evaluateCoupon, type Coupon } from './coupons.js';
import { startOfDohaDay } from './doha-time.js';

const coupon: Coupon = {
  code: 'LIMITED',
  type: 'percentage',
  value: 10,
  minOrder: 0,
  startsAt: startOfDohaDay('2026-03-01'),
  expiresAt: endOfQatarDay('2026-03-31'),
  usageLimit: 3,
  perCustomerLimit: 1,
  description: { ar: 'محدود', en: 'Limited' },
};
const during = new Date('2026-03-15T12:00:00+03:00');
const order = { subtotal: 10_000, shippingFee: 2_500 };

describe('couponState', () => {
  it.each([
    ['a switched-off coupon is inactive whatever its dates', { isActive: false }, 0, during, 'inactive'],
    [
      'the last second before 00:00 of the start day in Doha',
      {},
      0,
      new Date('2026-02-28T23:59:59+03:00'),
      'scheduled',
    ],
    ['00:00 of the start day in Doha', {}, 0, new Date('2026-03-01T00:00:00+03:00'), 'active'],
    ['the end of the expiry day in Doha', {}, 0, new Date('2026-03-31T23:59:59.999+03:00'), 'active'],
    ['the next day in Doha', {}, 0, new Date('2026-04-01T00:00:00+03:00'), 'expired'],
    ['uses below the limit', {}, 2, during, 'active'],
    ['uses at the limit', {}, 3, during, 'used_up'],
    ['no limit', { usageLimit: null }, 1_000, during, 'active'],
    ['no start date: from creation', { startsAt: null }, 0, new Date('2020-01-01T00:00:00Z'), 'active'],
    ['expired outranks used up', {}, 3, new Date('2026-05-01T00:00:00Z'), 'expired'],
  ] as const)('%s', (_name, change, uses, now, state) => {
    expect(couponState({ ...coupon, ...change }, uses, now)).toBe(state);
  });
});

describe('evaluateCoupon with start and limits', () => {
  it('refuses a coupon before its start with COUPON_NOT_STARTED', () => {
    const early = new Date('2026-02-28T23:00:00+03:00');
    expect(evaluateCoupon(coupon, { ...order, now: early })).toEqual({
      ok: false,
      code: 'COUPON_NOT_STARTED',
    });
  });

  it('refuses a used-up coupon when the uses are known', () => {
    expect(evaluateCoupon(coupon, { ...order, now: during, uses: { total: 3 } })).toEqual({
      ok: false,
      code: 'COUPON_USED_UP',
    });
  });

  it('refuses a shopper who reached the per-customer limit, and not another shopper', () => {
    expect(evaluateCoupon(coupon, { ...order, now: during, uses: { total: 1, byShopper: 1 } })).toEqual({
      ok: false,
      code: 'COUPON_CUSTOMER_LIMIT',
    });
    expect(evaluateCoupon(coupon, { ...order, now: during, uses: { total: 1, byShopper: 0 } })).toMatchObject(
      {
        ok: true,
        discount: 1_000,
      },
    );
  });

  it('without counted uses (the storefront preview) the limits are not judged', () => {
    expect(evaluateCoupon(coupon, { ...order, now: during })).toMatchObject({ ok: true });
  });
});
