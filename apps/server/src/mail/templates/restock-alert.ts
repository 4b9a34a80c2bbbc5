import { z } from 'zod';
import { formatMoney, LOCALES, type Locale } from '@matjar/core';
import {
  escapeHtml,
  htmlDocument,
  oneLine,
  SHOP_NAME,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

/** What the stock ledger queues when a product or variant someone waits for comes back (decision 036). */
export const RestockAlertPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  alertId: z.number().int().positive(),
  productId: z.number().int().positive(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  variantName: z.string().nullable(),
  variantNameEn: z.string().nullable(),
  /** The variant asked for: the link opens it chosen. Absent in older e-mails and for a whole product. */
  variantId: z.number().int().positive().nullish(),
  /** Its price after the product's discount when it came back, in dirhams; absent in older e-mails. */
  price: z.number().int().min(0).optional(),
  /** The product's picture, a path under the shop's address ("/media/…"); absent: none. */
  imagePath: z.string().startsWith('/').nullish(),
  /** The signed unsubscribe token of the link (modules/restock/restock-token.ts). */
  token: z.string().min(1),
  /**
   * The List-Unsubscribe header's own token (one-click POST only, RFC 8058), so no header repeats the link's;
   * absent in e-mails queued before it existed.
   */
  oneClickToken: z.string().min(1).optional(),
});
export type RestockAlertEmail = z.infer<typeof RestockAlertPayload>;

const TEXT = {
  ar: {
    subject: (name: string) => `عاد إلى المخزون: ${name} — ${SHOP_NAME.ar}`,
    body: (name: string) => `${name} متوفر من جديد. طلبت أن نعلمك، وهذه رسالتنا الوحيدة بشأنه.`,
    cta: 'اطلبه الآن',
    price: 'السعر',
    hurry: 'الكمية محدودة وقد تنفد مجددًا.',
    unsubscribe: 'لا تريد هذه الرسائل؟ ألغِ الاشتراك',
  },
  en: {
    subject: (name: string) => `Back in stock: ${name} — ${SHOP_NAME.en}`,
    body: (name: string) =>
      `${name} is back in stock. You asked us to tell you, and this is our only e-mail about it.`,
    cta: 'Order it now',
    price: 'Price',
    hurry: 'Stock is limited and may sell out again.',
    unsubscribe: 'Do not want these e-mails? Unsubscribe',
  },
} satisfies Record<Locale, unknown>;

/** The RFC 8058 one-click address: a mail provider POSTs "List-Unsubscribe=One-Click" to it. */
export function restockOneClickUrl(context: MailContext, oneClickToken: string): string {
  return `${context.publicUrl}/api/store/restock-alerts/one-click?t=${encodeURIComponent(oneClickToken)}`;
}

const pick = (ar: string, en: string | null, locale: Locale) => (locale === 'en' && en ? en : ar);
const prefix = (locale: Locale) => (locale === 'ar' ? '' : '/en');

/** The restock e-mail, once per subscription, in the subscriber's language, with its unsubscribe link. */
export function renderRestockAlert(mail: RestockAlertEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const product = pick(mail.productName, mail.productNameEn, locale);
  const variant = mail.variantName === null ? null : pick(mail.variantName, mail.variantNameEn, locale);
  const name = variant ? `${product} (${variant})` : product;
  const subject = oneLine(t.subject(name));
  const variantQuery = mail.variantId ? `?variant=${mail.variantId}` : '';
  const productUrl = `${context.publicUrl}${prefix(locale)}/product/${mail.productId}${variantQuery}`;
  const price = mail.price === undefined ? null : formatMoney(mail.price, locale);
  const image = mail.imagePath ? `${context.publicUrl}${mail.imagePath}` : null;
  const unsubscribeUrl = `${context.publicUrl}${prefix(locale)}/restock/unsubscribe?token=${encodeURIComponent(mail.token)}`;
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: t.body(name),
    body: `${image ? `<p style="margin:0 0 16px;text-align:center"><a href="${escapeHtml(productUrl)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(name)}" width="240" style="display:inline-block;width:240px;max-width:100%;height:auto;border:0;border-radius:8px"></a></p>` : ''}
<p style="margin:0 0 16px">${escapeHtml(t.body('\u2068' + name + '\u2069'))}</p>
${price ? `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${t.price}: ${price}</p>` : ''}
<p style="margin:0 0 16px"><a href="${escapeHtml(productUrl)}" style="display:inline-block;padding:10px 18px;background:#0f4c81;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${t.cta}</a></p>
<p style="margin:0 0 16px;color:#6b7280">${t.hurry}</p>
<p style="margin:0;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${t.unsubscribe}</a></p>`,
  });
  const text = [
    t.body(name),
    ...(price ? [`${t.price}: ${price}`] : []),
    '',
    `${t.cta}: ${productUrl}`,
    '',
    t.hurry,
    '',
    `${t.unsubscribe}: ${unsubscribeUrl}`,
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
