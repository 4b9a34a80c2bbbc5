import { describe, expect, it } from 'vitest';
import { isPlacedOrder, isUnpaidCardOrder } from './placed-orders.js';

describe('isPlacedOrder', () => {
  it('counts a cash order at once and a card order only once paid', () => {
    expect(isPlacedOrder({ payment_method: 'cash', payment_status: null })).toBe(true);
    expect(isPlacedOrder({ payment_method: 'online', payment_status: 'completed' })).toBe(true);
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      expect(isPlacedOrder({ payment_method: 'online', payment_status: status })).toBe(false);
    }
  });
});

describe('isUnpaidCardOrder', () => {
  it('is a card order still awaiting its payment and still open, nothing else', () => {
    const order = { payment_method: 'online', payment_status: 'pending', status: 'pending' } as const;
    expect(isUnpaidCardOrder(order)).toBe(true);
    expect(isUnpaidCardOrder({ ...order, payment_status: 'completed' })).toBe(false);
    expect(isUnpaidCardOrder({ ...order, payment_status: 'failed', status: 'canceled' })).toBe(false);
    expect(isUnpaidCardOrder({ ...order, status: 'canceled' })).toBe(false);
    expect(isUnpaidCardOrder({ ...order, payment_method: 'cash', payment_status: null })).toBe(false);
  });
});
