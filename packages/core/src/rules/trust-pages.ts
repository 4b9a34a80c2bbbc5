import { WARRANTY_YEARS } from './limits.js';
import type { DeliveryZone } from '../schemas/delivery-zones.js';
import { DEFAULT_RETURN_POLICY, type ReturnPolicy } from './returns.js';
import { groupThousands, type Locale } from './locale.js';
import { formatMoney } from './money.js';
import { pluralCategory } from './plural.js';

/**
 * The shop's trust pages (decision 031): returns & warranty, delivery, privacy, terms. Each
 * is rich text (core's parseRichText: headings, lists, bold, safe links, no HTML) in both languages, its numbers
 * taken from core's promises so the pages say what checkout and the FAQ say. Shown at /pages/{slug}.
 */
export const TRUST_PAGE_SLUGS = ['returns', 'delivery', 'privacy', 'terms'] as const;
export type TrustPageSlug = (typeof TRUST_PAGE_SLUGS)[number];

export function isTrustPageSlug(slug: string): slug is TrustPageSlug {
  return (TRUST_PAGE_SLUGS as readonly string[]).includes(slug);
}

export interface TrustPageText {
  title: string;
  body: string;
}

/** "أيام" after 3 to 10, "يومًا" otherwise (the counted noun's form in Arabic). */
const arabicDays = (count: number) => (pluralCategory(count, 'ar') === 'few' ? 'أيام' : 'يومًا');

/**
 * A count of days in Arabic-Indic digits, as `toLocaleString('ar-QA')` writes it ("١٤", "١٬٢٠٠"), by hand for
 * whole numbers: that call builds a number format each time, about 30 ms of a phone's main thread on a
 * product page's returns note.
 */
function arabicDigits(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString('ar-QA');
  return groupThousands(String(value)).replace(/[0-9,]/g, (c) =>
    c === ',' ? '٬' : String.fromCharCode(0x0660 + Number(c)),
  );
}

/**
 * A page's built-in text. The returns page says the shop's windows (settings `return_policy`, decision 048),
 * which the back office enforces on returns and exchanges.
 */
export function defaultTrustPage(
  slug: TrustPageSlug,
  locale: Locale,
  policy: ReturnPolicy = DEFAULT_RETURN_POLICY,
): TrustPageText {
  const RETURN_DAYS = policy.return_days;
  const EXCHANGE_DAYS = policy.exchange_days;
  const n = (value: number) => (locale === 'ar' ? arabicDigits(value) : String(value));
  const ar = locale === 'ar';
  switch (slug) {
    case 'returns':
      return ar
        ? {
            title: 'الإرجاع والضمان',
            body: `## الإرجاع
يمكنك إرجاع المنتج غير المفتوح خلال **${n(RETURN_DAYS)} ${arabicDays(RETURN_DAYS)}** من الاستلام مع الفاتورة الأصلية.
- نستلم المنتج من عنوانك في قطر أو تسلّمه في متجرنا.
- نعيد المبلغ بطريقة الدفع نفسها بعد فحص المنتج.

## الاستبدال
يمكنك استبدال المنتج بحالته الأصلية خلال **${n(EXCHANGE_DAYS)} ${arabicDays(EXCHANGE_DAYS)}**.

## الضمان
المنتجات مشمولة بضمان الوكيل، وهو عادةً **${n(WARRANTY_YEARS)} سنة**. بطاقات الهدايا الرقمية لا تُرجع بعد إرسال رمزها.`,
          }
        : {
            title: 'Returns & warranty',
            body: `## Returns
You can return an unopened item within **${n(RETURN_DAYS)} days** of delivery with the original invoice.
- We collect it from your address in Qatar, or you bring it to our shop.
- We refund the same way you paid once the item is checked.

## Exchanges
You can exchange an item in its original condition within **${n(EXCHANGE_DAYS)} days**.

## Warranty
Products carry the official agent's warranty, usually **${n(WARRANTY_YEARS)} year**. Digital gift cards cannot be returned once their code is sent.`,
          };
    case 'delivery':
      return ar
        ? {
            title: 'التوصيل',
            body: `## المدة والرسوم حسب المنطقة
رسوم التوصيل ومدته تختلف حسب منطقتك، كما في الجدول أدناه. التوصيل مجاني عندما تبلغ قيمة المنتجات بعد الخصم المبلغ المذكور لمنطقتك أو أكثر.

## الدفع
الدفع نقدًا عند الاستلام، أو بالبطاقة عبر الإنترنت عند إتمام الطلب. يتصل بك المندوب قبل الوصول.`,
          }
        : {
            title: 'Delivery',
            body: `## Times and fees by area
Delivery fees and times depend on where you are, as in the table below. Delivery is free once your goods after discounts reach the amount shown for your area, or more.

## Paying
Cash on delivery, or a card online at checkout. The driver calls you before arriving.`,
          };
    case 'privacy':
      return ar
        ? {
            title: 'الخصوصية',
            body: `## ما نحفظه
نحفظ اسمك ورقم هاتفك وبريدك الإلكتروني وعنوان التوصيل لتوصيل طلبك والتواصل معك بشأنه فقط.

## ما لا نحفظه
لا نحفظ بيانات بطاقتك: يعالج الدفع مزوّد الدفع مباشرة.

## مشاركة البيانات
لا نبيع بياناتك ولا نشاركها إلا مع المندوب الذي يوصل طلبك. لطلب حذف بياناتك راسلنا عبر صفحة التواصل.`,
          }
        : {
            title: 'Privacy',
            body: `## What we keep
We keep your name, phone, e-mail and delivery address only to deliver your order and contact you about it.

## What we do not keep
We never store your card details: the payment provider handles payment directly.

## Sharing
We do not sell your data, and share it only with the driver who delivers your order. To have your data deleted, write to us through the contact page.`,
          };
    case 'terms':
      return ar
        ? {
            title: 'الشروط والأحكام',
            body: `## الطلبات
يُؤكَّد الطلب بعد استلامه، وقد نتصل بك لتأكيده. الأسعار بالريال القطري وتشمل ما يُعرض في السلة عند الطلب.

## التوفّر
نعرض الكمية المتوفرة لحظة بلحظة؛ إن نفد منتج بعد طلبك نتصل بك ونعيد ما دفعته كاملًا.

## القانون
تخضع هذه الشروط لقوانين دولة قطر وقانون حماية المستهلك.`,
          }
        : {
            title: 'Terms & conditions',
            body: `## Orders
An order is confirmed once received; we may call you to confirm it. Prices are in Qatari riyals and include what the cart shows when you order.

## Availability
Stock is shown live; if an item sells out after you order, we call you and refund anything paid in full.

## Law
These terms are governed by the laws of the State of Qatar and its consumer protection law.`,
          };
  }
}

/** The longest text staff may give one page in one language (characters). */
export const TRUST_PAGE_TEXT_MAX = 20_000;

/** The trust_pages setting's fields: one text per page and language (`returns_ar`, `returns_en`, …). */
export const TRUST_PAGE_FIELDS = TRUST_PAGE_SLUGS.flatMap((slug) => [`${slug}_ar`, `${slug}_en`] as const);
export type TrustPageField = `${TrustPageSlug}_${Locale}`;

/** What staff wrote for each page and language; '' means "the built-in text" (defaultTrustPage). */
export type TrustPagesText = Record<TrustPageField, string>;

export const EMPTY_TRUST_PAGES_TEXT = Object.fromEntries(
  TRUST_PAGE_FIELDS.map((field) => [field, '']),
) as TrustPagesText;

/**
 * The trust_pages setting (JSON) field by field: a missing, unreadable or non-text field is '' (built-in
 * text). Never throws: a bad value shows the built-in pages.
 */
export function resolveTrustPagesText(value: string | null | undefined): TrustPagesText {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const result: TrustPagesText = { ...EMPTY_TRUST_PAGES_TEXT };
  if (parsed && typeof parsed === 'object') {
    for (const field of TRUST_PAGE_FIELDS) {
      const text = (parsed as Record<string, unknown>)[field];
      if (typeof text === 'string') result[field] = text.trim();
    }
  }
  return result;
}

/**
 * A page as the storefront shows it: the built-in title, and the body staff wrote for that language, or the
 * built-in body when they left it empty (decision 031).
 */
export function trustPage(
  slug: TrustPageSlug,
  locale: Locale,
  stored: Partial<TrustPagesText> | null | undefined,
  policy: ReturnPolicy = DEFAULT_RETURN_POLICY,
): TrustPageText {
  const builtIn = defaultTrustPage(slug, locale, policy);
  const body = stored?.[`${slug}_${locale}`]?.trim();
  return body ? { title: builtIn.title, body } : builtIn;
}

/** One zone as the delivery page's table reads it (decision 054): the shop's zones, never a fixed rule. */
export interface DeliveryZoneRow {
  name: string;
  delivered: boolean;
  /** The fee, "Free", or "We do not deliver here". */
  fee: string;
  /** "QAR 500 or more", "No free delivery", or '' where not delivered. */
  freeFrom: string;
  /** "2–3 working days", "A day and time you choose", or '' where not delivered. */
  time: string;
}

const ZONE_TEXT = {
  ar: {
    free: 'مجاني',
    notDelivered: 'لا نوصل إلى هنا',
    orMore: (amount: string) => `${amount} فأكثر`,
    never: 'لا يوجد توصيل مجاني',
    window: 'في اليوم والموعد الذي تختاره',
    days: (min: number, max: number) =>
      min === max ? `${min} ${min >= 3 && min <= 10 ? 'أيام' : 'يوم'} عمل` : `من ${min} إلى ${max} أيام عمل`,
  },
  en: {
    free: 'Free',
    notDelivered: 'We do not deliver here',
    orMore: (amount: string) => `${amount} or more`,
    never: 'No free delivery',
    window: 'A day and time you choose',
    days: (min: number, max: number) =>
      min === max ? `${min} working day${min === 1 ? '' : 's'}` : `${min}–${max} working days`,
  },
} as const;

/**
 * The shop's zones as rows of the delivery page's table, most specific first as checkout picks them (zone
 * numbers, then cities, the rest of Qatar last). Amounts through formatMoney, digits Latin (D21).
 */
export function deliveryZoneRows(zones: readonly DeliveryZone[], locale: Locale): DeliveryZoneRow[] {
  const t = ZONE_TEXT[locale];
  const rank = (zone: DeliveryZone) => (zone.zone_numbers.length > 0 ? 0 : zone.cities.length > 0 ? 1 : 2);
  return [...zones]
    .map((zone, index) => ({ zone, index }))
    .sort((a, b) => rank(a.zone) - rank(b.zone) || a.index - b.index)
    .map(({ zone }) => {
      const name = locale === 'ar' ? zone.name_ar : zone.name_en;
      if (!zone.delivered) return { name, delivered: false, fee: t.notDelivered, freeFrom: '', time: '' };
      return {
        name,
        delivered: true,
        fee: zone.fee === 0 ? t.free : formatMoney(zone.fee, locale),
        freeFrom:
          zone.fee === 0
            ? ''
            : zone.free_above === null
              ? t.never
              : t.orMore(formatMoney(zone.free_above, locale)),
        time: zone.windows ? t.window : t.days(zone.days_min, zone.days_max),
      };
    });
}
