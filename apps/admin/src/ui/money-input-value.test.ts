import { MAX_DB_INT, formatMoney } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { formatRiyalsForInput, normaliseAmountText, parseRiyals } from './money-input-value';

describe('parseRiyals', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['.5', 50],
    ['12.', 1200],
    ['1,250.75', 125075],
    [' 7 ', 700],
    ['١٢٫٥', 1250],
    ['١٬٢٥٠', 125000],
    ['۱۲.۵۰', 1250],
    ['1.00', 100],
    ['0', 0],
  ])('reads %j as %i dirhams', (text, dirhams) => {
    expect(parseRiyals(text)).toEqual({ ok: true, dirhams });
  });

  it('reads empty as no amount', () => {
    expect(parseRiyals('')).toEqual({ ok: true, dirhams: null });
    expect(parseRiyals('   ')).toEqual({ ok: true, dirhams: null });
  });

  it('refuses rather than rounds more than 2 decimals, and refuses what is not an amount', () => {
    expect(parseRiyals('12.345')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseRiyals('12a')).toEqual({ ok: false, reason: 'format' });
    expect(parseRiyals('1.2.3')).toEqual({ ok: false, reason: 'format' });
    expect(parseRiyals('.')).toEqual({ ok: false, reason: 'format' });
    expect(parseRiyals('1e3')).toEqual({ ok: false, reason: 'format' });
    expect(parseRiyals('-5')).toEqual({ ok: false, reason: 'negative' });
  });

  it('refuses amounts past the limit (the database integer by default)', () => {
    expect(parseRiyals(String(MAX_DB_INT / 100 + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(parseRiyals('100.01', { maxDirhams: 10000 })).toEqual({ ok: false, reason: 'too-large' });
    expect(parseRiyals('100', { maxDirhams: 10000 })).toEqual({ ok: true, dirhams: 10000 });
  });
});

describe('formatRiyalsForInput', () => {
  it('shows whole riyals plainly and dirhams with 2 decimals, and round-trips', () => {
    expect(formatRiyalsForInput(1200)).toBe('12');
    expect(formatRiyalsForInput(1250)).toBe('12.50');
    expect(formatRiyalsForInput(5)).toBe('0.05');
    expect(formatRiyalsForInput(null)).toBe('');
    expect(formatRiyalsForInput(Number.NaN)).toBe('');
    for (const dirhams of [0, 1, 99, 100, 12345, 99999999]) {
      expect(parseRiyals(formatRiyalsForInput(dirhams))).toEqual({ ok: true, dirhams });
    }
  });

  it('agrees with the shop formatter on the amount', () => {
    const parsed = parseRiyals('١٢٫٥');
    expect(parsed.ok && parsed.dirhams !== null && formatMoney(parsed.dirhams, 'en')).toBe(
      formatMoney(1250, 'en'),
    );
  });
});

describe('normaliseAmountText', () => {
  it('turns Arabic digits and separators into Western ones', () => {
    expect(normaliseAmountText('٩٨٧٦٥٤٣٢١٠٫٥')).toBe('9876543210.5');
    expect(normaliseAmountText('۹۸۷')).toBe('987');
    expect(normaliseAmountText('1 234,5')).toBe('12345');
  });
});
