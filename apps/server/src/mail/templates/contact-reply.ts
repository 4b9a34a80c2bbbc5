import { z } from 'zod';
import { LOCALES, type Locale } from '@matjar/core';
import {
  escapeHtml,
  escapeMultiline,
  htmlDocument,
  oneLine,
  SHOP_NAME,
  sides,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';
import type { ContactReplyEmail } from '../mail-queue.js';

/** What the inbox queues when staff reply to a contact message (modules/contact). */
export const ContactReplyPayload = z.object({
  to: z.string().min(3),
  /** The shop's contact address (site settings), so the shopper's answer reaches the shop. */
  replyTo: z.string().min(3).nullable(),
  locale: z.enum(LOCALES),
  name: z.string(),
  /** The shopper's original subject and message, quoted under the reply. */
  subject: z.string(),
  message: z.string(),
  reply: z.string().min(1),
  contactMessageId: z.number().int(),
  replyId: z.number().int(),
}) satisfies z.ZodType<ContactReplyEmail, unknown>;

const TEXT = {
  ar: {
    subject: (s: string) => `رد: ${s}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    signature: `فريق ${SHOP_NAME.ar}`,
    quoted: 'رسالتك:',
    subjectLabel: 'الموضوع',
  },
  en: {
    subject: (s: string) => `Re: ${s}`,
    greeting: (name: string) => `Hello ${name},`,
    signature: `The ${SHOP_NAME.en} team`,
    quoted: 'Your message:',
    subjectLabel: 'Subject',
  },
} satisfies Record<Locale, unknown>;

/**
 * A staff reply to a contact message, in the sender's language (D9): the reply, signed with the
 * shop's name, then the shopper's own subject and message quoted so they know what it answers.
 */
export function renderContactReply(mail: ContactReplyEmail, context: MailContext): RenderedMail {
  const t = TEXT[mail.locale];
  const { start } = sides(mail.locale);
  const subject = oneLine(t.subject(mail.subject));
  const html = htmlDocument({
    locale: mail.locale,
    context,
    title: subject,
    preview: oneLine(mail.reply).slice(0, 140),
    body: `<p style="margin:0 0 12px">${escapeHtml(t.greeting(mail.name))}</p>
<div style="margin:0 0 16px;white-space:pre-wrap">${escapeMultiline(mail.reply)}</div>
<p style="margin:0 0 24px">${escapeHtml(t.signature)}</p>
<p style="margin:0 0 6px;color:#6b7280">${t.quoted}</p>
<blockquote style="margin:0;padding:8px 12px;border-${start}:3px solid #d1d5db;color:#4b5563">
<p style="margin:0 0 6px">${t.subjectLabel}: ${escapeHtml(mail.subject)}</p>
<div style="white-space:pre-wrap">${escapeMultiline(mail.message)}</div>
</blockquote>`,
  });
  const quoted = [`${t.subjectLabel}: ${mail.subject}`, ...mail.message.split(/\r?\n/)].map(
    (line) => `> ${line}`,
  );
  const text = [
    t.greeting(mail.name),
    '',
    mail.reply,
    '',
    t.signature,
    '',
    t.quoted,
    ...quoted,
    '',
    textFooter(context, mail.locale),
  ].join('\n');
  return { subject, html, text };
}
