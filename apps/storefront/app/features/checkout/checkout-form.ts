import {
  addressRequired,
  allowedPaymentMethods,
  deliveryAddressProblems,
  EmailAddress,
  paymentMethodFor,
  phoneRequired,
  qatarMobileDigits,
  type CheckoutCart,
  type ChosenDeliveryWindow,
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
  /** A Qatar address the way the blue plates write it (D14): city, zone, street, building; unit, landmark. */
  city: string;
  zone: string;
  street: string;
  building: string;
  unit: string;
  landmark: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  city: '',
  zone: '',
  street: '',
  building: '',
  unit: '',
  landmark: '',
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
  // D24: the same reading of a Qatari mobile as create-order's (core qatarMobileDigits).
  if (phoneRequired(kind) && !errors.phone && qatarMobileDigits(values.phone) === null) {
    errors.phone = 'PHONE_INVALID';
  }
  // The same rules create-order applies (core), so the form and the server name the same fields.
  if (addressRequired(kind)) {
    for (const problem of deliveryAddressProblems(addressParts(values))) {
      errors[ADDRESS_FIELDS[problem.field]] = problem.code;
    }
  }
  const paidBy = paymentMethodFor(kind, method);
  if (!paidBy) errors.paymentMethod = 'REQUIRED';
  else if (!allowedPaymentMethods(kind).includes(paidBy))
    errors.paymentMethod = 'CASH_NOT_ALLOWED_FOR_GIFT_CARDS';
  return errors;
}

const optional = (text: string) => text.trim() || undefined;

/** Which form field holds each part of create-order's orderData. */
const ADDRESS_FIELDS = {
  shipping_city: 'city',
  shipping_zone: 'zone',
  shipping_street: 'street',
  shipping_building: 'building',
  shipping_unit: 'unit',
  shipping_landmark: 'landmark',
} as const satisfies Record<string, CheckoutField>;

function addressParts(values: CheckoutValues) {
  return {
    shipping_city: optional(values.city),
    shipping_zone: optional(values.zone),
    shipping_street: optional(values.street),
    shipping_building: optional(values.building),
    shipping_unit: optional(values.unit),
    shipping_landmark: optional(values.landmark),
  };
}

/** The create-order request: ids, quantities, coupon and details only; the server prices everything (D4). */
export function buildCreateOrderBody(input: {
  values: CheckoutValues;
  method: PaymentMethod | null;
  kind: CartKind;
  items: StoreCreateOrderItem[];
  couponCode: string | null;
  locale: Locale;
  /** The "order updates on WhatsApp" box, ticked: sent only with an order to deliver. */
  whatsappOptIn?: boolean;
  /** The day and window chosen where the city's zone offers windows (decision 034). */
  deliveryWindow?: ChosenDeliveryWindow | null;
  /** "Save this address to my account", ticked by a signed-in customer typing a new one (decision 037). */
  saveAddress?: boolean;
}): StoreCreateOrderBody {
  const { values, kind } = input;
  return {
    customer: {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phone: phoneRequired(kind) ? optional(values.phone) : undefined,
    },
    items: input.items,
    orderData: addressRequired(kind)
      ? {
          ...addressParts(values),
          shipping_notes: optional(values.notes),
          ...(input.deliveryWindow ? { delivery_window: input.deliveryWindow } : {}),
        }
      : {},
    paymentMethod: paymentMethodFor(kind, input.method) ?? 'online',
    couponCode: input.couponCode,
    locale: input.locale,
    ...(input.whatsappOptIn && phoneRequired(kind) ? { whatsappOptIn: true } : {}),
    ...(input.saveAddress && addressRequired(kind) ? { saveAddress: true } : {}),
  };
}
