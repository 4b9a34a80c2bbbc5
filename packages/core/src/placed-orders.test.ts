import { describe, expect, it } from 'vitest';
import { isPlacedOrder } from './placed-orders.js';

describe('isPlacedOrder', () => {
  it('counts a cash order at once and a card order only once paid', () => {
    expect(isPlacedOrder({ payment_method: 'cash', payment_status: null })).toBe(true);
    expect(isPlacedOrder({ payment_method: 'online', payment_status: 'completed' })).toBe(true);
    for (const status of ['pending', 'failed', 'cancelled'] as const) {
      expect(isPlacedOrder({ payment_method: 'online', payment_status: status })).toBe(false);
    }
  });
});
