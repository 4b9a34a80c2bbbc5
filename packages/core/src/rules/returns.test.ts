import { describe, expect, it } from 'vitest';
import { trustPage } from './trust-pages.js';
import {
  DEFAULT_RETURN_POLICY,
  exchangeDifference,
  resolveReturnPolicy,
  returnState,
  returnWindow,
  returnableQuantity,
} from './returns.js';

describe('the return policy setting', () => {
  it('defaults to the returns page’s 14 and 7 days and keeps each good field', () => {
    expect(DEFAULT_RETURN_POLICY).toEqual({ return_days: 14, exchange_days: 7 });
    expect(resolveReturnPolicy(null)).toEqual(DEFAULT_RETURN_POLICY);
    expect(resolveReturnPolicy('not json')).toEqual(DEFAULT_RETURN_POLICY);
    expect(resolveReturnPolicy('{"return_days":30}')).toEqual({ return_days: 30, exchange_days: 7 });
    expect(resolveReturnPolicy('{"return_days":-1,"exchange_days":2.5}')).toEqual(DEFAULT_RETURN_POLICY);
  });
});

describe('returnWindow', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');
  it('is open up to the very moment the days run out, closed after', () => {
    expect(returnWindow(delivered, new Date('2026-11-15T10:00:00Z'), 14).open).toBe(true);
    expect(returnWindow(delivered, new Date('2026-11-15T10:00:01Z'), 14).open).toBe(false);
    expect(returnWindow(delivered, delivered, 0).open).toBe(true);
  });
});

describe('returnState and what may come back', () => {
  it('words a part return apart from a whole one', () => {
    expect(returnState({ status: 'delivered', returned_value: 0 })).toBe('none');
    expect(returnState({ status: 'delivered', returned_value: 3000 })).toBe('partly_returned');
    expect(returnState({ status: 'returned', returned_value: 3000 })).toBe('returned');
  });
  it('never lets more come back than was sold', () => {
    expect(returnableQuantity(2, 0)).toBe(2);
    expect(returnableQuantity(2, 2)).toBe(0);
    expect(returnableQuantity(2, 3)).toBe(0);
  });
});

describe('exchangeDifference', () => {
  it('charges what the replacement costs beyond the goods back, or owes the rest', () => {
    expect(exchangeDifference(100_000, 120_000)).toEqual({ credit: 100_000, due: 20_000, owed: 0 });
    expect(exchangeDifference(100_000, 90_000)).toEqual({ credit: 90_000, due: 0, owed: 10_000 });
    expect(exchangeDifference(100_000, 100_000)).toEqual({ credit: 100_000, due: 0, owed: 0 });
  });
});

describe('the returns page', () => {
  it('says the windows the shop enforces', () => {
    const policy = { return_days: 30, exchange_days: 10 };
    expect(trustPage('returns', 'en', null, policy).body).toContain('within **30 days** of delivery');
    expect(trustPage('returns', 'en', null, policy).body).toContain('within **10 days**');
    expect(trustPage('returns', 'ar', null).body).toContain('أيام**');
    // What staff wrote themselves stays as written.
    expect(trustPage('returns', 'en', { returns_en: 'Ours' }, policy).body).toBe('Ours');
  });
});
