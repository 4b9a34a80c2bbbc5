import { useQuery } from '@tanstack/react-query';
import { AdminContactUnreadCount, INBOX_UNREAD_REFRESH_MS } from '@matjar/core';
import { apiGet } from './api-client';
import { inboxKeys } from './query-keys';

/**
 * GET /api/admin/contact-messages/unread-count: the menu's badge. Fetched again when the window regains focus
 * and every INBOX_UNREAD_REFRESH_MS (new messages come from shoppers, with no event to announce them); the
 * inbox's own changes refresh it at once by invalidating inboxKeys.all. Here, not in a feature, because the
 * shell's menu and the inbox screen both read it.
 */
export function useInboxUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.unreadCount(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/contact-messages/unread-count', AdminContactUnreadCount, { signal }),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: INBOX_UNREAD_REFRESH_MS,
    select: (answer) => answer.unread,
  });
}
