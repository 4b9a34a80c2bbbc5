import { describe, expect, it } from 'vitest';
import { formatQatarMobile, normalizeQatarMobile, qatarMobileDigits } from './qatar-mobile.js';

describe('qatarMobileDigits (D24)', () => {
  it.each([
    ['55123456', '55123456'],
    ['+974 5512 3456', '55123456'],
    ['00974 5512 3456', '55123456'],
    ['٥٥٦٦٧٧٨٨', '55667788'],
    ['+٩٧٤ ٣٣١٢ ٣٤٥٦', '33123456'],
    ['7012-3456', '70123456'],
    ['\u200E+974 6601 2345', '66012345'],
  ])('%s is the mobile %s', (typed, local) => {
    expect(qatarMobileDigits(typed)).toBe(local);
  });

  it.each([
    '',
    '12',
    '٥٥١٢',
    '4412 3456',
    '5512345',
    '551234567',
    '+966 55 123 4567',
    '974 5512 3456x',
    '+97455123456+',
  ])('%s is not a Qatari mobile number', (typed) => {
    expect(qatarMobileDigits(typed)).toBeNull();
  });
});

describe('normalizeQatarMobile', () => {
  it('stores a typed number with its country code, in groups of four', () => {
    expect(normalizeQatarMobile('٥٥٦٦٧٧٨٨')).toBe('+974 5566 7788');
    expect(formatQatarMobile('33123456')).toBe('+974 3312 3456');
    expect(normalizeQatarMobile('12')).toBeNull();
  });
});
