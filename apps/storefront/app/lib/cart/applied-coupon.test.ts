import { describe, expect, it } from 'vitest';
import { parseAppliedCoupon, serializeAppliedCoupon } from './applied-coupon.js';

describe('applied coupon in local storage', () => {
  it.each([
    ['{"code":"MATJAR10"}', 'MATJAR10'],
    ['{"code":" matjar10 ","discount":10,"type":"percentage"}', 'MATJAR10'],
    ['"freedelivery"', 'FREEDELIVERY'],
    ['welcome10', 'WELCOME10'],
    [null, null],
    ['', null],
    ['{"code":""}', null],
    ['{"discount":10}', null],
    ['42', null],
  ])('reads %j as %j', (raw, code) => {
    expect(parseAppliedCoupon(raw)).toBe(code);
  });

  it('stores a normalised code and refuses an empty one', () => {
    expect(serializeAppliedCoupon(' matjar10 ')).toBe('{"code":"MATJAR10"}');
    expect(parseAppliedCoupon(serializeAppliedCoupon('Matjar10'))).toBe('MATJAR10');
    expect(serializeAppliedCoupon('   ')).toBeNull();
  });
});
