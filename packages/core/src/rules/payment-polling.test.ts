import { describe, expect, it } from 'vitest';
import {
  classifyVerification,
  isPendingPaymentFresh,
  pollDelayMs,
  shouldPollAgain,
  type VerificationInput,
  type VerificationOutcome,
} from './payment-polling.js';

describe('payment polling schedule (storefront §9)', () => {
  it.each([
    [0, 2000],
    [9, 2000],
    [10, 5000],
    [19, 5000],
    [20, 10000],
    [29, 10000],
  ])('attempt %s waits %s ms', (attempt, ms) => {
    expect(pollDelayMs(attempt)).toBe(ms);
  });

  it('stops after 30 attempts', () => {
    expect(shouldPollAgain(29)).toBe(true);
    expect(shouldPollAgain(30)).toBe(false);
  });

  it('keeps a pending payment for 30 minutes', () => {
    const now = new Date('2025-06-01T10:30:00Z');
    expect(isPendingPaymentFresh(now.getTime() - 1_799_999, now)).toBe(true);
    expect(isPendingPaymentFresh(now.getTime() - 1_800_000, now)).toBe(false);
    expect(isPendingPaymentFresh(Number.NaN, now)).toBe(false);
    expect(isPendingPaymentFresh(now.getTime() + 60_000, now)).toBe(false);
  });
});

const answer = (order: NonNullable<VerificationInput['order']>, transaction?: string): VerificationInput => ({
  success: true,
  order,
  transaction: transaction ? { status: transaction } : null,
});

describe('classifyVerification (storefront §4)', () => {
  it.each<[string, VerificationInput, VerificationOutcome]>([
    ['paymentStatus completed', answer({ status: 'pending', paymentStatus: 'completed' }), 'completed'],
    ['status confirmed', answer({ status: 'confirmed', paymentStatus: 'pending' }), 'completed'],
    ['already shipped', answer({ status: 'shipped', paymentStatus: 'completed' }), 'completed'],
    ['paymentStatus failed', answer({ status: 'pending', paymentStatus: 'failed' }), 'failed'],
    ['status cancelled (legacy word)', answer({ status: 'cancelled', paymentStatus: 'pending' }), 'failed'],
    ['status canceled', answer({ status: 'canceled', paymentStatus: 'pending' }), 'failed'],
    ['transaction failed', answer({ status: 'pending', paymentStatus: 'pending' }, 'failed'), 'failed'],
    ['transaction rejected', answer({ status: 'pending', paymentStatus: 'pending' }, 'rejected'), 'failed'],
    ['paymentStatus cancelled', answer({ status: 'pending', paymentStatus: 'cancelled' }), 'cancelled'],
    [
      'transaction cancelled',
      answer({ status: 'pending', paymentStatus: 'pending' }, 'cancelled'),
      'cancelled',
    ],
    [
      'payment cancelled on a canceled order',
      answer({ status: 'canceled', paymentStatus: 'cancelled' }),
      'cancelled',
    ],
    ['transaction pending', answer({ status: 'pending', paymentStatus: 'pending' }, 'pending'), 'processing'],
    [
      'transaction processing',
      answer({ status: 'pending', paymentStatus: 'pending' }, 'processing'),
      'processing',
    ],
    ['no transaction yet', answer({ status: 'pending', paymentStatus: 'pending' }), 'processing'],
    [
      'cash order placed',
      answer({ status: 'pending', paymentStatus: null, paymentMethod: 'cash' }),
      'completed',
    ],
    ['success false', { success: false }, 'unknown'],
    ['no order', { success: true, order: null }, 'unknown'],
  ])('%s -> %s', (_name, input, outcome) => {
    expect(classifyVerification(input)).toBe(outcome);
  });
});
