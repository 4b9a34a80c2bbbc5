import type { Localized } from './locale.js';
import { DIRHAMS_PER_QAR } from './money.js';

export const COUPON_TYPES = ['percentage', 'fixed', 'shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * A coupon as the rules see it. `value` is a whole percent for 'percentage' and integer dirhams for 'fixed' and
 * 'shipping'; `minOrder` is dirhams. A coupon is valid up to and including `expiresAt`.
 */
export interface Coupon {
  code: string;
  type: CouponType;
  value: number;
  minOrder: number;
  expiresAt: Date;
  description: Localized;
  /** Staff can switch a coupon off without deleting it; absent means active. */
  isActive?: boolean;
}

export type CouponErrorCode = 'COUPON_INVALID' | 'COUPON_EXPIRED' | 'COUPON_MIN_ORDER';

export type CouponEvaluation =
  | { ok: true; coupon: Coupon; discount: number; appliesTo: 'subtotal' | 'shipping' }
  | { ok: false; code: CouponErrorCode; params?: { minOrder: number } };

/** Codes are matched case-insensitively (storefront §5); stored and compared in this form. */
export function normalizeCouponCode(code: string): string {
  return code.normalize('NFKC').trim().toUpperCase();
}

export function findCoupon(coupons: readonly Coupon[], code: string): Coupon | undefined {
  const wanted = normalizeCouponCode(code);
  return coupons.find((coupon) => normalizeCouponCode(coupon.code) === wanted);
}

export function isCouponExpired(coupon: Pick<Coupon, 'expiresAt'>, now: Date): boolean {
  return now.getTime() > coupon.expiresAt.getTime();
}

/** The cart's list of available coupons shows only unexpired, active ones. */
export function isCouponListed(coupon: Coupon, now: Date): boolean {
  return coupon.isActive !== false && !isCouponExpired(coupon, now);
}

/**
 * Storefront §9: percentage = subtotal × rate (rounded to dirhams); fixed = the lesser of the amount and the
 * subtotal; shipping = the flat value, capped here at the shipping fee actually charged so a shipping coupon
 * never discounts goods (with free shipping above 500 QAR it is then worth nothing, which is what it promises).
 * Checks run in the order the shopper can act on: unknown, then expired, then minimum order.
 */
export function evaluateCoupon(
  coupon: Coupon | undefined | null,
  { subtotal, now, shippingFee }: { subtotal: number; now: Date; shippingFee: number },
): CouponEvaluation {
  if (!coupon || coupon.isActive === false) return { ok: false, code: 'COUPON_INVALID' };
  if (isCouponExpired(coupon, now)) return { ok: false, code: 'COUPON_EXPIRED' };
  if (subtotal < coupon.minOrder) {
    return { ok: false, code: 'COUPON_MIN_ORDER', params: { minOrder: coupon.minOrder / DIRHAMS_PER_QAR } };
  }
  switch (coupon.type) {
    case 'percentage': {
      const rate = Math.min(Math.max(coupon.value, 0), 100);
      return { ok: true, coupon, appliesTo: 'subtotal', discount: Math.round((subtotal * rate) / 100) };
    }
    case 'fixed':
      return {
        ok: true,
        coupon,
        appliesTo: 'subtotal',
        discount: Math.min(Math.max(coupon.value, 0), subtotal),
      };
    case 'shipping':
      return {
        ok: true,
        coupon,
        appliesTo: 'shipping',
        discount: Math.min(Math.max(coupon.value, 0), shippingFee),
      };
  }
}

/** The last instant of a calendar day in Doha (UTC+3, no daylight saving). */
export function endOfQatarDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+03:00`);
}

/** The five coupons of storefront §9, seeded as data (departure D3). */
export const SEED_COUPONS: readonly Coupon[] = [
  {
    code: 'WELCOME10',
    type: 'percentage',
    value: 10,
    minOrder: 100 * DIRHAMS_PER_QAR,
    expiresAt: endOfQatarDay('2025-12-31'),
    description: { ar: 'خصم 10% على طلبك الأول', en: '10% off your first order' },
  },
  {
    code: 'SAVE50',
    type: 'fixed',
    value: 50 * DIRHAMS_PER_QAR,
    minOrder: 500 * DIRHAMS_PER_QAR,
    expiresAt: endOfQatarDay('2025-12-31'),
    description: { ar: 'خصم 50 ريالًا على الطلبات من 500 ريال', en: 'QAR 50 off orders of QAR 500 or more' },
  },
  {
    code: 'FREESHIP',
    type: 'shipping',
    value: 25 * DIRHAMS_PER_QAR,
    minOrder: 0,
    expiresAt: endOfQatarDay('2025-12-31'),
    description: { ar: 'شحن مجاني', en: 'Free shipping' },
  },
  {
    code: 'RAMADAN20',
    type: 'percentage',
    value: 20,
    minOrder: 200 * DIRHAMS_PER_QAR,
    expiresAt: endOfQatarDay('2025-04-30'),
    description: {
      ar: 'خصم رمضان 20% على الطلبات من 200 ريال',
      en: 'Ramadan: 20% off orders of QAR 200 or more',
    },
  },
  {
    code: 'VIP15',
    type: 'percentage',
    value: 15,
    minOrder: 300 * DIRHAMS_PER_QAR,
    expiresAt: endOfQatarDay('2025-12-31'),
    description: {
      ar: 'خصم 15% لكبار العملاء على الطلبات من 300 ريال',
      en: 'VIP: 15% off orders of QAR 300 or more',
    },
  },
];
