import { describe, expect, it } from 'vitest';
import { changeOf, readReportParams } from './report-params';

// 00:30 on 1 March 2026 in Doha (still 28 February in UTC).
const now = new Date('2026-02-28T21:30:00Z');

describe('the reports screen reads its state from the address', () => {
  it('defaults to the last 30 Doha days, by day, on the sales tab', () => {
    expect(readReportParams(new URLSearchParams(), now)).toMatchObject({
      preset: 'last30',
      range: { from: '2026-01-31', to: '2026-03-01' },
      group: 'day',
      tab: 'sales',
      by: 'product',
    });
  });

  it('takes custom dates, and none when they run backwards', () => {
    const ok = readReportParams(new URLSearchParams('preset=custom&from=2026-01-01&to=2026-01-31'), now);
    expect(ok.range).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    const backwards = readReportParams(
      new URLSearchParams('preset=custom&from=2026-02-01&to=2026-01-31'),
      now,
    );
    expect(backwards.range).toBeNull();
    expect(backwards.from).toBe('2026-02-01');
  });

  it('ignores values it does not know', () => {
    expect(
      readReportParams(new URLSearchParams('preset=ever&group=year&tab=x&by=colour'), now),
    ).toMatchObject({
      preset: 'last30',
      group: 'day',
      tab: 'sales',
      by: 'product',
    });
  });

  it('words a change against the period before, with none to compare when it was empty', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(10, 0)).toBeNull();
  });
});
