import { describe, expect, it } from 'vitest';
import { paidAmount, refundableAmount, refundExtent, refundMethodsFor } from './refunds.js';
import { paymentState } from './order-status.js';

describe('refund rules', () => {
  it('counts what was paid: a completed card payment, or the cash received', () => {
    const card = { payment_method: 'online' as const, total_amount: 500, cash_received_amount: null };
    expect(paidAmount({ ...card, payment_status: 'completed' })).toBe(500);
    expect(paidAmount({ ...card, payment_status: 'pending' })).toBe(0);
    const cash = { payment_method: 'cash' as const, payment_status: null, total_amount: 500 };
    expect(paidAmount({ ...cash, cash_received_amount: 480 })).toBe(480);
    expect(paidAmount({ ...cash, cash_received_amount: null })).toBe(0);
  });

  it('never lets refunds exceed what was paid, pending ones included', () => {
    expect(refundableAmount(500, 100, 150)).toBe(250);
    expect(refundableAmount(500, 400, 150)).toBe(0);
  });

  it('words the payment refunded or partly refunded', () => {
    expect(refundExtent(500, 0)).toBe('none');
    expect(refundExtent(500, 100)).toBe('partly_refunded');
    expect(refundExtent(500, 500)).toBe('refunded');
    const paid = {
      payment_method: 'online' as const,
      status: 'delivered' as const,
      payment_status: 'completed' as const,
    };
    expect(paymentState({ ...paid, cash_received_at: null, paid_amount: 500, refunded_amount: 100 })).toBe(
      'partly_refunded',
    );
    expect(paymentState({ ...paid, cash_received_at: null, paid_amount: 500, refunded_amount: 500 })).toBe(
      'refunded',
    );
    expect(paymentState({ ...paid, cash_received_at: null })).toBe('completed');
  });

  it('offers the card for a card order and cash for a cash order', () => {
    expect(refundMethodsFor('online')).toEqual(['card']);
    expect(refundMethodsFor('cash')).toEqual(['cash']);
  });
});
