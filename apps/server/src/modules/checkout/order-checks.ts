import {
  addressRequired,
  allowedPaymentMethods,
  AppError,
  deliveryAddressProblems,
  errorMessage,
  orderCapProblem,
  normalizeQatarMobile,
  phoneRequired,
  type StoreCreateOrderBody,
} from '@matjar/core';
import type { CartPrice, PricedLine } from '../cart-pricing/index.js';

// What makes a priced cart orderable, checked before anything is written or any stock held.

function refuseLine(line: PricedLine): never {
  const names = { product: line.name.en, productAr: line.name.ar, productId: line.product_id };
  switch (line.problem) {
    case 'PRODUCT_UNAVAILABLE':
      throw new AppError('PRODUCT_UNAVAILABLE', { productId: line.product_id });
    case 'VARIANT_NOT_FOUND':
      throw new AppError('VARIANT_NOT_FOUND', names);
    case 'VARIANT_REQUIRED':
      throw new AppError('VARIANT_REQUIRED', names);
    default:
      throw new AppError('INSUFFICIENT_STOCK', { ...names, available: line.available });
  }
}

function fieldError(code: 'REQUIRED' | 'PHONE_INVALID', path: string[]): AppError {
  return new AppError(
    code === 'REQUIRED' ? 'VALIDATION_FAILED' : code,
    {},
    {
      issues: [
        {
          path: ['body', ...path],
          code,
          message: errorMessage(code, 'en'),
          messageAr: errorMessage(code, 'ar'),
        },
      ],
    },
  );
}

/** D24: a phone the driver can call. Required for physical goods; any phone given must be a Qatari mobile. */
function refuseUncallable(phone: string | undefined, required: boolean): void {
  if (!phone) {
    if (required) throw fieldError('REQUIRED', ['customer', 'phone']);
    return;
  }
  if (normalizeQatarMobile(phone) === null) throw fieldError('PHONE_INVALID', ['customer', 'phone']);
}

/** D14: physical goods need a Qatar address; every missing or malformed part is named, in both languages. */
function refuseUndeliverable(orderData: StoreCreateOrderBody['orderData']): void {
  const problems = deliveryAddressProblems(orderData);
  if (problems.length === 0) return;
  const missing = problems.some((problem) => problem.code.endsWith('_REQUIRED'));
  throw new AppError(
    missing ? 'DELIVERY_ADDRESS_REQUIRED' : 'VALIDATION_FAILED',
    {},
    {
      issues: problems.map(({ field, code }) => ({
        path: ['body', 'orderData', field],
        code,
        message: errorMessage(code, 'en'),
        messageAr: errorMessage(code, 'ar'),
      })),
    },
  );
}

/** Storefront §5 checkout rules on a priced cart; throws what the shopper must fix. */
function checkCheckoutRules(body: StoreCreateOrderBody, price: CartPrice): void {
  for (const line of price.lines) if (line.problem) refuseLine(line);
  const cart = {
    hasGiftCards: price.lines.some((line) => line.isGiftCard),
    isGiftCardOnly: !price.hasPhysicalItems,
  };
  if (!allowedPaymentMethods(cart).includes(body.paymentMethod)) {
    throw new AppError('CASH_NOT_ALLOWED_FOR_GIFT_CARDS');
  }
  refuseUncallable(body.customer.phone, phoneRequired(cart));
  if (addressRequired(cart)) {
    refuseUndeliverable(body.orderData);
    // Decision 032: an address no zone delivers to (or a zone marked "not delivered here") is refused.
    if (!price.deliveryZone?.delivered) throw new AppError('DELIVERY_NOT_AVAILABLE');
  }
  const couponError = price.totals.couponError;
  if (couponError) throw new AppError(couponError.code, couponError.params ?? {});
}

/**
 * Throws the first thing the shopper must fix before this cart can be ordered. The per-order caps come first:
 * they hold whatever the stock, so a shopper over one hears that before stock problems; then each line's
 * problem, the payment method, the phone and address a cart needs, the coupon.
 */
export function refuseUnorderable(body: StoreCreateOrderBody, price: CartPrice): void {
  const capProblem = orderCapProblem(price.lines);
  if (capProblem) throw new AppError(capProblem.code, capProblem.params);
  checkCheckoutRules(body, price);
}
