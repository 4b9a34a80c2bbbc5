import { cityLabel, formatMoney, formatNumber, formatSignedMoney, type Locale } from '@matjar/core';
import type { OrderConfirmationEmail } from '../mail-queue.js';
import { deliveryPromiseLines } from './delivery-promise.js';
import {
  escapeHtml,
  escapeMultiline,
  htmlDocument,
  mailDateTime,
  orderLabel,
  oneLine,
  SHOP_NAME,
  sides,
  textFooter,
  trackingUrl,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

const TEXT = {
  ar: {
    subject: (n: string) => `تأكيد الطلب ${n} — ${SHOP_NAME.ar}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    introCash: 'شكرًا لطلبك من متجر. سنتواصل معك لترتيب التوصيل، والدفع نقدًا عند الاستلام.',
    introOnline: 'شكرًا لطلبك من متجر. تم استلام الدفع بنجاح، وهذا ملخص طلبك.',
    orderNumber: 'رقم الطلب',
    date: 'التاريخ',
    payment: 'طريقة الدفع',
    cash: 'الدفع عند الاستلام',
    online: 'بطاقة ائتمان (دفع إلكتروني)',
    product: 'المنتج',
    lineTotal: 'الإجمالي',
    subtotal: 'المجموع الفرعي',
    discount: (code: string | null) => (code ? `الخصم (${code})` : 'الخصم'),
    shipping: 'التوصيل',
    free: 'مجاني',
    total: 'الإجمالي الكلي',
    delivery: 'التوصيل',
    country: 'قطر',
    noAddress: 'سنتصل بك لتأكيد عنوان التوصيل.',
    giftCards: 'تصلك رموز بطاقات الهدايا في رسالة منفصلة.',
    browse: 'تابع التسوق',
    track: 'تتبّع طلبك',
  },
  en: {
    subject: (n: string) => `Order confirmation ${n} — ${SHOP_NAME.en}`,
    hello: (name: string) => `Hello ${name},`,
    introCash:
      'Thank you for shopping at Matjar. We will contact you to arrange delivery; you pay in cash when it arrives.',
    introOnline:
      'Thank you for shopping at Matjar. Your payment was received; here is a summary of your order.',
    orderNumber: 'Order number',
    date: 'Date',
    payment: 'Payment method',
    cash: 'Cash on delivery',
    online: 'Credit card (online payment)',
    product: 'Product',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Delivery',
    free: 'Free',
    total: 'Total',
    delivery: 'Delivery',
    country: 'Qatar',
    noAddress: 'We will call you to confirm the delivery address.',
    giftCards: 'Your gift-card codes come in a separate e-mail.',
    browse: 'Continue shopping',
    track: 'Track your order',
  },
} satisfies Record<Locale, unknown>;

/** Order confirmation for cash and card orders alike, in the order's language. */
export function renderOrderConfirmation(mail: OrderConfirmationEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const money = (dirhams: number) => formatMoney(dirhams, locale);
  const { end } = sides(locale);
  const physical =
    mail.items.some((line) => !(line.giftCard ?? mail.isGiftCardOrder)) ||
    Boolean(mail.shippingAddress || mail.shippingCity);
  const hasGiftCards = mail.isGiftCardOrder || mail.items.some((line) => line.giftCard);
  const date = mailDateTime(mail.createdAt, locale);
  const payment = mail.paymentMethod === 'cash' ? t.cash : t.online;
  const intro = mail.paymentMethod === 'cash' ? t.introCash : t.introOnline;
  const address = [mail.shippingAddress, mail.shippingCity && cityLabel(mail.shippingCity, locale), t.country]
    .filter(Boolean)
    .join(locale === 'ar' ? '، ' : ', ');
  // [label as HTML, label as text, amount]: the amount signed by core's formatter, so a discount's minus
  // sits where the language puts it ("-102.70 ر.ق." / "-QAR 102.70"), never stranded at the wrong end.
  const totals: [string, string, string][] = [[escapeHtml(t.subtotal), t.subtotal, money(mail.subtotal)]];
  if (mail.discount > 0) {
    const label = t.discount(mail.couponCode);
    // The coupon code on its own line, left to right: inside an Arabic label its dashes and brackets would
    // be reordered, and a long code would break the label in two.
    const labelHtml = mail.couponCode
      ? `${escapeHtml(t.discount(null))}<br><span dir="ltr" style="display:inline-block;color:#6b7280;font-size:13px">${escapeHtml(mail.couponCode)}</span>`
      : escapeHtml(label);
    totals.push([labelHtml, label, formatSignedMoney(-mail.discount, locale)]);
  }
  if (physical || mail.shippingFee > 0) {
    const fee = mail.shippingFee > 0 ? money(mail.shippingFee) : t.free;
    totals.push([escapeHtml(t.shipping), t.shipping, fee]);
  }
  // A booked window (decision 034) is the promise; without one, the working days.
  const promise = physical ? deliveryPromiseLines(mail) : [];
  // The signed tracking link (decision 030): the order's status and history without signing in.
  // Nothing to track on an order of gift cards only: their codes come by e-mail.
  const trackUrl = physical && mail.trackingToken ? trackingUrl(context, locale, mail.trackingToken) : null;
  const subject = oneLine(t.subject(orderLabel(mail)));

  // Two columns, so a 320 px phone needs no sideways scroll: the line (name, variant, quantity × unit price)
  // and its total at the end.
  const cell = 'padding:8px 4px;border-bottom:1px solid #e5e7eb;vertical-align:top;';
  const rows = mail.items
    .map(
      (line) => `<tr>
<td style="${cell}">${escapeHtml(line.productName)}${line.variantName ? `<br><span style="color:#6b7280;font-size:13px">${escapeHtml(line.variantName)}</span>` : ''}<br><span style="color:#374151;font-size:13px">${formatNumber(line.quantity, locale)} × ${money(line.unitPrice)}</span></td>
<td style="${cell}text-align:${end};white-space:nowrap">${money(line.totalPrice)}</td>
</tr>`,
    )
    .join('\n');
  const totalRows = totals
    .map(
      ([label, , value]) =>
        `<tr><td style="padding:4px">${label}</td><td style="padding:4px;text-align:${end};white-space:nowrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const th = `padding:8px 4px;border-bottom:2px solid #111827;font-size:13px;color:#374151;`;
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: intro,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${intro}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
<tr><td style="padding:2px 0;color:#6b7280">${t.orderNumber}:&nbsp;</td><td style="padding:2px 0;font-weight:bold" dir="ltr">${escapeHtml(orderLabel(mail))}</td></tr>
<tr><td style="padding:2px 0;color:#6b7280">${t.date}:&nbsp;</td><td style="padding:2px 0">${escapeHtml(date)}</td></tr>
<tr><td style="padding:2px 0;color:#6b7280">${t.payment}:&nbsp;</td><td style="padding:2px 0">${payment}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">
<tr><th style="${th}text-align:inherit">${t.product}</th><th style="${th}text-align:${end}">${t.lineTotal}</th></tr>
${rows}
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">
${totalRows}
<tr><td style="padding:8px 4px;font-size:17px;font-weight:bold;border-top:2px solid #111827">${t.total}</td><td style="padding:8px 4px;font-size:17px;font-weight:bold;border-top:2px solid #111827;text-align:${end};white-space:nowrap">${money(mail.total)}</td></tr>
</table>
${
  physical
    ? `<h2 style="margin:0 0 8px;font-size:16px">${t.delivery}</h2>
<p style="margin:0 0 6px">${escapeMultiline(address)}</p>
${mail.shippingAddress ? '' : `<p style="margin:0 0 6px">${t.noAddress}</p>`}
${promise.map((line) => `<p style="margin:0 0 6px;color:#065f46">${escapeHtml(line)}</p>`).join('\n')}`
    : ''
}
${hasGiftCards && mail.paymentMethod === 'online' ? `<p style="margin:16px 0 0;padding:12px;background:#eff6ff;border-radius:8px">${t.giftCards}</p>` : ''}
${trackUrl ? `<p style="margin:24px 0 0"><a href="${escapeHtml(trackUrl)}" style="display:inline-block;padding:10px 20px;background:#065f46;color:#ffffff;border-radius:8px;text-decoration:none">${t.track}</a></p>` : ''}
<p style="margin:24px 0 0"><a href="${escapeHtml(`${context.publicUrl}${locale === 'ar' ? '/products' : '/en/products'}`)}" style="display:inline-block;padding:10px 20px;background:#0f4c81;color:#ffffff;border-radius:8px;text-decoration:none">${t.browse}</a></p>`,
  });

  const text = [
    t.hello(mail.customerName),
    '',
    intro,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    `${t.date}: ${date}`,
    `${t.payment}: ${payment}`,
    '',
    ...mail.items.map(
      (line) =>
        `- ${line.productName}${line.variantName ? ` (${line.variantName})` : ''} × ${formatNumber(line.quantity, locale)}: ${money(line.unitPrice)} → ${money(line.totalPrice)}`,
    ),
    '',
    ...totals.map(([, label, value]) => `${label}: ${value}`),
    `${t.total}: ${money(mail.total)}`,
    ...(physical
      ? ['', `${t.delivery}: ${address}`, ...(mail.shippingAddress ? [] : [t.noAddress]), ...promise]
      : []),
    ...(hasGiftCards && mail.paymentMethod === 'online' ? ['', t.giftCards] : []),
    ...(trackUrl ? ['', `${t.track}: ${trackUrl}`] : []),
    '',
    textFooter(context, locale),
  ].join('\n');

  return { subject, html, text };
}
