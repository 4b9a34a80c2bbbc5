import { z } from 'zod';
import { formatMoney, isolate, LOCALES, type Locale } from '@matjar/core';
import { orderLabel, SHOP_NAME, type MailContext, type RenderedMail } from './mail-layout.js';
import { renderOneLinkMail, type OneLinkText } from './one-link-mail.js';

/**
 * Queued when staff send an unpaid card order's payment link again (the shopper lost the page, or asked): the
 * hosted payment page the order already has, until its payment window ends. The link is removed from the row
 * once sent.
 */
export const PaymentLinkPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string(),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  /** In dirhams. */
  total: z.number().int().nonnegative(),
  paymentUrl: z.string().url(),
  expiresAt: z.string(),
});
export type PaymentLinkEmail = z.infer<typeof PaymentLinkPayload>;

const TEXT = {
  ar: (number: string, total: string): OneLinkText => ({
    subject: `رابط الدفع لطلبك ${number} — ${SHOP_NAME.ar}`,
    greeting: (name) => `مرحبًا ${name}،`,
    body: `طلبك ${number} بقيمة ${total} بانتظار الدفع. ادفع على صفحة الدفع الآمنة:`,
    button: 'ادفع الآن',
    until: 'يعمل الرابط حتى',
    ignore:
      'إن كنت قد دفعت أو لم تعد تريد الطلب فتجاهل هذه الرسالة: يُلغى الطلب غير المدفوع عند انتهاء صلاحية الرابط.',
  }),
  en: (number: string, total: string): OneLinkText => ({
    subject: `The payment link for your order ${number} — ${SHOP_NAME.en}`,
    greeting: (name) => `Hello ${name},`,
    body: `Your order ${number} of ${total} is waiting for its payment. Pay on the secure payment page:`,
    button: 'Pay now',
    until: 'The link works until',
    ignore:
      'If you have paid already or no longer want the order, ignore this e-mail: an unpaid order is cancelled when the link expires.',
  }),
} satisfies Record<Locale, unknown>;

/** The order's payment page again: what it is for, the button, until when it works. */
export function renderPaymentLink(mail: PaymentLinkEmail, context: MailContext): RenderedMail {
  const { locale } = mail;
  const number = orderLabel(mail);
  const total = formatMoney(mail.total, locale);
  const t = TEXT[locale](
    locale === 'ar' ? isolate(number) : number,
    locale === 'ar' ? isolate(total) : total,
  );
  return renderOneLinkMail(mail, context, t, mail.paymentUrl);
}
