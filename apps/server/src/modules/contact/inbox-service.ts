import { eq, sql } from 'drizzle-orm';
import {
  AppError,
  type AdminContactMessageDetail,
  type AdminContactMessageListQuery,
  type AdminContactReplyResponse,
  type AdminUpdateContactMessageBody,
} from '@matjar/core';
import { contactMessages, contactReplies, type Db } from '@matjar/db';
import { queueContactReply } from '../../mail/mail-queue.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import type { SettingsService } from '../content/index.js';
import { type ContactMessageRow, createInboxRepository, toReply } from './inbox-repository.js';

const ENTITY = 'contact_message';
/** The log names a message by its subject; the shopper's message itself is never copied into it. */
const entityName = (row: ContactMessageRow) => row.subject.slice(0, 100);
/** Enough of a reply to tell it apart in the log (the whole reply stays with the message). */
const REPLY_EXCERPT = 200;

/**
 * The contact inbox: the list, one message, the unread count; read / unread and archive / restore, and replies e-mailed to the sender in
 * the sender's language through the outbox, each in one transaction with its activity-log entry.
 */
export function createInboxService(deps: { db: Db; settings: SettingsService }) {
  const { db, settings } = deps;

  async function update(
    actor: ActivityActor,
    id: number,
    body: AdminUpdateContactMessageBody,
  ): Promise<AdminContactMessageDetail> {
    return db.transaction(async (tx) => {
      const row = await createInboxRepository(tx).lockContactMessage(id);
      if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      const before = { is_read: row.isRead, archived: row.archivedAt !== null };
      const after = { is_read: body.is_read ?? before.is_read, archived: body.archived ?? before.archived };
      // Asking for the state a message is already in changes nothing and logs nothing.
      if (after.is_read !== before.is_read || after.archived !== before.archived) {
        await tx
          .update(contactMessages)
          .set({
            isRead: after.is_read,
            ...(after.archived === before.archived ? {} : { archivedAt: after.archived ? sql`now()` : null }),
          })
          .where(eq(contactMessages.id, id));
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: ENTITY,
          entityId: id,
          entityName: entityName(row),
          old: before,
          new: after,
          description: describeChange(before, after),
        });
      }
      return (await createInboxRepository(tx).loadContactMessage(id))!;
    });
  }

  async function reply(actor: ActivityActor, id: number, text: string): Promise<AdminContactReplyResponse> {
    const { contact } = await settings.get();
    const shopEmail = contact.email.trim() || null;
    return db.transaction(async (tx) => {
      const message = await createInboxRepository(tx).lockContactMessage(id);
      if (!message) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      const [stored] = await tx
        .insert(contactReplies)
        .values({
          messageId: id,
          body: text,
          locale: message.locale,
          adminUserId: actor.id,
          username: actor.username,
        })
        .returning();
      await tx.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id));
      await queueContactReply(tx, {
        to: message.email,
        replyTo: shopEmail,
        locale: message.locale,
        name: message.name,
        subject: message.subject,
        message: message.message,
        reply: text,
        contactMessageId: id,
        replyId: stored!.id,
      });
      await recordActivity(tx, actor, {
        action: 'CREATE',
        entityType: 'contact_reply',
        entityId: stored!.id,
        entityName: entityName(message),
        new: { message_id: id, locale: message.locale, excerpt: text.slice(0, REPLY_EXCERPT) },
        description: `Replied to contact message #${id} by e-mail (${message.locale})`,
      });
      return { reply: toReply(stored!), message: (await createInboxRepository(tx).loadContactMessage(id))! };
    });
  }

  return {
    list: (query: AdminContactMessageListQuery) => createInboxRepository(db).listContactMessages(query),
    find: (id: number) => createInboxRepository(db).loadContactMessage(id),
    unreadCount: () => createInboxRepository(db).countUnreadContactMessages(),
    update,
    reply,
  };
}
export type InboxService = ReturnType<typeof createInboxService>;

function describeChange(
  before: { is_read: boolean; archived: boolean },
  after: { is_read: boolean; archived: boolean },
): string {
  const parts: string[] = [];
  if (after.archived !== before.archived) parts.push(after.archived ? 'archived' : 'restored to the inbox');
  if (after.is_read !== before.is_read) parts.push(after.is_read ? 'marked read' : 'marked unread');
  return `Contact message ${parts.join(' and ')}`;
}
