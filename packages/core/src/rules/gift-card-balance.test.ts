import { describe, expect, it } from 'vitest';
import { amountDue, giftCardPayable } from './gift-card-balance.js';

describe('giftCardPayable', () => {
  it('pays up to the balance, never the gift-card lines', () => {
    expect(giftCardPayable({ total: 20_000, giftCardLines: 0 }, 5_000)).toBe(5_000);
    expect(giftCardPayable({ total: 20_000, giftCardLines: 0 }, 50_000)).toBe(20_000);
    expect(giftCardPayable({ total: 25_000, giftCardLines: 5_000 }, 50_000)).toBe(20_000);
    expect(giftCardPayable({ total: 5_000, giftCardLines: 5_000 }, 50_000)).toBe(0);
    expect(giftCardPayable({ total: 20_000, giftCardLines: 0 }, 0)).toBe(0);
  });
});

describe('amountDue', () => {
  it('is what the gift card left of the total', () => {
    expect(amountDue({ total_amount: 20_000, gift_card_amount: 5_000 })).toBe(15_000);
    expect(amountDue({ total_amount: 20_000, gift_card_amount: 20_000 })).toBe(0);
  });
});
