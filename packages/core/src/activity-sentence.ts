import { isolate } from './bidi.js';
import type { Locale, Localized } from './locale.js';
import { formatMoney } from './money.js';
import { ORDER_STATUS_LABELS } from './order-status.js';

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
  'order',
  'customer',
  'review',
  'contact_message',
  'contact_reply',
  'driver',
  'media',
  'setting',
  'user',
] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Readonly<Record<AuditedEntityType, Localized>> = {
  product: { ar: 'منتج', en: 'product' },
  category: { ar: 'فئة', en: 'category' },
  brand: { ar: 'علامة تجارية', en: 'brand' },
  coupon: { ar: 'كود خصم', en: 'coupon' },
  gift_card: { ar: 'بطاقة هدايا', en: 'gift card' },
  order: { ar: 'طلب', en: 'order' },
  customer: { ar: 'عميل', en: 'customer' },
  review: { ar: 'تقييم', en: 'review' },
  contact_message: { ar: 'رسالة تواصل', en: 'contact message' },
  contact_reply: { ar: 'رد على رسالة', en: 'message reply' },
  driver: { ar: 'سائق', en: 'driver' },
  media: { ar: 'صورة', en: 'image' },
  setting: { ar: 'إعداد', en: 'setting' },
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

/** Bookkeeping the database keeps by itself: never a change a person made, so never shown as one. */
const TECHNICAL_FIELDS = new Set([
  'id',
  'updated_at',
  'created_at',
  'version',
  'search_text',
  'search_name',
  'search_name_en',
]);

/** Secrets are redacted when logged; a redacted field is no change to read about. */
const SECRET_FIELD = /password|hash|token|secret/i;

/** Fields that hold integer dirhams, shown in riyals. */
const MONEY_FIELDS = new Set([
  'price',
  'sale_price',
  'compare_at_price',
  'min_order',
  'amount',
  'balance',
  'initial_balance',
  'subtotal',
  'total',
  'total_amount',
  'shipping_fee',
  'discount',
  'cash_amount',
]);

const FIELD_LABELS: Readonly<Record<string, Localized>> = {
  price: { ar: 'سعر', en: 'price' },
  sale_price: { ar: 'سعر العرض', en: 'sale price' },
  stock: { ar: 'مخزون', en: 'stock' },
  name: { ar: 'الاسم العربي', en: 'Arabic name' },
  name_en: { ar: 'الاسم الإنجليزي', en: 'English name' },
  description: { ar: 'الوصف', en: 'description' },
  description_ar: { ar: 'الوصف العربي', en: 'Arabic description' },
  description_en: { ar: 'الوصف الإنجليزي', en: 'English description' },
  is_active: { ar: 'حالة التفعيل', en: 'active switch' },
  is_private: { ar: 'الخصوصية', en: 'private switch' },
  is_special_offer: { ar: 'العرض الخاص', en: 'special offer' },
  status: { ar: 'حالة', en: 'status' },
  code: { ar: 'الكود', en: 'code' },
  value: { ar: 'قيمة', en: 'value' },
  min_order: { ar: 'الحد الأدنى للطلب', en: 'minimum order' },
  starts_at: { ar: 'تاريخ البدء', en: 'start date' },
  expires_at: { ar: 'تاريخ الانتهاء', en: 'end date' },
  usage_limit: { ar: 'حد الاستخدام', en: 'use limit' },
  per_customer_limit: { ar: 'حد كل متسوق', en: 'per-shopper limit' },
  category_id: { ar: 'فئة', en: 'category' },
  brand_id: { ar: 'علامة', en: 'brand' },
  sku: { ar: 'رمز SKU', en: 'SKU' },
  role: { ar: 'دور', en: 'role' },
  email: { ar: 'بريد', en: 'e-mail' },
  phone: { ar: 'هاتف', en: 'phone' },
  icon: { ar: 'أيقونة', en: 'icon' },
  images: { ar: 'صور', en: 'pictures' },
  variants: { ar: 'متغيرات', en: 'variants' },
  options: { ar: 'خيارات', en: 'options' },
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
  reason: { ar: 'السبب', en: 'reason' },
};

/** Fields holding what a staff member typed (a return's reason): isolated on Arabic screens, any script. */
const TYPED_TEXT_FIELDS = new Set(['reason']);

/**
 * A field's name in the viewer's language; one this list does not know shows as stored, without underscores on
 * English screens and as a code (isolated, underscores kept) on Arabic ones.
 */
export function activityFieldLabel(field: string, locale: Locale): string {
  return FIELD_LABELS[field]?.[locale] ?? (locale === 'ar' ? isolate(field) : field.replaceAll('_', ' '));
}

/** Stored words a field may hold (a role, an order's status), in the viewer's language. */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  role: {
    super_admin: { ar: 'المدير العام', en: 'General manager' },
    admin: { ar: 'مدير', en: 'Manager' },
    editor: { ar: 'محرر', en: 'Editor' },
    viewer: { ar: 'مشاهد', en: 'Viewer' },
  },
  status: ORDER_STATUS_LABELS,
};

/** One value as a person reads it: riyals for money, yes/no, the list's items, "—" for nothing. */
export function activityValue(field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—';
  const word = typeof value === 'string' ? VALUE_WORDS[field]?.[value] : undefined;
  if (word) return word[locale];
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatMoney(value, locale);
  if (typeof value === 'boolean')
    return value ? (locale === 'ar' ? 'نعم' : 'yes') : locale === 'ar' ? 'لا' : 'no';
  if (Array.isArray(value))
    return value.map((item) => activityValue('', item, locale)).join(locale === 'ar' ? '، ' : ', ');
  if (typeof value === 'object') return JSON.stringify(value);
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
    .filter((field) => !TECHNICAL_FIELDS.has(field) && !SECRET_FIELD.test(field))
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

/** The entity's name in the viewer's language: the English one on English screens when there is one. */
export function entityNameIn(entry: ActivitySentenceEntry, locale: Locale): string {
  const fromChanges = asRecord(entry.changes?.new).name_en ?? asRecord(entry.changes?.old).name_en;
  const english = entry.entity_name_en || (typeof fromChanges === 'string' ? fromChanges : '');
  if (locale === 'en' && english) return english;
  return entry.entity_name ?? String(entry.entity_id ?? '');
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
  several: {
    en: '{who} changed the {fields} of {entity} {name}',
    ar: '{who}: تغيير {fields} في {entity} {name}',
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

/** The entry as one sentence in the viewer's language (names and values isolated, so either script reads in order). */
export function activitySentence(entry: ActivitySentenceEntry, locale: Locale): string {
  const who = isolate(entry.user_full_name || entry.username);
  const name = isolate(entityNameIn(entry, locale));
  const entity = entityTypeLabel(entry.entity_type, locale);
  if (entry.action_type !== 'UPDATE')
    return fill(TEMPLATES[entry.action_type][locale], { who, entity, name });
  const changes = visibleChanges(entry.changes);
  const [only] = changes;
  if (changes.length === 1 && only && only.old !== undefined && only.new !== undefined) {
    const own = entry.entity_type === 'setting' && (entry.entity_name ?? entry.entity_id) === only.field;
    return fill((own ? TEMPLATES.ownField : TEMPLATES.one)[locale], {
      who,
      field: activityFieldLabel(only.field, locale),
      name,
      old: isolate(activityValue(only.field, only.old, locale)),
      new: isolate(activityValue(only.field, only.new, locale)),
    });
  }
  if (changes.length > 1) {
    const fields = changes.map((change) => activityFieldLabel(change.field, locale));
    const joined = locale === 'ar' ? fields.join('، ') : fields.join(', ');
    return fill(TEMPLATES.several[locale], { who, fields: joined, entity, name });
  }
  return fill(TEMPLATES.UPDATE[locale], { who, entity, name });
}
