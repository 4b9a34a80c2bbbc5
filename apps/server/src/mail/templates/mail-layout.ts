import { dirOf, formatDay, formatTime, shownOrderNumber, type Locale } from '@matjar/core';

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
  /** The shop's logo as an absolute address (mailLogoUrl); absent: the name is written instead. */
  logoUrl?: string | undefined;
  /**
   * The signed page that shows an order's gift-card codes again (written as the e-mail is sent, so no outbox
   * row ever holds it); absent when the signing key could not be read, and the e-mail goes without it.
   */
  giftCodesUrl?:
    ((order: { shortNumber: number; orderNumber: string }, locale: Locale) => string) | undefined;
}

export const SHOP_NAME: Record<Locale, string> = { ar: 'متجر', en: 'Matjar' };

/**
 * The From header in the e-mail's language: MAIL_FROM's address with the shop's name in Arabic or English
 * ("متجر <no-reply@…>"). A display name the operator chose (not the shop's name in either language) is kept.
 */
export function senderIn(from: string, locale: Locale): string {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  const address = named ? named[2]! : from.trim();
  const name = named?.[1]?.trim() ?? '';
  const ours = name === '' || Object.values(SHOP_NAME).includes(name);
  return `"${ours ? SHOP_NAME[locale] : name}" <${address}>`;
}

/**
 * The logo's address for an e-mail: absolute (mail has no page to be relative to), and none for an SVG, which
 * Gmail and Outlook do not show — the shop's name is written instead.
 */
export function mailLogoUrl(publicUrl: string, logo: string | null | undefined): string | undefined {
  if (!logo?.trim() || /\.svg(?:[?#]|$)/i.test(logo)) return undefined;
  if (/^https?:\/\//i.test(logo)) return logo;
  return logo.startsWith('/') ? `${publicUrl}${logo}` : undefined;
}

/**
 * The one way an e-mail writes a moment: the Doha day, then the time as the storefront writes times
 * ("29 نوفمبر 2026 4:21 ص" / "29 November 2026 4:21 AM"), Latin digits in both languages.
 */
export function mailDateTime(date: Date | string, locale: Locale): string {
  return `${formatDay(date, locale)} ${formatTime(date, locale)}`;
}

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

/** The tracking page in the mail's language: without a token it asks for the order number and phone. */
export function trackingPageUrl(context: Pick<MailContext, 'publicUrl'>, locale: Locale): string {
  return `${context.publicUrl}${locale === 'ar' ? '/track' : '/en/track'}`;
}

/** The signed tracking link (decision 030) in the mail's language: the order's status without signing in. */
export function trackingUrl(context: Pick<MailContext, 'publicUrl'>, locale: Locale, token: string): string {
  return `${trackingPageUrl(context, locale)}?t=${encodeURIComponent(token)}`;
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
 * The HTML shell shared by every e-mail: one column of tables with inline styles (what mail clients render
 * reliably), at most 600 px and as narrow as a 320 px phone (small outer padding; long words and addresses
 * may break rather than push the column wider), `dir` and `lang` on the document and the column, a hidden
 * preview line (what the inbox shows under the subject), the shop's logo or name, and a footer link.
 */
export function htmlDocument(options: {
  locale: Locale;
  context: MailContext;
  title: string;
  /** The inbox's preview line: plain text, a sentence that says what the e-mail is about. */
  preview: string;
  /** Already-escaped HTML of the body. */
  body: string;
}): string {
  const { locale, context, title, preview, body } = options;
  const dir = dirOf(locale);
  const { start } = sides(locale);
  const footer = FOOTER[locale];
  const url = escapeHtml(shopUrl(context, locale));
  const contact = context.shopEmail
    ? `<p style="margin:0 0 6px">${footer.questions} <a href="mailto:${escapeHtml(context.shopEmail)}" style="color:#0f4c81">${escapeHtml(context.shopEmail)}</a></p>`
    : '';
  const brand = context.logoUrl
    ? `<a href="${url}" style="display:inline-block;background:#ffffff;border-radius:8px;padding:6px 10px"><img src="${escapeHtml(context.logoUrl)}" alt="${SHOP_NAME[locale]}" height="36" style="display:block;height:36px;width:auto;max-width:200px;border:0"></a>`
    : SHOP_NAME[locale];
  // The preview is followed by spaces that some clients would otherwise fill with the body's first words.
  const previewPad = '&#8199;&#65279;&#847; '.repeat(30);
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(preview)}${previewPad}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:12px;font-family:Tahoma,Arial,sans-serif;font-size:15px;line-height:1.6;color:#111827;text-align:${start};overflow-wrap:anywhere;word-break:break-word;">
<tr><td style="padding:16px;background:#0f4c81;border-radius:12px 12px 0 0;color:#ffffff;font-size:22px;font-weight:bold;">${brand}</td></tr>
<tr><td style="padding:20px 16px;">${body}</td></tr>
<tr><td style="padding:16px;border-top:1px solid #e5e7eb;font-size:13px;color:#6b7280;">${contact}<p style="margin:0"><a href="${url}" style="color:#0f4c81">${footer.visit}</a></p></td></tr>
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
