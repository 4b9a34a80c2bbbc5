import { describe, expect, it } from 'vitest';
import { REVIEW_AUTO_PUBLISH_MAX_CHARS, REVIEW_COMMENT_MAX } from './limits.js';
import { containsLink, initialReviewStatus } from './review-moderation.js';

describe('containsLink (reviews with links wait for approval)', () => {
  it.each([
    'see https://example.com',
    'HTTP://EXAMPLE.COM',
    'http://192.168.1.10/x',
    'www.example.com',
    'WWW.shop',
    'example.com',
    'buy at example.qa now',
    'متجر رائع example.qa',
    'زورواexample.com',
    'shop.example.com.qa',
    'write to me@example.org',
    'bit.ly',
    'deals.shopping/offer',
    '192.168.1.10',
    'متجر.قطر',
    // Full-width and compatibility forms, folded by NFKC.
    'ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ',
    'ｗｗｗ．ｓｈｏｐ',
    'example．ｑａ',
    'example﹒com',
    'example。com',
    // Arabic-Indic digits and separators.
    '١٩٢.١٦٨.١.١٠',
    '٣٦٥٫com',
    'example۔com',
    // Hidden characters inside the address.
    'exa\u200bmple.com',
    'www\u200f.example.org',
    // Shown forwards by a right-to-left override, stored backwards once the server strips the override.
    '\u202Emoc.yap-eruces',
    'moc.yap-eruces',
    'Great \u202Eenilno.yap-eruces\u202C deal',
    // Arabic and fullwidth full stops and commas.
    'secure-pay،com',
    'secure-pay，com',
    'secure-pay．com',
    'secure-pay｡com',
    'secure-pay۔com',
    // Dots with spaces around them, or spelled out.
    'secure-pay . com',
    'visit secure-pay .com today',
    'secure-pay dot com',
    'secure-pay [dot] com',
    'secure-pay(dot)com',
    'secure-pay نقطة com',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'ممتاز جدا، أنصح به',
    'Great sound. Works well.',
    'I love it.Thanks a lot',
    'Version 2.5 is better',
    'Battery lasts 3.5 hours, price 1.250 QAR',
    'سعر ١٢٫٥ ريال',
    'e.g. the case',
    'Mona',
    'Dr. Ali',
    '5/5 would buy again',
    'Good...very good',
    'ممتاز،أنصح به',
    'Nice phone, top quality',
    'Great phone. Top quality. Live long!',
    'It arrived on the dot, complete',
    'ten out of ten',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('initialReviewStatus', () => {
  it('publishes a short review without links at once', () => {
    expect(initialReviewStatus({ name: 'سارة', comment: 'ممتاز' })).toBe('published');
  });

  it('holds a link in the name or in the comment', () => {
    expect(initialReviewStatus({ name: 'example.com', comment: 'ok' })).toBe('pending');
    expect(initialReviewStatus({ name: 'Ali', comment: 'cheaper at www.x.qa' })).toBe('pending');
  });

  it('holds a comment longer than REVIEW_AUTO_PUBLISH_MAX_CHARS, counted in characters', () => {
    expect(REVIEW_AUTO_PUBLISH_MAX_CHARS).toBeLessThan(REVIEW_COMMENT_MAX);
    const at = 'ج'.repeat(REVIEW_AUTO_PUBLISH_MAX_CHARS);
    expect(initialReviewStatus({ name: 'A', comment: at })).toBe('published');
    expect(initialReviewStatus({ name: 'A', comment: `${at}ج` })).toBe('pending');
    // Emoji are one character each, not two UTF-16 units.
    expect(initialReviewStatus({ name: 'A', comment: '👍'.repeat(REVIEW_AUTO_PUBLISH_MAX_CHARS) })).toBe(
      'published',
    );
  });
});
