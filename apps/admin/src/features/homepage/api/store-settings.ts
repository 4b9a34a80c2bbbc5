import { useQuery } from '@tanstack/react-query';
import { StorefrontSettings } from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { homepageKeys } from './homepage-keys';

/** GET /api/store/settings: the hero banner size, so the hero's preview has the storefront's height. */
export function useStoreSettings() {
  return useQuery({
    queryKey: [...homepageKeys.all, 'store-settings'],
    queryFn: ({ signal }) => apiGet('/api/store/settings', StorefrontSettings, { signal }),
  });
}
