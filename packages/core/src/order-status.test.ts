import { describe, expect, it } from 'vitest';
import {
  HISTORY_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  canTransition,
  isActiveStatus,
  nextStatuses,
  normalizeLegacyStatus,
  type OrderStatus,
} from './order-status.js';

// Every allowed move of back-office §4 / D8; every other pair is refused.
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'canceled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'canceled'],
  ['shipped', 'delivered'],
  ['shipped', 'confirmed'],
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
    ['delivered', []],
    ['canceled', []],
  ] as const)('nextStatuses(%s)', (from, next) => {
    expect(nextStatuses(from)).toEqual(next);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['shipped', true],
    ['delivered', false],
    ['canceled', false],
  ] as const)('%s is on the active screen: %s (else in the history table)', (status, active) => {
    expect(isActiveStatus(status)).toBe(active);
    expect(HISTORY_STATUSES.includes(status)).toBe(!active);
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
