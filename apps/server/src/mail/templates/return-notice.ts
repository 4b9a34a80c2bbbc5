import { z } from 'zod';
import { formatMoney, formatOrderNumber, LOCALES, REFUND_METHODS, type Locale } from '@matjar/core';
import {
  escapeHtml,
  htmlDocument,
  oneLine,
  orderLabel,
  SHOP_NAME,
  textFooter,
  type MailContext,
  type RenderedMail,
} from './mail-layout.js';

/**
 * Queued when some of an order's goods came back and the order is not returned whole (decision 048): once per
 * return (its dedupe key is the return). What came back, in the shopper's language, with each unit's serial
 * when it has one, and the refund made with it, if any. A whole order coming back is told by the status e-mail.
 */
export const ReturnNoticePayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string(),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  exchange: z.boolean(),
  /** Names already in the shopper's language. */
  lines: z
    .array(
      z.object({
        productName: z.string(),
        variantName: z.string().nullable(),
        quantity: z.number().int().positive(),
        serials: z.array(z.string()),
      }),
    )
    .min(1),
  /** Dirhams: the goods back at the prices charged. */
  value: z.number().int().nonnegative(),
  /** The refund made with the return: gone back already, or on its way (a card refund not yet confirmed). */
  refund: z
    .object({
      status: z.enum(['succeeded', 'pending']),
      amount: z.number().int().positive(),
      method: z.enum(REFUND_METHODS),
    })
    .nullable(),
  /** An exchange's replacement order, and what is left to pay for it. */
  replacement: z
    .object({ shortNumber: z.number().int().positive(), due: z.number().int().nonnegative() })
    .nullable(),
});
export type ReturnNoticeEmail = z.infer<typeof ReturnNoticePayload>;

const TEXT = {
  ar: {
    subject: (n: string) => `استلمنا ما أرجعته من طلبك ${n} — ${SHOP_NAME.ar}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    intro: 'استلمنا هذه القطع التي أرجعتها:',
    serial: (serials: string) => `الرقم التسلسلي: ${serials}`,
    value: (amount: string) => `قيمتها ${amount} بالأسعار التي دفعتها.`,
    refunded: {
      card: (amount: string) => `أعدنا ${amount} إلى البطاقة التي دفعت بها.`,
      cash: (amount: string) => `أعدنا إليك ${amount} نقدًا.`,
      store_credit: (amount: string) => `أضفنا ${amount} رصيدًا في المتجر على بطاقة هدايا المتجر.`,
    },
    pending: (amount: string) =>
      `بدأنا استرداد ${amount} إلى البطاقة التي دفعت بها، ونراسلك حين يتم. قد يستغرق ظهوره بضعة أيام عمل.`,
    noRefund: 'إن كان لك مبلغ يُسترد فستصلك رسالة حين نعيده.',
    replacement: (n: string) => `وبدلًا منها نرسل إليك الطلب ${n}.`,
    due: (amount: string) => `يبقى عليك دفع ${amount} للطلب البديل.`,
    rest: 'بقية طلبك معك كما هي.',
    orderNumber: 'رقم الطلب',
    question: 'إن كان لديك سؤال فراسلنا.',
  },
  en: {
    subject: (n: string) => `We received what you returned from order ${n} — ${SHOP_NAME.en}`,
    hello: (name: string) => `Hello ${name},`,
    intro: 'We received these items you sent back:',
    serial: (serials: string) => `Serial number: ${serials}`,
    value: (amount: string) => `They are worth ${amount} at the prices you paid.`,
    refunded: {
      card: (amount: string) => `We refunded ${amount} to the card you paid with.`,
      cash: (amount: string) => `We paid you back ${amount}.`,
      store_credit: (amount: string) => `We added ${amount} as store credit to the shop gift card.`,
    },
    pending: (amount: string) =>
      `We started a refund of ${amount} to the card you paid with and will write when it is done. It can take a few working days to show.`,
    noRefund: 'If money is due back to you, you will get an e-mail when we refund it.',
    replacement: (n: string) => `In exchange, we are sending you order ${n}.`,
    due: (amount: string) => `${amount} is left to pay for the replacement.`,
    rest: 'The rest of your order stays with you as it is.',
    orderNumber: 'Order number',
    question: 'Any question: write to us.',
  },
} satisfies Record<Locale, unknown>;

/** A line as the shopper reads it: "2 × Phone · Blue". */
function lineText(line: ReturnNoticeEmail['lines'][number]): string {
  return `${line.quantity} × ${[line.productName, line.variantName].filter(Boolean).join(' · ')}`;
}

/** The shopper's e-mail for goods back from an order that keeps the rest: what came back and the money. */
export function renderReturnNotice(mail: ReturnNoticeEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const money = (value: number) => formatMoney(value, locale);
  const subject = oneLine(t.subject(orderLabel(mail)));
  const moneyLines = [
    t.value(money(mail.value)),
    ...(mail.replacement
      ? [
          t.replacement(formatOrderNumber(mail.replacement.shortNumber)),
          ...(mail.replacement.due > 0 ? [t.due(money(mail.replacement.due))] : []),
        ]
      : []),
    mail.refund
      ? mail.refund.status === 'succeeded'
        ? t.refunded[mail.refund.method](money(mail.refund.amount))
        : t.pending(money(mail.refund.amount))
      : mail.exchange
        ? null
        : t.noRefund,
    t.rest,
  ].filter((line): line is string => line !== null);
  const items = mail.lines
    .map((line) => {
      const serials = line.serials.length
        ? `<br><span style="color:#6b7280;font-size:14px">${escapeHtml(t.serial(''))}<bdi dir="ltr">${escapeHtml(line.serials.join(', '))}</bdi></span>`
        : '';
      return `<li style="margin:0 0 8px">${escapeHtml(lineText(line))}${serials}</li>`;
    })
    .join('\n');
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: t.intro,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 8px">${escapeHtml(t.intro)}</p>
<ul style="margin:0 0 16px;padding-inline-start:20px">${items}</ul>
${moneyLines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:0 0 16px"><span style="color:#6b7280">${t.orderNumber}:</span> <strong dir="ltr">${escapeHtml(orderLabel(mail))}</strong></p>
<p style="margin:0">${t.question}</p>`,
  });
  const text = [
    t.hello(mail.customerName),
    '',
    t.intro,
    ...mail.lines.flatMap((line) => [
      `- ${lineText(line)}`,
      ...(line.serials.length ? [`  ${t.serial(line.serials.join(', '))}`] : []),
    ]),
    '',
    ...moneyLines,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    '',
    t.question,
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
