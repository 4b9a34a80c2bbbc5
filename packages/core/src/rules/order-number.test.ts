import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumberQuery, shownOrderNumber } from './order-number.js';

describe('formatOrderNumber', () => {
  it('shows the short number with a hash in Latin digits, without grouping', () => {
    expect(formatOrderNumber(1001)).toBe('#1001');
    expect(formatOrderNumber(123456)).toBe('#123456');
  });
});

describe('shownOrderNumber', () => {
  it('names the order by its short number, or by ORD-… when it has none (an older answer or e-mail)', () => {
    expect(shownOrderNumber({ orderNumber: 'ORD-1', shortNumber: 1042 })).toBe('#1042');
    expect(shownOrderNumber({ orderNumber: 'ORD-1' })).toBe('ORD-1');
  });
});

describe('parseOrderNumberQuery', () => {
  it.each([
    ['1001', 1001],
    ['#1001', 1001],
    [' # 1001 ', 1001],
    ['＃1001', 1001],
    ['١٠٠١', 1001],
    ['#١٠٠١', 1001],
    ['۱۰۰۱', 1001],
  ])('reads %j as %i', (query, number) => {
    expect(parseOrderNumberQuery(query)).toBe(number);
  });

  it.each(['', '#', 'ORD-1795675811560-B20606', '1001 Doha', 'Mariam', '10.01', '0', '99999999999'])(
    'reads %j as no number',
    (query) => {
      expect(parseOrderNumberQuery(query)).toBeNull();
    },
  );
});
