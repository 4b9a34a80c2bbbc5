import { normalizeCouponCode } from '@matjar/core';

/** Local-storage key of the coupon the shopper applied (storefront §3 browser storage keys). */
export const APPLIED_COUPON_KEY = 'appliedCoupon';

/**
 * The code kept under `appliedCoupon`: we store `{"code":"…"}`; the earlier shop stored the whole coupon object,
 * and a bare string is accepted too. Anything else reads as no coupon.
 */
export function parseAppliedCoupon(raw: string | null): string | null {
  if (!raw) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // a bare code written without JSON
  }
  const code = typeof value === 'string' ? value : (value as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const normalized = normalizeCouponCode(code);
  return normalized || null;
}

export function serializeAppliedCoupon(code: string): string | null {
  const normalized = normalizeCouponCode(code);
  return normalized ? JSON.stringify({ code: normalized }) : null;
}
