import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-catalog.js';
import { formatNumber } from './locale.js';
import { fillPlurals, pluralCategory, pluralize, type PluralForms } from './plural.js';

const minutesAr: PluralForms = {
  zero: '# دقيقة',
  one: 'دقيقة واحدة',
  two: 'دقيقتان',
  few: '# دقائق',
  many: '# دقيقة',
  other: '# دقيقة',
};
const minutesEn: PluralForms = { one: '# minute', other: '# minutes' };
// Digits come from core's one number formatter, whichever digits it draws.
const n = (count: number, locale: 'ar' | 'en' = 'ar') => formatNumber(count, locale);

describe('pluralCategory', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [10, 'few'],
    [11, 'many'],
    [99, 'many'],
    [100, 'other'],
    [101, 'other'],
    [102, 'other'],
    [103, 'few'],
  ] as const)('Arabic %i is %s', (count, category) => {
    expect(pluralCategory(count, 'ar')).toBe(category);
  });

  it('English has one and other only', () => {
    expect([0, 1, 2, 11].map((count) => pluralCategory(count, 'en'))).toEqual([
      'other',
      'one',
      'other',
      'other',
    ]);
  });
});

describe('pluralize', () => {
  it.each([
    [0, `${n(0)} دقيقة`],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتان'],
    [3, `${n(3)} دقائق`],
    [10, `${n(10)} دقائق`],
    [11, `${n(11)} دقيقة`],
    [99, `${n(99)} دقيقة`],
    [100, `${n(100)} دقيقة`],
    [101, `${n(101)} دقيقة`],
    [102, `${n(102)} دقيقة`],
    [103, `${n(103)} دقائق`],
  ])('Arabic %i minutes read "%s"', (count, text) => {
    expect(pluralize(count, minutesAr, 'ar')).toBe(text);
  });

  it('English says minute for one and minutes otherwise', () => {
    expect(pluralize(1, minutesEn, 'en')).toBe('1 minute');
    expect(pluralize(15, minutesEn, 'en')).toBe('15 minutes');
    expect(pluralize(1200, minutesEn, 'en')).toBe(`${n(1200, 'en')} minutes`);
  });

  it('falls back to other when a category has no form', () => {
    expect(pluralize(2, { one: 'واحد', other: '# عناصر' }, 'ar')).toBe(`${n(2)} عناصر`);
  });
});

describe('fillPlurals', () => {
  const template =
    'انتظر {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}} يا {name}';

  it('expands a plural block and leaves other placeholders to the caller', () => {
    expect(fillPlurals(template, { minutes: 7 }, 'ar')).toBe(`انتظر ${n(7)} دقائق يا {name}`);
    expect(fillPlurals(template, { minutes: 2 }, 'ar')).toBe('انتظر دقيقتين يا {name}');
    expect(fillPlurals(template, { minutes: 15 }, 'ar')).toBe(`انتظر ${n(15)} دقيقة يا {name}`);
  });

  it('reads a count given as plain digits and keeps other text in the other form', () => {
    expect(fillPlurals(template, { minutes: '1' }, 'ar')).toBe('انتظر دقيقة واحدة يا {name}');
    expect(fillPlurals(template, { minutes: '١٥' }, 'ar')).toBe('انتظر ١٥ دقيقة يا {name}');
  });

  it('leaves a block whose count is missing visible, so it gets noticed', () => {
    expect(fillPlurals('{count, plural, one {# item} other {# items}}', {}, 'en')).toBe(
      '{count, plural, one {# item} other {# items}}',
    );
    expect(fillPlurals('{count, plural, one {# item} other {# items}}', { count: 3 }, 'en')).toBe('3 items');
  });
});

describe('error messages with a count', () => {
  it('say the minutes of a lockout in the plural form of the count', () => {
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'ar', { minutes: 7 })).toContain(`${n(7)} دقائق`);
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'ar', { minutes: 15 })).toContain(`${n(15)} دقيقة`);
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'ar', { minutes: 1 })).toContain('الانتظار دقيقة واحدة ثم');
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'en', { minutes: 1 })).toContain('wait 1 minute and');
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'en', { minutes: 60 })).toContain('wait 60 minutes and');
  });

  it('count products left in a category', () => {
    expect(errorMessage('CATEGORY_IN_USE', 'ar', { count: 2 })).toContain('تضم منتجين؛');
    expect(errorMessage('CATEGORY_IN_USE', 'ar', { count: 12 })).toContain(`تضم ${n(12)} منتجًا؛`);
    expect(errorMessage('CATEGORY_IN_USE', 'en', { count: 1 })).toContain('still has 1 product;');
  });
});
