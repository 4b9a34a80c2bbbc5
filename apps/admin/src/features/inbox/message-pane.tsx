import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode } from '../../lib/api/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../ui/query-state';
import { useContactMessage, useUpdateContactMessage } from './api/inbox-api';
import { MessageView } from './message-view';

/** The open message, loaded by id; opening an unread message marks it read (once: "mark unread" stays). */
export function MessagePane({ id, backTo }: { id: number; backTo: string }) {
  const { t } = useI18n();
  const query = useContactMessage(id);
  const { mutate: markRead } = useUpdateContactMessage();
  const markedRead = useRef(new Set<number>());
  const message = query.data;

  useEffect(() => {
    if (!message || message.is_read || markedRead.current.has(message.id)) return;
    markedRead.current.add(message.id);
    markRead({ id: message.id, is_read: true });
  }, [message, markRead]);

  if (!message) {
    if (query.isError) {
      return apiErrorCode(query.error) === 'CONTACT_MESSAGE_NOT_FOUND' ? (
        <EmptyState title={t('inbox.notFound')} />
      ) : (
        <ErrorState
          title={t('inbox.messageLoadFailed')}
          error={query.error}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      );
    }
    return <LoadingState />;
  }
  return <MessageView message={message} backTo={backTo} />;
}
