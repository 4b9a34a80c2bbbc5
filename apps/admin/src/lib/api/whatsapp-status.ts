import { useQuery } from '@tanstack/react-query';
import { AdminWhatsAppStatusResponse } from '@matjar/core';
import { apiGet } from './api-client';
import { whatsappKeys } from './query-keys';

/**
 * GET /api/admin/whatsapp/status: whether WhatsApp messages are sent at all. The Users screen's switches and
 * the order page's messages say "WhatsApp is off" rather than promise messages that never leave; the dashboard
 * raises a set-up problem stopping every message (`fresh`: read again each time it opens).
 */
export function useWhatsAppStatus(options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: whatsappKeys.status(),
    queryFn: ({ signal }) => apiGet('/api/admin/whatsapp/status', AdminWhatsAppStatusResponse, { signal }),
    staleTime: options.fresh ? 0 : 60_000,
  });
}
