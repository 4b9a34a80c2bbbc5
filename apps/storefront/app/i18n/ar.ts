import type { MessageKey } from './en.js';

/** Arabic UI strings (the default language). */
export const ar: Record<MessageKey, string> = {
  'brand.name': 'Matjar | متجر',
  'brand.short': 'متجر',
  'shop.promise': 'توصيل سريع داخل قطر مع ضمان الوكيل',
  'a11y.skipToContent': 'انتقل إلى المحتوى',

  'nav.main': 'القائمة الرئيسية',
  'nav.home': 'الرئيسية',
  'nav.products': 'المنتجات',
  'nav.categories': 'الفئات',
  'nav.brands': 'العلامات التجارية',
  'nav.giftCards': 'بطاقات الهدايا',
  'nav.contact': 'اتصل بنا',
  'nav.support': 'الدعم',

  'search.label': 'ابحث عن المنتجات',
  'search.placeholder': 'ابحث عن هواتف، لابتوبات، بطاقات هدايا…',
  'search.submit': 'بحث',

  'header.cart': 'السلة',
  'header.wishlist': 'المفضلة',
  'header.login': 'تسجيل الدخول',
  'header.menuOpen': 'افتح القائمة',
  'header.menuClose': 'أغلق القائمة',
  'header.itemCount': '{label}: {count} عناصر',
  'language.switch': 'View this page in English',
  'language.current': 'العربية',

  'footer.about': 'هواتف ولابتوبات وصوتيات وكاميرات وبطاقات هدايا رقمية، نوصلها إلى كل أنحاء قطر.',
  'footer.quickLinks': 'روابط سريعة',
  'footer.contactUs': 'تواصل معنا',
  'footer.followUs': 'تابعنا',
  'footer.email': 'البريد الإلكتروني',
  'footer.location': 'الموقع',
  'footer.copyright': '© 2024 متجر. جميع الحقوق محفوظة.',
  'social.whatsapp': 'واتساب',
  'social.facebook': 'فيسبوك',
  'social.instagram': 'إنستغرام',
  'whatsapp.chat': 'تحدث معنا عبر واتساب',
  'scrollTop.label': 'العودة إلى الأعلى',

  'home.meta.title': 'متجر — إلكترونيات وبطاقات هدايا في قطر',
  'home.meta.description':
    'تسوّق الهواتف والأجهزة اللوحية واللابتوبات والصوتيات والكاميرات وبطاقات الهدايا الرقمية في الدوحة، مع توصيل سريع داخل قطر وضمان الوكيل.',
  'home.hero.eyebrow': 'متجر إلكترونيات في الدوحة',
  'home.hero.title': 'أحدث الأجهزة، تصلك بسرعة في كل قطر',
  'home.hero.text':
    'منتجات أصلية بضمان الوكيل، الدفع عند الاستلام أو بالبطاقة، وأكواد بطاقات الهدايا تصلك بالبريد فور الدفع.',
  'home.hero.shop': 'تسوّق كل المنتجات',
  'home.hero.giftCards': 'تصفّح بطاقات الهدايا',
  'home.categories.title': 'تسوّق حسب الفئة',
  'home.categories.all': 'كل الفئات',

  'category.phones': 'الهواتف',
  'category.tablets': 'الأجهزة اللوحية',
  'category.laptops': 'اللابتوبات',
  'category.accessories': 'الإكسسوارات',
  'category.audio': 'الصوتيات',
  'category.cameras': 'الكاميرات',
  'category.giftCards': 'بطاقات الهدايا',

  'trust.delivery.title': 'توصيل سريع',
  'trust.delivery.text': 'من 2 إلى 3 أيام عمل داخل الدوحة، ومن 3 إلى 5 أيام في باقي قطر',
  'trust.warranty.title': 'ضمان الوكيل',
  'trust.warranty.text': 'منتجات أصلية، وعادةً بضمان لمدة سنة',
  'trust.shipping.title': 'شحن مجاني',
  'trust.shipping.text': 'للطلبات التي تزيد على {amount}',
  'trust.payment.title': 'ادفع كما تحب',
  'trust.payment.text': 'الدفع عند الاستلام أو بالبطاقة',

  'notFound.meta.title': 'الصفحة غير موجودة — متجر',
  'notFound.meta.description': 'الصفحة التي طلبتها غير موجودة في متجر.',
  'notFound.code': 'خطأ 404',
  'notFound.title': 'لم نعثر على هذه الصفحة',
  'notFound.text': 'ربما الرابط غير صحيح أو نُقلت الصفحة. دعنا نعيدك إلى المتجر.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',

  'error.meta.title': 'حدث خطأ — متجر',
  'error.title': 'حدث خطأ ما',
  'error.text': 'يرجى المحاولة مرة أخرى بعد قليل.',
};
