import { type AdminContactMessageDetail, formatDate, isolate } from '@matjar/core';
import { Archive, ArchiveRestore, ChevronLeft, MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { useUpdateContactMessage } from './api/inbox-api';
import { ReplyForm } from './reply-form';
import { SenderContact } from './sender-contact';
import { ShopperText } from '../../ui/shopper-text';

/**
 * One message: subject, sender and how to reach them, the text with its line breaks, the replies sent (oldest
 * first, who and when), the reply box, and mark unread / archive / restore. `backTo` is the list (phones).
 */
export function MessageView({ message, backTo }: { message: AdminContactMessageDetail; backTo: string }) {
  const { t, language } = useI18n();
  const update = useUpdateContactMessage();
  const archived = message.archived_at !== null;

  const change = (body: { is_read?: boolean; archived?: boolean }, done: string) =>
    update.mutate(
      { id: message.id, ...body },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(describeApiError(error, language, t('inbox.changeFailed'))),
      },
    );

  return (
    <article aria-labelledby="inbox-message-subject" className="rounded-xl border border-zinc-200 bg-white">
      <header className="space-y-3 border-b border-zinc-200 p-4 sm:p-5">
        <Link
          to={backTo}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden"
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('inbox.back')}
        </Link>
        <h2 id="inbox-message-subject" className="text-lg font-semibold text-zinc-900">
          <ShopperText text={message.subject} />
        </h2>
        <p className="text-sm text-zinc-700">
          <ShopperText text={message.name} className="font-medium text-zinc-900" />
          {' · '}
          <time dateTime={message.created_at}>{formatDate(message.created_at, language)}</time>
          {' · '}
          {t(message.locale === 'ar' ? 'inbox.writtenInArabic' : 'inbox.writtenInEnglish')}
        </p>
        <SenderContact message={message} />
        <div className="flex flex-wrap gap-2">
          {message.is_read && (
            <Button
              size="sm"
              icon={MailOpen}
              disabled={update.isPending}
              onClick={() => change({ is_read: false }, t('inbox.markedUnread'))}
            >
              {t('inbox.markUnread')}
            </Button>
          )}
          {archived ? (
            <Button
              size="sm"
              icon={ArchiveRestore}
              disabled={update.isPending}
              onClick={() => change({ archived: false }, t('inbox.restored'))}
            >
              {t('inbox.restore')}
            </Button>
          ) : (
            <Button
              size="sm"
              icon={Archive}
              disabled={update.isPending}
              onClick={() => change({ archived: true }, t('inbox.archived'))}
            >
              {t('inbox.archive')}
            </Button>
          )}
        </div>
        {archived && <p className="text-sm text-zinc-600">{t('inbox.archivedNote')}</p>}
      </header>
      <div className="p-4 sm:p-5">
        <p className="text-sm leading-relaxed whitespace-pre-line text-zinc-900">
          <ShopperText text={message.message} />
        </p>
      </div>
      <section aria-labelledby="inbox-replies" className="space-y-4 border-t border-zinc-200 p-4 sm:p-5">
        <h3 id="inbox-replies" className="text-sm font-semibold text-zinc-900">
          {t('inbox.replies', { count: message.replies.length })}
        </h3>
        {message.replies.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('inbox.noReplies')}</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border-s-4 border-brand-200 bg-zinc-50 px-3 py-2">
                <p className="mb-1 text-xs text-zinc-600">
                  {t('inbox.replyMeta', {
                    who: isolate(reply.username),
                    when: formatDate(reply.created_at, language),
                  })}
                </p>
                <p dir="auto" className="text-sm whitespace-pre-line text-zinc-900">
                  {reply.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm key={message.id} message={message} />
      </section>
    </article>
  );
}
