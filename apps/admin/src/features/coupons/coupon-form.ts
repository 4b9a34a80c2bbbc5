import {
  cachedDateTimeFormat,
  COUPON_DEFAULT_VALID_DAYS,
  COUPON_STATES,
  dohaDate,
  type AdminCoupon,
  type AdminCreateCouponBody,
  type CouponState,
  type Locale,
} from '@matjar/core';
import type { z } from 'zod';
import type { CouponListParams } from './api/coupons-api';

// The add/edit coupon form: its fields are core's AdminCreateCouponBody, which the server validates too.
// Number boxes hold null when empty and NaN while their text is not a whole number, so the schema refuses
// them with its own message instead of the form guessing.

export type CouponFormValues = Omit<
  z.input<typeof AdminCreateCouponBody>,
  'value' | 'usage_limit' | 'per_customer_limit'
> & { value: number | null; usage_limit: number | null; per_customer_limit: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end date a new coupon's form starts with: COUPON_DEFAULT_VALID_DAYS ahead in Doha, not today — a coupon
 * saved with the defaults must not die at the coming midnight.
 */
export function defaultCouponExpiry(now: Date): string {
  return dohaDate(new Date(now.getTime() + COUPON_DEFAULT_VALID_DAYS * DAY_MS));
}

export function couponToForm(coupon: AdminCoupon | null, now: Date): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      type: 'percentage',
      value: null,
      min_order: 0,
      starts_on: null,
      expires_on: defaultCouponExpiry(now),
      usage_limit: null,
      per_customer_limit: null,
      description_ar: '',
      description_en: '',
      is_active: true,
      is_private: false,
    };
  }
  return {
    code: coupon.code,
    type: coupon.type,
    value: coupon.value,
    min_order: coupon.min_order,
    starts_on: coupon.starts_on,
    expires_on: coupon.expires_on,
    usage_limit: coupon.usage_limit,
    per_customer_limit: coupon.per_customer_limit,
    description_ar: coupon.description_ar,
    description_en: coupon.description_en,
    is_active: coupon.is_active,
    is_private: coupon.is_private,
  };
}

/** Refusals the server answers about one field, shown beside it rather than only in a toast. */
export const COUPON_FIELD_OF_ERROR: Readonly<Record<string, 'code' | 'expires_on'>> = {
  COUPON_CODE_TAKEN: 'code',
  COUPON_CODE_LOCKED: 'code',
  COUPON_DATES_INVALID: 'expires_on',
};

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** A whole number typed with Western or Arabic-Indic digits: null when empty, NaN when not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const western = text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)));
  if (western === '') return null;
  return /^\d{1,10}$/.test(western) ? Number(western) : Number.NaN;
}

/** A Doha calendar day (YYYY-MM-DD) as the shop writes dates: "31 Mar 2026" / "٣١ مارس ٢٠٢٦". */
export function formatCalendarDay(day: string, locale: Locale): string {
  return cachedDateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The list's filters as they live in the address (?q=…&state=…); anything else reads as no filter. */
export function readCouponListParams(search: URLSearchParams): CouponListParams {
  const state = search.get('state');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 64),
    state: COUPON_STATES.includes(state as CouponState) ? (state as CouponState) : null,
  };
}
