import { can, formatNumber, type Role } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import type { Translate } from '../../i18n/translate';
import { useInboxUnreadCount } from '../../lib/api/inbox-unread-count';

/** Counts the menu shows beside an entry, by the entry's path: the inbox's unread messages (issue 15). */
export function useNavCounts(role: Role): Readonly<Record<string, number>> {
  // Only for roles that may open the inbox: the others would be refused the count anyway.
  const inboxUnread = useInboxUnreadCount(can({ role }, 'inbox.manage'));
  return { '/inbox': inboxUnread.data ?? 0 };
}

/**
 * The link's name with its count ("Inbox, 3 unread"), or undefined to keep its text as the name. A label
 * rather than visually hidden text, which Chrome would join to the label with a stray space.
 */
export function navCountLabel(label: string, count: number | undefined, t: Translate): string | undefined {
  return count ? `${label}${t('nav.unreadSuffix', { count })}` : undefined;
}

/** A menu entry's count as a badge (its words are in the link's name: navCountLabel). */
export function NavCount({ count = 0 }: { count?: number | undefined }) {
  const { language } = useI18n();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="ms-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
    >
      {formatNumber(count, language)}
    </span>
  );
}
