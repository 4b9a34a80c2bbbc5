import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminSettingsResponse,
  type AdminContactSettingsInput,
  type HeroBannerSize,
  type LogoSize,
} from '@matjar/core';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { activityKeys, siteSettingsKeys, storeSettingsKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/settings: what the storefront shows now, its defaults applied. */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKeys.current(),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/admin/settings', AdminSettingsResponse, { signal })).settings,
  });
}

/** One key and the value it takes (core's ADMIN_SETTING_VALUES). */
export type SiteSettingChange =
  | { key: 'site_logo' | 'site_favicon'; value: string | null }
  | { key: 'logo_size'; value: LogoSize }
  | { key: 'banner_color'; value: string }
  | { key: 'hero_banner_size'; value: HeroBannerSize }
  | { key: 'contact_settings'; value: AdminContactSettingsInput }
  | { key: 'commercial_registration'; value: string }
  | { key: 'return_policy'; value: { return_days: number; exchange_days: number } };

/**
 * PUT /api/admin/settings/{key}. The answer is every setting as now stored, so the screen shows it at once
 * without asking again; the activity log gains an entry.
 */
export function useSaveSiteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, value }: SiteSettingChange) =>
      (await apiPut(`/api/admin/settings/${key}`, { value }, AdminSettingsResponse)).settings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(siteSettingsKeys.current(), settings);
      // The invoice and the homepage previews read the shop's settings too.
      await queryClient.invalidateQueries({ queryKey: storeSettingsKeys.all });
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
