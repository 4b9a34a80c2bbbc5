import { formatDate, type AdminContactMessageSummary } from '@matjar/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/language-context';
import { ShopperText } from '../../ui/shopper-text';

/**
 * The inbox's messages, newest first: sender, subject, first line and date; an unread one is bold with a
 * dot (and says "unread" to screen readers). The open message is marked as the current one.
 */
export function MessageList({
  messages,
  openId,
  linkTo,
}: {
  messages: AdminContactMessageSummary[];
  openId: number | null;
  linkTo: (id: number) => string;
}) {
  const { t, language } = useI18n();
  return (
    <ul
      aria-label={t('inbox.listLabel')}
      className="divide-y divide-zinc-200 overflow-hidden rounded-xl border border-zinc-200 bg-white"
    >
      {messages.map((message) => {
        const unread = !message.is_read;
        const open = message.id === openId;
        return (
          <li key={message.id}>
            <Link
              to={linkTo(message.id)}
              aria-current={open ? 'page' : undefined}
              className={`flex gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                open ? 'bg-brand-50' : ''
              }`}
            >
              <span
                aria-hidden="true"
                className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    dir="auto"
                    className={`truncate text-sm ${unread ? 'font-bold text-zinc-900' : 'font-medium text-zinc-700'}`}
                  >
                    <ShopperText text={message.name} />
                  </span>
                  <time dateTime={message.created_at} className="shrink-0 text-xs text-zinc-600">
                    {formatDate(message.created_at, language)}
                  </time>
                </span>
                {unread && <span className="sr-only">{t('inbox.unread')}</span>}
                <span
                  dir="auto"
                  className={`block truncate text-sm ${unread ? 'font-semibold text-zinc-900' : 'text-zinc-800'}`}
                >
                  <ShopperText text={message.subject} />
                </span>
                <span dir="auto" className="block truncate text-sm text-zinc-600">
                  <ShopperText text={message.preview} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
