import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney, toDirhams, toQar } from './money.js';

describe('toDirhams', () => {
  it.each([
    [0, 0],
    [1, 100],
    [25, 2500],
    [500, 50000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101], // floating-point noise must not round down
    [1.015, 102],
    [2.675, 268],
    [-1.005, -101],
    [-0.001, 0],
    [1234.567, 123457],
  ])('%s QAR -> %s dirhams', (qar, dirhams) => {
    expect(toDirhams(qar)).toBe(dirhams);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toDirhams(Number.NaN)).toThrow(RangeError);
    expect(() => toDirhams(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips through toQar', () => {
    expect(toQar(toDirhams(123.45))).toBe(123.45);
  });
});

// Intl puts a no-break space between amount and currency and bidi marks around Arabic; compare without them.
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney', () => {
  it.each([
    [0, 'en', 'QAR 0'],
    [2500, 'en', 'QAR 25'],
    [123400, 'en', 'QAR 1,234'],
    [123450, 'en', 'QAR 1,234.50'],
    [1999, 'en', 'QAR 19.99'],
    [-2550, 'en', '-QAR 25.50'],
    [2500, 'ar', '25 ر.ق.'],
    [123450, 'ar', '1,234.50 ر.ق.'],
    [114718, 'ar', '1,147.18 ر.ق.'], // D15: not "١٬١٤٧٫١٨", whose separators read alike
    [123456789, 'ar', '1,234,567.89 ر.ق.'],
    [1999, 'ar', '19.99 ر.ق.'],
    [0, 'ar', '0 ر.ق.'],
  ] as const)('%s dirhams in %s -> %s', (dirhams, locale, text) => {
    expect(plain(formatMoney(dirhams, locale))).toBe(text);
  });
});

describe('formatMoney in Arabic (D15)', () => {
  it('writes Latin digits and the one currency label ر.ق., never the word ريال', () => {
    const text = formatMoney(114718, 'ar');
    expect(text).not.toMatch(/[\u0660-\u0669\u066b\u066c]/);
    expect(text).toContain('ر.ق.');
    expect(text).not.toContain('ريال');
  });

  it('keeps the right-to-left marks that hold the label after the figure in Arabic text', () => {
    expect(formatMoney(2500, 'ar')).toMatch(/^\u200f/);
  });
});

describe('formatSignedMoney', () => {
  it('writes the minus where the language puts it, with the amount formatMoney writes', () => {
    expect(formatSignedMoney(-5000, 'en')).toBe(`-${formatMoney(5000, 'en')}`);
    expect(formatSignedMoney(2000, 'en')).toBe(`+${formatMoney(2000, 'en')}`);
    const arabic = formatSignedMoney(-5000, 'ar');
    expect(arabic).toContain('-');
    expect(arabic.replace(/[-\u200e\u200f\u061c]/g, '')).toBe(
      formatMoney(5000, 'ar').replace(/[\u200e\u200f\u061c]/g, ''),
    );
    expect(formatSignedMoney(0, 'en')).toBe(formatMoney(0, 'en'));
  });
});

describe('money written by hand, as Intl writes it', () => {
  const intl = (dirhams: number, locale: 'ar' | 'en', signed: boolean) => {
    const digits = dirhams % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat(locale === 'ar' ? 'ar-QA' : 'en-QA', {
      numberingSystem: 'latn',
      style: 'currency',
      currency: 'QAR',
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(dirhams / 100);
  };
  // Whole riyals, fils, every group boundary, negatives and the largest amounts the shop stores.
  const amounts = [
    0,
    1,
    5,
    10,
    99,
    100,
    101,
    150,
    999,
    1000,
    1050,
    99_999,
    100_000,
    123_456,
    999_999_99,
    1_000_000_00,
    2_147_483_647,
    Number.MAX_SAFE_INTEGER - 1,
    -1,
    -50,
    -100,
    -1_234_56,
    -2_147_483_647,
  ];
  // And a spread of ordinary prices, the same every run.
  for (let n = 1; n <= 300; n++) amounts.push((n * 7_919 * n) % 10_000_000, -((n * 104_729) % 1_000_000));

  it.each(['ar', 'en'] as const)(
    'formatMoney and formatSignedMoney in %s equal Intl for every amount',
    (locale) => {
      for (const dirhams of amounts) {
        expect(formatMoney(dirhams, locale)).toBe(intl(dirhams, locale, false));
        expect(formatSignedMoney(dirhams, locale)).toBe(intl(dirhams, locale, true));
      }
    },
  );

  it('falls back to Intl for a fraction of a dirham', () => {
    expect(formatMoney(150.5, 'en')).toBe(intl(150.5, 'en', false));
  });
});
