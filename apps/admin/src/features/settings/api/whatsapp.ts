import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminWhatsAppSettings,
  AdminWhatsAppTestMessageResponse,
  type AdminWhatsAppCredentialsBody,
} from '@matjar/core';
import { apiGet, apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, whatsappKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/whatsapp: the card's state, ids, which secrets are set, the webhook and the last check. */
export function useWhatsAppSettings() {
  return useQuery({
    queryKey: whatsappKeys.settings(),
    queryFn: ({ signal }) => apiGet('/api/admin/whatsapp', AdminWhatsAppSettings, { signal }),
  });
}

/** Each answer is the card's new state: it replaces the cached one, and the on/off notes and the log reload. */
function useSettingsMutation<Input>(call: (input: Input) => Promise<AdminWhatsAppSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => {
      queryClient.setQueryData(whatsappKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: whatsappKeys.status() });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

/** PUT /api/admin/whatsapp/credentials: blank fields keep what is stored. */
export function useSaveWhatsAppCredentials() {
  return useSettingsMutation((body: AdminWhatsAppCredentialsBody) =>
    apiPut('/api/admin/whatsapp/credentials', body, AdminWhatsAppSettings),
  );
}

/** PUT /api/admin/whatsapp/enabled. */
export function useSwitchWhatsApp() {
  return useSettingsMutation((enabled: boolean) =>
    apiPut('/api/admin/whatsapp/enabled', { enabled }, AdminWhatsAppSettings),
  );
}

/** POST /api/admin/whatsapp/check: asks Meta about the number and the templates. */
export function useCheckWhatsApp() {
  return useSettingsMutation(() => apiPost('/api/admin/whatsapp/check', {}, AdminWhatsAppSettings));
}

/** POST /api/admin/whatsapp/test-message. */
export function useSendWhatsAppTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiPost('/api/admin/whatsapp/test-message', { phone }, AdminWhatsAppTestMessageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
