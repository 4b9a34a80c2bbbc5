import type { trackEn } from './track.en.js';

/** نصوص صفحة تتبّع الطلب (المسألة 28 البند 4). */
export const trackAr: Record<keyof typeof trackEn, string> = {
  'track.meta.title': 'تتبّع طلبك',
  'track.meta.description': 'اعثر على طلبك برقمه والبريد الإلكتروني أو الهاتف الذي استخدمته.',
  'track.title': 'تتبّع طلبك',
  'track.intro': 'أدخل رقم الطلب من رسالة التأكيد والبريد الإلكتروني أو الهاتف الذي طلبت به.',
  'track.orderNumber': 'رقم الطلب',
  'track.orderNumberHint': 'مثلًا #1001',
  'track.contact': 'البريد الإلكتروني أو الهاتف',
  'track.submit': 'اعثر على طلبي',
  'track.searching': 'نبحث عن طلبك…',
  'track.status': 'الحالة',
  'track.placedOn': 'تاريخ الطلب',
  'track.total': 'الإجمالي',
  'track.payment': 'الدفع',
  'track.history': 'سجل الطلب',
  'track.another': 'تتبّع طلبًا آخر',
  'track.linkFailed': 'رابط التتبّع هذا لا يعمل. أدخل رقم طلبك والبريد الإلكتروني أو الهاتف بدلًا منه.',
};
