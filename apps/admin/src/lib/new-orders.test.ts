import { describe, expect, it } from 'vitest';
import type { StaffAlert } from '@matjar/core';
import { newOrderIds, withOpenedOrder } from './new-orders';

const alert = (id: number, orderId: number): StaffAlert => ({
  id,
  order_id: orderId,
  order_number: `ORD-${orderId}`,
  short_number: 1000 + orderId,
  customer_name: `Customer ${id}`,
  total_amount: 10_000,
  created_at: '2026-01-01T10:00:00.000Z',
});

describe('new orders', () => {
  it('are the orders of unread alerts not opened since', () => {
    const alerts = [alert(3, 30), alert(2, 20), alert(1, 10)];
    expect([...newOrderIds(alerts, [])].sort()).toEqual([10, 20, 30]);
    expect([...newOrderIds(alerts, [20, 99])].sort()).toEqual([10, 30]);
  });

  it('end with their alert: a read alert leaves the list, and its order is no longer new', () => {
    expect([...newOrderIds([alert(3, 30)], [])]).toEqual([30]);
    expect([...newOrderIds([], [])]).toEqual([]);
  });
});

describe('the opened orders remembered', () => {
  it('keep each order once, newest last', () => {
    expect(withOpenedOrder([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(withOpenedOrder([], 7)).toEqual([7]);
  });

  it('forget the oldest past the limit', () => {
    expect(withOpenedOrder([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });
});
