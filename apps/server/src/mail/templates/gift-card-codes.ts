import { formatDay, formatMoney, type Locale } from '@matjar/core';
import type { GiftCardCodesEmail } from '../mail-queue.js';
import {
  escapeHtml,
  htmlDocument,
  orderLabel,
  oneLine,
  SHOP_NAME,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

const TEXT = {
  ar: {
    subject: (n: string) => `رموز بطاقات الهدايا لطلبك ${n} — ${SHOP_NAME.ar}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: (n: string) => `اكتمل الدفع لطلبك ${n}. هذه رموز بطاقات الهدايا التي اشتريتها:`,
    replacedSubject: (n: string) => `رمز بديل لبطاقة الهدايا في طلبك ${n} — ${SHOP_NAME.ar}`,
    replacedIntro: (n: string) =>
      `ألغينا رمزًا لبطاقة هدايا من طلبك ${n} فلم يعد صالحًا للاستخدام. هذا الرمز الجديد بدلًا منه بالقيمة نفسها:`,
    replacedCode: 'الرمز المُلغى',
    creditSubject: (n: string) => `رصيد في المتجر من طلبك ${n} — ${SHOP_NAME.ar}`,
    creditIntro: (n: string) =>
      `أعدنا مبلغًا من طلبك ${n} رصيدًا في المتجر على بطاقة هدايا المتجر هذه. استخدم الرمز عند الدفع في طلبك القادم:`,
    value: 'القيمة',
    code: 'الرمز',
    pin: 'الرقم السري (PIN)',
    expires: 'صالح حتى',
    again: 'لرؤية الرموز مرة أخرى على موقع المتجر:',
    againButton: 'اعرض رموزي',
    warning:
      'احتفظ بهذه الرموز في مكان آمن ولا تشاركها مع أحد: يستطيع أي شخص يعرف الرمز استخدامه، ولن يطلبها منك متجر أبدًا.',
  },
  en: {
    subject: (n: string) => `Your gift-card codes for order ${n} — ${SHOP_NAME.en}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (n: string) =>
      `The payment for your order ${n} is complete. Here are the gift-card codes you bought:`,
    replacedSubject: (n: string) => `A replacement gift-card code for order ${n} — ${SHOP_NAME.en}`,
    replacedIntro: (n: string) =>
      `We voided a gift-card code of your order ${n}; it no longer works. Here is its replacement, of the same value:`,
    replacedCode: 'The voided code',
    creditSubject: (n: string) => `Store credit from your order ${n} — ${SHOP_NAME.en}`,
    creditIntro: (n: string) =>
      `We refunded money from your order ${n} as store credit on this shop gift card. Enter its code at checkout on your next order:`,
    value: 'Value',
    code: 'Code',
    pin: 'PIN',
    expires: 'Valid until',
    again: 'To see these codes again on the shop’s site:',
    againButton: 'Show my codes',
    warning:
      'Keep these codes safe and do not share them: anyone who knows a code can use it, and Matjar will never ask you for them.',
  },
} satisfies Record<Locale, unknown>;

/**
 * The codes issued when a gift-card order is paid (D11), one block per card, with the keep-safe warning; the
 * same e-mail when staff resend them, and with its own subject and opening for a void code's replacement.
 */
export function renderGiftCardCodes(mail: GiftCardCodesEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const replaced = mail.occasion === 'replaced';
  const credit = mail.occasion === 'store_credit';
  const subject = oneLine(
    (replaced ? t.replacedSubject : credit ? t.creditSubject : t.subject)(orderLabel(mail)),
  );
  const intro = (replaced ? t.replacedIntro : credit ? t.creditIntro : t.intro)(orderLabel(mail));
  // Which code this one replaces, masked (the brand and riyals): absent in older e-mails.
  const replaces = replaced ? (mail.replaces ?? null) : null;
  const cards = mail.cards.map((card) => ({
    name: card.productName,
    value: formatMoney(card.value, locale),
    code: card.code,
    // A brand's PIN or serial, when its code came with one: the card is useless without it.
    pin: card.pin ?? null,
    expires: formatDay(card.expiresAt, locale),
  }));

  const blocks = cards
    .map(
      (
        card,
      ) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border:1px solid #d1d5db;border-radius:10px">
<tr><td style="padding:12px 16px">
<p style="margin:0 0 4px;font-weight:bold;font-size:16px">${escapeHtml(card.name)}</p>
<p style="margin:0 0 8px;color:#374151">${t.value}: ${card.value}</p>
<p style="margin:0 0 4px;color:#6b7280;font-size:13px">${t.code}</p>
<p dir="ltr" style="margin:0 0 8px;padding:10px;background:#f3f4f6;border-radius:6px;font-family:'Courier New',Courier,monospace;font-size:20px;font-weight:bold;letter-spacing:1px;text-align:center;overflow-wrap:anywhere">${escapeHtml(card.code)}</p>
${card.pin ? `<p style="margin:0 0 8px;color:#374151">${t.pin}: <span dir="ltr" style="font-family:'Courier New',Courier,monospace;font-weight:bold">${escapeHtml(card.pin)}</span></p>` : ''}
<p style="margin:0;color:#6b7280;font-size:13px">${t.expires}: ${escapeHtml(card.expires)}</p>
</td></tr></table>`,
    )
    .join('\n');
  // The signed page that shows the codes again: this link is the proof (only this mailbox got it).
  const againUrl =
    mail.shortNumber === undefined
      ? null
      : (context.giftCodesUrl?.({ shortNumber: mail.shortNumber, orderNumber: mail.orderNumber }, locale) ??
        null);
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: intro,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${replaces ? `<p style="margin:0 0 16px;color:#6b7280">${t.replacedCode}: <span dir="ltr" style="font-family:'Courier New',Courier,monospace;text-decoration:line-through">${escapeHtml(replaces)}</span></p>` : ''}
${blocks}
${againUrl ? `<p style="margin:16px 0 0">${t.again} <a href="${escapeHtml(againUrl)}" style="color:#1d4ed8;font-weight:bold">${t.againButton}</a></p>` : ''}
<p style="margin:16px 0 0;padding:12px;background:#fef3c7;border-radius:8px;color:#92400e">${t.warning}</p>`,
  });

  const text = [
    t.hello(mail.customerName),
    '',
    intro,
    '',
    ...(replaces ? [`${t.replacedCode}: ${replaces}`, ''] : []),
    ...cards.flatMap((card) => [
      `${card.name} — ${t.value}: ${card.value}`,
      `${t.code}: ${card.code}`,
      ...(card.pin ? [`${t.pin}: ${card.pin}`] : []),
      `${t.expires}: ${card.expires}`,
      '',
    ]),
    ...(againUrl ? [`${t.again} ${againUrl}`, ''] : []),
    t.warning,
    '',
    textFooter(context, locale),
  ].join('\n');

  return { subject, html, text };
}
