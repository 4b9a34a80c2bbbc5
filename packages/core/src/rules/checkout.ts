import type { PaymentMethod } from '../order-status.js';

// Who may check out how (storefront §5 Checkout). The checkout form shows the verdict per field; create-order
// decides with the same rules on the cart it priced again from the database.

/** What the checkout rules need to know of a cart. */
export interface CheckoutCart {
  /** At least one line is a gift card. */
  hasGiftCards: boolean;
  /** Every line is a gift card: nothing to deliver. */
  isGiftCardOnly: boolean;
}

/** Cash is refused whenever the cart holds a gift card (its code is sent once the payment is taken). */
export function allowedPaymentMethods(cart: CheckoutCart): PaymentMethod[] {
  return cart.hasGiftCards ? ['online'] : ['cash', 'online'];
}

/** Physical goods need a phone number for delivery; a cart of gift cards only needs none (nor an address). */
export function phoneRequired(cart: CheckoutCart): boolean {
  return !cart.isGiftCardOnly;
}
