import type { giftBalanceEn } from './gift-balance.en.js';

/** Arabic strings of the gift-card balance page, spread into ar.ts. */
export const giftBalanceAr: Record<keyof typeof giftBalanceEn, string> = {
  'giftBalance.meta.title': 'اعرف رصيد بطاقة الهدايا — متجر',
  'giftBalance.meta.description': 'اعرف ما تبقّى في بطاقة هدايا متجر وحتى متى يمكن استخدامها.',
  'giftBalance.title': 'اعرف رصيد بطاقة الهدايا',
  'giftBalance.intro':
    'اكتب الكود الكامل لبطاقة هدايا متجر (يبدأ بـ GIFT). بطاقات العلامات التجارية مثل بلايستيشن وآبل تُستخدم لدى العلامة نفسها.',
  'giftBalance.code': 'كود بطاقة الهدايا',
  'giftBalance.codeHint': 'بحروف كبيرة أو صغيرة، مع الشرطات أو بدونها.',
  'giftBalance.submit': 'اعرف الرصيد',
  'giftBalance.checking': 'جارٍ التحقق…',
  'giftBalance.balance': 'الرصيد',
  'giftBalance.validUntil': 'صالحة حتى {date}',
  'giftBalance.expiredOn': 'انتهت صلاحيتها في {date}',
  'giftBalance.spend': 'استخدمها عند الدفع: اكتب الكود تحت «ادفع ببطاقة هدايا متجر».',
  'giftBalance.another': 'تحقق من بطاقة أخرى',
  'giftBalance.link': 'اعرف رصيد بطاقة الهدايا',
};
