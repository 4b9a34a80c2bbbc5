import { z } from 'zod';
import { EntityId, IdParam, IsoDateTime, LocaleSchema, plainText, requiredText } from '../common.js';

// The back office's contact inbox (D9): the storefront's contact messages, newest first, with
// unread and archived state, and staff replies e-mailed to the sender in the sender's language.

/** Which messages the list shows: the inbox (not archived), only the unread ones there, or the archive. */
export const INBOX_FILTERS = ['inbox', 'unread', 'archived'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const ADMIN_INBOX_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_INBOX_PAGE_SIZE_MAX = 100;
/** The list shows the start of each message, not all of it. */
export const CONTACT_PREVIEW_MAX = 140;
/** A reply is an e-mail, not a document; the same cap as the shopper's own message. */
export const CONTACT_REPLY_MAX = 5000;
/** How often the menu's unread count is fetched again while the back office is open (also on focus). */
export const INBOX_UNREAD_REFRESH_MS = 60_000;

/** GET /api/admin/contact-messages: one page, newest first; search over name, e-mail and subject. */
export const AdminContactMessageListQuery = z.object({
  filter: z.enum(INBOX_FILTERS).default('inbox'),
  q: plainText(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_INBOX_PAGE_SIZE_MAX)
    .default(ADMIN_INBOX_PAGE_SIZE_DEFAULT),
});
export type AdminContactMessageListQuery = z.infer<typeof AdminContactMessageListQuery>;

export const AdminContactMessageParams = z.object({ id: IdParam });

/** One row of the list: who wrote, about what, the first line, and its state. */
export const AdminContactMessageSummary = z.object({
  id: EntityId,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The first line of the message, at most CONTACT_PREVIEW_MAX characters. */
  preview: z.string(),
  /** The sender's language: replies go out in it. */
  locale: LocaleSchema,
  is_read: z.boolean(),
  archived_at: IsoDateTime.nullable(),
  reply_count: z.number().int().nonnegative(),
  created_at: IsoDateTime,
});
export type AdminContactMessageSummary = z.infer<typeof AdminContactMessageSummary>;

export const AdminContactMessageListResponse = z.object({
  messages: z.array(AdminContactMessageSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AdminContactMessageListResponse = z.infer<typeof AdminContactMessageListResponse>;

/** GET /api/admin/contact-messages/unread-count: unread messages still in the inbox (not archived). */
export const AdminContactUnreadCount = z.object({ unread: z.number().int().nonnegative() });
export type AdminContactUnreadCount = z.infer<typeof AdminContactUnreadCount>;

/** A staff reply as the message page shows it: what was sent, in which language, by whom, when. */
export const AdminContactReply = z.object({
  id: EntityId,
  body: z.string(),
  locale: LocaleSchema,
  /** The author's username as it was when they replied (the account may be gone since). */
  username: z.string(),
  created_at: IsoDateTime,
});
export type AdminContactReply = z.infer<typeof AdminContactReply>;

/** GET /api/admin/contact-messages/:id: the whole message and its replies, oldest first. */
export const AdminContactMessageDetail = AdminContactMessageSummary.omit({ preview: true }).extend({
  phone: z.string().nullable(),
  message: z.string(),
  replies: z.array(AdminContactReply),
});
export type AdminContactMessageDetail = z.infer<typeof AdminContactMessageDetail>;

/** PATCH /api/admin/contact-messages/:id: mark read or unread, archive or restore (at least one). */
export const AdminUpdateContactMessageBody = z
  .object({ is_read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((body) => body.is_read !== undefined || body.archived !== undefined, { message: 'REQUIRED' });
export type AdminUpdateContactMessageBody = z.infer<typeof AdminUpdateContactMessageBody>;

/** POST /api/admin/contact-messages/:id/replies: the text e-mailed to the sender. */
export const AdminContactReplyBody = z.object({ body: requiredText(CONTACT_REPLY_MAX) });
export type AdminContactReplyBody = z.infer<typeof AdminContactReplyBody>;

export const AdminContactReplyResponse = z.object({
  reply: AdminContactReply,
  /** The message as it now is (marked read by the reply). */
  message: AdminContactMessageDetail,
});
export type AdminContactReplyResponse = z.infer<typeof AdminContactReplyResponse>;

/** The first line of a message, cut at CONTACT_PREVIEW_MAX characters (the list's preview). */
export function contactPreview(message: string): string {
  const firstLine =
    message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? '';
  return firstLine.length > CONTACT_PREVIEW_MAX
    ? `${firstLine.slice(0, CONTACT_PREVIEW_MAX - 1)}…`
    : firstLine;
}
