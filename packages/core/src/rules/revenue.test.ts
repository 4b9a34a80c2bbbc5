import { describe, expect, it } from 'vitest';
import { countsAsRevenue, revenueOf, type RevenueFacts } from './revenue.js';

const placed = new Date('2026-03-10T08:00:00Z');
const received = new Date('2026-03-12T15:30:00Z');
const card = (over: Partial<RevenueFacts> = {}): RevenueFacts => ({
  status: 'delivered',
  payment_method: 'online',
  payment_status: 'completed',
  total_amount: 42_400,
  cash_received_at: null,
  cash_received_amount: null,
  created_at: placed,
  ...over,
});
const cash = (over: Partial<RevenueFacts> = {}): RevenueFacts =>
  card({ payment_method: 'cash', payment_status: null, ...over });

describe('revenue (paid card orders + cash actually received)', () => {
  it('counts a paid card order at its total, on the day it was placed, whatever its status but canceled', () => {
    for (const status of ['pending', 'confirmed', 'shipped', 'delivered'] as const)
      expect(revenueOf(card({ status }))).toEqual({ amount: 42_400, at: placed });
    expect(revenueOf(card({ status: 'canceled' }))).toBeNull();
  });

  it('does not count again the part the shop gift card paid (its money came in when the card was sold)', () => {
    expect(revenueOf(card({ gift_card_amount: 10_000 }))).toEqual({ amount: 32_400, at: placed });
    expect(revenueOf(card({ gift_card_amount: 42_400 }))).toEqual({ amount: 0, at: placed });
  });

  it('never counts an unpaid card order: pending, failed or cancelled payment', () => {
    for (const payment_status of ['pending', 'failed', 'cancelled'] as const) {
      expect(countsAsRevenue(card({ payment_status, status: 'pending' }))).toBe(false);
      expect(revenueOf(card({ payment_status, status: 'confirmed' }))).toBeNull();
    }
  });

  it('counts cash only once received, at the amount received and on the day it was recorded', () => {
    expect(revenueOf(cash({ status: 'delivered' }))).toBeNull();
    expect(revenueOf(cash({ status: 'shipped' }))).toBeNull();
    expect(revenueOf(cash({ cash_received_at: received, cash_received_amount: 42_000 }))).toEqual({
      amount: 42_000,
      at: received,
    });
  });
});
