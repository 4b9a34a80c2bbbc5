import type { Locale } from '@matjar/core';
import {
  escapeHtml,
  escapeMultiline,
  htmlDocument,
  oneLine,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';
import type { ContactMessageEmail } from '../mail-queue.js';

const TEXT = {
  ar: {
    subject: (s: string) => `رسالة من نموذج التواصل: ${s}`,
    intro: 'وصلت رسالة جديدة من نموذج التواصل في المتجر.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subjectLabel: 'الموضوع',
    message: 'الرسالة',
    reply: (name: string) => `للرد على ${name} استخدم «رد» في بريدك: يذهب الرد إلى عنوانه مباشرة.`,
  },
  en: {
    subject: (s: string) => `Contact form message: ${s}`,
    intro: 'A new message arrived through the shop’s contact form.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    subjectLabel: 'Subject',
    message: 'Message',
    reply: (name: string) => `To answer ${name}, just reply: your answer goes straight to their address.`,
  },
} satisfies Record<Locale, unknown>;

/** A contact-form message brought to the shop's inbox (D9); replies go to the sender (Reply-To). */
export function renderContactMessage(mail: ContactMessageEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  // Written to the shop itself: no "questions? write to us" footer.
  const shopContext: MailContext = { publicUrl: context.publicUrl };
  const subject = oneLine(t.subject(mail.subject));
  const fields: [string, string][] = [
    [t.name, mail.name],
    [t.email, mail.email],
    ...(mail.phone ? [[t.phone, mail.phone] as [string, string]] : []),
    [t.subjectLabel, mail.subject],
  ];
  const html = htmlDocument({
    locale,
    context: shopContext,
    title: subject,
    preview: t.intro,
    body: `<p style="margin:0 0 16px">${t.intro}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
${fields.map(([label, value]) => `<tr><td style="padding:2px 0;color:#6b7280;vertical-align:top">${label}:&nbsp;</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 6px;color:#6b7280">${t.message}:</p>
<div style="margin:0 0 16px;padding:12px;background:#f9fafb;border:1px solid #e5e7eb;border-radius:8px;white-space:pre-wrap">${escapeMultiline(mail.message)}</div>
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(t.reply(mail.name))}</p>`,
  });
  const text = [
    t.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.message}:`,
    mail.message,
    '',
    t.reply(mail.name),
    '',
    textFooter(shopContext, locale),
  ].join('\n');
  return { subject, html, text };
}
