import { dirOf, shownOrderNumber, type Locale } from '@matjar/core';

/** What a template produces: the subject and both bodies, in the mail's language. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Shop-wide facts every template may show (the link to the shop, the address shoppers can write to). */
export interface MailContext {
  /** config.publicUrl, without a trailing slash. */
  publicUrl: string;
  /** The shop's contact address from site settings, shown in the footer; omitted when unknown. */
  shopEmail?: string | undefined;
}

export const SHOP_NAME: Record<Locale, string> = { ar: 'متجر', en: 'Matjar' };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every piece of user or database text goes through this before it touches HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Escaped, with line breaks kept (contact messages, addresses). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** Header values must stay on one line whatever a shopper typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The storefront home in the mail's language: Arabic at the root, English under /en. */
export function shopUrl(context: MailContext, locale: Locale): string {
  return locale === 'ar' ? `${context.publicUrl}/` : `${context.publicUrl}/en`;
}

/**
 * Mail clients ignore stylesheets and logical properties, so direction-dependent alignment is spelt out
 * physically from the language (right for Arabic, left for English) instead of the UI's text-start.
 */
export function sides(locale: Locale): { start: 'right' | 'left'; end: 'left' | 'right' } {
  return locale === 'ar' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}

const FOOTER: Record<Locale, { visit: string; questions: string }> = {
  ar: { visit: 'زيارة المتجر', questions: 'لأي سؤال راسلنا على' },
  en: { visit: 'Visit the shop', questions: 'Questions? Write to us at' },
};

/**
 * The HTML shell shared by every e-mail: a 600 px column of tables with inline styles (what mail clients
 * render reliably), `dir` and `lang` on the document and the column, the shop name and a footer link.
 */
export function htmlDocument(options: {
  locale: Locale;
  context: MailContext;
  title: string;
  /** Already-escaped HTML of the body. */
  body: string;
}): string {
  const { locale, context, title, body } = options;
  const dir = dirOf(locale);
  const { start } = sides(locale);
  const footer = FOOTER[locale];
  const url = escapeHtml(shopUrl(context, locale));
  const contact = context.shopEmail
    ? `<p style="margin:0 0 6px">${footer.questions} <a href="mailto:${escapeHtml(context.shopEmail)}" style="color:#0f4c81">${escapeHtml(context.shopEmail)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:12px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.6;color:#111827;text-align:${start};">
<tr><td style="padding:20px 24px;background:#0f4c81;border-radius:12px 12px 0 0;color:#ffffff;font-size:22px;font-weight:bold;">${SHOP_NAME[locale]}</td></tr>
<tr><td style="padding:24px;">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280;">${contact}<p style="margin:0"><a href="${url}" style="color:#0f4c81">${footer.visit}</a></p></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** The plain-text twin of the footer. */
export function textFooter(context: MailContext, locale: Locale): string {
  const footer = FOOTER[locale];
  const lines = ['—', `${SHOP_NAME[locale]}: ${shopUrl(context, locale)}`];
  if (context.shopEmail) lines.push(`${footer.questions} ${context.shopEmail}`);
  return lines.join('\n');
}

/**
 * How an e-mail names its order: the short number, "#1001" (D20), or the long ORD-… number in an e-mail queued
 * before short numbers existed.
 */
export function orderLabel(mail: { orderNumber: string; shortNumber?: number }): string {
  return shownOrderNumber(mail);
}
