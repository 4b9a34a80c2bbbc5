import type { restockEn } from './restock.en.js';

/** The Arabic strings of restock.en.ts. */
export const restockAr: Record<keyof typeof restockEn, string> = {
  'restock.soldOut': 'نفدت الكمية',
  'restock.card.soldOutNamed': 'نفدت الكمية: {name}',
  'restock.notify.title': 'أعلمني عند التوفر',
  'restock.notify.text': 'اترك بريدك الإلكتروني وسنراسلك مرة واحدة عندما يتوفر من جديد.',
  'restock.notify.email': 'البريد الإلكتروني',
  'restock.notify.submit': 'أعلمني',
  'restock.notify.sending': 'جارٍ الحفظ…',
  'restock.notify.done': 'تم. سنراسل {email} مرة واحدة عندما يتوفر من جديد.',
  'restock.unsubscribe.meta.title': 'رسالة التوفر',
  'restock.unsubscribe.title': 'إيقاف رسالة التوفر',
  'restock.unsubscribe.text': 'طلبت أن نعلمك عندما يتوفر {product} من جديد. هل تريد إيقاف هذه الرسالة؟',
  'restock.unsubscribe.confirm': 'إلغاء الاشتراك',
  'restock.unsubscribe.done': 'تم إلغاء اشتراكك: لن نراسلك بشأن {product}.',
  'restock.unsubscribe.invalid': 'رابط إلغاء الاشتراك غير صالح. انسخ الرابط كاملًا من الرسالة.',
  'restock.unsubscribe.home': 'العودة إلى المتجر',
  'restock.added':
    'أُضيف إلى السلة. في السلة {count, plural, one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}.',
};
