import { describe, expect, it } from 'vitest';
import { moneyRefundable, paidAmount, refundableAmount, refundExtent, refundMethodsFor } from './refunds.js';
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

  it('offers the card for a card order and cash for a cash order, then store credit', () => {
    expect(refundMethodsFor('online')).toEqual(['card', 'store_credit']);
    expect(refundMethodsFor('cash')).toEqual(['cash', 'store_credit']);
  });

  it('offers store credit only for an order the shop gift card paid in whole', () => {
    expect(refundMethodsFor('online', { total_amount: 5_000, gift_card_amount: 5_000 })).toEqual([
      'store_credit',
    ]);
    expect(refundMethodsFor('cash', { total_amount: 5_000, gift_card_amount: 1_000 })).toEqual([
      'cash',
      'store_credit',
    ]);
  });

  it('counts the gift card part of a cash order as paid; card and cash refunds stop at the money part', () => {
    expect(
      paidAmount({
        payment_method: 'cash',
        payment_status: null,
        total_amount: 10_000,
        cash_received_amount: 6_000,
        gift_card_amount: 4_000,
      }),
    ).toBe(10_000);
    expect(moneyRefundable(10_000, 4_000, 0)).toBe(6_000);
    expect(moneyRefundable(10_000, 4_000, 5_000)).toBe(1_000);
    expect(moneyRefundable(10_000, 4_000, 7_000)).toBe(0);
  });
});
