// Strings of the warning before a staff session ends, spread into ar.ts; session.en.ts must match its keys.
export const sessionAr = {
  'session.expiry.title': 'ستنتهي جلستك قريبًا',
  'session.expiry.text':
    'لحمايتك ستُسجَّل خارج لوحة التحكم خلال {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} (الساعة {time}). ما لم تحفظه بعد سيضيع.',
  'session.expiry.capped':
    'بلغت هذه الجلسة أطول مدة مسموح بها ولا يمكن تمديدها: احفظ عملك الآن، وسيُطلب منك تسجيل الدخول من جديد.',
  'session.expiry.stay': 'ابقَ مسجّلًا',
  'session.expiry.signOut': 'تسجيل الخروج',
  'session.renew.title': 'سجّل الدخول مجددًا للمتابعة',
  'session.renew.text':
    'انتهت جلستك، وما كنت تعمل عليه في هذه الشاشة باقٍ كما هو: أدخل كلمة المرور لتتابع من حيث توقفت، وما كان ينتظر الحفظ يُحفظ عندها.',
  'session.renew.who': 'الحساب: {name} ({username})',
  'session.renew.submit': 'تسجيل الدخول والمتابعة',
  'session.renew.signOut': 'تسجيل الخروج',
};
