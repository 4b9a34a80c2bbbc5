import { useQuery } from '@tanstack/react-query';
import { StorefrontSettings } from '@matjar/core';
import { apiGet } from './api-client';
import { storeSettingsKeys } from './query-keys';

/**
 * GET /api/store/settings (public): the shop's settings as the storefront shows them, defaults applied (the
 * invoice's logo and contact details). Kept five minutes, as they change seldom.
 */
export function useStoreSettings() {
  return useQuery({
    queryKey: storeSettingsKeys.all,
    queryFn: ({ signal }) => apiGet('/api/store/settings', StorefrontSettings, { signal }),
    staleTime: 5 * 60_000,
  });
}
