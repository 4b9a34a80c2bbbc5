import { isolate, type Locale } from '@matjar/core';
import { escapeHtml, htmlDocument, mailDateTime, oneLine, textFooter } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';

/** The words of an e-mail whose whole point is one button (a password reset, joining a guest's orders). */
export interface OneLinkText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  until: string;
  ignore: string;
}

/**
 * Greeting, what happened, the button, until when it works, and what to do if it was not you: the link is the
 * only place its token appears (decision 040).
 */
export function renderOneLinkMail(
  mail: { locale: Locale; customerName: string; expiresAt: string },
  context: MailContext,
  t: OneLinkText,
  url: string,
): RenderedMail {
  const { locale } = mail;
  const subject = oneLine(t.subject);
  const until = mailDateTime(mail.expiresAt, locale);
  const greeting = t.greeting(locale === 'ar' ? isolate(mail.customerName) : mail.customerName);
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: t.body,
    body: `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(t.body)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#0f4c81;color:#ffffff;border-radius:8px;text-decoration:none">${t.button}</a></p>
<p style="margin:0 0 16px">${t.until} ${escapeHtml(until)}</p>
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(t.ignore)}</p>`,
  });
  const text = [
    greeting,
    '',
    t.body,
    url,
    '',
    `${t.until} ${until}`,
    '',
    t.ignore,
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
