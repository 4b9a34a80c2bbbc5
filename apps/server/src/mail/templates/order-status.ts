import { formatMoney, formatNumber, type Locale } from '@matjar/core';
import type { CustomerNotifiedStatus, OrderCancellationPayment, OrderStatusEmail } from '../mail-queue.js';
import { deliveryPromiseLines } from './delivery-promise.js';
import {
  escapeHtml,
  htmlDocument,
  orderLabel,
  oneLine,
  SHOP_NAME,
  sides,
  textFooter,
  trackingUrl,
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
    track: 'تتبّع طلبك',
    digitalConfirmed: 'أكّدنا طلبك. تصلك رموز بطاقات الهدايا في رسالة منفصلة، فلا شيء يُوصَّل أو يُتتبَّع.',
    payment: {
      refund: (total: string) =>
        `دفعتَ ${total} بالبطاقة، وسنعيد المبلغ إلى البطاقة نفسها: يُصدر فريقنا الاسترداد من بوابة الدفع، وقد يستغرق ظهوره في حسابك بضعة أيام عمل بحسب البنك. إن لم يظهر خلال 14 يومًا فراسلنا.`,
      'not-charged': () => 'لم يكتمل الدفع بالبطاقة لهذا الطلب، فلم يُخصم منك أي مبلغ.',
      'cash-not-due': () => 'لا شيء عليك دفعه: كان الدفع نقدًا عند الاستلام.',
    } satisfies Record<OrderCancellationPayment, (total: string) => string>,
    voided: 'أُلغيت رموز بطاقات الهدايا في هذا الطلب فلم تعد تعمل:',
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
    track: 'Track your order',
    digitalConfirmed:
      'We have confirmed your order. Your gift-card codes come in their own e-mail: there is nothing to deliver or track.',
    payment: {
      refund: (total: string) =>
        `You paid ${total} by card, and we will refund it to the same card: our team issues the refund through the payment gateway, and your bank may take a few working days to show it. If it has not appeared within 14 days, write to us.`,
      'not-charged': () => 'The card payment for this order was not completed, so you were not charged.',
      'cash-not-due': () => 'You have nothing to pay: the order was to be paid in cash on delivery.',
    } satisfies Record<OrderCancellationPayment, (total: string) => string>,
    voided: 'The gift-card codes of this order were voided and no longer work:',
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

/** The statuses whose e-mail links to the tracking page and repeats the delivery promise. */
const ON_THE_WAY: readonly CustomerNotifiedStatus[] = ['confirmed', 'shipped'];

/**
 * A staff member moved the order (confirmed, shipped, delivered, canceled, returned): told in the order's
 * language. An order to deliver gets its tracking link (confirmed, shipped, delivered) and, until it arrives,
 * the booked window or the zone's working days; an order of gift cards only gets neither. A cancellation
 * says what happens to the money and which gift-card codes stopped working (masked).
 */
export function renderOrderStatus(mail: OrderStatusEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const s = t.status[mail.status];
  const subject = oneLine(s.subject(orderLabel(mail)));
  const total = formatMoney(mail.total, locale);
  const { start } = sides(locale);
  const digital = mail.digital === true;
  const intro = digital && mail.status === 'confirmed' ? t.digitalConfirmed : s.intro;
  // Only an order still to be handed over has cash to pay.
  const cashDue =
    !digital && mail.paymentMethod === 'cash' && ON_THE_WAY.includes(mail.status) ? t.cashDue(total) : null;
  const promise =
    !digital && ON_THE_WAY.includes(mail.status) && mail.shippingCity !== undefined
      ? deliveryPromiseLines({
          locale,
          shippingCity: mail.shippingCity,
          deliveryWindow: mail.deliveryWindow,
          deliveryDays: mail.deliveryDays,
        })
      : [];
  const trackUrl =
    !digital && mail.trackingToken && mail.status !== 'canceled' && mail.status !== 'returned'
      ? trackingUrl(context, locale, mail.trackingToken)
      : null;
  const money = mail.status === 'canceled' && mail.payment ? t.payment[mail.payment](total) : null;
  const voided = mail.status === 'canceled' ? (mail.voidedCodes ?? []) : [];
  const line = (item: OrderStatusEmail['items'][number]) =>
    `${item.productName}${item.variantName ? ` (${item.variantName})` : ''} × ${formatNumber(item.quantity, locale)}`;

  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: intro,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><span style="color:#6b7280">${t.orderNumber}:</span> <strong dir="ltr">${escapeHtml(orderLabel(mail))}</strong></p>
${promise.map((text) => `<p style="margin:0 0 12px;color:#065f46;font-weight:bold">${escapeHtml(text)}</p>`).join('\n')}
${
  mail.items.length > 0
    ? `<h2 style="margin:0 0 8px;font-size:16px">${t.items}</h2>
<ul style="margin:0 0 16px;padding-${start}:20px">${mail.items.map((item) => `<li>${escapeHtml(line(item))}</li>`).join('')}</ul>`
    : ''
}
<p style="margin:0 0 8px;font-weight:bold">${t.total}: ${total}</p>
${cashDue ? `<p style="margin:0;color:#065f46">${cashDue}</p>` : ''}
${money ? `<p style="margin:16px 0 0;padding:12px;background:#eff6ff;border-radius:8px">${escapeHtml(money)}</p>` : ''}
${
  voided.length > 0
    ? `<div style="margin:16px 0 0;padding:12px;background:#fef3c7;border-radius:8px;color:#92400e"><p style="margin:0 0 6px">${t.voided}</p>${voided.map((code) => `<p dir="ltr" style="margin:0;font-family:'Courier New',Courier,monospace;overflow-wrap:anywhere">${escapeHtml(code)}</p>`).join('')}</div>`
    : ''
}
${trackUrl ? `<p style="margin:24px 0 0"><a href="${escapeHtml(trackUrl)}" style="display:inline-block;padding:10px 20px;background:#065f46;color:#ffffff;border-radius:8px;text-decoration:none">${t.track}</a></p>` : ''}`,
  });
  const text = [
    t.hello(mail.customerName),
    '',
    intro,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    ...(promise.length > 0 ? ['', ...promise] : []),
    ...(mail.items.length > 0 ? ['', `${t.items}:`, ...mail.items.map((item) => `- ${line(item)}`)] : []),
    '',
    `${t.total}: ${total}`,
    ...(cashDue ? [cashDue] : []),
    ...(money ? ['', money] : []),
    ...(voided.length > 0 ? ['', t.voided, ...voided.map((code) => `- ${code}`)] : []),
    ...(trackUrl ? ['', `${t.track}: ${trackUrl}`] : []),
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
