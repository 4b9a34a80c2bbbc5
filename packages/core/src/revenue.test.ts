import { describe, expect, it } from 'vitest';
import { countsAsRevenue } from './revenue.js';

const cash = {
  status: 'delivered',
  paymentMethod: 'cash',
  paymentStatus: null,
  cashReceivedAt: null,
} as const;
const card = {
  status: 'confirmed',
  paymentMethod: 'online',
  paymentStatus: 'completed',
  cashReceivedAt: null,
} as const;

describe('countsAsRevenue', () => {
  it('counts a paid card order and cash received', () => {
    expect(countsAsRevenue(card)).toBe(true);
    expect(countsAsRevenue({ ...cash, cashReceivedAt: '2026-11-26T10:00:00Z' })).toBe(true);
  });

  it('does not count cash not yet received, an unpaid or failed card payment, or a canceled order', () => {
    expect(countsAsRevenue(cash)).toBe(false);
    expect(countsAsRevenue({ ...card, status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(countsAsRevenue({ ...card, paymentStatus: 'failed' })).toBe(false);
    expect(countsAsRevenue({ ...card, status: 'canceled' })).toBe(false);
  });
});
