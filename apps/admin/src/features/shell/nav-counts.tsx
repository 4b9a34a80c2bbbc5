import { can, formatNumber, type Role } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { useInboxUnreadCount } from '../../lib/api/inbox-unread-count';

/** Counts the menu shows beside an entry, by the entry's path: the inbox's unread messages. */
export function useNavCounts(role: Role): Readonly<Record<string, number>> {
  // Only for roles that may open the inbox: the others would be refused the count anyway.
  const inboxUnread = useInboxUnreadCount(can({ role }, 'inbox.manage'));
  return { '/inbox': inboxUnread.data ?? 0 };
}

/**
 * A menu entry's count: the number, and the word after it for screen readers, so the link reads "Inbox 3
 * unread" (its visible text stays part of its name, as speech control needs).
 */
export function NavCount({ count = 0 }: { count?: number | undefined }) {
  const { t, language } = useI18n();
  if (count <= 0) return null;
  return (
    <span className="ms-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
      {formatNumber(count, language)}
      <span className="sr-only"> {t('nav.unread')}</span>
    </span>
  );
}
