import { z } from 'zod';
import { formatMoney, LOCALES, REFUND_METHODS, type Locale } from '@matjar/core';
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

/** Queued when money went back to the shopper (decision 045), once per refund (its dedupe key is the refund). */
export const RefundNoticePayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string(),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  method: z.enum(REFUND_METHODS),
  /** Dirhams: this refund, all refunds of the order so far, and what was paid. */
  amount: z.number().int().positive(),
  refundedTotal: z.number().int().nonnegative(),
  paid: z.number().int().nonnegative(),
  /** Store credit: the shop gift card credited, masked; whether the code comes in its own e-mail (a new card). */
  giftCardMasked: z.string().optional(),
  newCard: z.boolean().optional(),
});
export type RefundNoticeEmail = z.infer<typeof RefundNoticePayload>;

const TEXT = {
  ar: {
    subject: (n: string) => `استرددنا لك مبلغًا من طلبك ${n} — ${SHOP_NAME.ar}`,
    hello: (name: string) => `مرحبًا ${name}،`,
    orderNumber: 'رقم الطلب',
    card: (amount: string) =>
      `أعدنا ${amount} إلى البطاقة التي دفعت بها. قد يستغرق ظهور المبلغ في كشف حسابك بضعة أيام عمل بحسب بنكك.`,
    cash: (amount: string) => `أعدنا إليك ${amount} نقدًا.`,
    credit: (amount: string, card: string, fresh: boolean) =>
      `أضفنا ${amount} رصيدًا في المتجر على بطاقة هدايا المتجر ${card}.${fresh ? ' يصلك رمزها في رسالة منفصلة.' : ''}`,
    partly: (refunded: string, paid: string) => `المسترد حتى الآن ${refunded} من ${paid} دفعتها.`,
    full: (paid: string) => `استرددت كامل ما دفعته (${paid}).`,
    question: 'إن كان لديك سؤال فراسلنا.',
  },
  en: {
    subject: (n: string) => `We refunded money from your order ${n} — ${SHOP_NAME.en}`,
    hello: (name: string) => `Hello ${name},`,
    orderNumber: 'Order number',
    card: (amount: string) =>
      `We refunded ${amount} to the card you paid with. Depending on your bank it can take a few working days to show on your statement.`,
    cash: (amount: string) => `We paid you back ${amount}.`,
    credit: (amount: string, card: string, fresh: boolean) =>
      `We added ${amount} as store credit to the shop gift card ${card}.${fresh ? ' Its code comes in a separate e-mail.' : ''}`,
    partly: (refunded: string, paid: string) => `Refunded so far: ${refunded} of the ${paid} you paid.`,
    full: (paid: string) => `Everything you paid (${paid}) has been refunded.`,
    question: 'Any question: write to us.',
  },
} satisfies Record<Locale, unknown>;

/** The shopper's refund e-mail, in the order's language: how much, where to, and how much of the payment. */
export function renderRefundNotice(mail: RefundNoticeEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const t = TEXT[locale];
  const money = (value: number) => formatMoney(value, locale);
  const subject = oneLine(t.subject(orderLabel(mail)));
  const what =
    mail.method === 'card'
      ? t.card(money(mail.amount))
      : mail.method === 'store_credit'
        ? t.credit(money(mail.amount), `\u2066${mail.giftCardMasked ?? ''}\u2069`, mail.newCard === true)
        : t.cash(money(mail.amount));
  const extent =
    mail.refundedTotal >= mail.paid
      ? t.full(money(mail.paid))
      : t.partly(money(mail.refundedTotal), money(mail.paid));
  const html = htmlDocument({
    locale,
    context,
    title: subject,
    preview: what,
    body: `<p style="margin:0 0 12px;font-size:17px;font-weight:bold">${escapeHtml(t.hello(mail.customerName))}</p>
<p style="margin:0 0 16px">${escapeHtml(what)}</p>
<p style="margin:0 0 16px">${escapeHtml(extent)}</p>
<p style="margin:0 0 16px"><span style="color:#6b7280">${t.orderNumber}:</span> <strong dir="ltr">${escapeHtml(orderLabel(mail))}</strong></p>
<p style="margin:0">${t.question}</p>`,
  });
  const text = [
    t.hello(mail.customerName),
    '',
    what,
    extent,
    '',
    `${t.orderNumber}: ${orderLabel(mail)}`,
    '',
    t.question,
    '',
    textFooter(context, locale),
  ].join('\n');
  return { subject, html, text };
}
