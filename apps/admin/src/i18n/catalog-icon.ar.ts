// Arabic strings of the icon picker (ui/icon-picker.tsx) that categories, brands and the all-brands icon share.
export const catalogIconAr = {
  'icon.current': 'الأيقونة الحالية',
  'icon.none': 'لا توجد أيقونة',
  'icon.remove': 'إزالة الأيقونة',
  'icon.upload': 'رفع أيقونة',
  'icon.hint': 'اختر ملف صورة فقط (JPEG أو PNG أو WebP أو AVIF)، حتى {max} ميغابايت.',
  'icon.emoji': 'أو رمز تعبيري (إيموجي)',
  'icon.emojiHint': 'يظهر الرمز التعبيري بدل الصورة. الصور المرسومة تظهر بالشكل نفسه على كل الأجهزة.',
};
