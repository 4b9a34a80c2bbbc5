import { describe, expect, it } from 'vitest';
import { cashDifference, driverPhone, formatDriverPhone } from './drivers.js';

describe('driverPhone', () => {
  it.each([
    ['55123456', '55123456'],
    ['+974 5512 3456', '55123456'],
    ['00974-5512-3456', '55123456'],
    ['٥٥١٢٣٤٥٦', '55123456'],
    ['+٩٧٤ ٣٣١٢ ٣٤٥٦', '33123456'],
    ['7012 3456', '70123456'],
  ])('%s is the mobile %s', (typed, stored) => {
    expect(driverPhone(typed)).toBe(stored);
  });

  it.each(['', '4412 3456', '5512345', '551234567', '+966 55 123 4567', 'call me', '=HYPERLINK()'])(
    '%s is not a Qatari mobile number',
    (typed) => {
      expect(driverPhone(typed)).toBeNull();
    },
  );
});

describe('formatDriverPhone and cashDifference', () => {
  it('writes the stored digits with the country code', () => {
    expect(formatDriverPhone('55123456')).toBe('+974 5512 3456');
  });
  it('is negative when short and positive when over', () => {
    expect(cashDifference(42_000, 42_400)).toBe(-400);
    expect(cashDifference(42_500, 42_400)).toBe(100);
    expect(cashDifference(42_400, 42_400)).toBe(0);
  });
});
