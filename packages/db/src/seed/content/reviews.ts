/** Reviewer names and comments in both languages; insert code deals them out over the products. */

export interface SeedReview {
  name: string;
  comment: string;
  rating: number;
  locale: 'ar' | 'en';
}

export const REVIEW_POOL: readonly SeedReview[] = [
  {
    name: 'أحمد الكواري',
    comment: 'منتج ممتاز ووصل في اليوم التالي داخل الدوحة. أنصح به.',
    rating: 5,
    locale: 'ar',
  },
  {
    name: 'Sarah Thomas',
    comment: 'Great quality and the delivery to Al Wakrah was quick. Very happy.',
    rating: 5,
    locale: 'en',
  },
  {
    name: 'مريم المهندي',
    comment: 'جودة رائعة لكن التغليف كان بسيطاً. بشكل عام راضية جداً.',
    rating: 4,
    locale: 'ar',
  },
  {
    name: 'Rahul Menon',
    comment: 'Works as expected. Battery life is better than my old one.',
    rating: 4,
    locale: 'en',
  },
  {
    name: 'خالد العطية',
    comment: 'السعر مناسب مقارنة بالمحلات، والضمان من الوكيل.',
    rating: 5,
    locale: 'ar',
  },
  { name: 'فاطمة السليطي', comment: 'المنتج جيد ولكن تأخر التوصيل يوماً عن الموعد.', rating: 3, locale: 'ar' },
  {
    name: 'Omar Haddad',
    comment: 'Genuine product with the official warranty. Would buy again.',
    rating: 5,
    locale: 'en',
  },
  { name: 'نورة الهاجري', comment: 'استخدمته لمدة أسبوعين والأداء ممتاز حتى الآن.', rating: 4, locale: 'ar' },
  {
    name: 'Maria Santos',
    comment: 'Nice design, but it gets a bit warm under heavy use.',
    rating: 3,
    locale: 'en',
  },
  {
    name: 'يوسف المري',
    comment: 'لم يعجبني اللون كما في الصورة، لكن خدمة العملاء تعاملوا بلطف.',
    rating: 2,
    locale: 'ar',
  },
  {
    name: 'James Wilson',
    comment: 'Excellent. Customer service answered on WhatsApp within minutes.',
    rating: 5,
    locale: 'en',
  },
  { name: 'عبدالله النعيمي', comment: 'وصلني المنتج بحالة ممتازة ومغلف بشكل جيد.', rating: 5, locale: 'ar' },
  {
    name: 'Aisha Khan',
    comment: 'Good value for money. The box was slightly damaged but the item is fine.',
    rating: 4,
    locale: 'en',
  },
  {
    name: 'هند الدوسري',
    comment: 'للأسف توقف عن العمل بعد أيام، وتم الاستبدال بسرعة.',
    rating: 1,
    locale: 'ar',
  },
  { name: 'Daniel Kim', comment: 'Solid build and fast shipping. Five stars.', rating: 5, locale: 'en' },
  { name: 'سلمان الشهواني', comment: 'تجربة شراء سهلة والدفع عند الاستلام مريح.', rating: 4, locale: 'ar' },
];
