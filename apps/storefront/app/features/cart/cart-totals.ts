import {
  computeOrderTotals,
  errorMessage,
  findCoupon,
  type Coupon,
  type Locale,
  type StoreCartQuoteResponse,
  type StoreCoupon,
} from '@matjar/core';
import type { CartLine } from '../../lib/cart/cart-store.js';

/** What the summary shows, from the server's quote or, until it answers, from core's rules on the local cart. */
export interface CartTotals {
  subtotal: number;
  discount: number;
  shippingFee: number;
  shippingDiscount: number;
  total: number;
  /** The code whose discount is included, if any. */
  couponCode: string | null;
  /** Why the applied code gives nothing, in the page's language. */
  couponError: string | null;
}

/** Identifies one question to the server, so an answer to an older cart or code is never shown. */
export function quoteKey(lines: readonly CartLine[], couponCode: string | null): string {
  return JSON.stringify([couponCode, lines.map((line) => [line.productId, line.variantId, line.quantity])]);
}

export function toCoupon(coupon: StoreCoupon): Coupon {
  return { ...coupon, expiresAt: new Date(coupon.expiresAt) };
}

/** The local preview: line prices stored at add time, coupons from the public list (D4: the server decides). */
export function previewTotals(
  lines: readonly CartLine[],
  couponCode: string | null,
  coupons: readonly StoreCoupon[],
  now: Date,
  locale: Locale,
): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const coupon = couponCode ? findCoupon(coupons.map(toCoupon), couponCode) : undefined;
  const totals = computeOrderTotals({
    subtotal,
    physicalSubtotal: lines
      .filter((line) => !line.isGiftCard)
      .reduce((sum, line) => sum + line.price * line.quantity, 0),
    hasPhysicalItems: lines.some((line) => !line.isGiftCard),
    now,
    couponCode,
    coupon: coupon ?? null,
  });
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    shippingFee: totals.shippingFee,
    shippingDiscount: totals.shippingDiscount,
    total: totals.total,
    couponCode: totals.appliedCoupon?.code ?? null,
    couponError: totals.couponError
      ? errorMessage(totals.couponError.code, locale, totals.couponError.params)
      : null,
  };
}

/** The server's quote in the summary's shape, its coupon message in the page's language. */
export function quoteTotals(quote: StoreCartQuoteResponse, locale: Locale): CartTotals {
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    shippingFee: quote.shippingFee,
    shippingDiscount: quote.shippingDiscount,
    total: quote.total,
    couponCode: quote.coupon?.code ?? null,
    couponError: quote.couponError
      ? locale === 'ar'
        ? quote.couponError.messageAr
        : quote.couponError.message
      : null,
  };
}
