import { z } from 'zod';
import { DELIVERY_FAILURE_REASONS, DELIVERY_FAILURE_SHOPPER_WORDS, LOCALES, type Locale } from '@matjar/core';
import {
  escapeHtml,
  htmlDocument,
  oneLine,
  orderLabel,
  SHOP_NAME,
  textFooter,
  trackingUrl,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

/**
 * Queued when a driver taps "could not deliver" (decision 053): once per failed attempt (its dedupe key is the
 * order and the time the driver reported it), in the order's language.
 */
export const DeliveryFailedPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string(),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  reason: z.enum(DELIVERY_FAILURE_REASONS),
  /** The signed tracking token (decision 030) of the e-mail's link; removed from the row once sent. */
  trackingToken: z.string().optional(),
});
export type DeliveryFailedEmail = z.infer<typeof DeliveryFailedPayload>;

const TEXT = {
  ar: {
    subject: (n: string) => `لم نتمكن من توصيل طلبك ${n} — ${SHOP_NAME.ar}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    what: (why: string) => `لم نتمكن اليوم من توصيل طلبك: ${why}.`,
    next: 'طلبك محفوظ لدينا، وسنتواصل معك لترتيب موعد توصيل جديد.',
    orderNumber: 'رقم الطلب',
    question: 'إن أردت أن تخبرنا بموعد أو عنوان أنسب فراسلنا.',
    track: 'تتبّع طلبك',
  },
  en: {
    subject: (n: string) => `We could not deliver your order ${n} — ${SHOP_NAME.en}`,
    hello: (name: string) => `Hello ${name},`,
    what: (why: string) => `We could not deliver your order today: ${why}.`,
    next: 'Your order is safe with us, and we will contact you to arrange a new delivery.',
    orderNumber: 'Order number',
    question: 'If another time or address suits you better, write to us.',
    track: 'Track your order',
  },
} satisfies Record<Locale, unknown>;

/** The shopper's e-mail after a failed delivery: why, in words that blame nobody, and what happens next. */
export function renderDeliveryFailed(mail: DeliveryFailedEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const subject = oneLine(t.subject(orderLabel(mail)));
  const what = t.what(DELIVERY_FAILURE_SHOPPER_WORDS[mail.reason][locale]);
  const trackUrl = mail.trackingToken ? trackingUrl(context, locale, mail.trackingToken) : null;
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: what,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${t.next}</p>
<p style="margin:0 0 16px"><span style="color:#6b7280">${t.orderNumber}:</span> <strong dir="ltr">${escapeHtml(orderLabel(mail))}</strong></p>
<p style="margin:0">${t.question}</p>
${trackUrl ? `<p style="margin:24px 0 0"><a href="${escapeHtml(trackUrl)}" style="display:inline-block;padding:10px 20px;background:#065f46;color:#ffffff;border-radius:8px;text-decoration:none">${t.track}</a></p>` : ''}`,
  });
  const text = [
    t.hello(mail.customerName),
    '',
    what,
    t.next,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    '',
    t.question,
    ...(trackUrl ? ['', `${t.track}: ${trackUrl}`] : []),
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
