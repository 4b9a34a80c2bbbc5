import type { WhatsAppMessageEvent } from '../schemas/admin/whatsapp-messages.js';

/**
 * The message templates a shop creates in Meta's WhatsApp Manager, one per event, in Arabic and English: the
 * name the shop sends by default, how many body parameters ({{1}}…) it has, and the exact body to paste into
 * Meta. Meta refuses a body that starts or ends with a parameter, hence the closing words. The worker, the
 * Settings card's check and the local fake of the Cloud API all read this one table.
 */
export interface ShopWhatsAppTemplate {
  event: WhatsAppMessageEvent;
  /** The name the shop sends when the environment names no other (WHATSAPP_TEMPLATE_*). */
  name: string;
  parameters: number;
  /**
   * The last parameter is the order's signed tracking link (the e-mails' "Track your order"), added by the
   * worker as it sends: the link is a credential to the order's status, so it is never stored with the queued
   * message or in the record of what was sent.
   */
  trackingLink: boolean;
  body: { ar: string; en: string };
}

export const SHOP_WHATSAPP_TEMPLATES: readonly ShopWhatsAppTemplate[] = [
  {
    event: 'order-received',
    name: 'order_received',
    parameters: 4,
    trackingLink: true,
    body: {
      en: 'Thank you! We received your order {{1}} of {{2}}. {{3}} Follow it here: {{4}} We will keep you posted.',
      // Not "بقيمة {{2}}.": the Arabic amount ends with the dot of ر.ق. and would read "ر.ق..".
      ar: 'شكرًا لك! استلمنا طلبك {{1}} (الإجمالي {{2}}). {{3}} تابعه من هنا: {{4}} سنوافيك بالمستجدات.',
    },
  },
  {
    event: 'order-confirmed',
    name: 'order_confirmed',
    parameters: 3,
    trackingLink: true,
    body: {
      en: 'Your order {{1}} is confirmed. {{2}} Follow it here: {{3}} Thank you for shopping with us.',
      ar: 'تم تأكيد طلبك {{1}}. {{2}} تابعه من هنا: {{3}} شكرًا لتسوقك معنا.',
    },
  },
  {
    event: 'out-for-delivery',
    name: 'out_for_delivery',
    parameters: 5,
    trackingLink: true,
    body: {
      en: 'Your order {{1}} is on its way with {{2}} ({{3}}). {{4}} Follow it here: {{5}} Please keep your phone nearby.',
      ar: 'طلبك {{1}} في الطريق إليك مع {{2}} ({{3}}). {{4}} تابعه من هنا: {{5}} يرجى إبقاء هاتفك قريبًا.',
    },
  },
  {
    event: 'delivered',
    name: 'order_delivered',
    parameters: 2,
    trackingLink: true,
    body: {
      en: 'Your order {{1}} has been delivered. See it here: {{2}} Thank you!',
      ar: 'تم توصيل طلبك {{1}}. تجده هنا: {{2}} شكرًا لك!',
    },
  },
  {
    event: 'payment-reminder',
    name: 'payment_reminder',
    parameters: 3,
    trackingLink: false,
    body: {
      en: 'Your order {{1}} of {{2}} is waiting for its payment: {{3}} The link expires soon.',
      ar: 'طلبك {{1}} بقيمة {{2}} بانتظار الدفع: {{3}} تنتهي صلاحية الرابط قريبًا.',
    },
  },
  {
    event: 'staff-new-order',
    name: 'staff_new_order',
    parameters: 3,
    trackingLink: false,
    body: {
      en: 'New order {{1}} from {{2}} of {{3}}. Open the back office to confirm it.',
      ar: 'طلب جديد {{1}} بقيمة {{3}} من {{2}}. افتح لوحة التحكم لتأكيده.',
    },
  },
  {
    event: 'refund',
    name: 'order_refund',
    parameters: 3,
    trackingLink: false,
    body: {
      en: 'We refunded {{2}} from your order {{1}}. {{3}} Thank you for shopping with us.',
      ar: 'استرددنا لك {{2}} من طلبك {{1}}. {{3}} شكرًا لتسوقك معنا.',
    },
  },
  {
    event: 'part-return',
    name: 'order_part_return',
    parameters: 2,
    trackingLink: false,
    body: {
      en: 'We received {{2}} back from your order {{1}}. We have e-mailed you the details.',
      ar: 'استلمنا {{2}} أعدتها من طلبك {{1}}. أرسلنا إليك التفاصيل بالبريد الإلكتروني.',
    },
  },
  {
    event: 'delivery-failed',
    name: 'delivery_failed',
    parameters: 3,
    trackingLink: true,
    body: {
      en: 'We could not deliver your order {{1}} today: {{2}}. Follow it here: {{3}} We will contact you to arrange a new delivery.',
      ar: 'لم نتمكن اليوم من توصيل طلبك {{1}}: {{2}}. تابعه من هنا: {{3}} سنتواصل معك لترتيب موعد توصيل جديد.',
    },
  },
  {
    event: 'order-canceled',
    name: 'order_canceled',
    parameters: 3,
    trackingLink: true,
    body: {
      en: 'Your order {{1}} has been canceled. {{2}} See it here: {{3}} If you have a question, write to us.',
      ar: 'تم إلغاء طلبك {{1}}. {{2}} تجده هنا: {{3}} إن كان لديك سؤال فراسلنا.',
    },
  },
  {
    event: 'order-returned',
    name: 'order_returned',
    parameters: 2,
    trackingLink: true,
    body: {
      en: 'Your order {{1}} is back with us in full. See it here: {{2}} We have e-mailed you the details.',
      ar: 'استلمنا طلبك {{1}} كاملًا بعد إرجاعه. تجده هنا: {{2}} أرسلنا إليك التفاصيل بالبريد الإلكتروني.',
    },
  },
];

/** The template languages the shop sends (the order's language, or the staff member's). */
export const WHATSAPP_TEMPLATE_LANGUAGES = ['ar', 'en'] as const;

/**
 * The test message of the Settings card: Meta's sample template, which every WhatsApp Business account is
 * given (English, no parameters). A shop template would tell the test number about an order that does not exist.
 */
export const WHATSAPP_TEST_TEMPLATE = { name: 'hello_world', language: 'en_US' } as const;

/** Meta's limit on a template body once its parameters are filled in (characters). */
export const WHATSAPP_BODY_MAX = 1024;

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * How a parameter is set inside the message: `ltr` for what reads left to right in both languages whatever
 * surrounds it (a phone number, an order number, a link), `auto` for words (a name in either script, an amount,
 * a sentence), which take the direction of their first letter. Each with the most characters it may keep.
 */
export type WhatsAppParameterKind = { dir: 'ltr' | 'auto'; max: number };

export const WHATSAPP_PARAMETER = {
  /** #1001, +974 3300 1001: left to right, as a run of digits must read in an Arabic sentence. */
  number: { dir: 'ltr', max: 40 },
  /** A link is never cut: a cut link opens nothing. */
  link: { dir: 'ltr', max: 500 },
  /** A person's name as typed (the shopper's, a driver's). */
  name: { dir: 'auto', max: 60 },
  /** An amount as formatMoney writes it. */
  amount: { dir: 'auto', max: 40 },
  /** A sentence or a phrase of the shop's own words. */
  sentence: { dir: 'auto', max: 200 },
} as const satisfies Record<string, WhatsAppParameterKind>;

// Every kind of line break, tab and space (\s covers U+2028/2029, no-break and wide spaces) becomes one space.
const WHITESPACE = /\s+/gu;
// Control and invisible format characters a typed name can carry: the direction marks and overrides (which would
// turn the rest of the message around), zero-width characters, the byte-order mark. The isolate added below is
// the only direction control a parameter keeps. The zero-width joiners stay: emoji and some scripts need them.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}]/gu;

/**
 * One template parameter as Meta accepts it and every phone lays it out: whitespace folded to single spaces
 * (Meta refuses a line break, a tab or more than four spaces in a row with 132018), invisible and direction
 * characters removed, cut to the kind's length with an ellipsis, then isolated (LRI or FSI … PDI) so a phone
 * number after an Arabic name, or an Arabic name in an English sentence, keeps its own order and leaves the
 * sentence's alone. An empty value becomes a dash (Meta refuses an empty parameter).
 */
export function whatsappParameter(value: string, kind: WhatsAppParameterKind): string {
  let text = value.replace(WHITESPACE, ' ').replace(INVISIBLE, '').replace(WHITESPACE, ' ').trim();
  const chars = [...text];
  if (chars.length > kind.max)
    text = `${chars
      .slice(0, kind.max - 1)
      .join('')
      .trimEnd()}…`;
  if (text === '') text = '-';
  return `${kind.dir === 'ltr' ? LRI : FSI}${text}${PDI}`;
}

/** A template's body with its parameters in place ({{1}} the first), as the recipient reads it. */
export function renderWhatsAppBody(body: string, parameters: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}
