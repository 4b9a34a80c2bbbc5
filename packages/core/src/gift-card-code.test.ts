import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_CODE_PATTERN,
  GIFT_CARD_RANDOM_ALPHABET,
  giftCardExpiry,
  giftCardPrefix,
  giftCardRandomChars,
  makeGiftCardCode,
  maskGiftCardCode,
} from './gift-card-code.js';

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

describe('makeGiftCardCode', () => {
  const now = new Date('2025-06-01T10:00:00Z');
  const token = now.getTime().toString(36).toUpperCase();

  it.each([
    [29, 10000, 'K7Q2', `APPLE-100-${token}-K7Q2`],
    [32, 5000, 'ZZZZ', `PS-50-${token}-ZZZZ`],
    [99, 2500, 'AB23', `GIFT-25-${token}-AB23`],
  ])('brand %s, %s dirhams, %s', (brandId, denomination, randomChars, code) => {
    const made = makeGiftCardCode({ brandId, denomination, now, randomChars });
    expect(made).toBe(code);
    expect(made).toMatch(GIFT_CARD_CODE_PATTERN);
  });

  it.each(['abc1', 'K7Q', 'K7Q2X', 'O000', 'I111'])('refuses random part %j', (randomChars) => {
    expect(() => makeGiftCardCode({ brandId: 29, denomination: 100, now, randomChars })).toThrow(RangeError);
  });

  it('pattern rejects malformed codes', () => {
    expect('APPLE-100-ABC').not.toMatch(GIFT_CARD_CODE_PATTERN);
    expect('apple-100-ABC-K7Q2').not.toMatch(GIFT_CARD_CODE_PATTERN);
  });
});

describe('giftCardRandomChars', () => {
  it('maps bytes onto the alphabet', () => {
    expect(giftCardRandomChars(new Uint8Array([0, 31, 32, 255]))).toBe('A9A9');
    expect(GIFT_CARD_RANDOM_ALPHABET).toHaveLength(32);
  });
  it('needs four bytes', () => {
    expect(() => giftCardRandomChars(new Uint8Array(3))).toThrow(RangeError);
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

describe('maskGiftCardCode', () => {
  it('shows only the last 4 characters', () => {
    expect(maskGiftCardCode('APPLE-100-M3X9K2QA-7KQ2')).toBe('••••-7KQ2');
    expect(maskGiftCardCode('ABC')).toBe('•••');
  });
});
