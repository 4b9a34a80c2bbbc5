import { can, formatNumber, type Role } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { useInboxUnreadCount } from '../../lib/api/inbox-unread-count';

/** Counts the menu shows beside an entry, by the entry's path: the inbox's unread messages (issue 15). */
export function useNavCounts(role: Role): Readonly<Record<string, number>> {
  // Only for roles that may open the inbox: the others would be refused the count anyway.
  const inboxUnread = useInboxUnreadCount(can({ role }, 'inbox.manage'));
  return { '/inbox': inboxUnread.data ?? 0 };
}

/** A menu entry's count: a badge to see, and words in the link's name to hear ("Inbox, 3 unread"). */
export function NavCount({ count = 0 }: { count?: number | undefined }) {
  const { t, language } = useI18n();
  if (count <= 0) return null;
  return (
    <>
      <span className="sr-only">{t('nav.unreadSuffix', { count })}</span>
      <span
        aria-hidden="true"
        className="ms-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
      >
        {formatNumber(count, language)}
      </span>
    </>
  );
}
