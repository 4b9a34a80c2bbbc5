import { isolate, isolateOrderNumbers } from './bidi.js';
import { formatDate, type Locale, type Localized } from './locale.js';
import { sectionTitle } from './homepage-sections.js';
import { formatMoney } from './money.js';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './order-status.js';
import { REFUND_METHOD_LABELS, REFUND_STATUS_LABELS } from './refunds.js';
import { RETURN_KIND_LABELS } from './returns.js';
import { cityLabel } from './delivery-address.js';
import { DELIVERY_FAILURE_LABELS } from './driver-run.js';

/**
 * The activity log read as sentences: "Sara changed the price of iPhone 16 Pro from 4,299 QAR to
 * 4,199 QAR", in the viewer's language, money in riyals, technical fields left out. One module for the
 * screen and the CSV export, so both say the same thing.
 */

/** Every entity type the server audits, in the order the filter lists them. */
export const AUDITED_ENTITY_TYPES = [
  'product',
  'category',
  'brand',
  'coupon',
  'gift_card',
  'gift_card_codes',
  'order',
  'customer',
  'review',
  'contact_message',
  'contact_reply',
  'driver',
  'media',
  'setting',
  'whatsapp_settings',
  'whatsapp_test_message',
  'user',
] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Readonly<Record<AuditedEntityType, Localized>> = {
  product: { ar: 'منتج', en: 'product' },
  category: { ar: 'فئة', en: 'category' },
  brand: { ar: 'علامة تجارية', en: 'brand' },
  coupon: { ar: 'كود خصم', en: 'coupon' },
  gift_card: { ar: 'بطاقة هدايا', en: 'gift card' },
  gift_card_codes: { ar: 'أكواد بطاقة هدايا', en: 'gift card codes' },
  order: { ar: 'طلب', en: 'order' },
  customer: { ar: 'عميل', en: 'customer' },
  review: { ar: 'تقييم', en: 'review' },
  contact_message: { ar: 'رسالة تواصل', en: 'contact message' },
  contact_reply: { ar: 'رد على رسالة', en: 'message reply' },
  driver: { ar: 'سائق', en: 'driver' },
  media: { ar: 'صورة', en: 'image' },
  setting: { ar: 'إعداد', en: 'setting' },
  whatsapp_settings: { ar: 'إعدادات واتساب', en: 'WhatsApp settings' },
  whatsapp_test_message: { ar: 'رسالة واتساب تجريبية', en: 'WhatsApp test message' },
  user: { ar: 'مستخدم', en: 'user' },
};

export function isAuditedEntityType(type: string): type is AuditedEntityType {
  return (AUDITED_ENTITY_TYPES as readonly string[]).includes(type);
}

/** The entity type in the viewer's language; a type this list does not know yet shows as stored. */
export function entityTypeLabel(type: string, locale: Locale): string {
  return isAuditedEntityType(type) ? ENTITY_TYPE_LABELS[type][locale] : type.replaceAll('_', ' ');
}

/** The entity type as a heading or a filter's option: "Gift card", "كود خصم". */
export function entityTypeHeading(type: string, locale: Locale): string {
  const label = entityTypeLabel(type, locale);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Bookkeeping the database keeps by itself, and internal record numbers shown elsewhere by name (a driver's id
 * beside the driver's name): never a change a person made, so never shown as one.
 */
export const TECHNICAL_ACTIVITY_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'updated_at',
  'created_at',
  'version',
  'search_text',
  'search_name',
  'search_name_en',
  'search_words',
  'last_login',
  'link_version',
  'note_id',
  'message_id',
  'serial_id',
  'order_item_id',
  'driver_id',
  'brand_id',
  'refund_id',
]);

/** Secrets are redacted when logged; a redacted field is no change to read about. */
const SECRET_FIELD = /password|hash|token|secret/i;

/** Fields that hold integer dirhams, shown in riyals. */
const MONEY_FIELDS = new Set([
  'price',
  'sale_price',
  'compare_at_price',
  'cost_price',
  'min_order',
  'amount',
  'balance',
  'initial_balance',
  'adjustment',
  'subtotal',
  'total',
  'total_amount',
  'order_total',
  'shipping_fee',
  'discount',
  'cash_amount',
  'cash_received_amount',
  'difference',
  'refund_due',
  'fee',
  'free_above',
]);

/**
 * Every field the server writes into an entry, and the fields inside its structured values (a zone's fee, a
 * contact setting's e-mail), in both languages. logged-fields.test.ts in the server walks every field the server
 * can log and fails on one missing here.
 */
const FIELD_LABELS: Readonly<Record<string, Localized>> = {
  // Products, categories, brands.
  price: { ar: 'السعر', en: 'price' },
  sale_price: { ar: 'سعر العرض', en: 'sale price' },
  compare_at_price: { ar: 'السعر قبل الخصم', en: 'price before discount' },
  cost_price: { ar: 'سعر التكلفة', en: 'cost price' },
  stock: { ar: 'المخزون', en: 'stock' },
  name: { ar: 'الاسم', en: 'name' },
  name_ar: { ar: 'الاسم العربي', en: 'Arabic name' },
  name_en: { ar: 'الاسم الإنجليزي', en: 'English name' },
  description: { ar: 'الوصف', en: 'description' },
  description_ar: { ar: 'الوصف العربي', en: 'Arabic description' },
  description_en: { ar: 'الوصف الإنجليزي', en: 'English description' },
  is_active: { ar: 'حالة التفعيل', en: 'active switch' },
  is_private: { ar: 'الخصوصية', en: 'private switch' },
  is_special_offer: { ar: 'العرض الخاص', en: 'special offer' },
  is_serialized: { ar: 'تتبع الأرقام التسلسلية', en: 'serial number tracking' },
  category_id: { ar: 'الفئة', en: 'category' },
  category_ids: { ar: 'الفئات', en: 'categories' },
  brand_name: { ar: 'العلامة التجارية', en: 'brand' },
  brand_name_en: { ar: 'اسم العلامة بالإنجليزية', en: 'brand’s English name' },
  sku: { ar: 'رمز SKU', en: 'SKU' },
  gtin: { ar: 'الرمز الشريطي GTIN', en: 'GTIN (barcode)' },
  mpn: { ar: 'رقم قطعة الصانع MPN', en: 'MPN (maker part number)' },
  icon: { ar: 'الأيقونة', en: 'icon' },
  image: { ar: 'الصورة', en: 'picture' },
  images: { ar: 'الصور', en: 'pictures' },
  variants: { ar: 'المتغيرات', en: 'variants' },
  variant: { ar: 'المتغير', en: 'variant' },
  variant_count: { ar: 'عدد المتغيرات', en: 'number of variants' },
  variant_option_name: { ar: 'اسم خيار المتغيرات بالإنجليزية', en: 'variant option name' },
  variant_option_name_ar: { ar: 'اسم خيار المتغيرات', en: 'variant option name in Arabic' },
  options: { ar: 'الخيارات', en: 'options' },
  product_id: { ar: 'رقم المنتج', en: 'product number' },
  stock_from_codes: { ar: 'المخزون من الأكواد', en: 'stock from codes' },
  // A CSV import's counts.
  created: { ar: 'أُنشئ', en: 'created' },
  updated: { ar: 'عُدّل', en: 'updated' },
  unchanged: { ar: 'دون تغيير', en: 'unchanged' },
  // Coupons.
  code: { ar: 'الكود', en: 'code' },
  type: { ar: 'النوع', en: 'type' },
  value: { ar: 'القيمة', en: 'value' },
  min_order: { ar: 'الحد الأدنى للطلب', en: 'minimum order' },
  starts_at: { ar: 'تاريخ البدء', en: 'start date' },
  expires_at: { ar: 'تاريخ الانتهاء', en: 'end date' },
  usage_limit: { ar: 'حد الاستخدام', en: 'use limit' },
  per_customer_limit: { ar: 'حد كل متسوق', en: 'per-shopper limit' },
  // Orders.
  status: { ar: 'الحالة', en: 'status' },
  payment_status: { ar: 'حالة الدفع', en: 'payment status' },
  payment_method: { ar: 'طريقة الدفع', en: 'payment method' },
  payment_link_sent: { ar: 'مرات إرسال رابط الدفع', en: 'payment link sent (times)' },
  archived: { ar: 'في الأرشيف', en: 'archived' },
  archived_by: { ar: 'أرشفه', en: 'archived by' },
  stock_returned: { ar: 'أُعيد المخزون', en: 'stock returned' },
  stock_taken: { ar: 'أُخذ المخزون من جديد', en: 'stock taken again' },
  cash_received_amount: { ar: 'المبلغ النقدي المستلم', en: 'cash received' },
  order_total: { ar: 'إجمالي الطلب', en: 'order total' },
  difference: { ar: 'الفرق', en: 'difference' },
  driver: { ar: 'السائق', en: 'driver' },
  delivery_failed: { ar: 'سبب تعذر التوصيل', en: 'reason the delivery failed' },
  note: { ar: 'الملاحظة', en: 'note' },
  order_id: { ar: 'رقم الطلب الداخلي', en: 'internal order number' },
  discount_type: { ar: 'نوع الخصم', en: 'discount type' },
  discount_value: { ar: 'قيمة الخصم', en: 'discount value' },
  discount_added_by: { ar: 'أضاف الخصم', en: 'discount added by' },
  code_revealed: { ar: 'كُشف الكود', en: 'code revealed' },
  reason: { ar: 'السبب', en: 'reason' },
  late_reason: { ar: 'سبب القبول بعد المهلة', en: 'reason for accepting late' },
  // Returns, refunds, serial numbers.
  kind: { ar: 'النوع', en: 'kind' },
  lines: { ar: 'الأصناف', en: 'items' },
  return_id: { ar: 'رقم الإرجاع', en: 'return number' },
  refund_status: { ar: 'حالة الاسترداد', en: 'refund status' },
  refund_due: { ar: 'المبلغ المستحق استرداده', en: 'refund due' },
  method: { ar: 'الطريقة', en: 'method' },
  reference: { ar: 'المرجع', en: 'reference' },
  amount: { ar: 'المبلغ', en: 'amount' },
  serial_recorded: { ar: 'الرقم التسلسلي المسجل', en: 'serial number recorded' },
  serial_returned: { ar: 'الرقم التسلسلي المُرجَع', en: 'serial number returned' },
  serials_released: { ar: 'أرقام تسلسلية أُفرج عنها', en: 'serial numbers released' },
  serials_returned: { ar: 'أرقام تسلسلية مُرجَعة', en: 'serial numbers returned' },
  // Gift cards.
  balance: { ar: 'الرصيد', en: 'balance' },
  adjustment: { ar: 'التعديل', en: 'adjustment' },
  voided: { ar: 'أُلغيت', en: 'voided' },
  void_reason: { ar: 'سبب الإلغاء', en: 'reason for voiding' },
  replacement_id: { ar: 'رقم البطاقة البديلة', en: 'replacement card number' },
  codes_resent: { ar: 'أكواد أُعيد إرسالها', en: 'codes sent again' },
  found_by_code: { ar: 'وُجدت بالكود', en: 'found by its code' },
  gift_cards_voided: { ar: 'بطاقات هدايا أُلغيت', en: 'gift cards voided' },
  low_codes_threshold: { ar: 'حد تنبيه نقص الأكواد', en: 'low codes alert' },
  batch: { ar: 'الدفعة', en: 'batch' },
  count: { ar: 'العدد', en: 'count' },
  // Customers, staff, drivers.
  role: { ar: 'الدور', en: 'role' },
  username: { ar: 'اسم المستخدم', en: 'username' },
  full_name: { ar: 'الاسم الكامل', en: 'full name' },
  email: { ar: 'البريد الإلكتروني', en: 'e-mail' },
  phone: { ar: 'الهاتف', en: 'phone' },
  language: { ar: 'اللغة', en: 'language' },
  locale: { ar: 'اللغة', en: 'language' },
  sessions_ended: { ar: 'جلسات أُنهيت', en: 'sessions ended' },
  receive_notifications: { ar: 'استلام التنبيهات', en: 'notifications' },
  whatsapp_notifications: { ar: 'تنبيهات واتساب', en: 'WhatsApp notifications' },
  whatsapp_phone: { ar: 'رقم واتساب', en: 'WhatsApp number' },
  whatsapp_language: { ar: 'لغة واتساب', en: 'WhatsApp language' },
  whatsapp_opted_out: { ar: 'أوقف رسائل واتساب', en: 'replied STOP on WhatsApp' },
  link_active: { ar: 'رابط التوصيل فعال', en: 'run link active' },
  // Reviews and messages.
  rating: { ar: 'التقييم', en: 'rating' },
  comment: { ar: 'التعليق', en: 'comment' },
  is_read: { ar: 'مقروءة', en: 'read' },
  excerpt: { ar: 'مقتطف', en: 'excerpt' },
  // Pictures.
  url: { ar: 'الرابط', en: 'address' },
  width: { ar: 'العرض', en: 'width' },
  height: { ar: 'الارتفاع', en: 'height' },
  purpose: { ar: 'الاستخدام', en: 'use' },
  section: { ar: 'القسم', en: 'section' },
  // WhatsApp.
  enabled: { ar: 'التشغيل', en: 'switched on' },
  phone_number_id: { ar: 'معرّف رقم الهاتف', en: 'phone number ID' },
  business_account_id: { ar: 'معرّف حساب الأعمال', en: 'business account ID' },
  to: { ar: 'إلى', en: 'to' },
  template: { ar: 'القالب', en: 'template' },
  whatsapp_resent: { ar: 'أُعيد إرسال رسالة واتساب', en: 'WhatsApp message sent again' },
  // The settings (their key is the changed field).
  site_logo: { ar: 'شعار المتجر', en: 'shop logo' },
  site_favicon: { ar: 'أيقونة المتصفح', en: 'browser icon' },
  logo_size: { ar: 'حجم الشعار', en: 'logo size' },
  banner_color: { ar: 'لون الشريط', en: 'banner colour' },
  hero_banner_size: { ar: 'حجم البانر الرئيسي', en: 'main banner size' },
  contact_settings: { ar: 'بيانات التواصل', en: 'contact details' },
  commercial_registration: { ar: 'رقم السجل التجاري', en: 'commercial registration number' },
  homepage_sections: { ar: 'أقسام الصفحة الرئيسية', en: 'homepage sections' },
  all_brands_icon: { ar: 'أيقونة كل العلامات', en: '"all brands" icon' },
  trust_pages: { ar: 'نصوص صفحات الثقة', en: 'trust pages text' },
  return_policy: { ar: 'مهلة الإرجاع والاستبدال', en: 'return and exchange windows' },
  search_synonyms: { ar: 'مرادفات البحث', en: 'search synonyms' },
  delivery_zones: { ar: 'مناطق التوصيل', en: 'delivery zones' },
  delivery_schedule: { ar: 'مواعيد التوصيل', en: 'delivery windows' },
  // Inside the delivery zones and the delivery windows' schedule.
  fee: { ar: 'رسوم التوصيل', en: 'delivery fee' },
  free_above: { ar: 'توصيل مجاني من', en: 'free delivery from' },
  delivered: { ar: 'يوجد توصيل', en: 'delivered' },
  cities: { ar: 'المدن', en: 'cities' },
  zone_numbers: { ar: 'أرقام المناطق', en: 'zone numbers' },
  days_min: { ar: 'أقل أيام التوصيل', en: 'fewest delivery days' },
  days_max: { ar: 'أكثر أيام التوصيل', en: 'most delivery days' },
  windows: { ar: 'مواعيد التوصيل', en: 'delivery windows' },
  working_days: { ar: 'أيام العمل', en: 'working days' },
  cutoff: { ar: 'آخر موعد للحجز', en: 'booking cut-off' },
  days_ahead: { ar: 'أيام الحجز مقدمًا', en: 'days bookable ahead' },
  capacity: { ar: 'السعة', en: 'capacity' },
  start: { ar: 'من', en: 'from' },
  end: { ar: 'إلى', en: 'until' },
  // Inside the return policy and the trust pages.
  return_days: { ar: 'أيام الإرجاع', en: 'return days' },
  exchange_days: { ar: 'أيام الاستبدال', en: 'exchange days' },
  returns_ar: { ar: 'صفحة الإرجاع بالعربية', en: 'returns page in Arabic' },
  returns_en: { ar: 'صفحة الإرجاع بالإنجليزية', en: 'returns page in English' },
  delivery_ar: { ar: 'صفحة التوصيل بالعربية', en: 'delivery page in Arabic' },
  delivery_en: { ar: 'صفحة التوصيل بالإنجليزية', en: 'delivery page in English' },
  privacy_ar: { ar: 'صفحة الخصوصية بالعربية', en: 'privacy page in Arabic' },
  privacy_en: { ar: 'صفحة الخصوصية بالإنجليزية', en: 'privacy page in English' },
  terms_ar: { ar: 'صفحة الشروط بالعربية', en: 'terms page in Arabic' },
  terms_en: { ar: 'صفحة الشروط بالإنجليزية', en: 'terms page in English' },
  // Inside the contact details.
  whatsapp: { ar: 'واتساب', en: 'WhatsApp' },
  location_ar: { ar: 'الموقع بالعربية', en: 'location in Arabic' },
  location_en: { ar: 'الموقع بالإنجليزية', en: 'location in English' },
  facebook: { ar: 'فيسبوك', en: 'Facebook' },
  instagram: { ar: 'إنستغرام', en: 'Instagram' },
};

/** Fields holding what a staff member typed (a return's reason): isolated on Arabic screens, any script. */
const TYPED_TEXT_FIELDS = new Set(['reason', 'late_reason', 'void_reason', 'note', 'comment', 'excerpt']);

/** Every field the log has a label for (the server's test checks each field it can log against this). */
export function hasActivityFieldLabel(field: string): boolean {
  return (
    Object.hasOwn(FIELD_LABELS, field) || TECHNICAL_ACTIVITY_FIELDS.has(field) || SECRET_FIELD.test(field)
  );
}

/**
 * A field's name in the viewer's language; one this list does not know (an entry older than the list) shows as
 * stored, without underscores on English screens and as a code (isolated, underscores kept) on Arabic ones.
 */
export function activityFieldLabel(field: string, locale: Locale): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field]![locale];
  return locale === 'ar' ? isolate(field) : field.replaceAll('_', ' ');
}

const REVIEW_STATUS_WORDS: Readonly<Record<string, Localized>> = {
  published: { ar: 'منشور', en: 'Published' },
  hidden: { ar: 'مخفي', en: 'Hidden' },
};
const LANGUAGE_WORDS: Readonly<Record<string, Localized>> = {
  ar: { ar: 'العربية', en: 'Arabic' },
  en: { ar: 'الإنجليزية', en: 'English' },
};
const COUPON_TYPE_WORDS: Readonly<Record<string, Localized>> = {
  percentage: { ar: 'نسبة مئوية', en: 'percentage' },
  fixed: { ar: 'مبلغ ثابت', en: 'fixed amount' },
  shipping: { ar: 'خصم على التوصيل', en: 'delivery discount' },
  free_delivery: { ar: 'توصيل مجاني', en: 'free delivery' },
};

/** Stored words a field may hold (a role, an order's status), in the viewer's language. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  role: {
    super_admin: { ar: 'المدير العام', en: 'General manager' },
    admin: { ar: 'مدير', en: 'Manager' },
    editor: { ar: 'محرر', en: 'Editor' },
    viewer: { ar: 'مشاهد', en: 'Viewer' },
  },
  status: { ...REVIEW_STATUS_WORDS, ...ORDER_STATUS_LABELS },
  payment_status: PAYMENT_STATUS_LABELS,
  payment_method: PAYMENT_METHOD_LABELS,
  refund_status: REFUND_STATUS_LABELS,
  method: { ...PAYMENT_METHOD_LABELS, ...REFUND_METHOD_LABELS },
  kind: RETURN_KIND_LABELS,
  delivery_failed: DELIVERY_FAILURE_LABELS,
  language: LANGUAGE_WORDS,
  locale: LANGUAGE_WORDS,
  whatsapp_language: LANGUAGE_WORDS,
  type: COUPON_TYPE_WORDS,
  discount_type: COUPON_TYPE_WORDS,
};

const LIST_SEPARATOR: Record<Locale, string> = { ar: '، ', en: ', ' };
const PART_SEPARATOR: Record<Locale, string> = { ar: '؛ ', en: '; ' };
const WEEKDAY_NAMES: Record<Locale, readonly string[]> = {
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const asNumber = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A delivery zone as a clause: "Doha: QAR 25, free from QAR 500, 2–3 working days", or "not delivered". */
function zoneClause(zone: Record<string, unknown>, locale: Locale): string {
  const name = String((locale === 'ar' ? zone.name_ar : zone.name_en) ?? zone.name_ar ?? '');
  if (zone.delivered === false)
    return `${isolate(name)}: ${locale === 'ar' ? 'لا يوجد توصيل' : 'not delivered'}`;
  const parts: string[] = [];
  const fee = asNumber(zone.fee);
  if (fee !== null)
    parts.push(fee === 0 ? (locale === 'ar' ? 'توصيل مجاني' : 'free delivery') : formatMoney(fee, locale));
  const freeFrom = asNumber(zone.free_above);
  if (freeFrom !== null && fee !== 0)
    parts.push(`${locale === 'ar' ? 'مجاني من' : 'free from'} ${formatMoney(freeFrom, locale)}`);
  const min = asNumber(zone.days_min);
  const max = asNumber(zone.days_max);
  if (min !== null && max !== null) {
    const days = min === max ? `${min}` : `${min}–${max}`;
    parts.push(locale === 'ar' ? `${isolate(days)} أيام عمل` : `${days} working days`);
  }
  if (zone.windows === true) parts.push(locale === 'ar' ? 'بمواعيد توصيل' : 'with delivery windows');
  const cities = Array.isArray(zone.cities) ? zone.cities.map((city) => cityLabel(String(city), locale)) : [];
  if (cities.length > 0) parts.push(cities.join(LIST_SEPARATOR[locale]));
  if (Array.isArray(zone.zone_numbers) && zone.zone_numbers.length > 0)
    parts.push(`${locale === 'ar' ? 'المناطق' : 'zones'} ${isolate(zone.zone_numbers.join(', '))}`);
  return `${isolate(name)}: ${parts.join(LIST_SEPARATOR[locale])}`;
}

/** The delivery windows' schedule as a sentence: days, cut-off, how far ahead, each window and its capacity. */
function scheduleClause(schedule: Record<string, unknown>, locale: Locale): string {
  const parts: string[] = [];
  if (Array.isArray(schedule.working_days))
    parts.push(
      schedule.working_days
        .map((day) => WEEKDAY_NAMES[locale][Number(day)] ?? String(day))
        .join(LIST_SEPARATOR[locale]),
    );
  if (typeof schedule.cutoff === 'string')
    parts.push(
      locale === 'ar'
        ? `الحجز حتى ${isolate(schedule.cutoff)} في اليوم السابق`
        : `booking until ${schedule.cutoff} the day before`,
    );
  const ahead = asNumber(schedule.days_ahead);
  if (ahead !== null)
    parts.push(locale === 'ar' ? `${isolate(String(ahead))} أيام مقدمًا` : `${ahead} days ahead`);
  if (Array.isArray(schedule.windows))
    parts.push(
      schedule.windows
        .map((window) => {
          const { start, end, capacity } = asRecord(window);
          const range = isolate(`${String(start)}–${String(end)}`);
          return locale === 'ar'
            ? `${range} (${isolate(String(capacity))} طلبًا)`
            : `${range} (${String(capacity)} orders)`;
        })
        .join(LIST_SEPARATOR[locale]),
    );
  return parts.join(PART_SEPARATOR[locale]);
}

/** The homepage's sections in order by their titles, a hidden one marked: "Main banner, Latest products (hidden)". */
function sectionsClause(sections: readonly unknown[], locale: Locale): string {
  return sections
    .map((item) => {
      const section = asRecord(item);
      const title = sectionTitle(
        { section_type: String(section.section_type ?? ''), config: asRecord(section.config) },
        locale,
      );
      const hidden = section.is_enabled === false ? (locale === 'ar' ? ' (مخفي)' : ' (hidden)') : '';
      return `${isolate(title)}${hidden}`;
    })
    .join(LIST_SEPARATOR[locale]);
}

/** A structured value as "label: value" clauses, fields it holds named like the log's own (never raw JSON). */
function recordClause(record: Record<string, unknown>, locale: Locale): string {
  return Object.entries(record)
    .filter(([field]) => !TECHNICAL_ACTIVITY_FIELDS.has(field) && !SECRET_FIELD.test(field))
    .map(([field, inner]) => `${activityFieldLabel(field, locale)}: ${activityValue(field, inner, locale)}`)
    .join(PART_SEPARATOR[locale]);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * One value as a person reads it: riyals for money, yes/no, words for stored codes, dates in the viewer's
 * language, zones and schedules as sentences, any other structured value as labelled clauses, "—" for nothing.
 */
export function activityValue(field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  const word = typeof value === 'string' ? VALUE_WORDS[field]?.[value] : undefined;
  if (word) return word[locale];
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatMoney(value, locale);
  if (typeof value === 'boolean')
    return value ? (locale === 'ar' ? 'نعم' : 'yes') : locale === 'ar' ? 'لا' : 'no';
  if (field === 'delivery_zones' && Array.isArray(value))
    return value.map((zone) => zoneClause(asRecord(zone), locale)).join(PART_SEPARATOR[locale]);
  if (field === 'delivery_schedule' && typeof value === 'object')
    return scheduleClause(asRecord(value), locale);
  if (field === 'homepage_sections' && Array.isArray(value)) return sectionsClause(value, locale);
  // One section added or saved: named by its title as the manager shows it, never its stored keys and config.
  if (field === 'section' && value !== null && typeof value === 'object' && !Array.isArray(value))
    return sectionsClause([value], locale);
  if (Array.isArray(value)) {
    const separator = value.some((item) => item && typeof item === 'object')
      ? PART_SEPARATOR
      : LIST_SEPARATOR;
    return value.map((item) => activityValue(field, item, locale)).join(separator[locale]);
  }
  if (typeof value === 'object') return recordClause(value as Record<string, unknown>, locale);
  if (typeof value === 'string' && ISO_INSTANT.test(value) && field.endsWith('_at'))
    return formatDate(value, locale);
  if (TYPED_TEXT_FIELDS.has(field) && locale === 'ar') return isolate(String(value));
  return String(value);
}

export interface ActivityChange {
  field: string;
  old: unknown;
  new: unknown;
}

type Changes = { old?: unknown; new?: unknown } | null;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields a person changed, technical ones left out; for an entry with only old or new values, those. */
export function visibleChanges(changes: Changes): ActivityChange[] {
  if (!changes) return [];
  const before = asRecord(changes.old);
  const after = asRecord(changes.new);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !TECHNICAL_ACTIVITY_FIELDS.has(field) && !SECRET_FIELD.test(field))
    .map((field) => ({ field, old: before[field], new: after[field] }))
    .filter((change) => JSON.stringify(change.old) !== JSON.stringify(change.new));
}

export interface ActivitySentenceEntry {
  username: string;
  /** The staff member's full name, when the server knows it. */
  user_full_name?: string | null;
  action_type: 'CREATE' | 'UPDATE' | 'DELETE';
  entity_type: string;
  entity_id: string | number | null;
  entity_name: string | null;
  /** The entity's English name where it has one (products, categories, brands). */
  entity_name_en?: string | null;
  changes: Changes;
}

/**
 * The entity's name as a screen shows it: a name holding an order number ("PlayStation Store card (#1004)")
 * keeps its "#" before the digits in either direction. Files take entityNameIn, without isolates.
 */
export function entityNameOnScreen(entry: ActivitySentenceEntry, locale: Locale): string {
  return isolateOrderNumbers(entityNameIn(entry, locale));
}

/** The entity's name in the viewer's language: the English one on English screens when there is one. */
export function entityNameIn(entry: ActivitySentenceEntry, locale: Locale): string {
  if (isImport(entry)) return IMPORT_NAME[locale];
  // A setting is named by its key (banner_color): shown by what it is ("banner colour").
  if (entry.entity_type === 'setting' && entry.entity_name && hasActivityFieldLabel(entry.entity_name))
    return activityFieldLabel(entry.entity_name, locale);
  const fromChanges = asRecord(entry.changes?.new).name_en ?? asRecord(entry.changes?.old).name_en;
  const english = entry.entity_name_en || (typeof fromChanges === 'string' ? fromChanges : '');
  if (locale === 'en' && english) return english;
  return entry.entity_name ?? String(entry.entity_id ?? '');
}

/**
 * A products CSV import is logged as one entry holding its counts (created, updated, unchanged) and no product;
 * it reads as an import, never as a product named "CSV import".
 */
function isImport(entry: ActivitySentenceEntry): boolean {
  const counts = asRecord(entry.changes?.new);
  return (
    entry.entity_type === 'product' &&
    (entry.entity_id === null || entry.entity_id === undefined) &&
    ['created', 'updated', 'unchanged'].every((field) => typeof counts[field] === 'number')
  );
}
const IMPORT_NAME: Localized = { ar: 'ملف CSV', en: 'CSV file' };

/** Archiving an order is logged as a DELETE (it leaves the lists) but is an archive, undone by a restore. */
function archiveChange(entry: ActivitySentenceEntry): 'archive' | 'restore' | null {
  if (entry.entity_type !== 'order') return null;
  const archived = asRecord(entry.changes?.new).archived;
  if (archived === true) return 'archive';
  if (archived === false && asRecord(entry.changes?.old).archived === true) return 'restore';
  return null;
}

/** A value in a sentence stays short (the details list shows it whole): a long text or list is cut. */
const SENTENCE_VALUE_MAX = 80;
function shortValue(text: string): string {
  return text.length > SENTENCE_VALUE_MAX ? `${text.slice(0, SENTENCE_VALUE_MAX - 1).trimEnd()}…` : text;
}

const TEMPLATES = {
  one: {
    en: '{who} changed the {field} of {name} from {old} to {new}',
    ar: '{who}: تغيير {field} {name} من {old} إلى {new}',
  },
  /** A setting whose key is the field changed: its label says it all ("changed the banner colour"). */
  ownField: {
    en: '{who} changed the {field} from {old} to {new}',
    ar: '{who}: تغيير {field} من {old} إلى {new}',
  },
  /** A setting too long to quote (zones, a schedule): the details list says what it became. */
  ownFieldSaved: {
    en: '{who} changed the {field}: {new}',
    ar: '{who}: تغيير {field}: {new}',
  },
  several: {
    en: '{who} changed the {fields} of {entity} {name}',
    ar: '{who}: تغيير {fields} في {entity} {name}',
  },
  import: {
    en: '{who} imported products from a CSV file: {created} created, {updated} updated, {unchanged} unchanged',
    ar: '{who}: استيراد منتجات من ملف CSV: إنشاء {created}، تعديل {updated}، دون تغيير {unchanged}',
  },
  archive: { en: '{who} archived order {name}', ar: '{who}: أرشفة الطلب {name}' },
  archiveStock: {
    en: '{who} archived order {name} and returned its stock',
    ar: '{who}: أرشفة الطلب {name} وإعادة مخزونه',
  },
  restore: {
    en: '{who} restored order {name} from the archive',
    ar: '{who}: استعادة الطلب {name} من الأرشيف',
  },
  UPDATE: { en: '{who} updated {entity} {name}', ar: '{who}: تعديل {entity} {name}' },
  CREATE: { en: '{who} created {entity} {name}', ar: '{who}: إنشاء {entity} {name}' },
  DELETE: { en: '{who} deleted {entity} {name}', ar: '{who}: حذف {entity} {name}' },
} as const;

function fill(template: string, params: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_whole, name: string) => params[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Settings whose value is a whole structure: the sentence says what it became, not before and after. */
const STRUCTURED_SETTINGS = new Set([
  'delivery_zones',
  'delivery_schedule',
  'homepage_sections',
  'trust_pages',
]);

/**
 * The entry as one sentence in the viewer's language. Names, values and numbers are isolated (first-strong
 * isolate … pop directional isolate), so "#1009" or a Latin name keeps its order inside an Arabic sentence
 * (without a letter the isolate is left to right; bare, "#1009" reads "1009#" in an Arabic line).
 */
export function activitySentence(entry: ActivitySentenceEntry, locale: Locale): string {
  const who = isolate(entry.user_full_name || entry.username);
  const name = isolate(entityNameOnScreen(entry, locale));
  const entity = entityTypeLabel(entry.entity_type, locale);
  if (isImport(entry)) {
    const counts = asRecord(entry.changes?.new);
    const count = (field: string) => isolate(String(counts[field]));
    return fill(TEMPLATES.import[locale], {
      who,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
    });
  }
  const archive = archiveChange(entry);
  if (archive === 'archive') {
    const stock = asRecord(entry.changes?.new).stock_returned === true;
    return fill(TEMPLATES[stock ? 'archiveStock' : 'archive'][locale], { who, name });
  }
  if (archive === 'restore') return fill(TEMPLATES.restore[locale], { who, name });
  if (entry.action_type !== 'UPDATE')
    return fill(TEMPLATES[entry.action_type][locale], { who, entity, name });
  const changes = visibleChanges(entry.changes);
  const [only] = changes;
  if (changes.length === 1 && only && only.old !== undefined && only.new !== undefined) {
    const own = entry.entity_type === 'setting' && (entry.entity_name ?? entry.entity_id) === only.field;
    const value = (side: unknown) => isolate(shortValue(activityValue(only.field, side, locale)));
    if (own && STRUCTURED_SETTINGS.has(only.field))
      return fill(TEMPLATES.ownFieldSaved[locale], {
        who,
        field: activityFieldLabel(only.field, locale),
        new: value(only.new),
      });
    return fill((own ? TEMPLATES.ownField : TEMPLATES.one)[locale], {
      who,
      field: activityFieldLabel(only.field, locale),
      name,
      old: value(only.old),
      new: value(only.new),
    });
  }
  if (changes.length > 1) {
    const fields = changes.map((change) => activityFieldLabel(change.field, locale));
    return fill(TEMPLATES.several[locale], {
      who,
      fields: fields.join(LIST_SEPARATOR[locale]),
      entity,
      name,
    });
  }
  return fill(TEMPLATES.UPDATE[locale], { who, entity, name });
}

/**
 * The sentence for a file (the CSV export): a spreadsheet shows isolate characters as stray marks, so they go;
 * text without a letter ("#1009", "2–3") is preceded by a left-to-right mark instead, which spreadsheets honour,
 * so it keeps its order in an Arabic cell.
 */
export function activitySentenceForFile(entry: ActivitySentenceEntry, locale: Locale): string {
  return activitySentence(entry, locale)
    .replace(/\u2068([^\u2066-\u2069]*)\u2069/g, (_whole, inner: string) =>
      /\p{L}/u.test(inner) ? inner : `\u200e${inner}`,
    )
    .replace(/[\u2066-\u2069]/g, '');
}
