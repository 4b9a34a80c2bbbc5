import { DRIVER_RUN_ERRORS } from './error-catalog-driver-run.js';
import { SERIAL_ERRORS } from './error-catalog-serials.js';
import { MAX_SPECIAL_OFFERS, PASSWORD_MIN } from './limits.js';
import { formatNumber, type Locale } from './locale.js';
import { fillPlurals } from './plural.js';

interface ErrorDefinition {
  status: number;
  en: string;
  ar: string;
}

/**
 * Every error the API can answer, with its HTTP status and its text in both languages. `{name}` marks a
 * parameter filled by errorMessage. Field-level validation messages are codes from this catalogue too, so a
 * form can show them in the shopper's language.
 */
export const ERRORS = {
  // Generic
  NOT_FOUND: {
    status: 404,
    en: 'The requested page or item was not found',
    ar: 'لم يتم العثور على الصفحة أو العنصر المطلوب',
  },
  VALIDATION_FAILED: {
    status: 400,
    en: 'Some fields are missing or invalid',
    ar: 'بعض الحقول ناقصة أو غير صحيحة',
  },
  REQUIRED: { status: 400, en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  TEXT_TOO_LONG: { status: 400, en: 'This text is too long', ar: 'هذا النص أطول من المسموح' },
  INVALID_EMAIL: {
    status: 400,
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال بريد إلكتروني صحيح',
  },
  INVALID_CHARACTERS: {
    status: 400,
    en: 'This field contains characters that are not allowed',
    ar: 'يحتوي هذا الحقل على أحرف غير مسموح بها',
  },
  INVALID_ID: {
    status: 400,
    en: 'This address does not name a valid id (a whole number from 1, without leading zeros)',
    ar: 'هذا العنوان لا يحمل معرّفًا صحيحًا (عدد صحيح من 1 دون أصفار في أوله)',
  },
  NUMBER_OUT_OF_RANGE: {
    status: 400,
    en: 'This number is too large',
    ar: 'هذا الرقم كبير جدًا',
  },
  UNAUTHENTICATED: { status: 401, en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  FORBIDDEN: {
    status: 403,
    en: 'You do not have permission to access this page',
    ar: 'ليس لديك صلاحية للوصول إلى هذه الصفحة',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests, please wait a moment and try again',
    ar: 'طلبات كثيرة جدًا، يرجى الانتظار قليلًا ثم المحاولة مرة أخرى',
  },
  CONFLICT: {
    status: 409,
    en: 'This change conflicts with newer data, please reload and try again',
    ar: 'هذا التغيير يتعارض مع بيانات أحدث، يرجى إعادة التحميل والمحاولة مرة أخرى',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large', ar: 'حجم الطلب كبير جدًا' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This kind of request body is not accepted here',
    ar: 'نوع محتوى الطلب هذا غير مقبول هنا',
  },
  INTERNAL: {
    status: 500,
    en: 'Something went wrong, please try again',
    ar: 'حدث خطأ ما، يرجى المحاولة مرة أخرى',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    en: 'The shop could not be reached for a moment; please try again in a few seconds',
    ar: 'تعذّر الوصول إلى المتجر للحظات؛ يرجى المحاولة مرة أخرى بعد بضع ثوانٍ',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is temporarily unavailable, please try again shortly',
    ar: 'الخدمة غير متاحة مؤقتًا، يرجى المحاولة بعد قليل',
  },

  // Catalogue and cart
  PRODUCT_NOT_FOUND: { status: 404, en: 'Product not found', ar: 'المنتج غير موجود' },
  PRODUCT_UNAVAILABLE: {
    status: 409,
    en: 'A product in your cart is no longer available',
    ar: 'أحد المنتجات في سلتك لم يعد متوفرًا',
  },
  VARIANT_NOT_FOUND: {
    status: 404,
    en: 'The selected option is no longer available',
    ar: 'الخيار المحدد لم يعد متوفرًا',
  },
  VARIANT_REQUIRED: { status: 400, en: 'Please select a variant first', ar: 'يرجى اختيار النوع أولًا' },
  CATEGORY_NOT_FOUND: { status: 404, en: 'Category not found', ar: 'الفئة غير موجودة' },
  CATEGORY_REQUIRED: {
    status: 400,
    en: 'At least one category must be chosen',
    ar: 'يجب اختيار فئة واحدة على الأقل',
  },
  BRAND_NOT_FOUND: { status: 404, en: 'Brand not found', ar: 'العلامة التجارية غير موجودة' },
  SECTION_NOT_FOUND: { status: 404, en: 'This section does not exist', ar: 'هذا القسم غير موجود' },
  SECTION_NAME_REQUIRED: { status: 400, en: 'Please enter the section name', ar: 'يرجى إدخال اسم القسم' },
  PERMANENT_SECTION: {
    status: 409,
    en: 'This section cannot be deleted; you can only disable it using the toggle',
    ar: 'لا يمكن حذف هذا القسم؛ يمكنك فقط تعطيله باستخدام مفتاح التفعيل',
  },
  HOMEPAGE_CHANGED: {
    status: 409,
    en: 'Someone else saved the homepage meanwhile; reload to see their changes, then make yours again',
    ar: 'حفظ شخص آخر الصفحة الرئيسية في هذه الأثناء؛ أعد التحميل لرؤية تغييراته ثم أعد تعديلاتك',
  },
  INVALID_SECTION_IDENTIFIER: {
    status: 400,
    en: 'Use lower-case English letters, digits and underscores only',
    ar: 'استخدم حروفًا إنجليزية صغيرة وأرقامًا وشرطة سفلية (_) فقط',
  },
  INVALID_LINK: {
    status: 400,
    en: 'Enter a link of the shop starting with / or an address starting with https://',
    ar: 'أدخل رابطًا من المتجر يبدأ بـ / أو عنوانًا يبدأ بـ https://',
  },
  VALUE_NOT_ALLOWED: {
    status: 400,
    en: 'Choose one of the values offered',
    ar: 'اختر إحدى القيم المعروضة',
  },
  INVALID_SEARCH_SYNONYM: {
    status: 400,
    en: 'Write one rule a line: words = other words, more after commas (e.g. smart watch = watch, ساعة)',
    ar: 'اكتب قاعدة في كل سطر: كلمات = كلمات أخرى، وأضف غيرها بعد الفواصل (مثل ساعة ذكية = watch، ساعة)',
  },
  INVALID_WHATSAPP: {
    status: 400,
    en: 'Enter the WhatsApp number with its country code, digits only, without + (e.g. 97455555555)',
    ar: 'أدخل رقم واتساب مع رمز الدولة، أرقامًا فقط ودون علامة + (مثل 97455555555)',
  },
  SECTION_TYPE_UNKNOWN: {
    status: 400,
    en: 'Unknown section type "{type}"; add sections with "add new section"',
    ar: 'نوع القسم "{type}" غير معروف؛ أضف الأقسام عبر "إضافة قسم جديد"',
  },
  SECTION_ID_DUPLICATE: {
    status: 400,
    en: 'Two sections have the id "{id}"; each section needs its own',
    ar: 'يوجد قسمان بالمعرّف "{id}"؛ يجب أن يكون لكل قسم معرّفه الخاص',
  },
  SECTION_EXISTS: {
    status: 409,
    en: 'A section "{type}" already exists; choose another name',
    ar: 'يوجد قسم باسم "{type}" بالفعل؛ اختر اسمًا آخر',
  },
  SECTION_FIELD_NOT_ALLOWED: {
    status: 400,
    en: 'A {kind} section has no "{field}" setting (section "{section}")',
    ar: 'الإعداد "{field}" لا ينتمي إلى هذا النوع من الأقسام ({kind})، القسم "{section}"',
  },
  BANNER_LINK_NOT_FOUND: {
    status: 422,
    en: 'This banner link leads nowhere in the shop: {link}. Pick a product, a category or a page.',
    ar: 'رابط البانر هذا لا يؤدي إلى أي صفحة في المتجر: {link}. اختر منتجًا أو فئة أو صفحة.',
  },
  SECTION_PRODUCTS_NOT_FOUND: {
    status: 400,
    en: 'These products do not exist (any more): {ids}',
    ar: 'هذه المنتجات غير موجودة (أو حُذفت): {ids}',
  },
  SECTION_CATEGORIES_NOT_FOUND: {
    status: 400,
    en: 'These categories do not exist (any more): {ids}',
    ar: 'هذه الفئات غير موجودة (أو حُذفت): {ids}',
  },
  TOO_MANY_SECTIONS: {
    status: 409,
    en: 'The homepage holds at most {max} sections; delete one first',
    ar: 'تتسع الصفحة الرئيسية لـ {max, plural, few {# أقسام} many {# قسمًا} other {# قسم}} على الأكثر؛ احذف قسمًا أولًا',
  },
  SECTION_NAME_RESERVED: {
    status: 400,
    en: 'This name would make it a banner section; choose a name without "banner"',
    ar: 'هذا الاسم يجعل القسم قسم بانر؛ اختر اسمًا لا يحتوي على "banner"',
  },
  ICON_NOT_EMOJI: {
    status: 400,
    en: 'Type one emoji, or upload an image',
    ar: 'اكتب رمزًا تعبيريًا واحدًا، أو ارفع صورة',
  },
  IMAGE_NOT_SHOP_MEDIA: {
    status: 400,
    en: 'Use an image uploaded to the shop; this address is not one of its images: {url}',
    ar: 'استخدم صورة مرفوعة إلى المتجر؛ هذا العنوان ليس من صوره: {url}',
  },
  REVIEW_NOT_FOUND: { status: 404, en: 'Review not found', ar: 'التقييم غير موجود' },
  OUT_OF_STOCK: {
    status: 409,
    en: 'Sorry, this product is out of stock',
    ar: 'عذرًا، هذا المنتج غير متوفر حاليًا',
  },
  STOCK_LIMIT: {
    status: 409,
    en: 'Sorry, only {available} available in stock',
    ar: 'عذرًا، الكمية المتوفرة في المخزون {available} فقط',
  },
  CART_EMPTY: { status: 400, en: 'Your cart is empty', ar: 'سلة التسوق فارغة' },
  SPECIAL_OFFER_LIMIT: {
    status: 409,
    en: `Maximum special offers is ${MAX_SPECIAL_OFFERS} products. Please remove some existing offers first.`,
    ar: `الحد الأقصى للعروض الخاصة ${MAX_SPECIAL_OFFERS} منتجات. يرجى إزالة بعض العروض الحالية أولًا.`,
  },
  PRODUCT_DELETE_NOT_ALLOWED: {
    status: 403,
    en: 'Only the general manager can delete products',
    ar: 'حذف المنتجات متاح للمدير العام فقط',
  },
  DUPLICATE_NAME: {
    status: 409,
    en: 'An item with the same name exists, use a different name',
    ar: 'يوجد عنصر بالاسم نفسه، يرجى استخدام اسم مختلف',
  },
  CATEGORY_NAME_TAKEN: {
    status: 409,
    en: 'A category with the same name exists, use a different name',
    ar: 'توجد فئة بالاسم نفسه، يرجى استخدام اسم مختلف',
  },
  INVALID_CR_NUMBER: {
    status: 400,
    en: 'Enter the commercial registration number in digits, with a branch after a slash if any (12345/1)',
    ar: 'يرجى إدخال رقم السجل التجاري بالأرقام، ورقم الفرع بعد شرطة مائلة إن وجد (12345/1)',
  },
  CATEGORY_NAME_EN_REQUIRED: {
    status: 400,
    en: 'Please enter the category name in English: the English store shows it',
    ar: 'يرجى إدخال اسم الفئة بالإنجليزية: يظهر في المتجر الإنجليزي',
  },
  BRAND_NAME_TAKEN: {
    status: 409,
    en: 'A brand with the same name exists, use a different name',
    ar: 'توجد علامة تجارية بالاسم نفسه، يرجى استخدام اسم مختلف',
  },
  PRODUCT_NAME_REQUIRED: {
    status: 400,
    en: 'Please enter the product name in Arabic',
    ar: 'يرجى إدخال اسم المنتج بالعربية',
  },
  DESCRIPTION_REQUIRED: {
    status: 400,
    en: 'Please enter the product description in Arabic',
    ar: 'يرجى إدخال وصف المنتج بالعربية',
  },
  STOCK_WHOLE_NUMBER: {
    status: 400,
    en: 'Stock must be a whole number, not below 0',
    ar: 'يجب أن يكون المخزون عددًا صحيحًا لا يقل عن 0',
  },
  DISCOUNT_NEEDS_TYPE: {
    status: 400,
    en: 'Choose a discount type before entering a discount value',
    ar: 'يرجى اختيار نوع الخصم قبل إدخال قيمته',
  },
  DISCOUNT_PERCENT_RANGE: {
    status: 400,
    en: 'A percentage discount is between 0 and 100',
    ar: 'يجب أن تكون نسبة الخصم بين 0 و100',
  },
  OPTION_NAME_AND_VALUES_REQUIRED: {
    status: 400,
    en: 'Please enter option name and values',
    ar: 'يرجى إدخال اسم الخيار وقيمه',
  },
  OPTION_VALUE_REQUIRED: { status: 400, en: 'Please enter option value', ar: 'يرجى إدخال قيمة الخيار' },
  VARIANT_NAME_AND_PRICE_REQUIRED: {
    status: 400,
    en: 'Please enter variant name and price',
    ar: 'يرجى إدخال اسم النوع وسعره',
  },
  SKU_TAKEN: {
    status: 409,
    en: 'This SKU is already used by another variant; use a different one',
    ar: 'رمز المنتج (SKU) هذا مستخدم لنوع آخر؛ يرجى استخدام رمز مختلف',
  },
  GTIN_INVALID: {
    status: 400,
    en: 'This GTIN (barcode number) is not valid: check its 8, 12, 13 or 14 digits',
    ar: 'رقم GTIN (رقم الباركود) هذا غير صالح؛ تحقق من أرقامه الـ 8 أو 12 أو 13 أو 14',
  },
  INVALID_COLOR: {
    status: 400,
    en: 'Please choose a colour such as #000000',
    ar: 'يرجى اختيار لون بصيغة مثل #000000',
  },
  PRODUCT_STOCK_FROM_VARIANTS: {
    status: 409,
    en: "This product's stock is the sum of its variants' stock; change a variant's stock instead",
    ar: 'مخزون هذا المنتج هو مجموع مخزون أنواعه؛ يرجى تعديل مخزون النوع بدلًا من ذلك',
  },
  STOCK_DROP_UNCONFIRMED: {
    status: 409,
    en: 'This change removes {units} units of stock (variants removed or replaced); review it and confirm to save',
    ar: 'يزيل هذا التغيير {units} وحدة من المخزون (أنواع محذوفة أو مستبدلة)؛ يرجى مراجعته وتأكيده للحفظ',
  },
  STOCK_REASON_REQUIRED: {
    status: 400,
    en: 'Please choose a reason for the stock change',
    ar: 'يرجى اختيار سبب تغيير المخزون',
  },
  PRODUCT_LAST_CATEGORY: {
    status: 409,
    en: 'A product needs at least one category: {count} of the selected products have no other',
    ar: 'يحتاج كل منتج إلى فئة واحدة على الأقل: {count} من المنتجات المحددة ليس لها فئة أخرى',
  },
  PRODUCT_CATEGORIES_FULL: {
    status: 409,
    en: 'A product can be in at most {max} categories: {count} of the selected products already are',
    ar: 'لا يمكن أن يكون المنتج في أكثر من {max} فئة: {count} من المنتجات المحددة وصلت إلى هذا الحد',
  },
  // Product CSV import (beyond the spec): file-level refusals, then per-cell issues (path [row, column]).
  CSV_MALFORMED: {
    status: 400,
    en: 'The file is not a valid CSV (line {line}); save it again as CSV UTF-8',
    ar: 'الملف ليس بصيغة CSV صحيحة (السطر {line})؛ يرجى حفظه مجددًا بصيغة CSV UTF-8',
  },
  // Excel's plain "CSV" is the computer's code page (Windows-1256 for Arabic): read as UTF-8 its Arabic would
  // be stored as replacement characters, so such a file is refused whole and staff are told how to save it.
  GUEST_ORDERS_LINK_INVALID: {
    status: 400,
    en: 'This link has expired or has already been used. Your earlier orders stay with the shop: write to us from the contact page and we will help',
    ar: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. طلباتك السابقة محفوظة لدى المتجر: راسلنا من صفحة التواصل وسنساعدك',
  },
  CSV_NOT_UTF8: {
    status: 400,
    en: 'The file is not saved as UTF-8, so its Arabic would be lost; nothing was imported. In Excel choose File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)", then import that file',
    ar: 'الملف غير محفوظ بترميز UTF-8، فستضيع حروفه العربية؛ لم يُستورد شيء. في Excel اختر ملف › حفظ باسم › «CSV UTF-8 (محدد بفاصلة) (*.csv)»، ثم استورد ذلك الملف',
  },
  CSV_COLUMNS_INVALID: {
    status: 400,
    en: 'The first row must name the columns of the export; missing or unknown: {columns}',
    ar: 'يجب أن يضم الصف الأول أسماء أعمدة ملف التصدير؛ أعمدة ناقصة أو غير معروفة: {columns}',
  },
  CSV_NO_ROWS: { status: 400, en: 'The file has no product rows', ar: 'لا يحتوي الملف على صفوف منتجات' },
  CSV_TOO_MANY_ROWS: {
    status: 400,
    en: 'A file may hold at most {max} rows; split it into smaller files',
    ar: 'يمكن أن يضم الملف {max, plural, few {# صفوف} many {# صفًا} other {# صف}} كحد أقصى؛ يرجى تقسيمه إلى ملفات أصغر',
  },
  IMPORT_ROWS_INVALID: {
    status: 400,
    en: 'Some rows of the file are invalid; nothing was imported',
    ar: 'بعض صفوف الملف غير صحيحة؛ لم يتم استيراد أي شيء',
  },
  CSV_NOT_AN_AMOUNT: {
    status: 400,
    en: 'Enter an amount such as 12.50 (at most two decimals)',
    ar: 'يرجى إدخال مبلغ مثل 12.50 (منزلتان عشريتان كحد أقصى)',
  },
  CSV_NOT_TRUE_FALSE: { status: 400, en: 'Enter true or false', ar: 'يرجى إدخال true أو false' },
  CSV_NOT_AN_ID: {
    status: 400,
    en: 'Enter the number of an existing record',
    ar: 'يرجى إدخال رقم سجل موجود',
  },
  CSV_DUPLICATE_ROW: {
    status: 400,
    en: 'This product or variant appears more than once in the file',
    ar: 'يتكرر هذا المنتج أو النوع أكثر من مرة في الملف',
  },
  CSV_VARIANT_ROW_INVALID: {
    status: 400,
    en: 'A variant row names an existing product and one of its variants; new variants are added on the product page',
    ar: 'يجب أن يشير صف النوع إلى منتج موجود وأحد أنواعه؛ تضاف الأنواع الجديدة من صفحة المنتج',
  },
  CATEGORY_IN_USE: {
    status: 409,
    en: 'This category still has {count, plural, one {# product} other {# products}}; move them to another category first',
    ar: 'ما زالت هذه الفئة تضم {count, plural, one {منتجًا واحدًا} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}}؛ يرجى نقلها إلى فئة أخرى أولًا',
  },
  BRAND_IN_USE: {
    status: 409,
    en: 'This brand still has {count, plural, one {# product} other {# products}}; choose another brand for them first',
    ar: 'ما زالت هذه العلامة التجارية تضم {count, plural, one {منتجًا واحدًا} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}}؛ يرجى اختيار علامة أخرى لها أولًا',
  },
  FILE_NOT_IMAGE: { status: 400, en: 'Please choose an image file only', ar: 'يرجى اختيار ملف صورة فقط' },
  FILE_TOO_LARGE: {
    status: 413,
    en: 'The file is too large (up to {maxMb} MB)',
    ar: 'الملف كبير جدًا (الحد الأقصى {maxMb} ميغابايت)',
  },
  IMAGE_TYPE_NOT_ACCEPTED: {
    status: 415,
    en: 'This kind of image ({type}) is not accepted here; please choose one of these types: {accepted}',
    ar: 'هذا النوع من الصور ({type}) غير مقبول هنا؛ يرجى اختيار صورة بإحدى هذه الصيغ: {accepted}',
  },
  IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    en: 'The image is too large ({width}×{height} pixels); please choose one of at most {maxMegapixels} megapixels',
    ar: 'أبعاد الصورة كبيرة جدًا ({width}×{height} بكسل)؛ يرجى اختيار صورة لا تتجاوز {maxMegapixels} ميغابكسل',
  },
  IMAGE_UNREADABLE: {
    status: 400,
    en: 'The image could not be read; the file may be damaged',
    ar: 'تعذّرت قراءة الصورة؛ قد يكون الملف تالفًا',
  },
  FILE_REQUIRED: {
    status: 400,
    en: 'Please choose an image file to upload',
    ar: 'يرجى اختيار ملف صورة لرفعه',
  },
  UPLOAD_INCOMPLETE: {
    status: 400,
    en: 'The file did not arrive whole; please try uploading it again',
    ar: 'لم يصل الملف كاملًا؛ يرجى محاولة رفعه مرة أخرى',
  },

  // Coupons
  COUPON_INVALID: { status: 400, en: 'Coupon code is invalid', ar: 'كود الخصم غير صالح' },
  COUPON_EXPIRED: { status: 400, en: 'Coupon code has expired', ar: 'انتهت صلاحية كود الخصم' },
  COUPON_MIN_ORDER: {
    status: 400,
    // The amount is labelled as formatMoney labels it (money.ts): "QAR 100" / "100 ر.ق.". {missing} says what
    // would make the coupon valid, in whole riyals rounded up (coupons.ts).
    en: 'Minimum order is QAR {minOrder}: add QAR {missing} more to use this coupon',
    ar: 'الحد الأدنى للطلب {minOrder} ر.ق.: أضف {missing} ر.ق. أخرى لتستخدم هذا الكود',
  },
  COUPON_CODE_TAKEN: {
    status: 409,
    en: 'A coupon with this code already exists',
    ar: 'يوجد كود خصم بهذا الرمز بالفعل',
  },
  COUPON_NOT_FOUND: { status: 404, en: 'Coupon not found', ar: 'كود الخصم غير موجود' },
  COUPON_NOT_STARTED: {
    status: 400,
    en: 'This coupon is not active yet',
    ar: 'كود الخصم هذا لم يبدأ بعد',
  },
  COUPON_USED_UP: {
    status: 400,
    en: 'This coupon has been used the maximum number of times',
    ar: 'استُخدم كود الخصم هذا العدد الأقصى من المرات',
  },
  COUPON_CUSTOMER_LIMIT: {
    status: 400,
    en: 'You have already used this coupon the maximum number of times',
    ar: 'لقد استخدمت كود الخصم هذا العدد الأقصى من المرات',
  },
  COUPON_IN_USE: {
    status: 409,
    en: 'This coupon has been used in orders, so it cannot be deleted; deactivate it instead',
    ar: 'استُخدم كود الخصم هذا في طلبات، فلا يمكن حذفه؛ أوقفه بدلًا من ذلك',
  },
  COUPON_DATES_INVALID: {
    status: 400,
    en: 'The start date must be before the expiry date',
    ar: 'يجب أن يكون تاريخ البدء قبل تاريخ الانتهاء',
  },
  COUPON_CHANGED: {
    status: 409,
    en: 'Someone else changed this coupon meanwhile; reload it and try again',
    ar: 'غيّر شخص آخر كود الخصم هذا في هذه الأثناء؛ أعد تحميله وحاول مرة أخرى',
  },
  COUPON_CODE_FORMAT: {
    status: 400,
    en: 'Use 3 to 32 letters, digits or dashes',
    ar: 'استخدم من 3 إلى 32 حرفًا أو رقمًا أو شرطة',
  },
  COUPON_PERCENT_RANGE: {
    status: 400,
    en: 'A percentage must be a whole number from 1 to 100',
    ar: 'يجب أن تكون النسبة عددًا صحيحًا من 1 إلى 100',
  },
  COUPON_AMOUNT_REQUIRED: {
    status: 400,
    en: 'Enter an amount above zero',
    ar: 'أدخل مبلغًا أكبر من صفر',
  },
  COUPON_LIMIT_WHOLE_NUMBER: {
    status: 400,
    en: 'Enter a whole number of 1 or more, or leave it empty for no limit',
    ar: 'أدخل عددًا صحيحًا من 1 فأكثر، أو اتركه فارغًا بلا حد',
  },
  COUPON_DATE_FORMAT: {
    status: 400,
    en: 'Enter a valid date',
    ar: 'أدخل تاريخًا صحيحًا',
  },
  COUPON_CODE_LOCKED: {
    status: 409,
    en: 'This coupon has been used in orders, so its code cannot change',
    ar: 'استُخدم كود الخصم هذا في طلبات، فلا يمكن تغيير رمزه',
  },

  // Gift cards, reviews, contact inbox, customers (back office)
  GIFT_CARD_VOIDED: {
    status: 409,
    en: 'This gift card code is already void',
    ar: 'رمز بطاقة الهدية هذا ملغى بالفعل',
  },
  GIFT_CARD_CODE_NOT_FOUND: {
    status: 404,
    en: 'No gift card has this code. Check it and type the whole code',
    ar: 'لا توجد بطاقة هدايا بهذا الكود. تحقّق منه واكتب الكود كاملًا',
  },
  GIFT_CARD_NOT_PAID: {
    status: 409,
    en: 'The codes of this order cannot be sent: its payment is not complete',
    ar: 'لا يمكن إرسال رموز هذا الطلب: لم يكتمل الدفع',
  },
  GIFT_CODES_NOT_INVENTORY_CARD: {
    status: 400,
    en: 'Codes are loaded only for a brand gift card (the shop’s own card makes its codes itself)',
    ar: 'تُحمَّل الرموز لبطاقات العلامات التجارية فقط (بطاقة المتجر تُنشئ رموزها بنفسها)',
  },
  GIFT_CODES_IMPORT_EMPTY: {
    status: 400,
    en: 'No code to load: paste codes one per line, or upload a CSV file',
    ar: 'لا توجد رموز للتحميل: الصق الرموز رمزًا في كل سطر، أو ارفع ملف CSV',
  },
  GIFT_CODES_IMPORT_TOO_MANY: {
    status: 400,
    en: 'One import takes at most {max} codes; split the file',
    ar: 'يقبل التحميل الواحد {max} رمز كحد أقصى؛ قسّم الملف',
  },
  GIFT_CODES_IMPORT_PROBLEMS: {
    status: 409,
    en: '{count, plural, one {One line has a problem} other {# lines have problems}}: fix them and preview again. Nothing was stored',
    ar: '{count, plural, one {في سطر واحد مشكلة} two {في سطرين مشكلة} few {في # أسطر مشاكل} many {في # سطرًا مشاكل} other {في # سطر مشاكل}}: أصلحها ثم اعرض المعاينة مجددًا. لم يُحفظ شيء',
  },
  GIFT_CODE_NOT_FAULTY_ABLE: {
    status: 409,
    en: 'Only a code handed to a paid order can be marked faulty',
    ar: 'لا يمكن تعليم رمز على أنه معطوب إلا إذا سُلِّم لطلب مدفوع',
  },
  GIFT_CODES_SOLD_OUT: {
    status: 409,
    en: 'No codes of {product} are left to hand out; load more codes first',
    ar: 'لم يتبقَّ رموز من {product} لتسليمها؛ حمّل رموزًا أولًا',
  },
  GIFT_CARD_STOCK_FROM_CODES: {
    status: 409,
    en: 'The stock of {product} is its count of unsold codes: load codes on the gift-cards page instead of typing a number',
    ar: 'مخزون {product} هو عدد رموزه غير المبيعة: حمّل الرموز من صفحة بطاقات الهدايا بدل كتابة رقم',
  },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, en: 'Message not found', ar: 'الرسالة غير موجودة' },
  CUSTOMER_NOT_FOUND: { status: 404, en: 'Customer not found', ar: 'العميل غير موجود' },

  // Orders and payments
  ORDER_NOT_FOUND: { status: 404, en: 'Order not found', ar: 'الطلب غير موجود' },
  STAFF_ALERT_NOT_FOUND: { status: 404, en: 'Alert not found', ar: 'التنبيه غير موجود' },
  TOO_MANY_EVENT_STREAMS: {
    status: 429,
    en: 'Too many open windows are receiving alerts; close some and try again',
    ar: 'نوافذ كثيرة مفتوحة تستقبل التنبيهات؛ أغلق بعضها ثم حاول مرة أخرى',
  },
  ORDER_CREATE_FAILED: {
    status: 500,
    en: 'An error occurred creating the order, please try again',
    ar: 'حدث خطأ أثناء إنشاء الطلب، يرجى المحاولة مرة أخرى',
  },
  ORDER_STATUS_UPDATE_FAILED: {
    status: 500,
    en: 'Failed to update order status',
    ar: 'تعذّر تحديث حالة الطلب',
  },
  INVALID_STATUS_TRANSITION: {
    status: 409,
    en: 'The order is now "{current}"; it cannot be moved to "{requested}"',
    ar: 'حالة الطلب الآن «{current}»؛ لا يمكن نقله إلى «{requested}»',
  },
  ORDER_CHANGED: {
    status: 409,
    en: 'This order was changed by someone else (it is now "{current}"); reload it and try again',
    ar: 'عدّل شخص آخر هذا الطلب (حالته الآن «{current}»)؛ أعد تحميله ثم حاول مرة أخرى',
  },
  ORDER_AWAITING_PAYMENT: {
    status: 409,
    en: 'Waiting for the card payment — the order can be confirmed once paid',
    ar: 'بانتظار الدفع بالبطاقة — يمكن تأكيد الطلب بعد إتمام الدفع',
  },
  ORDER_PAYMENT_FAILED: {
    status: 409,
    en: 'The card payment of this order failed; it cannot be confirmed or shipped, only canceled',
    ar: 'فشل الدفع بالبطاقة لهذا الطلب؛ لا يمكن تأكيده أو شحنه، يمكن إلغاؤه فقط',
  },
  ORDER_PAYMENT_CANCELLED: {
    status: 409,
    en: 'The card payment of this order was cancelled; it cannot be confirmed or shipped, only canceled',
    ar: 'أُلغي الدفع بالبطاقة لهذا الطلب؛ لا يمكن تأكيده أو شحنه، يمكن إلغاؤه فقط',
  },
  ORDER_RETURN_REASON_REQUIRED: {
    status: 400,
    en: 'Say why the order came back: a return needs a reason (up to {max} characters)',
    ar: 'اذكر سبب إرجاع الطلب: الإرجاع يحتاج إلى سبب (حتى {max} حرف)',
  },
  ORDER_RETURN_GIFT_CARD: {
    status: 409,
    en: 'An order with gift cards cannot be returned; void the gift card from the gift cards screen instead',
    ar: 'لا يمكن إرجاع طلب فيه بطاقات هدايا؛ ألغِ البطاقة من شاشة بطاقات الهدايا بدلًا من ذلك',
  },
  ORDER_NOT_ARCHIVED: {
    status: 409,
    en: 'This order is not in the archive',
    ar: 'هذا الطلب ليس في الأرشيف',
  },
  ORDER_NOT_UNPAID_CARD: {
    status: 409,
    en: 'Only a card order still awaiting its payment can be switched to cash on delivery; this one is paid, closed or already cash',
    ar: 'لا يُحوَّل إلى الدفع عند الاستلام إلا طلب بالبطاقة ما زال ينتظر الدفع؛ هذا الطلب مدفوع أو مغلق أو نقدي أصلًا',
  },
  PAYMENT_LINK_NOT_OPEN: {
    status: 409,
    en: 'Only a card order still awaiting its payment has a payment link to send; this one is paid, closed or cash',
    ar: 'لا يُرسل رابط الدفع إلا لطلب بالبطاقة ما زال ينتظر الدفع؛ هذا الطلب مدفوع أو مغلق أو نقدي',
  },
  PAYMENT_LINK_EXPIRED: {
    status: 409,
    en: "This order's payment link has expired; the order is cancelled when its payment window ends",
    ar: 'انتهت صلاحية رابط الدفع لهذا الطلب؛ يُلغى الطلب عند انتهاء مهلة الدفع',
  },
  PAYMENT_LINK_RESENT_ENOUGH: {
    status: 409,
    en: 'The payment link of this order was already sent again 3 times',
    ar: 'أُعيد إرسال رابط الدفع لهذا الطلب 3 مرات من قبل',
  },
  ORDER_PAYMENT_OPEN: {
    status: 409,
    en: 'The card payment of this order is still open; cancel the order, or wait for the payment to finish',
    ar: 'الدفع بالبطاقة لهذا الطلب ما زال مفتوحًا؛ ألغِ الطلب أو انتظر انتهاء الدفع',
  },
  CASH_NOT_CASH_ORDER: {
    status: 409,
    en: 'Only cash-on-delivery orders are marked as cash received',
    ar: 'يُسجَّل استلام النقود لطلبات الدفع عند الاستلام فقط',
  },
  CASH_ORDER_NOT_DELIVERED: {
    status: 409,
    en: 'Mark the order as delivered before recording its cash',
    ar: 'يجب تحويل الطلب إلى «تم التوصيل» قبل تسجيل استلام النقود',
  },
  CASH_ALREADY_RECEIVED: {
    status: 409,
    en: "This order's cash was already marked as received; an admin can correct the amount, giving a reason",
    ar: 'سُجِّل استلام نقود هذا الطلب من قبل؛ يمكن للمدير تصحيح المبلغ مع ذكر السبب',
  },
  CASH_AMOUNT_POSITIVE: {
    status: 400,
    en: 'Enter the amount received: a sum above zero',
    ar: 'أدخل المبلغ المستلم: مبلغًا أكبر من صفر',
  },
  CASH_NOT_RECEIVED: {
    status: 409,
    en: 'No cash has been recorded for this order yet, so there is nothing to correct',
    ar: 'لم يُسجَّل استلام نقود لهذا الطلب بعد، فلا شيء لتصحيحه',
  },
  REFUND_AMOUNT_POSITIVE: {
    status: 400,
    en: 'Enter the amount to refund, more than zero',
    ar: 'أدخل المبلغ المراد استرداده، أكبر من صفر',
  },
  REFUND_NOTHING_PAID: {
    status: 409,
    en: 'Nothing has been paid for this order yet, so there is nothing to refund',
    ar: 'لم يُدفع شيء لهذا الطلب بعد، فلا يوجد ما يُسترد',
  },
  REFUND_MORE_THAN_PAID: {
    status: 409,
    en: 'A refund cannot exceed what is left of the payment: at most {max} QAR can still be refunded',
    ar: 'لا يمكن أن يتجاوز الاسترداد ما تبقّى من المدفوع: يمكن استرداد {max} ر.ق على الأكثر',
  },
  REFUND_METHOD_NOT_ALLOWED: {
    status: 400,
    en: 'This order cannot be refunded that way: a card order goes back to its card, a cash order in cash',
    ar: 'لا يمكن استرداد هذا الطلب بهذه الطريقة: طلب البطاقة يُسترد إلى البطاقة، وطلب النقد نقدًا',
  },
  REFUND_REFERENCE_REQUIRED: {
    status: 400,
    en: 'Make the refund in the payment gateway’s portal first, then enter its refund reference',
    ar: 'نفّذ الاسترداد في بوابة الدفع أولًا، ثم أدخل رقم مرجع الاسترداد',
  },
  REFUND_CASH_HOW_REQUIRED: {
    status: 400,
    en: 'Say how the cash was paid back: cash in hand or bank transfer',
    ar: 'اذكر كيف أُعيد المبلغ: نقدًا باليد أو بتحويل بنكي',
  },
  REFUND_KEY_REUSED: {
    status: 409,
    en: 'This refund request was already sent with other details; open the refund dialog again',
    ar: 'أُرسل طلب الاسترداد هذا من قبل بتفاصيل مختلفة؛ افتح نافذة الاسترداد من جديد',
  },
  REFUND_NOT_FOUND: {
    status: 404,
    en: 'This refund was not found on the order',
    ar: 'لم يُعثر على هذا الاسترداد في الطلب',
  },
  REFUND_SHOPPER_AGREEMENT_REQUIRED: {
    status: 400,
    en: 'A refund to store credit needs the shopper’s agreement: ask them, then tick “the shopper agreed”',
    ar: 'الاسترداد رصيدًا في المتجر يحتاج موافقة المتسوّق: اسأله ثم ضع علامة «وافق المتسوّق»',
  },
  GIFT_CARD_BALANCE_UNKNOWN: {
    status: 404,
    en: 'There is no balance to show for this code. Check it and type the whole code as printed',
    ar: 'لا يوجد رصيد لعرضه لهذا الكود. تحقّق منه واكتب الكود كاملًا كما هو مطبوع',
  },
  GIFT_CARD_EXPIRED: {
    status: 409,
    en: 'This gift card has expired and can no longer be spent',
    ar: 'انتهت صلاحية بطاقة الهدية هذه ولم يعد ممكنًا استخدامها',
  },
  GIFT_CARD_EMPTY: {
    status: 409,
    en: 'This gift card has no balance left',
    ar: 'لم يبقَ رصيد في بطاقة الهدية هذه',
  },
  GIFT_CARD_CANNOT_PAY_GIFT_CARDS: {
    status: 409,
    en: 'A gift card cannot pay for gift cards: it pays only for the other items and delivery',
    ar: 'لا يمكن الدفع ببطاقة هدية مقابل بطاقات هدايا: تُستخدم للمنتجات الأخرى والتوصيل فقط',
  },
  GIFT_CARD_ADJUST_BELOW_ZERO: {
    status: 409,
    en: 'A balance cannot go below zero: at most {max} QAR can be taken off this card',
    ar: 'لا يمكن أن ينزل الرصيد تحت الصفر: يمكن خصم {max} ر.ق على الأكثر من هذه البطاقة',
  },
  GIFT_CARD_NOT_SPENDABLE: {
    status: 409,
    en: 'Only the shop’s own gift card (GIFT) has a balance here; a brand’s card is spent with the brand',
    ar: 'لبطاقة هدايا المتجر (GIFT) وحدها رصيد هنا؛ بطاقة العلامة التجارية تُستخدم لدى العلامة نفسها',
  },
  REFUND_NOT_RETRYABLE: {
    status: 409,
    en: 'Only a failed or pending refund can be tried again or checked',
    ar: 'لا يُعاد ولا يُتحقق إلا من استرداد فاشل أو قيد الانتظار',
  },
  RETURN_LINES_REQUIRED: {
    status: 400,
    en: 'Choose at least one item and how many of it came back',
    ar: 'اختر منتجًا واحدًا على الأقل وعدد ما أُرجع منه',
  },
  RETURN_QUANTITY_POSITIVE: {
    status: 400,
    en: 'Enter how many units came back: at least one',
    ar: 'أدخل عدد الوحدات المُرجعة: وحدة واحدة على الأقل',
  },
  RETURN_NOT_DELIVERED: {
    status: 409,
    en: 'Only a delivered order’s goods can come back; this order is {current}',
    ar: 'لا تُرجع إلا بضاعة طلب تم توصيله؛ حالة هذا الطلب «{current}»',
  },
  RETURN_LINE_NOT_FOUND: {
    status: 400,
    en: 'One of the items chosen is not in this order',
    ar: 'أحد المنتجات المختارة ليس في هذا الطلب',
  },
  RETURN_MORE_THAN_SOLD: {
    status: 409,
    en: 'More units of {product} than were sold would come back: at most {max} more can be returned',
    ar: 'سيُرجع من {product} أكثر مما بيع: يمكن إرجاع {max} على الأكثر',
  },
  RETURN_GIFT_CARD_LINE: {
    status: 409,
    en: 'A gift card cannot come back once its code was sent; void it on the gift cards screen instead',
    ar: 'لا تُرجع بطاقة الهدايا بعد إرسال رمزها؛ ألغِها من شاشة بطاقات الهدايا بدلًا من ذلك',
  },
  RETURN_WINDOW_CLOSED: {
    status: 403,
    en: 'The {days}-day window for this closed on {closes}; only an admin can accept it now, with a reason',
    ar: 'انتهت مهلة {days} يومًا لهذا في {closes}؛ لا يقبله الآن إلا مدير مع ذكر السبب',
  },
  RETURN_LATE_REASON_REQUIRED: {
    status: 400,
    en: 'The window has closed: say why the shop accepts this late',
    ar: 'انتهت المهلة: اذكر سبب قبول المتجر لهذا بعد موعده',
  },
  RETURN_KEY_REUSED: {
    status: 409,
    en: 'This return was already sent with other details; open the return dialog again',
    ar: 'أُرسل هذا الإرجاع من قبل بتفاصيل مختلفة؛ افتح نافذة الإرجاع من جديد',
  },
  RETURN_MONEY_NEEDS_MANAGER: {
    status: 403,
    en: 'Refunds and exchanges move money: only a role that manages orders can make them',
    ar: 'الاسترداد والاستبدال ينقلان المال: لا يجريهما إلا دور يدير الطلبات',
  },
  EXCHANGE_ITEMS_REQUIRED: {
    status: 400,
    en: 'Choose what the shopper gets in exchange',
    ar: 'اختر ما يحصل عليه المتسوق بدلًا منه',
  },
  EXCHANGE_ITEM_UNAVAILABLE: {
    status: 409,
    en: '{product} cannot be sent in exchange: it is not on sale or the option chosen does not exist',
    ar: 'لا يمكن إرسال {product} بدلًا منه: غير معروض للبيع أو الخيار المختار غير موجود',
  },
  CASH_DIFFERENCE_REASON_REQUIRED: {
    status: 400,
    en: 'The amount differs from the amount due; say why (short or over) before recording it',
    ar: 'المبلغ يختلف عن المبلغ المستحق؛ اذكر السبب (نقص أو زيادة) قبل تسجيله',
  },
  DRIVER_NOT_FOUND: {
    status: 404,
    en: 'This driver was not found',
    ar: 'لم يتم العثور على هذا السائق',
  },
  DRIVER_INACTIVE: {
    status: 409,
    en: 'This driver is deactivated; reactivate them in the settings first',
    ar: 'هذا السائق موقوف؛ أعد تفعيله من الإعدادات أولًا',
  },
  DRIVER_HAS_ORDERS: {
    status: 409,
    en: 'This driver has orders, so they are kept for the books; deactivate them instead',
    ar: 'لهذا السائق طلبات، لذا يبقى في السجلات؛ أوقفه بدلًا من حذفه',
  },
  DRIVER_PHONE_TAKEN: {
    status: 409,
    en: 'Another driver already has this phone number',
    ar: 'رقم الجوال هذا مسجَّل لسائق آخر',
  },
  DRIVER_PHONE_INVALID: {
    status: 400,
    en: 'Enter a Qatari mobile number: 8 digits starting with 3, 5, 6 or 7 (+974 optional)',
    ar: 'أدخل رقم جوال قطري: 8 أرقام تبدأ بـ 3 أو 5 أو 6 أو 7 (‎+974 اختياري)',
  },
  DRIVER_ORDER_CLOSED: {
    status: 409,
    en: 'A driver is assigned to an order still to deliver, not to a delivered, canceled or archived one',
    ar: 'يُسنَد السائق إلى طلب لم يُسلَّم بعد، لا إلى طلب مُسلَّم أو ملغي أو مؤرشف',
  },
  DOHA_DAY_INVALID: {
    status: 400,
    en: 'Choose a day as YYYY-MM-DD',
    ar: 'اختر يومًا بالصيغة YYYY-MM-DD',
  },
  REPORT_RANGE_INVALID: {
    status: 400,
    en: 'Choose a range that ends on or after its first day and is at most two years long',
    ar: 'اختر فترة تنتهي في يومها الأول أو بعده ولا تزيد على سنتين',
  },
  CASH_CORRECTION_UNCHANGED: {
    status: 409,
    en: 'This is the amount already recorded; enter the corrected amount',
    ar: 'هذا هو المبلغ المسجَّل نفسه؛ أدخل المبلغ المصحَّح',
  },
  GIFT_CARD_NOT_FOUND: {
    status: 404,
    en: 'Gift card not found in this order',
    ar: 'بطاقة الهدايا غير موجودة في هذا الطلب',
  },
  // The delivery address of a physical order (D14), one code per field so the form marks the right one.
  DELIVERY_ADDRESS_REQUIRED: {
    status: 400,
    en: 'Please enter the delivery address: city, zone, street and building number',
    ar: 'يرجى إدخال عنوان التوصيل: المدينة والمنطقة والشارع ورقم المبنى',
  },
  DELIVERY_CITY_REQUIRED: { status: 400, en: 'Please choose the city', ar: 'يرجى اختيار المدينة' },
  DELIVERY_ZONE_REQUIRED: { status: 400, en: 'Please enter the zone number', ar: 'يرجى إدخال رقم المنطقة' },
  DELIVERY_STREET_REQUIRED: {
    status: 400,
    en: 'Please enter the street number or name',
    ar: 'يرجى إدخال رقم الشارع أو اسمه',
  },
  DELIVERY_BUILDING_REQUIRED: {
    status: 400,
    en: 'Please enter the building number',
    ar: 'يرجى إدخال رقم المبنى',
  },
  INVALID_CITY: {
    status: 400,
    en: 'Please choose a city in Qatar from the list',
    ar: 'يرجى اختيار مدينة في قطر من القائمة',
  },
  INVALID_ZONE: {
    status: 400,
    en: 'The zone is a number of up to 3 digits, as on the blue plate',
    ar: 'رقم المنطقة من 3 أرقام على الأكثر، كما على اللوحة الزرقاء',
  },
  INVALID_BUILDING_NUMBER: {
    status: 400,
    en: 'The building number is up to 4 digits, as on the blue plate',
    ar: 'رقم المبنى من 4 أرقام على الأكثر، كما على اللوحة الزرقاء',
  },
  CASH_NOT_ALLOWED_FOR_GIFT_CARDS: {
    status: 400,
    en: 'Digital cards need immediate payment; please use another payment method',
    ar: 'البطاقات الرقمية تتطلب الدفع الفوري؛ يرجى اختيار طريقة دفع أخرى',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 401,
    en: 'The payment notification could not be verified',
    ar: 'تعذّر التحقق من إشعار الدفع',
  },
  PAYMENT_GATEWAY_ERROR: {
    status: 502,
    en: 'The payment service did not respond, please try again',
    ar: 'لم تستجب خدمة الدفع، يرجى المحاولة مرة أخرى',
  },
  INSUFFICIENT_STOCK: {
    status: 409,
    en: 'Only {available} left of {product}; please lower the quantity in your cart',
    ar: 'تبقّى {available} فقط من {product}؛ يرجى تقليل الكمية في سلتك',
  },
  ORDER_LINE_LIMIT: {
    status: 400,
    en: 'At most {max} of {product} can be ordered at once; please lower the quantity in your cart',
    ar: 'يمكن طلب {max, plural, one {قطعة واحدة} two {قطعتين} few {# قطع} other {# قطعة}} كحد أقصى من {product} في الطلب الواحد؛ يرجى تقليل الكمية في سلتك',
  },
  ORDER_UNITS_LIMIT: {
    status: 400,
    en: 'An order can hold at most {max} items; please lower the quantities in your cart',
    ar: 'يمكن أن يضم الطلب الواحد {max, plural, one {قطعة واحدة} two {قطعتين} few {# قطع} other {# قطعة}} كحد أقصى؛ يرجى تقليل الكميات في سلتك',
  },
  TOO_MANY_OPEN_ORDERS: {
    status: 409,
    en: 'You already have {max, plural, one {# order} other {# orders}} waiting for payment or delivery; please complete or cancel one before placing another, or contact us',
    ar: 'لديك بالفعل {max, plural, one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} بانتظار الدفع أو التسليم؛ يرجى إتمام أحدها أو إلغاؤه قبل إنشاء طلب جديد، أو تواصل معنا',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This request key was already used for a different request',
    ar: 'مفتاح الطلب هذا استُخدم من قبل لطلب مختلف',
  },

  // Accounts and staff
  EMAIL_IN_USE: { status: 409, en: 'This email is already in use', ar: 'البريد الإلكتروني مستخدم بالفعل' },
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'Email or password incorrect',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  ADMIN_INVALID_CREDENTIALS: {
    status: 401,
    en: 'Invalid username or password',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  },
  PASSWORDS_DO_NOT_MATCH: { status: 400, en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: `Password must be at least ${PASSWORD_MIN} characters`,
    ar: `يجب أن تتكون كلمة المرور من ${PASSWORD_MIN} أحرف على الأقل`,
  },
  USER_NOT_FOUND: { status: 404, en: 'User not found', ar: 'المستخدم غير موجود' },
  USERNAME_TAKEN: { status: 409, en: 'This username is already taken', ar: 'اسم المستخدم مستخدم بالفعل' },
  CANNOT_DELETE_SELF: {
    status: 409,
    en: 'This is the current account: you cannot delete your own account',
    ar: 'هذا هو الحساب الحالي: لا يمكنك حذف حسابك',
  },
  CANNOT_DEACTIVATE_SUPER_ADMIN: {
    status: 409,
    en: 'A general manager account cannot be deactivated',
    ar: 'لا يمكن تعطيل حساب المدير العام',
  },
  CANNOT_DELETE_SUPER_ADMIN: {
    status: 409,
    en: 'A general manager account cannot be deleted; change its role first',
    ar: 'لا يمكن حذف حساب المدير العام؛ غيّر دوره أولًا',
  },
  USERNAME_IMMUTABLE: {
    status: 400,
    en: 'The username cannot be changed',
    ar: 'لا يمكن تغيير اسم المستخدم',
  },
  LAST_SUPER_ADMIN: {
    status: 409,
    en: 'The shop needs at least one active general manager; this account cannot lose that role',
    ar: 'يحتاج المتجر إلى مدير عام نشط واحد على الأقل؛ لا يمكن سحب هذا الدور من هذا الحساب',
  },
  SIGN_IN_RATE_LIMITED: {
    status: 429,
    en: 'Too many failed sign-in attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}} ثم المحاولة مرة أخرى',
  },
  SIGN_IN_ACCOUNT_LOCKED: {
    status: 429,
    en: 'Signing in to this account is locked for {minutes, plural, one {# minute} other {# minutes}} after too many failed attempts',
    ar: 'تسجيل الدخول إلى هذا الحساب موقوف لمدة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}} بسبب كثرة المحاولات الفاشلة',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    en: 'Too many attempts from here. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again',
    ar: 'محاولات كثيرة جدًا من هنا. يرجى الانتظار {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}} ثم المحاولة مرة أخرى',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    en: 'This request did not come from the back office and was refused',
    ar: 'تم رفض هذا الطلب لأنه لم يصدر من لوحة التحكم',
  },
  STORE_CROSS_SITE_REQUEST: {
    status: 403,
    en: 'This request did not come from the shop and was refused',
    ar: 'تم رفض هذا الطلب لأنه لم يصدر من المتجر',
  },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The current password is incorrect',
    ar: 'كلمة المرور الحالية غير صحيحة',
  },
  // Delivery zones (decision 032)
  DELIVERY_NOT_AVAILABLE: {
    status: 422,
    en: 'We do not deliver to this address yet. Please choose another city or zone',
    ar: 'لا نوصل إلى هذا العنوان حاليًا. يرجى اختيار مدينة أو منطقة أخرى',
  },
  DAYS_RANGE: {
    status: 400,
    en: 'The latest day must not come before the earliest',
    ar: 'يجب ألا يسبق أقصى عدد للأيام أقلها',
  },
  COUPON_GIFT_CARDS_ONLY: {
    status: 400,
    en: 'Coupons apply to products, not to gift cards: add a product to use this code',
    ar: 'القسائم تنطبق على المنتجات لا على بطاقات الهدايا: أضف منتجًا لاستخدام هذا الرمز',
  },
  PHONE_INVALID: {
    status: 400,
    en: 'Enter a Qatari mobile number: 8 digits starting with 3, 5, 6 or 7',
    ar: 'أدخل رقم جوال قطري: 8 أرقام تبدأ بـ 3 أو 5 أو 6 أو 7',
  },
  /** Unknown number, wrong e-mail/phone and forged link answer alike (decision 030: no enumeration). */
  ORDER_TRACKING_NOT_FOUND: {
    status: 404,
    en: 'We could not find an order with this number and e-mail or phone. Check both and try again',
    ar: 'لم نجد طلبًا بهذا الرقم وهذا البريد الإلكتروني أو الهاتف. تحقق منهما وحاول مرة أخرى',
  },
  WHATSAPP_SIGNATURE_INVALID: {
    status: 401,
    en: 'The WhatsApp notification could not be verified',
    ar: 'تعذّر التحقق من إشعار واتساب',
  },
  WHATSAPP_VERIFY_FAILED: {
    status: 403,
    en: 'The WhatsApp webhook subscription could not be verified',
    ar: 'تعذّر التحقق من اشتراك إشعارات واتساب',
  },
  WHATSAPP_PAYLOAD_INVALID: {
    status: 400,
    en: 'The WhatsApp notification is not in the expected form',
    ar: 'إشعار واتساب ليس بالشكل المتوقع',
  },
  WHATSAPP_MESSAGE_NOT_FOUND: {
    status: 404,
    en: 'This WhatsApp message was not found on this order',
    ar: 'لم يتم العثور على رسالة واتساب هذه في هذا الطلب',
  },
  /** Only a failed send, or one closed by a STOP taken back, is sent again; the rest would not be true. */
  WHATSAPP_NOT_RESENDABLE: {
    status: 409,
    en: 'This WhatsApp message cannot be sent again: it was sent, is still being tried, or is no longer true',
    ar: 'لا يمكن إرسال رسالة واتساب هذه مرة أخرى: أُرسلت أو ما زالت قيد المحاولة أو لم تعد صحيحة',
  },
  WHATSAPP_RECIPIENT_OPTED_OUT: {
    status: 409,
    en: 'The recipient replied STOP: nothing is sent to them until they reply START',
    ar: 'ردّ المستلم بكلمة STOP: لا يُرسل إليه شيء حتى يردّ بكلمة START',
  },
  WHATSAPP_OFF: {
    status: 409,
    en: 'WhatsApp is off: switch it on in Settings before sending again',
    ar: 'واتساب متوقف: شغّله من الإعدادات قبل الإرسال مرة أخرى',
  },
  // Account basics (decision 037)
  /** Forged, expired, already used, or made before the password last changed: one answer for all. */
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    en: 'This password reset link is no longer valid: it was used, expired or replaced. Ask for a new one',
    ar: 'رابط إعادة تعيين كلمة المرور هذا لم يعد صالحًا: استُخدم أو انتهت مدته أو استُبدل. اطلب رابطًا جديدًا',
  },
  ADDRESS_NOT_FOUND: {
    status: 404,
    en: 'This address was not found in your account',
    ar: 'لم يتم العثور على هذا العنوان في حسابك',
  },
  ADDRESS_LIMIT_REACHED: {
    status: 409,
    en: 'You can save up to {max} addresses. Delete one to add another',
    ar: 'يمكنك حفظ {max} عناوين كحد أقصى. احذف عنوانًا لإضافة آخر',
  },
  /** A write sent to another name of the server than PUBLIC_URL's (decision 029): refused before anything is kept. */
  WRONG_HOST: {
    status: 421,
    en: "This is not the shop's address, so nothing was sent. Open {url} and send it again",
    ar: 'هذا ليس عنوان المتجر، لذلك لم يُرسل شيء. افتح {url} وأرسله مرة أخرى',
  },
  /** "Notify me" on something that is in stock: there is nothing to wait for (decision 036). */
  RESTOCK_ALERT_IN_STOCK: {
    status: 409,
    en: 'This is in stock now: you can add it to your cart',
    ar: 'هذا المنتج متوفر الآن: يمكنك إضافته إلى السلة',
  },
  /** A forged, mistyped or cut unsubscribe link; says nothing about whether the subscription exists. */
  RESTOCK_UNSUBSCRIBE_INVALID: {
    status: 404,
    en: 'This unsubscribe link is not valid. Copy the whole link from the e-mail',
    ar: 'رابط إلغاء الاشتراك غير صالح. انسخ الرابط كاملًا من الرسالة',
  },
  WHATSAPP_NUMBER_REQUIRED: {
    status: 400,
    en: 'Add a WhatsApp number to turn on WhatsApp notifications',
    ar: 'أضف رقم واتساب لتفعيل إشعارات واتساب',
  },
  WHATSAPP_WEBHOOK_RATE_LIMITED: {
    status: 429,
    en: 'Too many WhatsApp notifications. Try again shortly',
    ar: 'إشعارات واتساب كثيرة جدًا. حاول بعد قليل',
  },
  // WhatsApp in the back office's Settings (docs/whatsapp.md)
  WHATSAPP_ID_INVALID: {
    status: 400,
    en: 'Paste the id as Meta shows it: digits only',
    ar: 'الصق المعرّف كما يظهر في Meta: أرقام فقط',
  },
  WHATSAPP_SECRET_INVALID: {
    status: 400,
    en: 'Paste the key as Meta shows it, without spaces',
    ar: 'الصق المفتاح كما يظهر في Meta، دون مسافات',
  },
  WHATSAPP_SET_BY_ENVIRONMENT: {
    status: 409,
    en: "WhatsApp is set by the server's environment variables, which win over this screen. Change them there",
    ar: 'واتساب مضبوط من متغيرات بيئة الخادم، وهي مقدَّمة على هذه الشاشة. غيّرها هناك',
  },
  WHATSAPP_NOT_READY: {
    status: 409,
    en: 'Enter the phone number id, the business account id, the access token and the app secret first',
    ar: 'أدخل أولًا معرّف رقم الهاتف ومعرّف حساب الأعمال ورمز الوصول والمفتاح السري للتطبيق',
  },
  WHATSAPP_TEST_FAILED: {
    status: 422,
    en: 'WhatsApp did not accept the test message: {detail}',
    ar: 'لم يقبل واتساب الرسالة التجريبية: {detail}',
  },
  // Delivery windows (decision 034)
  WINDOW_FULL: {
    status: 409,
    en: 'This delivery window has just filled up. Please choose another window',
    ar: 'امتلأت فترة التوصيل هذه للتو. يرجى اختيار فترة أخرى',
  },
  WINDOW_INVALID: {
    status: 422,
    en: 'Choose a delivery day and time window from the ones offered',
    ar: 'اختر يوم التوصيل وفترته من الفترات المعروضة',
  },
  WINDOW_RANGE: {
    status: 400,
    en: 'A window must end after it starts',
    ar: 'يجب أن تنتهي الفترة بعد بدايتها',
  },
  DUPLICATE_WINDOW: {
    status: 400,
    en: 'Two windows start at the same time',
    ar: 'هناك فترتان تبدآن في الوقت نفسه',
  },
  DUPLICATE_DAY: {
    status: 400,
    en: 'A working day is listed twice',
    ar: 'يوم العمل مكرر',
  },
  INVALID_TIME: {
    status: 400,
    en: 'Enter a time as HH:MM',
    ar: 'أدخل الوقت بصيغة HH:MM',
  },
  INVALID_DATE: {
    status: 400,
    en: 'Enter a date as YYYY-MM-DD',
    ar: 'أدخل التاريخ بصيغة YYYY-MM-DD',
  },
  ...SERIAL_ERRORS,
  ...DRIVER_RUN_ERRORS,
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export type ErrorParams = Record<string, string | number>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * The message of a code in one language, with {param} filled in (numbers in that language's digits) and
 * `{count, plural, …}` blocks in that language's plural form (plural.ts). A text
 * parameter may carry its Arabic form as `<name>Ar` (a product name), used by the Arabic message.
 */
export function errorMessage(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return fillPlurals(ERRORS[code][locale], params, locale).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (locale === 'ar' ? params[`${name}Ar`] : undefined) ?? params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}
