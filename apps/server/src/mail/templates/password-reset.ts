import { isolate, type Locale } from '@matjar/core';
import type { PasswordResetEmail } from '../mail-queue.js';
import { escapeHtml, htmlDocument, mailDateTime, oneLine, SHOP_NAME, textFooter } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';

const TEXT = {
  ar: {
    subject: `إعادة تعيين كلمة المرور — ${SHOP_NAME.ar}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'طلبتَ إعادة تعيين كلمة مرور حسابك في المتجر. اضغط الزر لاختيار كلمة مرور جديدة:',
    button: 'اختيار كلمة مرور جديدة',
    until: 'يعمل الرابط مرة واحدة حتى',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير ولن يستطيع أحد تغييرها دون هذا الرابط.',
  },
  en: {
    subject: `Reset your password — ${SHOP_NAME.en}`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'You asked to reset the password of your shop account. Use the button to choose a new one:',
    button: 'Choose a new password',
    until: 'The link works once, until',
    ignore:
      'If you did not ask, ignore this e-mail: your password has not changed and nobody can change it without this link.',
  },
} satisfies Record<Locale, unknown>;

/** The reset page of the mail's language with the token (decision 037). */
export function passwordResetUrl(context: MailContext, locale: Locale, token: string): string {
  const path = locale === 'ar' ? '/account/reset' : '/en/account/reset';
  return `${context.publicUrl}${path}?t=${encodeURIComponent(token)}`;
}

/** The password reset e-mail (issue 28 point 6): one link, its expiry, and what to do if it was not you. */
export function renderPasswordReset(mail: PasswordResetEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const subject = oneLine(t.subject);
  const url = passwordResetUrl(context, locale, mail.token);
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
