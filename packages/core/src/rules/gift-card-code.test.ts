import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_PATTERN,
  GIFT_CARD_SECRET_BITS,
  GIFT_CARD_SECRET_LENGTH,
  LEGACY_GIFT_CARD_CODE_PATTERN,
  foldGiftCardCode,
  giftCardCodeCandidates,
  giftCardExpiry,
  giftCardPrefix,
  giftCardSecret,
  makeGiftCardCode,
  maskGiftCardCode,
  type RandomBytes,
} from './gift-card-code.js';

const secure: RandomBytes = (n) => randomBytes(n);
/** A source that answers the given bytes in turn, over and over. */
function cycling(...values: number[]): RandomBytes {
  let at = 0;
  return (n) => new Uint8Array(n).map(() => values[at++ % values.length]!);
}

describe('giftCardPrefix (storefront §9)', () => {
  it.each([
    [29, 'APPLE'],
    [30, 'GPLAY'],
    [31, 'XBOX'],
    [32, 'PS'],
    [33, 'STEAM'],
    [34, 'NETFLIX'],
    [35, 'SPOTIFY'],
    [36, 'AMAZON'],
    [37, 'NINTENDO'],
    [38, 'RAZER'],
    [28, 'GIFT'],
    [39, 'GIFT'],
    [1, 'GIFT'],
    [null, 'GIFT'],
  ])('brand %s -> %s', (brandId, prefix) => {
    expect(giftCardPrefix(brandId)).toBe(prefix);
  });
});

describe('the code alphabet (D19)', () => {
  // Its 31 characters, none of 0, O, 1, I, L: see the 10,000 codes below, which use each of them and no other.
  it('gives the secret at least 80 bits, as GIFT_CARD_SECRET_BITS says', () => {
    const bits = GIFT_CARD_SECRET_LENGTH * Math.log2(GIFT_CARD_CODE_ALPHABET.length);
    expect(Math.floor(bits)).toBe(GIFT_CARD_SECRET_BITS);
    expect(bits).toBeGreaterThanOrEqual(80);
  });
});

describe('makeGiftCardCode', () => {
  it.each([
    [29, 10_000, 'APPLE-100-'],
    [32, 5_000, 'PS-50-'],
    [99, 2_550, 'GIFT-25-'],
    [null, 0, 'GIFT-0-'],
  ])('brand %s, %s dirhams: starts %s and has five groups of four', (brandId, denomination, start) => {
    const code = makeGiftCardCode({ brandId, denomination, randomBytes: secure });
    expect(code.startsWith(start)).toBe(true);
    expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(code.slice(start.length)).toMatch(/^(?:[A-Z2-9]{4}-){4}[A-Z2-9]{4}$/);
  });

  it('10,000 codes from the secure source: right length and groups, only the alphabet, all different', () => {
    const codes = Array.from({ length: 10_000 }, () =>
      makeGiftCardCode({ brandId: 29, denomination: 10_000, randomBytes: secure }),
    );
    const allowed = new Set(GIFT_CARD_CODE_ALPHABET);
    for (const code of codes) {
      expect(code).toHaveLength('APPLE-100-'.length + 20 + 4);
      expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
      const secret = code.slice('APPLE-100-'.length).replaceAll('-', '');
      expect(secret).toHaveLength(GIFT_CARD_SECRET_LENGTH);
      expect([...secret].every((c) => allowed.has(c))).toBe(true);
      expect(secret).not.toMatch(/[01OIL]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character turns up, about equally often: 200,000 characters, 6,452 expected of each.
    const counts = new Map<string, number>();
    for (const code of codes) {
      for (const c of code.slice('APPLE-100-'.length).replaceAll('-', '')) {
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(31);
    for (const count of counts.values()) expect(Math.abs(count - 200_000 / 31)).toBeLessThan(500);
  });

  it('takes nothing from the clock: two codes made at the same instant share nothing but prefix and riyals', () => {
    const a = makeGiftCardCode({ brandId: 29, denomination: 10_000, randomBytes: secure });
    const b = makeGiftCardCode({ brandId: 29, denomination: 10_000, randomBytes: secure });
    expect(a.slice(0, 10)).toBe(b.slice(0, 10));
    expect(a).not.toBe(b);
    expect(a).not.toContain(Date.now().toString(36).toUpperCase().slice(0, 5));
  });

  it('is a pure function of its random bytes', () => {
    const source = () => (n: number) => new Uint8Array(n).map((_, i) => i * 7);
    expect(makeGiftCardCode({ brandId: 31, denomination: 2_500, randomBytes: source() })).toBe(
      makeGiftCardCode({ brandId: 31, denomination: 2_500, randomBytes: source() }),
    );
  });
});

describe('giftCardSecret (rejection sampling)', () => {
  it('maps each kept byte to alphabet[byte % 31]', () => {
    expect(giftCardSecret(cycling(0, 30, 31, 247))).toBe('A9A9'.repeat(5));
  });

  it('throws bytes 248–255 away rather than folding them onto the first eight characters', () => {
    // 248 % 31 = 0 would be an extra 'A'; the bytes are skipped and only 5 (→ 'F') is kept.
    expect(giftCardSecret(cycling(248, 255, 5, 250))).toBe('F'.repeat(20));
  });

  it('refuses a source that never gives a usable byte', () => {
    expect(() => giftCardSecret((n) => new Uint8Array(n).fill(255))).toThrow(RangeError);
  });
});

describe('giftCardExpiry (one year)', () => {
  it.each([
    ['2025-06-01T10:00:00.000Z', '2026-06-01T10:00:00.000Z'],
    ['2025-12-31T23:59:59.000Z', '2026-12-31T23:59:59.000Z'],
    ['2024-02-29T12:00:00.000Z', '2025-03-01T12:00:00.000Z'],
  ])('%s -> %s', (purchased, expiry) => {
    expect(giftCardExpiry(new Date(purchased)).toISOString()).toBe(expiry);
  });
});

describe('maskGiftCardCode: no character of a secret', () => {
  it('shows the brand prefix and riyals of a code, then bullets', () => {
    const code = makeGiftCardCode({ brandId: 29, denomination: 10_000, randomBytes: secure });
    const masked = maskGiftCardCode(code);
    expect(masked).toBe('APPLE-100-••••');
    for (const group of code.split('-').slice(2)) expect(masked).not.toContain(group);
  });

  it('hides an old code’s time token and its four random characters too', () => {
    expect(maskGiftCardCode('APPLE-100-M3X9K2QA-7KQ2')).toBe('APPLE-100-••••');
    expect('APPLE-100-M3X9K2QA-7KQ2').toMatch(LEGACY_GIFT_CARD_CODE_PATTERN);
  });

  it('shows bullets only for any other text', () => {
    expect(maskGiftCardCode('TEST-abc-REVEAL')).toBe('••••');
    expect(maskGiftCardCode('ABC')).toBe('••••');
  });
});

describe('foldGiftCardCode and giftCardCodeCandidates: the whole code, however typed', () => {
  const code = 'APPLE-100-7KQ2-M3X9-HT4W-BN8C-ZP5D';

  it.each([
    code,
    code.toLowerCase(),
    code.replaceAll('-', ''),
    code.replaceAll('-', ' '),
    `  apple 100  7kq2 m3x9\tht4w bn8c zp5d `,
    'APPLE–١٠٠–7KQ2–M3X9–HT4W–BN8C–ZP5D',
    'APPLE-۱۰۰-7KQ2-M3X9-HT4W-BN8C-ZP5D',
    'ＡＰＰＬＥ-100-7KQ2-M3X9-HT4W-BN8C-ZP5D',
  ])('%j is the stored code', (typed) => {
    expect(giftCardCodeCandidates(typed)).toContain(code);
  });

  it('folds digits, case and separators', () => {
    expect(foldGiftCardCode('ps-٥٠ 2abc—dEf')).toBe('PS502ABCDEF');
  });

  it('finds the current form even when the secret starts with a digit', () => {
    expect(giftCardCodeCandidates('PS502ABC DEFG HJKM NPQR STUV')).toEqual([
      'PS-50-2ABC-DEFG-HJKM-NPQR-STUV',
    ]);
  });

  it.each(['APPLE-100-M3X9K2QA-7KQ2', 'apple 100 m3x9k2qa 7kq2', 'APPLE١٠٠M3X9K2QA7KQ2'])(
    'an old code %j keeps its stored form',
    (typed) => {
      expect(giftCardCodeCandidates(typed)).toContain('APPLE-100-M3X9K2QA-7KQ2');
    },
  );

  it.each([
    '',
    '7KQ2',
    'ZP5D',
    '••••-ZP5D',
    'BN8C-ZP5D',
    'APPLE-100',
    'APPLE-100-7KQ2-M3X9-HT4W-BN8C',
    'M3X9-HT4W-BN8C-ZP5D',
    '%',
  ])('a part of a code (%j) is no whole code', (typed) => {
    expect(giftCardCodeCandidates(typed)).not.toContain(code);
  });
});
