import { describe, expect, it } from 'vitest';
import {
  chooseOrderToVerify,
  parseLastOrder,
  parsePendingPayment,
  type SavedOrder,
} from './checkout-storage.js';

const now = new Date('2026-11-21T12:00:00Z');
const order = (orderNumber: string, minutesAgo: number, orderToken = `token-${orderNumber}`): SavedOrder => ({
  orderNumber,
  timestamp: now.getTime() - minutesAgo * 60_000,
  customerName: 'Sara Ali',
  total: 12_500,
  orderToken,
});

describe('parsePendingPayment', () => {
  it('keeps a pending payment under 30 minutes old', () => {
    const saved = order('ORD-1', 29);
    expect(parsePendingPayment(JSON.stringify(saved), now)).toEqual(saved);
  });

  it.each([
    ['30 minutes old', JSON.stringify(order('ORD-1', 30))],
    ['from the future', JSON.stringify(order('ORD-1', -5))],
    ['without a timestamp', JSON.stringify({ orderNumber: 'ORD-1' })],
    ['without an order number', JSON.stringify({ timestamp: now.getTime() })],
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['missing', null],
  ])('discards one %s', (_name, raw) => {
    expect(parsePendingPayment(raw, now)).toBeNull();
  });
});

describe('parseLastOrder', () => {
  it('keeps a last order whatever its age, and fills missing fields', () => {
    expect(parseLastOrder(JSON.stringify({ orderNumber: 'ORD-9' }))).toMatchObject({
      orderNumber: 'ORD-9',
      customerName: '',
      total: 0,
      orderToken: '',
    });
  });
});

describe('chooseOrderToVerify', () => {
  const stored = { pendingPayment: order('ORD-P', 1), lastOrder: order('ORD-L', 90) };

  it('prefers the order number in the address, with its saved token', () => {
    expect(chooseOrderToVerify('ORD-L', stored)).toEqual({ orderNumber: 'ORD-L', orderToken: 'token-ORD-L' });
  });

  it('has no token for an order this browser did not place', () => {
    expect(chooseOrderToVerify('ORD-X', stored)).toEqual({ orderNumber: 'ORD-X', orderToken: null });
  });

  it('falls back to the pending payment, then to the last order', () => {
    expect(chooseOrderToVerify(null, stored)?.orderNumber).toBe('ORD-P');
    expect(
      chooseOrderToVerify('  ', { pendingPayment: null, lastOrder: stored.lastOrder })?.orderNumber,
    ).toBe('ORD-L');
  });

  it('has nothing to verify with no number and nothing saved', () => {
    expect(chooseOrderToVerify(null, { pendingPayment: null, lastOrder: null })).toBeNull();
  });
});
