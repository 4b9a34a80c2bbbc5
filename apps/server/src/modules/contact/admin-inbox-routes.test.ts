import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REPLY_MAX, type Locale, type Role } from '@matjar/core';
import { activityLogs, contactMessages, contactReplies, outbox } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { CONTACT_REPLY_KIND } from '../../mail/mail-queue.js';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const tokens = {} as Record<Role, string>;
const usernames = {} as Record<Role, string>;
const tag = randomUUID().slice(0, 8);
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    const user = await createStaffUser(db(), { role });
    usernames[role] = user.username;
    tokens[role] = await createSessionToken(db(), user.id);
  }
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, role: Role = 'admin') =>
  ctx.app.inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });

let minute = 0;
/** A message as the contact form stores it, a minute newer than the previous one. */
async function message(fields: { name?: string; subject?: string; message?: string; locale?: Locale } = {}) {
  minute += 1;
  const [row] = await db()
    .insert(contactMessages)
    .values({
      name: fields.name ?? 'Huda',
      email: `sender-${minute}-${tag}@example.com`,
      phone: '5555 0101',
      subject: fields.subject ?? `Order ${tag}`,
      message: fields.message ?? 'Where is my order?\nIt was due on Sunday.',
      locale: fields.locale ?? 'en',
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, minute)),
    })
    .returning();
  return row!;
}

const list = async (query: string) => {
  const response = await call('GET', `/api/admin/contact-messages?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { messages: { id: number; preview: string; is_read: boolean }[]; total: number };
};
const unreadCount = async () =>
  (await call('GET', '/api/admin/contact-messages/unread-count')).json().unread as number;

describe('the inbox list', () => {
  it('pages newest first with the first line, unread state, and inbox / unread / archived filters', async () => {
    const subject = `List ${tag}`;
    const older = await message({ subject, message: '\n  First line here  \nsecond line' });
    const read = await message({ subject });
    const archived = await message({ subject });
    const newest = await message({ subject });
    await db().update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, read.id));
    await db()
      .update(contactMessages)
      .set({ archivedAt: new Date() })
      .where(eq(contactMessages.id, archived.id));

    const inbox = await list(`q=${encodeURIComponent(subject)}`);
    expect(inbox.messages.map((m) => m.id)).toEqual([newest.id, read.id, older.id]);
    expect(inbox.total).toBe(3);
    expect(inbox.messages.map((m) => m.is_read)).toEqual([false, true, false]);
    expect(inbox.messages[2]!.preview).toBe('First line here');

    const page2 = await list(`q=${encodeURIComponent(subject)}&page=2&page_size=2`);
    expect(page2).toMatchObject({ total: 3, messages: [{ id: older.id }] });
    expect((await list(`q=${encodeURIComponent(subject)}&page=9&page_size=2`)).total).toBe(3);

    const unread = await list(`q=${encodeURIComponent(subject)}&filter=unread`);
    expect(unread.messages.map((m) => m.id)).toEqual([newest.id, older.id]);
    const archive = await list(`q=${encodeURIComponent(subject)}&filter=archived`);
    expect(archive.messages.map((m) => m.id)).toEqual([archived.id]);
  });

  it('searches name, e-mail and subject, Arabic letter forms folded', async () => {
    const named = await message({ name: `أحمد ${tag}`, subject: 'سؤال' });
    const subjected = await message({ subject: `Delivery ${tag}-zz` });
    expect((await list(`q=${encodeURIComponent(`احمد ${tag}`)}`)).messages.map((m) => m.id)).toEqual([
      named.id,
    ]);
    expect((await list(`q=${tag}-ZZ`)).messages.map((m) => m.id)).toEqual([subjected.id]);
    expect((await list(`q=${encodeURIComponent(subjected.email)}`)).messages.map((m) => m.id)).toEqual([
      subjected.id,
    ]);
    expect((await list(`q=nobody-${tag}`)).total).toBe(0);
    // LIKE wildcards in the query are text, not patterns.
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('refuses a filter it does not know', async () => {
    expect((await call('GET', '/api/admin/contact-messages?filter=spam')).statusCode).toBe(400);
  });
});

describe('read, unread, archive and restore', () => {
  it('changes the state, the unread count follows, and each change is audited once', async () => {
    const before = await unreadCount();
    const row = await message({ subject: `State ${tag}` });
    expect(await unreadCount()).toBe(before + 1);
    const url = `/api/admin/contact-messages/${row.id}`;

    const read = await call('PATCH', url, { is_read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: row.id, is_read: true, archived_at: null });
    expect(await unreadCount()).toBe(before);
    // Already read: nothing changes and nothing is logged.
    expect((await call('PATCH', url, { is_read: true })).statusCode).toBe(200);

    expect((await call('PATCH', url, { is_read: false })).json().is_read).toBe(false);
    expect(await unreadCount()).toBe(before + 1);

    const archived = await call('PATCH', url, { archived: true });
    expect(archived.json().archived_at).not.toBeNull();
    // Archived messages leave the count even while unread.
    expect(await unreadCount()).toBe(before);
    const restored = await call('PATCH', url, { archived: false, is_read: true });
    expect(restored.json()).toMatchObject({ archived_at: null, is_read: true });

    const entries = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'contact_message'), eq(activityLogs.entityId, String(row.id))))
      .orderBy(activityLogs.id);
    expect(entries.map((e) => e.description)).toEqual([
      'Contact message marked read',
      'Contact message marked unread',
      'Contact message archived',
      'Contact message restored to the inbox and marked read',
    ]);
    expect(entries[0]).toMatchObject({ username: usernames.admin, entityName: row.subject });
    // The shopper's message is not copied into the log.
    expect(JSON.stringify(entries)).not.toContain('Where is my order');
  });

  it('refuses an empty change', async () => {
    const row = await message();
    expect((await call('PATCH', `/api/admin/contact-messages/${row.id}`, {})).statusCode).toBe(400);
  });
});

/** The queued reply e-mails of a message. */
const repliesQueued = (messageId: number) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, CONTACT_REPLY_KIND), like(outbox.dedupeKey, 'contact-reply:%')))
    .then((rows) =>
      rows.filter((row) => (row.payload as { contactMessageId: number }).contactMessageId === messageId),
    );

describe('replies', () => {
  it.each([
    ['ar', 'رد: طلبي', 'dir="rtl"', 'مرحبًا هدى،', 'فريق متجر'],
    ['en', 'Re: طلبي', 'dir="ltr"', 'Hello هدى,', 'The Matjar team'],
  ] as const)(
    'a %s message: the reply is kept, the message read, and one e-mail queued in its language',
    async (locale, subject, dir, greeting, signature) => {
      const row = await message({ name: 'هدى', subject: 'طلبي', locale, message: 'أين طلبي؟\nشكرًا' });
      const response = await call('POST', `/api/admin/contact-messages/${row.id}/replies`, {
        body: '  Your order ships today.\nThank you!  ',
      });
      expect(response.statusCode).toBe(201);
      const { reply, message: after } = response.json();
      expect(reply).toMatchObject({
        body: 'Your order ships today.\nThank you!',
        locale,
        username: usernames.admin,
      });
      expect(after).toMatchObject({ id: row.id, is_read: true, reply_count: 1, replies: [{ id: reply.id }] });

      const queued = await repliesQueued(row.id);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ dedupeKey: `contact-reply:${reply.id}`, status: 'pending' });
      const { contact } = await ctx.app.settings.get();
      const mail = renderOutboxMail(CONTACT_REPLY_KIND, queued[0]!.payload, {
        publicUrl: 'https://shop.test',
      });
      expect(mail).toMatchObject({ to: row.email, replyTo: contact.email, subject });
      expect(mail.html).toContain(dir);
      expect(mail.html).toContain(greeting);
      expect(mail.text).toContain(signature);
      // The original subject and message are quoted under the reply, line breaks kept.
      expect(mail.text).toContain('> أين طلبي؟\n> شكرًا');
      expect(mail.html).toContain('Your order ships today.<br>Thank you!');

      const [audit] = await db()
        .select()
        .from(activityLogs)
        .where(
          and(eq(activityLogs.entityType, 'contact_reply'), eq(activityLogs.entityId, String(reply.id))),
        );
      expect(audit).toMatchObject({ actionType: 'CREATE', username: usernames.admin });
      expect(JSON.stringify(audit!.changes)).not.toContain('أين طلبي');
    },
  );

  it('keeps replies oldest first with their authors; each reply is its own e-mail, queued once', async () => {
    const row = await message();
    const url = `/api/admin/contact-messages/${row.id}/replies`;
    const first = (await call('POST', url, { body: 'First answer' })).json().reply;
    const second = (await call('POST', url, { body: 'Second answer' })).json().reply;
    const detail = (await call('GET', `/api/admin/contact-messages/${row.id}`)).json();
    expect(detail.replies.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    expect(detail.replies[0]).toMatchObject({ body: 'First answer', username: usernames.admin });
    expect(detail).toMatchObject({ message: row.message, phone: row.phone, email: row.email });
    const queued = await repliesQueued(row.id);
    expect(queued.map((q) => q.dedupeKey).sort()).toEqual(
      [`contact-reply:${first.id}`, `contact-reply:${second.id}`].sort(),
    );
  });

  it.each([
    [{ body: '   ' }, 'REQUIRED'],
    [{}, 'REQUIRED'],
    [{ body: 'x'.repeat(CONTACT_REPLY_MAX + 1) }, 'TEXT_TOO_LONG'],
  ])('refuses the reply %# (%s) and stores nothing', async (payload, code) => {
    const row = await message();
    const response = await call('POST', `/api/admin/contact-messages/${row.id}/replies`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['body', 'body'], code })]),
    );
    expect(await db().select().from(contactReplies).where(eq(contactReplies.messageId, row.id))).toEqual([]);
  });
});

describe('ids and roles', () => {
  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['POST', '/replies'],
  ] as const)(
    '%s of an unknown message answers 404 in both languages, a bad id 400',
    async (method, tail) => {
      const payload = method === 'GET' ? undefined : method === 'PATCH' ? { is_read: true } : { body: 'Hi' };
      const missing = await call(method, `/api/admin/contact-messages/999999${tail}`, payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({
        code: 'CONTACT_MESSAGE_NOT_FOUND',
        messageAr: 'الرسالة غير موجودة',
      });
      for (const id of ['2147483648', '99999999999999999999', 'abc', '-1', '1.5']) {
        expect((await call(method, `/api/admin/contact-messages/${id}${tail}`, payload)).statusCode).toBe(
          400,
        );
      }
    },
  );

  it('is for admins: viewers and editors are refused', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      expect((await call('GET', '/api/admin/contact-messages', undefined, role)).statusCode).toBe(403);
      expect(
        (await call('GET', '/api/admin/contact-messages/unread-count', undefined, role)).statusCode,
      ).toBe(403);
    }
  });
});
