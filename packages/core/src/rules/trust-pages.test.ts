import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { DEFAULT_RETURN_POLICY } from './returns.js';
import { DEFAULT_DELIVERY_ZONES } from './delivery-zones.js';
import { formatQatarPhone, qatarPhoneHref } from './phone-display.js';
import { parseRichText } from './rich-text.js';
import {
  EMPTY_TRUST_PAGES_TEXT,
  TRUST_PAGE_SLUGS,
  defaultTrustPage,
  deliveryZoneRows,
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

describe('the delivery page’s table of zones (decision 054)', () => {
  const zones = [
    { ...DEFAULT_DELIVERY_ZONES[1]!, name_en: 'Rest of Qatar', name_ar: 'باقي قطر' },
    { ...DEFAULT_DELIVERY_ZONES[0]!, windows: true },
    {
      ...DEFAULT_DELIVERY_ZONES[1]!,
      name_en: 'Al Khor',
      name_ar: 'الخور',
      cities: ['al_khor' as const],
      fee: 4_000,
      free_above: null,
      days_min: 4,
      days_max: 6,
    },
    {
      ...DEFAULT_DELIVERY_ZONES[1]!,
      name_en: 'Dukhan',
      name_ar: 'دخان',
      cities: ['dukhan' as const],
      delivered: false,
    },
  ];
  const qar = (dirhams: number) => formatMoney(dirhams, 'en');
  it('says each zone’s fee, threshold ("or more") and time, the rest of Qatar last, never "free" where not served', () => {
    expect(deliveryZoneRows(zones, 'en')).toEqual([
      {
        name: 'Doha',
        delivered: true,
        fee: `${qar(2_500)}`,
        freeFrom: `${qar(50_000)} or more`,
        time: 'A day and time you choose',
      },
      {
        name: 'Al Khor',
        delivered: true,
        fee: `${qar(4_000)}`,
        freeFrom: 'No free delivery',
        time: '4–6 working days',
      },
      { name: 'Dukhan', delivered: false, fee: 'We do not deliver here', freeFrom: '', time: '' },
      {
        name: 'Rest of Qatar',
        delivered: true,
        fee: `${qar(2_500)}`,
        freeFrom: `${qar(50_000)} or more`,
        time: '3–5 working days',
      },
    ]);
    const arabic = deliveryZoneRows(zones, 'ar');
    expect(arabic.map((row) => row.time)).toEqual([
      'في اليوم والموعد الذي تختاره',
      'من 4 إلى 6 أيام عمل',
      '',
      'من 3 إلى 5 أيام عمل',
    ]);
    expect(arabic.every((row) => !/[٠-٩]/.test(row.fee + row.freeFrom + row.time))).toBe(true);
  });
  it('the built-in delivery text promises no fixed fee or days: the table does', () => {
    for (const locale of ['ar', 'en'] as const) {
      expect(defaultTrustPage('delivery', locale).body).not.toMatch(/\d/);
    }
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

describe('the returns page in Arabic', () => {
  it.each([0, 7, 14, 30, 365, 1_200])('writes %s days in Arabic-Indic digits, as Intl does', (days) => {
    const page = defaultTrustPage('returns', 'ar', { ...DEFAULT_RETURN_POLICY, return_days: days });
    expect(page.body).toContain(`**${days.toLocaleString('ar-QA')} `);
  });
});
