import { describe, expect, it } from 'vitest';
import type { StaffAlert } from '@matjar/core';
import {
  MOST_ORDER_TOASTS,
  NO_ORDER_TOASTS,
  orderToastChanges,
  toastsOfReadAlerts,
  withArrivedOrder,
  withoutOrderToast,
  type OrderToasts,
} from './new-order-toasts';

const alert = (id: number): StaffAlert => ({
  id,
  order_id: id * 10,
  order_number: `ORD-${id}`,
  short_number: 1000 + id,
  customer_name: `Customer ${id}`,
  total_amount: id * 1000,
  created_at: '2026-01-01T10:00:00.000Z',
});

const arrive = (ids: number[], from: OrderToasts = NO_ORDER_TOASTS) =>
  ids.reduce((toasts, id) => withArrivedOrder(toasts, alert(id)), from);

describe('new-order toasts', () => {
  it('show one toast per order while they are few', () => {
    expect(arrive([1, 2])).toEqual({ singles: [alert(1), alert(2)], summary: 0 });
    expect(arrive([1, 2, 3]).singles).toHaveLength(MOST_ORDER_TOASTS);
  });

  it('fold a burst into one "N new orders" that keeps counting', () => {
    expect(arrive([1, 2, 3, 4])).toEqual({ singles: [], summary: 4 });
    const burst = arrive(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(burst).toEqual({ singles: [], summary: 20 });
  });

  it('take each alert once', () => {
    const shown = arrive([1, 2]);
    expect(withArrivedOrder(shown, alert(2))).toBe(shown);
  });

  it('make room again as toasts close', () => {
    const shown = withoutOrderToast(arrive([1, 2, 3]), 2);
    expect(shown.singles.map((a) => a.id)).toEqual([1, 3]);
    expect(withArrivedOrder(shown, alert(4)).singles.map((a) => a.id)).toEqual([1, 3, 4]);
    // The summary closed: the next order has a toast of its own again.
    const afterSummary = withoutOrderToast(arrive([1, 2, 3, 4]), 'summary');
    expect(withArrivedOrder(afterSummary, alert(5))).toEqual({ singles: [alert(5)], summary: 0 });
  });

  it('close the toasts of alerts read meanwhile', () => {
    expect(toastsOfReadAlerts(arrive([1, 2, 3]), [alert(3), alert(1)])).toEqual([2]);
  });
});

describe('what the screen does between two states', () => {
  it('shows the new single toasts', () => {
    expect(orderToastChanges(arrive([1]), arrive([1, 2]))).toEqual({
      dismiss: [],
      show: [alert(2)],
      summary: null,
      dismissSummary: false,
    });
  });

  it('replaces the singles by the summary when the burst passes the limit, then updates its count', () => {
    const three = arrive([1, 2, 3]);
    const four = arrive([4], three);
    expect(orderToastChanges(three, four)).toEqual({
      dismiss: [1, 2, 3],
      show: [],
      summary: 4,
      dismissSummary: false,
    });
    expect(orderToastChanges(four, arrive([5], four)).summary).toBe(5);
  });

  it('dismisses the summary when it goes', () => {
    const four = arrive([1, 2, 3, 4]);
    expect(orderToastChanges(four, withoutOrderToast(four, 'summary')).dismissSummary).toBe(true);
  });
});
