import { describe, expect, it } from 'vitest';
import {
  HISTORY_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
  paymentState,
  PAYMENT_HOLD_ERRORS,
  PAYMENT_HOLDS,
  allowedMoves,
  canTransition,
  heldMoves,
  paymentHold,
  transitionRefusal,
  isActiveStatus,
  nextStatuses,
  normalizeLegacyStatus,
  type OrderStatus,
  type PaymentStatus,
} from './order-status.js';
import { ERRORS } from './error-catalog.js';

// Every allowed move of back-office §4 / D8; every other pair is refused.
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'canceled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'canceled'],
  ['shipped', 'delivered'],
  ['shipped', 'confirmed'],
  ['delivered', 'returned'],
];

describe('order status machine (D8)', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canTransition(from, to)).toBe(allowed);
  });

  it.each([
    ['pending', ['confirmed', 'canceled']],
    ['confirmed', ['shipped', 'canceled']],
    ['shipped', ['delivered', 'confirmed']],
    ['delivered', ['returned']],
    ['canceled', []],
    ['returned', []],
  ] as const)('nextStatuses(%s)', (from, next) => {
    expect(nextStatuses(from)).toEqual(next);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['shipped', true],
    ['delivered', false],
    ['canceled', false],
    ['returned', false],
  ] as const)('%s is on the active screen: %s (else in the history table)', (status, active) => {
    expect(isActiveStatus(status)).toBe(active);
    expect(HISTORY_STATUSES.includes(status)).toBe(!active);
  });
});

describe('payment-aware moves', () => {
  const card = (status: OrderStatus, payment_status: PaymentStatus | null) => ({
    status,
    payment_method: 'online' as const,
    payment_status,
  });
  const cash = (status: OrderStatus) => ({ status, payment_method: 'cash' as const, payment_status: null });

  it.each([
    ['online', 'pending', 'awaiting_payment'],
    ['online', null, 'awaiting_payment'],
    ['online', 'failed', 'payment_failed'],
    ['online', 'cancelled', 'payment_cancelled'],
    ['online', 'completed', null],
    ['cash', null, null],
    ['cash', 'completed', null],
  ] as const)('a %s order paid %s is held: %s', (payment_method, payment_status, hold) => {
    expect(paymentHold({ payment_method, payment_status })).toBe(hold);
  });

  it.each([
    ['pending', 'confirmed'],
    ['confirmed', 'shipped'],
    ['shipped', 'delivered'],
    ['shipped', 'confirmed'],
  ] as const)('an unpaid card order cannot move %s -> %s', (from, to) => {
    expect(transitionRefusal(card(from, 'pending'), to)).toBe('awaiting_payment');
    expect(transitionRefusal(card(from, 'failed'), to)).toBe('payment_failed');
    expect(transitionRefusal(card(from, 'cancelled'), to)).toBe('payment_cancelled');
    expect(transitionRefusal(card(from, 'completed'), to)).toBeNull();
    expect(transitionRefusal(cash(from), to)).toBeNull();
  });

  it.each(['pending', 'confirmed'] as const)('an unpaid card order can still be canceled from %s', (from) => {
    for (const payment of ['pending', 'failed', 'cancelled', 'completed'] as const) {
      expect(transitionRefusal(card(from, payment), 'canceled')).toBeNull();
    }
  });

  it('the machine refuses first, whatever the payment', () => {
    expect(transitionRefusal(card('pending', 'pending'), 'delivered')).toBe('invalid_transition');
    expect(transitionRefusal(cash('delivered'), 'canceled')).toBe('invalid_transition');
    // A return (decision 027) is only from delivered, and a card order's payment does not hold it.
    expect(transitionRefusal(card('delivered', 'completed'), 'returned')).toBeNull();
    expect(transitionRefusal(cash('shipped'), 'returned')).toBe('invalid_transition');
    expect(transitionRefusal(cash('returned'), 'returned')).toBe('invalid_transition');
  });

  it('offers only the moves the payment allows, and names the ones it holds', () => {
    expect(allowedMoves(card('pending', 'pending'))).toEqual(['canceled']);
    expect(heldMoves(card('pending', 'pending'))).toEqual({ hold: 'awaiting_payment', moves: ['confirmed'] });
    expect(allowedMoves(card('pending', 'completed'))).toEqual(['confirmed', 'canceled']);
    expect(heldMoves(card('pending', 'completed'))).toBeNull();
    expect(allowedMoves(cash('confirmed'))).toEqual(['shipped', 'canceled']);
    expect(heldMoves(cash('confirmed'))).toBeNull();
    expect(heldMoves(card('canceled', 'failed'))).toBeNull();
  });

  it.each(PAYMENT_HOLDS)('%s answers 409 with its own code', (hold) => {
    expect(ERRORS[PAYMENT_HOLD_ERRORS[hold]].status).toBe(409);
  });
});

describe('normalizeLegacyStatus', () => {
  it.each([
    ['processing', 'confirmed'],
    ['completed', 'delivered'],
    ['cancelled', 'canceled'],
    ['Cancelled', 'canceled'],
    ['pending', 'pending'],
    ['shipped', 'shipped'],
    [' delivered ', 'delivered'],
    ['refunded', undefined],
    ['', undefined],
  ])('%j -> %s', (input, output) => {
    expect(normalizeLegacyStatus(input)).toBe(output);
  });
});

describe('labels', () => {
  const tables = [
    [ORDER_STATUSES, ORDER_STATUS_LABELS],
    [PAYMENT_STATUSES, PAYMENT_STATUS_LABELS],
    [PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
  ] as const;
  it.each(tables)('every value of %j has Arabic and English labels', (values, labels) => {
    for (const value of values) {
      const label = (labels as Record<string, { ar: string; en: string }>)[value];
      expect(label?.ar).toMatch(/\p{Script=Arabic}/u);
      expect(label?.en).toMatch(/^[A-Z]/);
    }
  });
});

describe('paymentState (the words match the state)', () => {
  it('reads a cash order as due until its cash is recorded, then collected', () => {
    const cash = { payment_method: 'cash', status: 'shipped', payment_status: null } as const;
    expect(paymentState({ ...cash, cash_received_at: null })).toBe('cash_due');
    expect(paymentState({ ...cash, cash_received_at: '2026-11-26T10:00:00.000Z' })).toBe('collected');
    expect(PAYMENT_STATE_LABELS.collected).toEqual({ ar: 'تم التحصيل', en: 'Collected' });
  });
  it('never reads a delivered cash order whose cash is not recorded as "to be paid on delivery"', () => {
    const delivered = { payment_method: 'cash', status: 'delivered', payment_status: null } as const;
    expect(paymentState({ ...delivered, cash_received_at: null })).toBe('cash_awaited');
    expect(PAYMENT_STATE_LABELS.cash_awaited.en).not.toMatch(/paid on delivery/i);
    expect(PAYMENT_STATE_LABELS.cash_awaited.ar).not.toMatch(/يُدفع عند الاستلام/);
    expect(paymentState({ ...delivered, cash_received_at: '2026-11-26T10:00:00.000Z' })).toBe('collected');
  });
  it("reads a card order as its payment's status", () => {
    expect(
      paymentState({
        payment_method: 'online',
        status: 'pending',
        payment_status: 'completed',
        cash_received_at: null,
      }),
    ).toBe('completed');
    expect(
      paymentState({
        payment_method: 'online',
        status: 'pending',
        payment_status: null,
        cash_received_at: null,
      }),
    ).toBe('pending');
  });
});
