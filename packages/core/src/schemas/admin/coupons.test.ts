import { describe, expect, it } from 'vitest';
import { AdminCreateCouponBody, AdminUpdateCouponBody, couponWindow } from './coupons.js';

const valid = {
  code: ' spring-25 ',
  type: 'percentage',
  value: 25,
  min_order: 10_000,
  starts_on: '2026-03-01',
  expires_on: '2026-03-31',
  usage_limit: 100,
  per_customer_limit: 1,
  description_ar: 'خصم الربيع',
  description_en: 'Spring sale',
  is_active: true,
};

const issueCodes = (body: object) => {
  const result = AdminCreateCouponBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('AdminCreateCouponBody', () => {
  it('stores the code trimmed and upper-case', () => {
    expect(AdminCreateCouponBody.parse(valid).code).toBe('SPRING-25');
  });

  it('reads full-width letters and digits as ASCII (NFKC)', () => {
    expect(AdminCreateCouponBody.parse({ ...valid, code: 'ｓａｖｅ１０' }).code).toBe('SAVE10');
  });

  it.each([
    ['too short', 'AB'],
    ['too long', 'A'.repeat(33)],
    ['a space inside', 'SAVE 10'],
    ['an underscore', 'SAVE_10'],
    ['Arabic letters', 'خصم10'],
  ])('refuses a code with %s', (_name, code) => {
    expect(issueCodes({ ...valid, code })).toEqual(['code:COUPON_CODE_FORMAT']);
  });

  it.each([
    ['percentage', 0, 'value:COUPON_PERCENT_RANGE'],
    ['percentage', 101, 'value:COUPON_PERCENT_RANGE'],
    ['fixed', 0, 'value:COUPON_AMOUNT_REQUIRED'],
    ['shipping', 0, 'value:COUPON_AMOUNT_REQUIRED'],
  ])('%s with value %s is refused', (type, value, issue) => {
    expect(issueCodes({ ...valid, type, value })).toEqual([issue]);
  });

  it('takes a fixed amount in dirhams, percent 100 and no limits', () => {
    expect(issueCodes({ ...valid, type: 'fixed', value: 5_000 })).toEqual([]);
    expect(issueCodes({ ...valid, value: 100, usage_limit: null, per_customer_limit: null })).toEqual([]);
  });

  it.each([0, -1, 1.5])('refuses a use limit of %s', (limit) => {
    expect(issueCodes({ ...valid, usage_limit: limit, per_customer_limit: limit })).toEqual([
      'usage_limit:COUPON_LIMIT_WHOLE_NUMBER',
      'per_customer_limit:COUPON_LIMIT_WHOLE_NUMBER',
    ]);
  });

  it('refuses a start after the expiry, and dates that do not exist', () => {
    expect(issueCodes({ ...valid, starts_on: '2026-04-01' })).toEqual(['expires_on:COUPON_DATES_INVALID']);
    expect(issueCodes({ ...valid, expires_on: '2026-02-30' })).toEqual(['expires_on:COUPON_DATE_FORMAT']);
    expect(issueCodes({ ...valid, expires_on: '31/03/2026' })).toEqual(['expires_on:COUPON_DATE_FORMAT']);
  });

  it('a one-day coupon starts and ends on the same Doha day', () => {
    expect(issueCodes({ ...valid, starts_on: '2026-03-01', expires_on: '2026-03-01' })).toEqual([]);
  });

  it('requires both descriptions and caps their length', () => {
    expect(issueCodes({ ...valid, description_ar: '  ', description_en: 'x'.repeat(201) })).toEqual([
      'description_ar:REQUIRED',
      'description_en:TEXT_TOO_LONG',
    ]);
  });

  it('the edit body also carries the version it was loaded at', () => {
    expect(AdminUpdateCouponBody.safeParse(valid).success).toBe(false);
    expect(AdminUpdateCouponBody.safeParse({ ...valid, version: '2026-03-01T00:00:00.000Z' }).success).toBe(
      true,
    );
  });
});

describe('couponWindow', () => {
  it('starts at 00:00 in Doha and expires at the end of the Doha day', () => {
    const window = couponWindow({ starts_on: '2026-03-01', expires_on: '2026-03-31' });
    expect(window.startsAt?.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(window.expiresAt.toISOString()).toBe('2026-03-31T20:59:59.999Z');
    expect(couponWindow({ starts_on: null, expires_on: '2026-03-31' }).startsAt).toBeNull();
  });
});
