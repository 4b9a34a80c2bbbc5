import type { Locale } from '@matjar/core';
import type { PasswordResetEmail } from '../mail-queue.js';
import { SHOP_NAME } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';
import { renderOneLinkMail, type OneLinkText } from './one-link-mail.js';

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
} satisfies Record<Locale, OneLinkText>;

/** The reset page of the mail's language with the token (decision 037). */
export function passwordResetUrl(context: MailContext, locale: Locale, token: string): string {
  const path = locale === 'ar' ? '/account/reset' : '/en/account/reset';
  return `${context.publicUrl}${path}?t=${encodeURIComponent(token)}`;
}

/** The password reset e-mail: one link, its expiry, and what to do if it was not you. */
export function renderPasswordReset(mail: PasswordResetEmail, context: MailContext): RenderedMail {
  return renderOneLinkMail(
    mail,
    context,
    TEXT[mail.locale],
    passwordResetUrl(context, mail.locale, mail.token),
  );
}
