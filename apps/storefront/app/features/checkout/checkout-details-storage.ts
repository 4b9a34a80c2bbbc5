import { EMPTY_CHECKOUT, type CheckoutValues } from './checkout-form.js';

// D23: after a failed or cancelled card payment, "Try again" returns to a checkout with the shopper's contact
// and address filled in. They are kept in this tab's sessionStorage only (never sent anywhere, gone when the
// tab closes), written when the browser leaves for the payment page and removed once an order is confirmed.
// The form has no card fields: the gateway's own page takes the card, so nothing of it can be kept here.

export const CHECKOUT_DETAILS_KEY = 'checkoutDetails';
/** The choices beside the typed fields: the payment method and the WhatsApp consent, also kept for a retry. */
export const CHECKOUT_CHOICES_KEY = 'checkoutChoices';

export interface CheckoutChoices {
  paymentMethod: 'cash' | 'online' | null;
  whatsappOptIn: boolean;
}
const NO_CHOICES: CheckoutChoices = { paymentMethod: null, whatsappOptIn: false };

/** The choices kept, or none: a consent is only ever a stored `true`, never assumed from anything else. */
export function parseCheckoutChoices(raw: string | null): CheckoutChoices {
  if (!raw) return NO_CHOICES;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return NO_CHOICES;
    const method = stored.paymentMethod;
    return {
      paymentMethod: method === 'cash' || method === 'online' ? method : null,
      whatsappOptIn: stored.whatsappOptIn === true,
    };
  } catch {
    return NO_CHOICES;
  }
}

export function readCheckoutChoices(): CheckoutChoices {
  try {
    return parseCheckoutChoices(window.sessionStorage.getItem(CHECKOUT_CHOICES_KEY));
  } catch {
    return NO_CHOICES;
  }
}
const FIELD_MAX = 1_000;

/** The fields kept, each text of a sane length; anything else stored under the key is ignored. */
export function parseCheckoutDetails(raw: string | null): Partial<CheckoutValues> {
  if (!raw) return {};
  try {
    const stored = JSON.parse(raw) as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return {};
    const kept: Partial<CheckoutValues> = {};
    for (const field of Object.keys(EMPTY_CHECKOUT) as (keyof CheckoutValues)[]) {
      const value = stored[field];
      if (typeof value === 'string' && value.length <= FIELD_MAX) kept[field] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

export function readCheckoutDetails(): Partial<CheckoutValues> {
  try {
    return parseCheckoutDetails(window.sessionStorage.getItem(CHECKOUT_DETAILS_KEY));
  } catch {
    return {}; // storage disabled: the form starts empty, as before
  }
}

export function saveCheckoutDetails(values: CheckoutValues, choices: CheckoutChoices = NO_CHOICES): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify(values));
    window.sessionStorage.setItem(CHECKOUT_CHOICES_KEY, JSON.stringify(choices));
  } catch {
    // Nothing to keep them in: a retry starts empty, as before.
  }
}

export function forgetCheckoutDetails(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DETAILS_KEY);
    window.sessionStorage.removeItem(CHECKOUT_CHOICES_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
