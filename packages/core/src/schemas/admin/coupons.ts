import { z } from 'zod';
import { COUPON_STATES, COUPON_TYPES, endOfQatarDay, normalizeCouponCode } from '../../rules/coupons.js';
import { CALENDAR_DAY_PATTERN, startOfDohaDay } from '../../rules/doha-time.js';
import { plainText, rawText, requiredText } from '../common.js';
import { MAX_DB_INT } from '../../rules/safe-input.js';
import { PriceDirhams } from './admin-fields.js';

/** Codes as staff may type them (after NFKC and upper-casing): letters, digits and dashes. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
/** Shown to shoppers under the coupon field: a sentence, not a page. */
export const COUPON_DESCRIPTION_MAX = 200;

/**
 * COUPON_CODE_PATTERN as staff type it, before normalizeCouponCode: ASCII or full-width letters (either case),
 * digits and dashes, spaces around. The OpenAPI document shows this one, so it says which codes are taken.
 */
export const COUPON_CODE_TYPED_PATTERN =
  /^\s*[A-Za-z0-9\-\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF0D]{3,32}\s*$/;

/** A code as typed: trimmed, NFKC (full-width letters and digits become ASCII), stored upper-case. */
export const CouponCode = rawText(64)
  .regex(COUPON_CODE_TYPED_PATTERN, { message: 'COUPON_CODE_FORMAT' })
  .transform(normalizeCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, { message: 'COUPON_CODE_FORMAT' }));

/** A Doha calendar day, YYYY-MM-DD of a day that exists (2025-02-30 does not). */
export const DohaCalendarDate = rawText(10).regex(CALENDAR_DAY_PATTERN, { message: 'COUPON_DATE_FORMAT' });

const UseLimit = z
  .number({ message: 'COUPON_LIMIT_WHOLE_NUMBER' })
  .int({ message: 'COUPON_LIMIT_WHOLE_NUMBER' })
  .min(1, { message: 'COUPON_LIMIT_WHOLE_NUMBER' })
  .max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' })
  .nullable();

const couponFields = {
  code: CouponCode,
  type: z.enum(COUPON_TYPES),
  /** Whole percent (1–100) for 'percentage'; dirhams above zero for 'fixed' and 'shipping'; ignored (stored 0) for 'free_delivery'. */
  value: z
    .number({ message: 'REQUIRED' })
    .int({ message: 'NUMBER_OUT_OF_RANGE' })
    .max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' }),
  min_order: PriceDirhams,
  /** Null: valid from creation. Starts at 00:00 of this day in Doha. */
  starts_on: DohaCalendarDate.nullable(),
  /** Valid to the end of this day in Doha. */
  expires_on: DohaCalendarDate,
  usage_limit: UseLimit,
  per_customer_limit: UseLimit,
  description_ar: requiredText(COUPON_DESCRIPTION_MAX),
  /** Optional: left empty, English shoppers read the Arabic description. */
  description_en: plainText(COUPON_DESCRIPTION_MAX).default(''),
  is_active: z.boolean(),
  /** Private: not listed among the cart's available coupons, still accepted when typed. */
  is_private: z.boolean().default(false),
};

type CouponFieldsInput = { type: string; value: number; starts_on: string | null; expires_on: string };

/** The rules across fields: the value's range depends on the type, and the start comes before the expiry. */
function checkCouponFields(body: CouponFieldsInput, ctx: z.RefinementCtx): void {
  if (body.type === 'percentage' && (body.value < 1 || body.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'COUPON_PERCENT_RANGE' });
  }
  if ((body.type === 'fixed' || body.type === 'shipping') && body.value < 1) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'COUPON_AMOUNT_REQUIRED' });
  }
  // Compared only when both are real dates: a malformed one already has its own message.
  const comparable =
    body.starts_on !== null &&
    CALENDAR_DAY_PATTERN.test(body.starts_on) &&
    CALENDAR_DAY_PATTERN.test(body.expires_on);
  if (comparable && body.starts_on! > body.expires_on) {
    ctx.addIssue({ code: 'custom', path: ['expires_on'], message: 'COUPON_DATES_INVALID' });
  }
}

/** POST /api/admin/coupons */
export const AdminCreateCouponBody = z.object(couponFields).superRefine(checkCouponFields);
export type AdminCreateCouponBody = z.infer<typeof AdminCreateCouponBody>;

/**
 * PUT /api/admin/coupons/:id: the whole coupon and the version it was loaded at (its updated_at); another
 * version stored meanwhile answers 409 COUPON_CHANGED. The code cannot change once an order used it
 * (409 COUPON_CODE_LOCKED): orders keep the code, and the uses are counted by it.
 */
export const AdminUpdateCouponBody = z
  .object({ ...couponFields, version: rawText(40).min(1, { message: 'REQUIRED' }) })
  .superRefine(checkCouponFields);
export type AdminUpdateCouponBody = z.infer<typeof AdminUpdateCouponBody>;

/** PATCH /api/admin/coupons/:id: switch a coupon off or on. */
export const AdminPatchCouponBody = z.object({ is_active: z.boolean() });
export type AdminPatchCouponBody = z.infer<typeof AdminPatchCouponBody>;

/** GET /api/admin/coupons: every coupon, newest first; filter by state, search by code. */
export const AdminCouponListQuery = z.object({
  state: z.enum(COUPON_STATES).optional(),
  q: plainText(64).optional(),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  min_order: z.number().int(),
  starts_on: z.string().nullable(),
  expires_on: z.string(),
  starts_at: z.string().nullable(),
  expires_at: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  description_ar: z.string(),
  description_en: z.string(),
  is_active: z.boolean(),
  is_private: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** Orders that used the code and were not canceled and whose payment did not fail or get cancelled. */
  uses: z.number().int(),
  /** False once any order named the code (canceled ones too): such a coupon is deactivated, not deleted. */
  deletable: z.boolean(),
  created_at: z.string(),
  /** The version a PUT sends back. */
  version: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponListResponse = z.object({ coupons: z.array(AdminCoupon) });
export type AdminCouponListResponse = z.infer<typeof AdminCouponListResponse>;

/** The stored instants of a coupon's Doha dates: 00:00 of the start day, the last instant of the expiry day. */
export function couponWindow(body: { starts_on: string | null; expires_on: string }): {
  startsAt: Date | null;
  expiresAt: Date;
} {
  return {
    startsAt: body.starts_on === null ? null : startOfDohaDay(body.starts_on),
    expiresAt: endOfQatarDay(body.expires_on),
  };
}
