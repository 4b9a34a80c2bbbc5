import type { Localized } from './locale.js';
import { DIRHAMS_PER_QAR } from './money.js';

/**
 * 'shipping' takes up to its value off the delivery fee; 'free_delivery' waives the delivery fee of whatever zone
 * the address is in (its value is 0: there is nothing to set), so "free delivery" is true in a 40 QAR zone too.
 */
export const COUPON_TYPES = ['percentage', 'fixed', 'shipping', 'free_delivery'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** The coupon types whose discount is taken off the delivery fee, shown as their own line under it. */
export function isDeliveryCoupon(type: CouponType): boolean {
  return type === 'shipping' || type === 'free_delivery';
}

/**
 * A coupon as the rules see it. `value` is a whole percent for 'percentage', integer dirhams for 'fixed' and
 * 'shipping', 0 for 'free_delivery'; `minOrder` is dirhams. A coupon is valid up to and including `expiresAt`.
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
  /** The first instant the coupon works; absent or null: from its creation. */
  startsAt?: Date | null;
  /** Most uses in all (null or absent: unlimited); uses are counted from orders (see couponUseCounts). */
  usageLimit?: number | null;
  /** Most uses by one shopper (one e-mail address); null or absent: unlimited. */
  perCustomerLimit?: number | null;
}

/**
 * How long a new coupon runs when staff keep the form's end date: a month, never "today", which
 * would end the coupon at the coming midnight.
 */
export const COUPON_DEFAULT_VALID_DAYS = 30;

/** The coupon's description in the shopper's language; the Arabic one when the English one is left empty. */
export function couponDescriptionIn(description: Localized, locale: 'ar' | 'en'): string {
  return description[locale].trim() || description.ar;
}

/** How often a coupon has been used, in all and by the shopper placing an order. */
export interface CouponUses {
  total: number;
  /** This shopper's uses; absent when no shopper is known yet (the cart page). */
  byShopper?: number;
}

export type CouponErrorCode =
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_USED_UP'
  | 'COUPON_CUSTOMER_LIMIT'
  | 'COUPON_MIN_ORDER'
  | 'COUPON_GIFT_CARDS_ONLY';

/**
 * One state per coupon for the back office's badges, its filter and the storefront's list (only 'active' is
 * listed). A coupon switched off is 'inactive' whatever its dates; then time decides ('expired' is final,
 * 'scheduled' is waiting for its start), then its total use limit.
 */
export const COUPON_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export function couponState(
  coupon: Pick<Coupon, 'isActive' | 'startsAt' | 'expiresAt' | 'usageLimit'>,
  uses: number,
  now: Date,
): CouponState {
  if (coupon.isActive === false) return 'inactive';
  if (isCouponExpired(coupon, now)) return 'expired';
  if (isCouponNotStarted(coupon, now)) return 'scheduled';
  if (isCouponUsedUp(coupon, uses)) return 'used_up';
  return 'active';
}

export function isCouponNotStarted(coupon: Pick<Coupon, 'startsAt'>, now: Date): boolean {
  return coupon.startsAt != null && now.getTime() < coupon.startsAt.getTime();
}

export function isCouponUsedUp(coupon: Pick<Coupon, 'usageLimit'>, uses: number): boolean {
  return coupon.usageLimit != null && uses >= coupon.usageLimit;
}

export type CouponEvaluation =
  | { ok: true; coupon: Coupon; discount: number; appliesTo: 'subtotal' | 'shipping' }
  | { ok: false; code: CouponErrorCode; params?: CouponMinOrderParams };

/** What a coupon refused for its minimum says: the minimum and what is missing, whole riyals (rounded up). */
export type CouponMinOrderParams = { minOrder: number; missing: number };

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

/** The cart's list of available coupons shows only coupons in state 'active'. */
export function isCouponListed(coupon: Coupon, now: Date, uses = 0): boolean {
  return couponState(coupon, uses, now) === 'active';
}

/**
 * Storefront §9: percentage = subtotal × rate (rounded to dirhams); fixed = the lesser of the amount and the
 * subtotal; shipping = the flat value, capped here at the shipping fee actually charged so a shipping coupon
 * never discounts goods (with free shipping from 500 QAR it is then worth nothing, which is what it promises);
 * free_delivery = the whole fee of the address's zone.
 * Checks run in the order the shopper can act on: unknown, expired, not started, used up (in all, then by
 * this shopper), then minimum order. Use limits are checked only when the uses are given: the server counts
 * them from orders; the storefront's preview cannot.
 */
export function evaluateCoupon(
  coupon: Coupon | undefined | null,
  {
    subtotal,
    now,
    shippingFee,
    uses,
    giftCardsOnly = false,
  }: {
    /** What the coupon may discount and its minimum counts: the physical goods only (D22). */
    subtotal: number;
    now: Date;
    shippingFee: number;
    uses?: CouponUses;
    /** Every line is a gift card: nothing a coupon applies to, not even delivery (there is none). */
    giftCardsOnly?: boolean;
  },
): CouponEvaluation {
  if (!coupon || coupon.isActive === false) return { ok: false, code: 'COUPON_INVALID' };
  if (isCouponExpired(coupon, now)) return { ok: false, code: 'COUPON_EXPIRED' };
  if (isCouponNotStarted(coupon, now)) return { ok: false, code: 'COUPON_NOT_STARTED' };
  if (uses && isCouponUsedUp(coupon, uses.total)) return { ok: false, code: 'COUPON_USED_UP' };
  if (uses?.byShopper !== undefined && coupon.perCustomerLimit != null) {
    if (uses.byShopper >= coupon.perCustomerLimit) return { ok: false, code: 'COUPON_CUSTOMER_LIMIT' };
  }
  if (giftCardsOnly) return { ok: false, code: 'COUPON_GIFT_CARDS_ONLY' };
  // The same "this amount or more" as free delivery: a 100 QAR minimum accepts exactly 100 QAR.
  if (subtotal < coupon.minOrder) {
    return {
      ok: false,
      code: 'COUPON_MIN_ORDER',
      params: {
        minOrder: coupon.minOrder / DIRHAMS_PER_QAR,
        missing: Math.ceil((coupon.minOrder - subtotal) / DIRHAMS_PER_QAR),
      },
    };
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
    case 'free_delivery':
      return { ok: true, coupon, appliesTo: 'shipping', discount: shippingFee };
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
    description: { ar: 'خصم 50 ر.ق. على الطلبات من 500 ر.ق.', en: 'QAR 50 off orders of QAR 500 or more' },
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
      ar: 'خصم رمضان 20% على الطلبات من 200 ر.ق.',
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
      ar: 'خصم 15% لكبار العملاء على الطلبات من 300 ر.ق.',
      en: 'VIP: 15% off orders of QAR 300 or more',
    },
  },
];
