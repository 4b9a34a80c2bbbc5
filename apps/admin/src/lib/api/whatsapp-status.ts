import { useQuery } from '@tanstack/react-query';
import { AdminWhatsAppStatusResponse } from '@matjar/core';
import { apiGet } from './api-client';
import { whatsappKeys } from './query-keys';

/**
 * GET /api/admin/whatsapp/status: whether WhatsApp messages are sent at all. The Users screen's switches and
 * the order page's messages say "WhatsApp is off" rather than promise messages that never leave.
 */
export function useWhatsAppStatus() {
  return useQuery({
    queryKey: whatsappKeys.status(),
    queryFn: ({ signal }) => apiGet('/api/admin/whatsapp/status', AdminWhatsAppStatusResponse, { signal }),
    staleTime: 60_000,
  });
}
