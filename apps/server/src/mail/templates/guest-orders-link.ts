import type { Locale } from '@matjar/core';
import type { GuestOrdersLinkEmail } from '../mail-queue.js';
import { SHOP_NAME } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';
import { renderOneLinkMail, type OneLinkText } from './one-link-mail.js';

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
} satisfies Record<Locale, OneLinkText>;

/** The page of the mail's language that joins the orders, with the token (decision 043). */
export function guestOrdersLinkUrl(context: MailContext, locale: Locale, token: string): string {
  const path = locale === 'ar' ? '/account/join-orders' : '/en/account/join-orders';
  return `${context.publicUrl}${path}?t=${encodeURIComponent(token)}`;
}

/** The e-mail with the one link that joins a guest's orders to the new account, and what to do if it was not you. */
export function renderGuestOrdersLink(mail: GuestOrdersLinkEmail, context: MailContext): RenderedMail {
  return renderOneLinkMail(
    mail,
    context,
    TEXT[mail.locale],
    guestOrdersLinkUrl(context, mail.locale, mail.token),
  );
}
