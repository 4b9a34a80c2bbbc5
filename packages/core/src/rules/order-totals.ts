import {
  evaluateCoupon,
  type Coupon,
  type CouponErrorCode,
  type CouponMinOrderParams,
  type CouponUses,
} from './coupons.js';
import type { DeliveryZone } from '../schemas/delivery-zones.js';
import { shippingFee } from './shipping.js';

export interface OrderTotalsInput {
  /** Sum of line totals at their effective (discounted) unit prices, in dirhams. */
  subtotal: number;
  /** The part of the subtotal that is physical goods: what a coupon discounts and its minimum counts (D22). */
  physicalSubtotal: number;
  hasPhysicalItems: boolean;
  now: Date;
  /** The code the shopper typed, if any. */
  couponCode?: string | null;
  /** The coupon found for that code, if any. */
  coupon?: Coupon | null;
  /** The coupon's uses so far, counted by the server from orders; absent in the storefront's preview. */
  couponUses?: CouponUses;
  /** The address's delivery zone (deliveryZoneFor); absent: the default rule; null: not delivered there. */
  deliveryZone?: DeliveryZone | null;
}

export interface OrderTotals {
  subtotal: number;
  /** Coupon discount on goods. */
  discount: number;
  /** Shipping before any shipping coupon. */
  shippingFee: number;
  /** Part of the shipping fee taken off by a shipping coupon. */
  shippingDiscount: number;
  total: number;
  appliedCoupon: Coupon | null;
  couponError: { code: CouponErrorCode; params?: CouponMinOrderParams } | null;
}

/**
 * One computation of an order's totals, used by the server to decide and by the storefront to preview.
 * Coupons never discount gift cards (D22): a coupon reads the physical goods' subtotal only. Goods discount first, then the shipping fee on what remains, then a shipping coupon against that fee.
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const { subtotal, hasPhysicalItems, now } = input;
  const zoneOption = input.deliveryZone === undefined ? {} : { zone: input.deliveryZone };
  const wantsCoupon = Boolean(input.couponCode?.trim());
  const evaluation = wantsCoupon
    ? evaluateCoupon(input.coupon, {
        subtotal: input.physicalSubtotal,
        giftCardsOnly: !hasPhysicalItems,
        now,
        shippingFee: shippingFee(subtotal, { hasPhysicalItems, ...zoneOption }),
        ...(input.couponUses ? { uses: input.couponUses } : {}),
      })
    : null;
  const applied = evaluation?.ok ? evaluation : null;
  const discount = applied?.appliesTo === 'subtotal' ? applied.discount : 0;
  const fee = shippingFee(subtotal - discount, { hasPhysicalItems, ...zoneOption });
  const shippingDiscount = applied?.appliesTo === 'shipping' ? Math.min(applied.discount, fee) : 0;
  return {
    subtotal,
    discount,
    shippingFee: fee,
    shippingDiscount,
    total: subtotal - discount + fee - shippingDiscount,
    appliedCoupon: applied?.coupon ?? null,
    couponError:
      evaluation && !evaluation.ok
        ? { code: evaluation.code, ...(evaluation.params ? { params: evaluation.params } : {}) }
        : null,
  };
}
