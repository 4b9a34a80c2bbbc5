import { activityAr } from './activity.ar.js';
import { alertsAr } from './alerts.ar.js';
import { brandsAr } from './brands.ar.js';
import { catalogIconAr } from './catalog-icon.ar.js';
import { categoriesAr } from './categories.ar.js';
import { customersAr } from './customers.ar.js';
import { couponsAr } from './coupons.ar.js';
import { dashboardAr } from './dashboard.ar.js';
import { reportsAr } from './reports.ar.js';
import { driversAr } from './drivers.ar.js';
import { giftCardsAr } from './gift-cards.ar.js';
import { giftCodesAr } from './gift-codes.ar.js';
import { homepageAr } from './homepage.ar.js';
import { inboxAr } from './inbox.ar.js';
import { kitAr } from './kit.ar.js';
import { sessionAr } from './session.ar.js';
import { orderPageAr } from './order-page.ar.js';
import { serialsAr } from './serials.ar.js';
import { ordersAr } from './orders.ar.js';
import { returnsAr } from './returns.ar.js';
import { productsAr } from './products.ar.js';
import { productBatchesAr } from './product-batches.ar.js';
import { productsCsvAr } from './products-csv.ar.js';
import { reviewsAr } from './reviews.ar.js';
import { settingsAr } from './settings.ar.js';
import { whatsappAr } from './whatsapp.ar.js';
import { stockHistoryAr } from './stock-history.ar.js';
import { usersAr } from './users.ar.js';

// Arabic is the back office's default language; its keys define the catalogue every language must match.
export const ar = {
  ...usersAr,
  ...productsAr,
  ...productsCsvAr,
  ...productBatchesAr,
  ...reviewsAr,
  ...settingsAr,
  ...whatsappAr,
  ...stockHistoryAr,
  ...categoriesAr,
  ...customersAr,
  ...couponsAr,
  ...brandsAr,
  ...catalogIconAr,
  ...activityAr,
  ...alertsAr,
  ...dashboardAr,
  ...reportsAr,
  ...driversAr,
  ...giftCardsAr,
  ...giftCodesAr,
  ...homepageAr,
  ...inboxAr,
  ...kitAr,
  ...sessionAr,
  ...orderPageAr,
  ...serialsAr,
  ...ordersAr,
  ...returnsAr,
  'app.name': 'متجر',
  'app.backOffice': 'لوحة التحكم',
  'app.documentTitle': 'لوحة التحكم — متجر',
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.notices': 'الإشعارات',
  'app.closeNotice': 'إغلاق الإشعار',
  'language.toggle': 'English',
  'language.toggleLabel': 'عرض لوحة التحكم باللغة الإنجليزية',
  'login.title': 'تسجيل الدخول',
  'login.subtitle': 'ادخل إلى لوحة تحكم المتجر',
  'login.username': 'اسم المستخدم',
  'login.password': 'كلمة المرور',
  'login.showPassword': 'إظهار كلمة المرور',
  'login.hidePassword': 'إخفاء كلمة المرور',
  'login.submit': 'تسجيل الدخول',
  'login.submitting': 'جارٍ تسجيل الدخول…',
  'login.usernameRequired': 'أدخل اسم المستخدم',
  'login.passwordRequired': 'أدخل كلمة المرور',
  'login.credentialsNote': 'للحصول على بيانات الدخول، تواصل مع مدير النظام.',
  'login.invalidCredentials': 'اسم المستخدم أو كلمة المرور غير صحيحة',
  'login.failed': 'فشل تسجيل الدخول',
  'login.unexpectedError': 'حدث خطأ أثناء تسجيل الدخول',
  'auth.verifying': 'جارٍ التحقق من الجلسة…',
  'auth.unauthorisedTitle': 'غير مصرح',
  'auth.unauthorised': 'ليس لديك صلاحية للوصول إلى هذه الصفحة',
  'auth.back': 'رجوع',
  'auth.logout': 'تسجيل الخروج',
  'role.super_admin': 'المدير العام',
  'role.admin': 'مدير',
  'role.editor': 'محرر',
  'role.viewer': 'مشاهد',
  'nav.main': 'القائمة الرئيسية',
  'nav.open': 'فتح القائمة',
  'nav.close': 'إغلاق القائمة',
  'nav.dashboard': 'لوحة المعلومات',
  'nav.store': 'المتجر',
  'nav.products': 'المنتجات',
  'nav.categories': 'الفئات',
  'nav.brands': 'العلامات التجارية',
  'nav.homepage': 'الصفحة الرئيسية',
  'nav.orders': 'الطلبات',
  'nav.coupons': 'أكواد الخصم',
  'nav.reviews': 'التقييمات',
  'nav.giftCards': 'بطاقات الهدايا',
  'nav.customers': 'العملاء',
  'nav.reports': 'التقارير',
  'nav.inbox': 'صندوق الرسائل',
  'nav.users': 'المستخدمون',
  'nav.settings': 'الإعدادات',
  'nav.activityLogs': 'سجل النشاطات',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'لا توجد صفحة بهذا العنوان في لوحة التحكم.',
  'notFound.toDashboard': 'العودة إلى لوحة المعلومات',
  'error.title': 'حدث خطأ غير متوقع',
  'error.body': 'تعذّر عرض هذه الصفحة. أعد تحميلها، وإن تكرر الخطأ فأبلغ مدير النظام.',
  'error.reload': 'إعادة التحميل',
  'login.tooManyAttempts': 'محاولات تسجيل دخول كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'dialog.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.save': 'حفظ',
  'common.saving': 'جارٍ الحفظ…',
  'common.edit': 'تعديل',
  'common.delete': 'حذف',
  'common.loading': 'جارٍ التحميل…',
  'common.tryAgainLater': 'أعد تحميل الصفحة أو حاول لاحقًا.',
};

export type MessageKey = keyof typeof ar;
