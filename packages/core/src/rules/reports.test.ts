import { describe, expect, it } from 'vitest';
import {
  countsAsCancelledSale,
  countsAsReturned,
  countsAsSale,
  previousReportRange,
  reportBucket,
  reportBuckets,
  reportPresetRange,
  reportRangeDays,
  reportRangeWindow,
  type SaleFacts,
} from './reports.js';

const order = (over: Partial<SaleFacts>): SaleFacts => ({
  status: 'pending',
  payment_method: 'cash',
  payment_status: null,
  ...over,
});

describe('sales are counted when placed', () => {
  it.each([
    [order({}), true, false],
    [order({ status: 'delivered' }), true, false],
    [order({ status: 'canceled' }), false, true],
    [order({ payment_method: 'online', payment_status: 'completed' }), true, false],
    [order({ payment_method: 'online', payment_status: 'pending' }), false, false],
    [order({ payment_method: 'online', payment_status: 'failed', status: 'canceled' }), false, false],
    [order({ payment_method: 'online', payment_status: 'completed', status: 'canceled' }), false, true],
    [order({ status: 'returned' }), false, false],
  ])('%o: sale %s, cancelled sale %s', (facts, sale, cancelled) => {
    expect(countsAsSale(facts)).toBe(sale);
    expect(countsAsCancelledSale(facts)).toBe(cancelled);
  });

  it.each([
    [order({ status: 'returned' }), true],
    [order({ status: 'returned', payment_method: 'online', payment_status: 'completed' }), true],
    [order({ status: 'delivered' }), false],
    [order({ status: 'canceled' }), false],
  ])('%o is returned value: %s (decision 027)', (facts, returned) => {
    expect(countsAsReturned(facts)).toBe(returned);
  });
});

describe('report ranges in Doha days', () => {
  // 00:30 on Sunday 1 March 2026 in Doha is still 28 February in UTC.
  const now = new Date('2026-02-28T21:30:00Z');

  it('takes the presets from the Doha day, not the UTC one', () => {
    expect(reportPresetRange('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportPresetRange('yesterday', now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(reportPresetRange('last7', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(reportPresetRange('last30', now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportPresetRange('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportPresetRange('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('compares with the period of the same length just before', () => {
    expect(previousReportRange({ from: '2026-02-23', to: '2026-03-01' })).toEqual({
      from: '2026-02-16',
      to: '2026-02-22',
    });
    expect(reportRangeDays({ from: '2026-02-01', to: '2026-02-28' })).toBe(28);
    expect(previousReportRange({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-01-04',
      to: '2026-01-31',
    });
  });

  it('covers from Doha midnight of the first day to Doha midnight after the last', () => {
    expect(reportRangeWindow({ from: '2026-03-01', to: '2026-03-02' })).toEqual({
      from: new Date('2026-02-28T21:00:00Z'),
      to: new Date('2026-03-02T21:00:00Z'),
    });
  });

  it('groups by day, by week from Saturday and by month, keeping empty buckets', () => {
    expect(reportBucket('2026-03-06', 'week')).toBe('2026-02-28'); // Friday → the Saturday before
    expect(reportBucket('2026-03-07', 'week')).toBe('2026-03-07'); // Saturday starts a week
    expect(reportBucket('2026-03-19', 'month')).toBe('2026-03-01');
    expect(reportBuckets({ from: '2026-03-05', to: '2026-03-14' }, 'week')).toEqual([
      '2026-02-28',
      '2026-03-07',
      '2026-03-14',
    ]);
    expect(reportBuckets({ from: '2026-01-30', to: '2026-03-02' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(reportBuckets({ from: '2026-03-01', to: '2026-03-03' }, 'day')).toHaveLength(3);
  });
});
