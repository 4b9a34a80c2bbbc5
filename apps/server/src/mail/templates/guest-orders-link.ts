import { isolate, type Locale } from '@matjar/core';
import type { GuestOrdersLinkEmail } from '../mail-queue.js';
import { escapeHtml, htmlDocument, mailDateTime, oneLine, SHOP_NAME, textFooter } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';

const TEXT = {
  ar: {
    subject: `إضافة طلباتك السابقة إلى حسابك — ${SHOP_NAME.ar}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: 'أُنشئ حساب في المتجر بعنوان بريدك هذا، وسبق أن طُلبت منا طلبات بالعنوان نفسه دون حساب. لإضافة تلك الطلبات إلى الحساب اضغط الزر:',
    button: 'إضافة الطلبات إلى حسابي',
    until: 'يعمل الرابط مرة واحدة حتى',
    ignore: 'إن لم تنشئ هذا الحساب فتجاهل هذه الرسالة: تبقى طلباتك منفصلة عنه ولن يراها أحد فيه.',
  },
  en: {
    subject: `Add your earlier orders to your account — ${SHOP_NAME.en}`,
    greeting: (name: string) => `Hello ${name},`,
    body: 'An account was created at the shop with this e-mail address, and orders were placed with us from the same address without an account. To add those orders to the account, use the button:',
    button: 'Add the orders to my account',
    until: 'The link works once, until',
    ignore:
      'If you did not create this account, ignore this e-mail: your orders stay apart from it and nobody sees them there.',
  },
} satisfies Record<Locale, unknown>;

/** The page of the mail's language that joins the orders, with the token (decision 043). */
export function guestOrdersLinkUrl(context: MailContext, locale: Locale, token: string): string {
  const path = locale === 'ar' ? '/account/join-orders' : '/en/account/join-orders';
  return `${context.publicUrl}${path}?t=${encodeURIComponent(token)}`;
}

/** The e-mail with the one link that joins a guest's orders to the new account, and what to do if it was not you. */
export function renderGuestOrdersLink(mail: GuestOrdersLinkEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const subject = oneLine(t.subject);
  const url = guestOrdersLinkUrl(context, locale, mail.token);
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
