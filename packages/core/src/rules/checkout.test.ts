import { describe, expect, it } from 'vitest';
import {
  addressRequired,
  allowedPaymentMethods,
  paymentMethodFor,
  phoneRequired,
  type CheckoutCart,
} from './checkout.js';

const physical: CheckoutCart = { hasGiftCards: false, isGiftCardOnly: false };
const mixed: CheckoutCart = { hasGiftCards: true, isGiftCardOnly: false };
const giftCardsOnly: CheckoutCart = { hasGiftCards: true, isGiftCardOnly: true };

describe('checkout rules (storefront §5)', () => {
  it.each([
    ['physical goods only', physical, ['cash', 'online'], true],
    ['physical goods and a gift card', mixed, ['online'], true],
    ['gift cards only', giftCardsOnly, ['online'], false],
  ] as const)('%s: pays by %j, phone and address required %s', (_cart, cart, methods, delivered) => {
    expect(allowedPaymentMethods(cart)).toEqual(methods);
    expect(phoneRequired(cart)).toBe(delivered);
    expect(addressRequired(cart)).toBe(delivered);
  });

  it('pays a cart of gift cards only online whatever was chosen; any other cart as chosen', () => {
    expect(paymentMethodFor(giftCardsOnly, null)).toBe('online');
    expect(paymentMethodFor(giftCardsOnly, 'cash')).toBe('online');
    expect(paymentMethodFor(mixed, 'cash')).toBe('cash');
    expect(paymentMethodFor(physical, null)).toBeNull();
  });
});
