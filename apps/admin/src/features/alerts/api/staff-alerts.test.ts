import { describe, expect, it } from 'vitest';
import type { AdminStaffAlertsResponse, StaffAlert } from '@matjar/core';
import { withArrivedAlert, withoutAlert } from './staff-alerts';

const alert = (id: number): StaffAlert => ({
  id,
  order_id: id * 10,
  order_number: `ORD-${id}`,
  short_number: 1000 + id,
  customer_name: `Customer ${id}`,
  total_amount: id * 1000,
  created_at: '2026-01-01T10:00:00.000Z',
});
const list = (ids: number[], unread = ids.length): AdminStaffAlertsResponse => ({
  success: true,
  alerts: ids.map(alert),
  unread_count: unread,
});

describe('the cached unread list', () => {
  it('takes an arriving alert once, newest first, and counts it', () => {
    expect(withArrivedAlert(list([3, 1]), alert(2))).toEqual(list([3, 2, 1]));
    expect(withArrivedAlert(list([3, 1], 5), alert(4))).toEqual(list([4, 3, 1], 6));
  });

  it('ignores an alert it already has (a catch-up repeating a live one)', () => {
    const before = list([2, 1]);
    expect(withArrivedAlert(before, alert(2))).toBe(before);
  });

  it('leaves a list not loaded yet alone: its first load brings the alert', () => {
    expect(withArrivedAlert(undefined, alert(1))).toBeUndefined();
  });

  it('drops a read or dismissed alert and counts it, once', () => {
    expect(withoutAlert(list([3, 2, 1]), 2)).toEqual(list([3, 1]));
    const before = list([3, 1]);
    expect(withoutAlert(before, 2)).toBe(before);
  });
});
