import { describe, expect, it } from 'vitest';
import { allowedPaymentMethods, phoneRequired, type CheckoutCart } from './checkout.js';

const physical: CheckoutCart = { hasGiftCards: false, isGiftCardOnly: false };
const mixed: CheckoutCart = { hasGiftCards: true, isGiftCardOnly: false };
const giftCardsOnly: CheckoutCart = { hasGiftCards: true, isGiftCardOnly: true };

describe('checkout rules (storefront §5)', () => {
  it.each([
    ['physical goods only', physical, ['cash', 'online'], true],
    ['physical goods and a gift card', mixed, ['online'], true],
    ['gift cards only', giftCardsOnly, ['online'], false],
  ] as const)('%s: pays by %j, phone required %s', (_cart, cart, methods, phone) => {
    expect(allowedPaymentMethods(cart)).toEqual(methods);
    expect(phoneRequired(cart)).toBe(phone);
  });
});
