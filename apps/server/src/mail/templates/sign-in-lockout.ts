import { pluralize, type Locale } from '@matjar/core';
import type { SignInLockoutEmail } from '../mail-queue.js';
import { escapeHtml, htmlDocument, mailDateTime, oneLine, SHOP_NAME, textFooter } from './mail-layout.js';
import type { MailContext, RenderedMail } from './mail-layout.js';

const TEXT = {
  ar: {
    subject: `تم إيقاف تسجيل الدخول إلى حسابك مؤقتًا — ${SHOP_NAME.ar}`,
    where: { staff: 'لوحة التحكم', customer: 'المتجر' },
    body: (where: string, minutes: string) =>
      `حاول أحدهم تسجيل الدخول إلى حسابك في ${where} بكلمة مرور خاطئة عدة مرات، لذلك أوقفنا تسجيل الدخول إليه لمدة ${minutes}.`,
    minutes: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', other: '# دقيقة' },
    until: 'يمكن تسجيل الدخول مجددًا بعد',
    advice:
      'إن كنت أنت من حاول فانتظر حتى انتهاء المدة. وإن لم تكن أنت فلا حاجة لفعل شيء: كلمة مرورك لم تُكشف، ويُستحسن اختيار كلمة مرور قوية لا تستخدمها في مكان آخر.',
  },
  en: {
    subject: `Sign-in to your account is paused for a while — ${SHOP_NAME.en}`,
    where: { staff: 'the back office', customer: 'the shop' },
    body: (where: string, minutes: string) =>
      `Someone tried to sign in to your account in ${where} with a wrong password several times, so signing in to it is locked for ${minutes}.`,
    minutes: { one: '# minute', other: '# minutes' },
    until: 'You can sign in again after',
    advice:
      'If it was you, wait until then. If it was not, you need do nothing: your password was not revealed; a strong password you use nowhere else keeps it that way.',
  },
} satisfies Record<Locale, unknown>;

/** The notice of a sign-in lockout: sent once when the lock begins, never with the password tried. */
export function renderSignInLockout(mail: SignInLockoutEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const subject = oneLine(t.subject);
  const minutes = pluralize(mail.lockedMinutes, t.minutes, locale);
  const body = t.body(t.where[mail.scope], minutes);
  const until = mailDateTime(mail.lockedUntil, locale);
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: body,
    body: `<p style="margin:0 0 16px">${escapeHtml(body)}</p>
<p style="margin:0 0 16px">${t.until} ${escapeHtml(until)}</p>
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(t.advice)}</p>`,
  });
  const text = [body, '', `${t.until} ${until}`, '', t.advice, '', textFooter(context, locale)].join('\n');
  return { subject, html, text };
}
