import {
  allowedPaymentMethods,
  EmailAddress,
  phoneRequired,
  type CheckoutCart,
  type ErrorCode,
  type Locale,
  type PaymentMethod,
  type StoreCreateOrderBody,
  type StoreCreateOrderItem,
} from '@matjar/core';

// The checkout form's rules (storefront §5 Checkout) as pure functions: the page shows their verdict per
// field, the server checks the same again.

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  city: '',
  address: '',
  notes: '',
};

/** A cart of gift cards only needs no phone and no address, and always pays online (core rules/checkout). */
export type CartKind = CheckoutCart;

export type CheckoutErrors = Partial<Record<CheckoutField | 'paymentMethod', ErrorCode>>;

export function requiredFields(kind: CartKind): CheckoutField[] {
  return phoneRequired(kind)
    ? ['firstName', 'lastName', 'phone', 'email']
    : ['firstName', 'lastName', 'email'];
}

/** The per-field verdict, as error codes of the core catalogue; empty when the form may be sent. */
export function validateCheckout(
  values: CheckoutValues,
  method: PaymentMethod | null,
  kind: CartKind,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of requiredFields(kind)) {
    if (!values[field].trim()) errors[field] = 'REQUIRED';
  }
  if (!errors.email && !EmailAddress.safeParse(values.email).success) errors.email = 'INVALID_EMAIL';
  if (!kind.isGiftCardOnly) {
    if (!method) errors.paymentMethod = 'REQUIRED';
    else if (!allowedPaymentMethods(kind).includes(method))
      errors.paymentMethod = 'CASH_NOT_ALLOWED_FOR_GIFT_CARDS';
  }
  return errors;
}

const optional = (text: string) => text.trim() || undefined;

/** The create-order request: ids, quantities, coupon and details only; the server prices everything (D4). */
export function buildCreateOrderBody(input: {
  values: CheckoutValues;
  method: PaymentMethod | null;
  kind: CartKind;
  items: StoreCreateOrderItem[];
  couponCode: string | null;
  locale: Locale;
}): StoreCreateOrderBody {
  const { values, kind } = input;
  const physical = !kind.isGiftCardOnly;
  return {
    customer: {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phone: physical ? optional(values.phone) : undefined,
    },
    items: input.items,
    orderData: physical
      ? {
          shipping_city: optional(values.city),
          shipping_address: optional(values.address),
          shipping_notes: optional(values.notes),
        }
      : {},
    paymentMethod: kind.isGiftCardOnly ? 'online' : (input.method ?? 'online'),
    couponCode: input.couponCode,
    locale: input.locale,
  };
}
