import { AppError, evaluateCoupon, type Coupon } from '@matjar/core';
import type { DbTransaction } from '@matjar/db';
import { countCouponUses } from '../coupons/index.js';
import { createPricingRepository } from '../cart-pricing/index.js';

/**
 * Re-checks the coupon an order is priced with, inside create-order's transaction: the coupon row is locked
 * (SELECT … FOR UPDATE), then its switch, dates and use limits are judged against the orders committed so far.
 * Two simultaneous orders for a coupon with one use left are thereby counted one after the other, and the
 * second is refused (COUPON_USED_UP, or COUPON_CUSTOMER_LIMIT for the same shopper) with nothing written.
 * Staff changing the coupon's value meanwhile does not reprice the order: it was priced a moment before.
 */
export async function refuseCouponOverLimits(
  tx: DbTransaction,
  priced: Coupon,
  {
    shopperEmailKey,
    subtotal,
    shippingFee,
    now,
  }: {
    shopperEmailKey: string;
    subtotal: number;
    shippingFee: number;
    now: Date;
  },
): Promise<void> {
  const coupon = await createPricingRepository(tx).lockCouponByCode(priced.code);
  const uses = await countCouponUses(tx, priced.code, shopperEmailKey);
  const verdict = evaluateCoupon(coupon, { subtotal, shippingFee, now, uses });
  if (!verdict.ok) throw new AppError(verdict.code, verdict.params ?? {});
}
