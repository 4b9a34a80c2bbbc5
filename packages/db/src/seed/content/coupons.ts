import { type Coupon, SEED_COUPONS } from '@matjar/core';

/**
 * The five coupons of the spec table are seeded exactly as written (departure D3), so staff and tests see the
 * spec's data. They all expired before this shop opened (the table's dates are 2025), which would leave a demo
 * shop with no working coupon and an empty "available coupons" list in the cart. Rather than silently moving
 * the spec's dates, two current demo coupons are added, valid for one year from the day the shop is seeded.
 */
export function seedCoupons(now: Date): Coupon[] {
  const inOneYear = new Date(now.getTime());
  inOneYear.setUTCFullYear(inOneYear.getUTCFullYear() + 1);
  return [
    ...SEED_COUPONS,
    {
      code: 'MATJAR10',
      type: 'percentage',
      value: 10,
      minOrder: 10_000,
      expiresAt: inOneYear,
      description: { ar: 'خصم 10% على الطلبات من 100 ر.ق.', en: '10% off orders of QAR 100 or more' },
    },
    {
      code: 'FREEDELIVERY',
      // Waives the whole fee of any zone, as its description promises (a 40 QAR zone too).
      type: 'free_delivery',
      value: 0,
      minOrder: 0,
      expiresAt: inOneYear,
      description: { ar: 'توصيل مجاني لأي طلب', en: 'Free delivery on any order' },
    },
  ];
}
