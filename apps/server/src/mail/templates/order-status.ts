import { formatMoney, formatNumber, type Locale } from '@matjar/core';
import type { CustomerNotifiedStatus, OrderStatusEmail } from '../mail-queue.js';
import {
  escapeHtml,
  htmlDocument,
  orderLabel,
  oneLine,
  SHOP_NAME,
  sides,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

interface StatusText {
  subject: (n: string) => string;
  intro: string;
}

const TEXT = {
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    orderNumber: 'رقم الطلب',
    items: 'محتويات الطلب',
    total: 'الإجمالي',
    cashDue: (total: string) => `تدفع ${total} نقدًا عند الاستلام.`,
    status: {
      confirmed: {
        subject: (n) => `تم تأكيد طلبك ${n} — ${SHOP_NAME.ar}`,
        intro: 'أكّدنا طلبك ونعمل على تجهيزه، وسنخبرك حين يخرج للتوصيل.',
      },
      shipped: {
        subject: (n) => `طلبك ${n} في الطريق إليك — ${SHOP_NAME.ar}`,
        intro: 'خرج طلبك من المتجر وهو الآن في الطريق إليك.',
      },
      delivered: {
        subject: (n) => `تم توصيل طلبك ${n} — ${SHOP_NAME.ar}`,
        intro: 'تم توصيل طلبك. شكرًا لتسوقك من متجر.',
      },
      canceled: {
        subject: (n) => `تم إلغاء طلبك ${n} — ${SHOP_NAME.ar}`,
        intro: 'تم إلغاء طلبك. إن لم تطلب الإلغاء أو كان لديك سؤال فراسلنا.',
      },
      returned: {
        subject: (n) => `استلمنا طلبك المُرتجع ${n} — ${SHOP_NAME.ar}`,
        intro: 'استلمنا المنتجات التي أرجعتها وسجّلنا إرجاع طلبك. إن كان لديك سؤال فراسلنا.',
      },
    } satisfies Record<CustomerNotifiedStatus, StatusText>,
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    orderNumber: 'Order number',
    items: 'Your order',
    total: 'Total',
    cashDue: (total: string) => `You pay ${total} in cash on delivery.`,
    status: {
      confirmed: {
        subject: (n) => `Your order ${n} is confirmed — ${SHOP_NAME.en}`,
        intro:
          'We have confirmed your order and are preparing it; we will tell you when it leaves for delivery.',
      },
      shipped: {
        subject: (n) => `Your order ${n} is on its way — ${SHOP_NAME.en}`,
        intro: 'Your order has left the shop and is on its way to you.',
      },
      delivered: {
        subject: (n) => `Your order ${n} was delivered — ${SHOP_NAME.en}`,
        intro: 'Your order was delivered. Thank you for shopping at Matjar.',
      },
      canceled: {
        subject: (n) => `Your order ${n} was canceled — ${SHOP_NAME.en}`,
        intro: 'Your order has been canceled. If you did not ask for this, or have a question, write to us.',
      },
      returned: {
        subject: (n) => `We received your returned order ${n} — ${SHOP_NAME.en}`,
        intro:
          'We received the items you returned and recorded your order as returned. Any question: write to us.',
      },
    } satisfies Record<CustomerNotifiedStatus, StatusText>,
  },
} satisfies Record<Locale, unknown>;

/** A staff member moved the order (confirmed, shipped, delivered, canceled, returned): told in the order's language. */
export function renderOrderStatus(mail: OrderStatusEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const s = t.status[mail.status];
  const subject = oneLine(s.subject(orderLabel(mail)));
  const total = formatMoney(mail.total, locale);
  const { start } = sides(locale);
  // Only an order still to be handed over has cash to pay.
  const cashDue =
    mail.paymentMethod === 'cash' && (mail.status === 'confirmed' || mail.status === 'shipped')
      ? t.cashDue(total)
      : null;
  const line = (item: OrderStatusEmail['items'][number]) =>
    `${item.productName}${item.variantName ? ` (${item.variantName})` : ''} × ${formatNumber(item.quantity, locale)}`;

  const html = htmlDocument({
    locale,
    context,
    title: subject,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${s.intro}</p>
<p style="margin:0 0 16px"><span style="color:#6b7280">${t.orderNumber}:</span> <strong dir="ltr">${escapeHtml(orderLabel(mail))}</strong></p>
${
  mail.items.length > 0
    ? `<h2 style="margin:0 0 8px;font-size:16px">${t.items}</h2>
<ul style="margin:0 0 16px;padding-${start}:20px">${mail.items.map((item) => `<li>${escapeHtml(line(item))}</li>`).join('')}</ul>`
    : ''
}
<p style="margin:0 0 8px;font-weight:bold">${t.total}: ${total}</p>
${cashDue ? `<p style="margin:0;color:#065f46">${cashDue}</p>` : ''}`,
  });
  const text = [
    t.hello(mail.customerName),
    '',
    s.intro,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    ...(mail.items.length > 0 ? ['', `${t.items}:`, ...mail.items.map((item) => `- ${line(item)}`)] : []),
    '',
    `${t.total}: ${total}`,
    ...(cashDue ? [cashDue] : []),
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
