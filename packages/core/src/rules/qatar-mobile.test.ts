import { describe, expect, it } from 'vitest';
import {
  QATAR_MOBILE_FIELD_PATTERN,
  QATAR_MOBILE_OR_BLANK_PATTERN,
  QATAR_MOBILE_PATTERN,
  formatQatarMobile,
  normalizeQatarMobile,
  qatarMobileDigits,
} from './qatar-mobile.js';

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

describe("QATAR_MOBILE_PATTERN (the request schemas' pattern, shown in the OpenAPI document)", () => {
  it.each([
    '55123456',
    '+974 5512 3456',
    '00974 5512 3456',
    '٥٥٦٦٧٧٨٨',
    '+٩٧٤ ٣٣١٢ ٣٤٥٦',
    '7012-3456',
    '\u200E+974 6601 2345',
    '+ 9 7 4 5512 3456',
  ])('takes %s', (typed) => expect(QATAR_MOBILE_PATTERN.test(typed)).toBe(true));

  it('takes exactly what qatarMobileDigits reads, whatever the digits, separators and prefix', () => {
    const pieces = [
      ...'0123456789٠١٣٥٦٧٩۰۳۵۷۹+ -x'.split(''),
      ...['\u200E', '\u202B', '\t', '974', '00974', '+974', '5512', '3456', '٥٥١٢'],
    ];
    // A fixed linear congruential sequence: the same 20,000 texts on every run.
    let state = 43;
    const next = (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % below;
    };
    let mobiles = 0;
    for (let run = 0; run < 20_000; run += 1) {
      const typed = Array.from({ length: next(14) }, () => pieces[next(pieces.length)]).join('');
      if (qatarMobileDigits(typed) !== null) mobiles += 1;
      expect(QATAR_MOBILE_PATTERN.test(typed), JSON.stringify(typed)).toBe(qatarMobileDigits(typed) !== null);
    }
    // Both answers are exercised, not only "no".
    expect(mobiles).toBeGreaterThan(50);
  });

  it('has a form for an optional phone (blank is none) and one for a required phone (empty is REQUIRED)', () => {
    for (const [typed, optional, required] of [
      ['', true, true],
      ['   ', true, false],
      ['-', false, false],
      ['\u202C', false, false],
      ['5512 3456', true, true],
      ['4412 3456', false, false],
    ] as const) {
      expect(QATAR_MOBILE_OR_BLANK_PATTERN.test(typed), JSON.stringify(typed)).toBe(optional);
      expect(QATAR_MOBILE_FIELD_PATTERN.test(typed), JSON.stringify(typed)).toBe(required);
    }
  });
});
