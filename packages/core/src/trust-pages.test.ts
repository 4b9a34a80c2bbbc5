import { describe, expect, it } from 'vitest';
import { formatQatarPhone, qatarPhoneHref } from './phone-display.js';
import { parseRichText } from './rich-text.js';
import {
  EMPTY_TRUST_PAGES_TEXT,
  TRUST_PAGE_SLUGS,
  defaultTrustPage,
  isTrustPageSlug,
  resolveTrustPagesText,
  trustPage,
} from './trust-pages.js';

describe('trust pages (decision 031)', () => {
  it.each(TRUST_PAGE_SLUGS)(
    '%s reads as headings and text in both languages, promising no bank transfer',
    (slug) => {
      for (const locale of ['ar', 'en'] as const) {
        const page = defaultTrustPage(slug, locale);
        expect(page.title).not.toBe('');
        const blocks = parseRichText(page.body);
        expect(blocks[0]?.kind).toBe('heading');
        expect(page.body).not.toMatch(/bank transfer|تحويل بنكي|\{\w+\}|undefined|NaN/i);
      }
    },
  );

  it('knows its slugs only', () => {
    expect(isTrustPageSlug('returns')).toBe(true);
    expect(isTrustPageSlug('../admin')).toBe(false);
    expect(isTrustPageSlug('constructor')).toBe(false);
  });
});

describe('formatQatarPhone', () => {
  it.each([
    ['97450001234', '+974 5000 1234'],
    ['+974 5000 1234', '+974 5000 1234'],
    ['0097450001234', '+974 5000 1234'],
    ['٥٠٠٠١٢٣٤', '+974 5000 1234'],
    ['44001234', '+974 4400 1234'],
    [' +1 555 0100 ', '+1 555 0100'],
  ])('%j → %j', (typed, shown) => {
    expect(formatQatarPhone(typed)).toBe(shown);
  });

  it('dials the number it shows', () => {
    expect(qatarPhoneHref('+974 5000 1234')).toBe('tel:+97450001234');
    expect(qatarPhoneHref('+1 555 0100')).toBeNull();
  });
});

describe('trust pages text staff write (decision 031)', () => {
  it('reads the stored setting field by field; anything unreadable is the built-in text', () => {
    expect(resolveTrustPagesText(null)).toEqual(EMPTY_TRUST_PAGES_TEXT);
    expect(resolveTrustPagesText('not json')).toEqual(EMPTY_TRUST_PAGES_TEXT);
    expect(resolveTrustPagesText('{"returns_en":" Ours ","terms_ar":5,"other":"x"}')).toEqual({
      ...EMPTY_TRUST_PAGES_TEXT,
      returns_en: 'Ours',
    });
  });

  it('shows what staff wrote for that language, or the built-in page when they left it empty', () => {
    const stored = { ...EMPTY_TRUST_PAGES_TEXT, returns_en: '## Ours', returns_ar: '   ' };
    expect(trustPage('returns', 'en', stored)).toEqual({
      title: defaultTrustPage('returns', 'en').title,
      body: '## Ours',
    });
    expect(trustPage('returns', 'ar', stored)).toEqual(defaultTrustPage('returns', 'ar'));
    expect(trustPage('terms', 'en', null)).toEqual(defaultTrustPage('terms', 'en'));
  });
});
