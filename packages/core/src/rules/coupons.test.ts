import { describe, expect, it } from 'vitest';
import {
  SEED_COUPONS,
  evaluateCoupon,
  findCoupon,
  isCouponListed,
  normalizeCouponCode,
  type Coupon,
  type CouponEvaluation,
} from './coupons.js';

const byCode = (code: string): Coupon => {
  const coupon = findCoupon(SEED_COUPONS, code);
  if (!coupon) throw new Error(`missing seed coupon ${code}`);
  return coupon;
};
const inSeason = new Date('2025-03-01T12:00:00+03:00');

describe('SEED_COUPONS (storefront §9 table)', () => {
  it.each([
    ['WELCOME10', 'percentage', 10, 10000, '2025-12-31T20:59:59.999Z'],
    ['SAVE50', 'fixed', 5000, 50000, '2025-12-31T20:59:59.999Z'],
    ['FREESHIP', 'shipping', 2500, 0, '2025-12-31T20:59:59.999Z'],
    ['RAMADAN20', 'percentage', 20, 20000, '2025-04-30T20:59:59.999Z'],
    ['VIP15', 'percentage', 15, 30000, '2025-12-31T20:59:59.999Z'],
  ])('%s: %s %s, min %s dirhams, expires end of day in Doha', (code, type, value, minOrder, expiresAt) => {
    const coupon = byCode(code);
    expect(coupon).toMatchObject({ code, type, value, minOrder });
    expect(coupon.expiresAt.toISOString()).toBe(expiresAt);
    expect(coupon.description.ar).not.toBe('');
    expect(coupon.description.en).not.toBe('');
  });

  it('has exactly the five coupons', () => {
    expect(SEED_COUPONS.map((c) => c.code)).toEqual([
      'WELCOME10',
      'SAVE50',
      'FREESHIP',
      'RAMADAN20',
      'VIP15',
    ]);
  });
});

describe('normalizeCouponCode', () => {
  it.each([
    ['welcome10', 'WELCOME10'],
    ['  Save50 ', 'SAVE50'],
    ['ＶＩＰ１５', 'VIP15'], // full-width characters from some keyboards
  ])('%s -> %s', (input, output) => {
    expect(normalizeCouponCode(input)).toBe(output);
    expect(findCoupon(SEED_COUPONS, input)?.code).toBe(output);
  });
});

describe('evaluateCoupon (storefront §5, §9)', () => {
  it.each<[string, string | undefined, number, Date, number, CouponEvaluation | Partial<CouponEvaluation>]>([
    ['unknown code', undefined, 100000, inSeason, 2500, { ok: false, code: 'COUPON_INVALID' }],
    [
      'expired (RAMADAN20 after April)',
      'RAMADAN20',
      100000,
      new Date('2025-05-01T00:00:00+03:00'),
      2500,
      { ok: false, code: 'COUPON_EXPIRED' },
    ],
    [
      'last second of expiry day still valid',
      'RAMADAN20',
      100000,
      new Date('2025-04-30T23:59:59+03:00'),
      2500,
      { ok: true, discount: 20000 },
    ],
    [
      'below minimum gives minOrder in QAR',
      'WELCOME10',
      9999,
      inSeason,
      2500,
      { ok: false, code: 'COUPON_MIN_ORDER', params: { minOrder: 100, missing: 1 } },
    ],
    [
      'at minimum is accepted',
      'WELCOME10',
      10000,
      inSeason,
      2500,
      { ok: true, discount: 1000, appliesTo: 'subtotal' },
    ],
    ['percentage = subtotal x rate', 'VIP15', 40000, inSeason, 2500, { ok: true, discount: 6000 }],
    ['percentage rounds to whole dirhams', 'WELCOME10', 12345, inSeason, 2500, { ok: true, discount: 1235 }],
    ['fixed = amount', 'SAVE50', 60000, inSeason, 0, { ok: true, discount: 5000, appliesTo: 'subtotal' }],
    [
      'shipping = flat value',
      'FREESHIP',
      10000,
      inSeason,
      2500,
      { ok: true, discount: 2500, appliesTo: 'shipping' },
    ],
    [
      'shipping capped at the fee charged',
      'FREESHIP',
      60000,
      inSeason,
      0,
      { ok: true, discount: 0, appliesTo: 'shipping' },
    ],
  ])('%s', (_name, code, subtotal, now, fee, expected) => {
    const coupon = code ? byCode(code) : undefined;
    expect(evaluateCoupon(coupon, { subtotal, now, shippingFee: fee })).toMatchObject(expected);
  });

  it('fixed never exceeds the subtotal', () => {
    const small: Coupon = { ...byCode('SAVE50'), minOrder: 0 };
    expect(evaluateCoupon(small, { subtotal: 3000, now: inSeason, shippingFee: 2500 })).toMatchObject({
      ok: true,
      discount: 3000,
    });
  });

  it('a free-delivery coupon waives the whole fee, whatever the zone charges', () => {
    const free: Coupon = { ...byCode('FREESHIP'), code: 'FREEDELIVERY', type: 'free_delivery', value: 0 };
    for (const fee of [2500, 4000, 0]) {
      expect(evaluateCoupon(free, { subtotal: 3000, now: inSeason, shippingFee: fee })).toMatchObject({
        ok: true,
        appliesTo: 'shipping',
        discount: fee,
      });
    }
    // The 25 QAR shipping coupon leaves 15 QAR to pay in a 40 QAR zone: it is not "free delivery".
    expect(
      evaluateCoupon(byCode('FREESHIP'), { subtotal: 3000, now: inSeason, shippingFee: 4000 }),
    ).toMatchObject({ discount: 2500 });
  });

  it('a coupon refused for its minimum says how much more, in whole riyals rounded up', () => {
    const min: Coupon = { ...byCode('SAVE50'), minOrder: 10_000 };
    expect(evaluateCoupon(min, { subtotal: 6_000, now: inSeason, shippingFee: 0 })).toMatchObject({
      ok: false,
      params: { minOrder: 100, missing: 40 },
    });
    expect(evaluateCoupon(min, { subtotal: 9_950, now: inSeason, shippingFee: 0 })).toMatchObject({
      params: { missing: 1 },
    });
    expect(evaluateCoupon(min, { subtotal: 10_000, now: inSeason, shippingFee: 0 })).toMatchObject({
      ok: true,
    });
  });

  it('an inactive coupon is invalid', () => {
    const off: Coupon = { ...byCode('VIP15'), isActive: false };
    expect(evaluateCoupon(off, { subtotal: 100000, now: inSeason, shippingFee: 0 })).toEqual({
      ok: false,
      code: 'COUPON_INVALID',
    });
  });
});

describe('isCouponListed', () => {
  it.each([
    ['RAMADAN20', new Date('2025-04-30T12:00:00+03:00'), true],
    ['RAMADAN20', new Date('2025-05-01T00:00:00+03:00'), false],
    ['VIP15', new Date('2025-12-31T23:59:00+03:00'), true],
    ['VIP15', new Date('2026-01-01T00:00:00+03:00'), false],
  ])('%s at %s -> %s', (code, now, listed) => {
    expect(isCouponListed(byCode(code), now)).toBe(listed);
  });
});
