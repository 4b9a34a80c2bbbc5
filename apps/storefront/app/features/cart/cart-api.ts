import type { Locale } from '@matjar/core';
import { apiGet } from '../../lib/api/api-client.js';

/** GET /api/store/coupons: unexpired, active coupons to list under the coupon field. */
export function fetchStoreCoupons(locale: Locale) {
  return apiGet('/api/store/coupons', 'StoreCouponsResponse', { locale });
}
