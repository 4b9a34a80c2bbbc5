import { describe, expect, it } from 'vitest';
import { dohaDate } from '@matjar/core';
import { couponToForm, formatCalendarDay, parseWholeNumber, readCouponListParams } from './coupon-form';

describe('a new coupon form', () => {
  it('does not end the coupon today, even a minute before midnight in Doha', () => {
    const lateEvening = new Date('2026-11-26T20:59:00Z'); // 23:59 in Doha
    const form = couponToForm(null, lateEvening);
    expect(form.expires_on).not.toBe(dohaDate(lateEvening));
    expect(form.expires_on).toBe('2026-12-26');
  });

  it('starts public, with the English description optional', () => {
    expect(couponToForm(null, new Date())).toMatchObject({ is_private: false, description_en: '' });
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['10', 10],
    ['١٠', 10],
    ['۲۵', 25],
    ['1.5', Number.NaN],
    ['-3', Number.NaN],
    ['ten', Number.NaN],
  ])('%j → %s', (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });
});

describe('formatCalendarDay', () => {
  it('shows the Doha day itself in either language, whatever the browser time zone', () => {
    expect(formatCalendarDay('2026-03-31', 'en')).toMatch(/31/);
    expect(formatCalendarDay('2026-03-31', 'en')).toMatch(/Mar/);
    expect(formatCalendarDay('2026-03-31', 'ar')).toMatch(/مارس/);
  });
});

describe('readCouponListParams', () => {
  it('keeps a known state and the search, and drops an unknown state', () => {
    expect(readCouponListParams(new URLSearchParams('q=save&state=used_up'))).toEqual({
      q: 'save',
      state: 'used_up',
    });
    expect(readCouponListParams(new URLSearchParams('state=nope'))).toEqual({ q: '', state: null });
  });
});
