import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  contactPreview,
  normalizeForSearch,
  type AdminContactMessageDetail,
  type AdminContactMessageListQuery,
  type AdminContactMessageSummary,
  type AdminContactReply,
  type InboxFilter,
  type Locale,
} from '@matjar/core';
import { contactMessages, contactReplies, type DbHandle } from '@matjar/db';
import {
  countMatches,
  iso,
  isoOrNull,
  likeAnywhere,
  pageSlice,
  pageTotal,
  type Instant,
} from '../../sql/list-query.js';

const FILTERS: Record<InboxFilter, SQL> = {
  inbox: sql`m.archived_at IS NULL`,
  // The same condition as contact_messages_unread_idx, so the index serves it.
  unread: sql`NOT m.is_read AND m.archived_at IS NULL`,
  archived: sql`m.archived_at IS NOT NULL`,
};

// Folded in SQL as core's normalizeForSearch folds the query: Arabic letter forms, diacritics and digits.
const DIACRITICS = '[\\u064B-\\u0652\\u0670\\u0640]';
const FOLD_FROM = 'آأإٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const FOLD_TO = 'ااااهي01234567890123456789';

/**
 * Name, e-mail and subject folded, matched anywhere. Messages are few (the contact form is rate-limited per
 * address and per sender), so this reads the rows rather than keeping a search column and its index.
 */
function searchCondition(q: string): SQL | undefined {
  const folded = normalizeForSearch(q);
  if (!folded) return undefined;
  const pattern = likeAnywhere(folded);
  const text = sql`m.name || ' ' || m.email || ' ' || m.subject`;
  const foldedText = sql`regexp_replace(lower(translate(regexp_replace(${text}, ${DIACRITICS}::text, '', 'g'), ${FOLD_FROM}::text, ${FOLD_TO}::text)), '\\s+', ' ', 'g')`;
  return sql`${foldedText} LIKE ${pattern}::text`;
}

type RawSummary = {
  id: number;
  name: string;
  email: string;
  subject: string;
  head: string;
  locale: Locale;
  is_read: boolean;
  archived_at: Instant | null;
  reply_count: number;
  created_at: Instant;
  total: number;
};

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toReply(row: typeof contactReplies.$inferSelect): AdminContactReply {
  return {
    id: row.id,
    body: row.body,
    locale: row.locale,
    username: row.username,
    created_at: iso(row.createdAt),
  };
}

/** SQL of the back office's contact inbox: the message list, one message with its replies, the unread count. */
export function createInboxRepository(db: DbHandle) {
  /** One page of the inbox, newest first (ties by id), and the number of matches. */
  async function listContactMessages(
    query: AdminContactMessageListQuery,
  ): Promise<{ messages: AdminContactMessageSummary[]; total: number }> {
    const where = [FILTERS[query.filter]];
    const search = query.q ? searchCondition(query.q) : undefined;
    if (search) where.push(search);
    const condition = sql.join(where, sql` AND `);
    const found = await db.execute<RawSummary>(sql`
      SELECT m.id, m.name, m.email, m.subject, left(m.message, 2000) AS head, m.locale, m.is_read,
        m.archived_at, m.created_at, count(*) OVER ()::int AS total,
        (SELECT count(*)::int FROM contact_replies r WHERE r.message_id = m.id) AS reply_count
      FROM contact_messages m
      WHERE ${condition}
      ORDER BY m.created_at DESC, m.id DESC
      ${pageSlice(query)}`);
    const total = await pageTotal(found.rows[0], query.page, () =>
      countMatches(db, sql`contact_messages m`, condition),
    );
    const messages = found.rows.map(({ head, total: _total, ...row }) => ({
      ...row,
      preview: contactPreview(head),
      archived_at: isoOrNull(row.archived_at),
      created_at: iso(row.created_at),
    }));
    return { messages, total };
  }

  /** Unread messages still in the inbox (the menu's badge). */
  async function countUnreadContactMessages(): Promise<number> {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM contact_messages m WHERE ${FILTERS.unread}`,
    );
    return result.rows[0]?.n ?? 0;
  }

  /** The message row, locked for the rest of the transaction (a change or a reply). */
  async function lockContactMessage(id: number): Promise<ContactMessageRow | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    return row ?? null;
  }

  /** The whole message and its replies, oldest first; null when there is no such message. */
  async function loadContactMessage(id: number): Promise<AdminContactMessageDetail | null> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return null;
    const replies = await db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      locale: row.locale,
      is_read: row.isRead,
      archived_at: row.archivedAt ? iso(row.archivedAt) : null,
      created_at: iso(row.createdAt),
      reply_count: replies.length,
      replies: replies.map(toReply),
    };
  }

  return { listContactMessages, countUnreadContactMessages, lockContactMessage, loadContactMessage };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
