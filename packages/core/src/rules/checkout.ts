import type { PaymentMethod } from './order-status.js';

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

/** Physical goods are delivered, so they need a Qatar address (D14); a cart of gift cards only needs none. */
export function addressRequired(cart: CheckoutCart): boolean {
  return !cart.isGiftCardOnly;
}

/**
 * The method an order is paid by: a cart of gift cards only always pays online (nothing to pay on delivery),
 * so the shopper is not asked; any other cart pays as chosen (null while not chosen).
 */
export function paymentMethodFor(cart: CheckoutCart, chosen: PaymentMethod | null): PaymentMethod | null {
  return cart.isGiftCardOnly ? 'online' : chosen;
}
