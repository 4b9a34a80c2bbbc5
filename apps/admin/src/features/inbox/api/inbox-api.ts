import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminContactMessageDetail,
  AdminContactMessageListResponse,
  AdminContactReplyResponse,
  type AdminUpdateContactMessageBody,
} from '@matjar/core';
import { apiGet, apiPatch, apiPost } from '../../../lib/api/api-client';
import { activityKeys, inboxKeys } from '../../../lib/api/query-keys';
import { toInboxApiQuery, type InboxListParams } from '../inbox-params';

/** GET /api/admin/contact-messages: one page; the previous page stays on screen while the next loads. */
export function useContactMessages(params: InboxListParams) {
  const query = toInboxApiQuery(params);
  return useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/contact-messages', AdminContactMessageListResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/contact-messages/{id}: the whole message and its replies. */
export function useContactMessage(id: number | null) {
  return useQuery({
    queryKey: inboxKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/contact-messages/${id}`, AdminContactMessageDetail, { signal }),
    enabled: id !== null,
  });
}

/** After a change: the open message takes the answer, the lists and the menu's count reload. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (message: AdminContactMessageDetail) => {
    queryClient.setQueryData(inboxKeys.detail(message.id), message);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: inboxKeys.unreadCount() }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
  };
}

/** PATCH /api/admin/contact-messages/{id}: read / unread, archive / restore. */
export function useUpdateContactMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminUpdateContactMessageBody & { id: number }) =>
      apiPatch(`/api/admin/contact-messages/${id}`, body, AdminContactMessageDetail),
    onSuccess: refresh,
  });
}

/** POST /api/admin/contact-messages/{id}/replies: e-mailed to the sender in their language, kept here. */
export function useReplyToContactMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) =>
      apiPost(`/api/admin/contact-messages/${id}/replies`, { body }, AdminContactReplyResponse),
    onSuccess: (answer) => refresh(answer.message),
  });
}
