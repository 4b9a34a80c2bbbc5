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
  body: { ar: string; en: string };
}

export const SHOP_WHATSAPP_TEMPLATES: readonly ShopWhatsAppTemplate[] = [
  {
    event: 'order-received',
    name: 'order_received',
    parameters: 3,
    body: {
      en: 'Thank you! We received your order {{1}} of {{2}}. {{3}} We will keep you posted here.',
      ar: 'شكرًا لك! استلمنا طلبك {{1}} بقيمة {{2}}. {{3}} سنوافيك بالمستجدات هنا.',
    },
  },
  {
    event: 'order-confirmed',
    name: 'order_confirmed',
    parameters: 2,
    body: {
      en: 'Your order {{1}} is confirmed. {{2}} Thank you for shopping with us.',
      ar: 'تم تأكيد طلبك {{1}}. {{2}} شكرًا لتسوقك معنا.',
    },
  },
  {
    event: 'out-for-delivery',
    name: 'out_for_delivery',
    parameters: 4,
    body: {
      en: 'Your order {{1}} is on its way with {{2}} ({{3}}). {{4}} Please keep your phone nearby.',
      ar: 'طلبك {{1}} في الطريق إليك مع {{2}} ({{3}}). {{4}} يرجى إبقاء هاتفك قريبًا.',
    },
  },
  {
    event: 'delivered',
    name: 'order_delivered',
    parameters: 1,
    body: {
      en: 'Your order {{1}} has been delivered. Thank you!',
      ar: 'تم توصيل طلبك {{1}}. شكرًا لك!',
    },
  },
  {
    event: 'payment-reminder',
    name: 'payment_reminder',
    parameters: 3,
    body: {
      en: 'Your order {{1}} of {{2}} is waiting for its payment: {{3}} The link expires soon.',
      ar: 'طلبك {{1}} بقيمة {{2}} بانتظار الدفع: {{3}} تنتهي صلاحية الرابط قريبًا.',
    },
  },
  {
    event: 'staff-new-order',
    name: 'staff_new_order',
    parameters: 3,
    body: {
      en: 'New order {{1}} from {{2}} of {{3}}. Open the back office to confirm it.',
      ar: 'طلب جديد {{1}} من {{2}} بقيمة {{3}}. افتح لوحة التحكم لتأكيده.',
    },
  },
  {
    event: 'refund',
    name: 'order_refund',
    parameters: 3,
    body: {
      en: 'We refunded {{2}} from your order {{1}}. {{3}} Thank you for shopping with us.',
      ar: 'استرددنا لك {{2}} من طلبك {{1}}. {{3}} شكرًا لتسوقك معنا.',
    },
  },
  {
    event: 'part-return',
    name: 'order_part_return',
    parameters: 2,
    body: {
      en: 'We received {{2}} back from your order {{1}}. We have e-mailed you the details.',
      ar: 'استلمنا {{2}} أعدتها من طلبك {{1}}. أرسلنا إليك التفاصيل بالبريد الإلكتروني.',
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
