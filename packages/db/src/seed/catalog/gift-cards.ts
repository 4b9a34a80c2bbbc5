import type { SeedProduct, SeedTextValue } from '../types.js';
import { CATEGORY } from './categories.js';

/** A digital card never runs out, but a stock number keeps the same rules as other products. */
const GIFT_CARD_STOCK = 500;

const denominations = (...riyals: number[]): SeedTextValue[] =>
  riyals.map((value) => ({ label: `${value} QAR`, labelAr: `${value} ر.ق.`, extra: value - riyals[0]! }));

interface GiftCardLine {
  slug: string;
  brand: string;
  ar: string;
  en: string;
  forAr: string;
  forEn: string;
  values: number[];
}

const LINES: readonly GiftCardLine[] = [
  {
    slug: 'gift-apple',
    brand: 'Apple (iTunes & App Store)',
    ar: 'بطاقة هدايا آبل',
    en: 'Apple Gift Card',
    forAr: 'التطبيقات والألعاب والموسيقى و\u2068iCloud+\u2069',
    forEn: 'apps, games, music and iCloud+',
    values: [50, 100, 200, 500],
  },
  {
    slug: 'gift-google-play',
    brand: 'Google Play',
    ar: 'بطاقة جوجل بلاي',
    en: 'Google Play Gift Card',
    forAr: 'التطبيقات والألعاب على أندرويد',
    forEn: 'Android apps and games',
    values: [50, 100, 200],
  },
  {
    slug: 'gift-xbox',
    brand: 'Xbox',
    ar: 'بطاقة إكس بوكس',
    en: 'Xbox Gift Card',
    forAr: 'الألعاب والإضافات واشتراك Game Pass',
    forEn: 'games, add-ons and Game Pass',
    values: [50, 100, 200],
  },
  {
    slug: 'gift-playstation',
    brand: 'PlayStation',
    ar: 'بطاقة بلايستيشن ستور',
    en: 'PlayStation Store Gift Card',
    forAr: 'الألعاب واشتراك PlayStation Plus',
    forEn: 'games and PlayStation Plus',
    values: [50, 100, 200, 500],
  },
  {
    slug: 'gift-steam',
    brand: 'Steam',
    ar: 'بطاقة ستيم',
    en: 'Steam Wallet Card',
    forAr: 'ألعاب الكمبيوتر على ستيم',
    forEn: 'PC games on Steam',
    values: [50, 100, 200],
  },
  {
    slug: 'gift-netflix',
    brand: 'Netflix',
    ar: 'بطاقة نتفليكس',
    en: 'Netflix Gift Card',
    forAr: 'الأفلام والمسلسلات بلا إعلانات',
    forEn: 'films and series without ads',
    values: [100, 200],
  },
  {
    slug: 'gift-spotify',
    brand: 'Spotify',
    ar: 'بطاقة سبوتيفاي بريميوم',
    en: 'Spotify Premium Gift Card',
    forAr: 'الموسيقى والبودكاست دون انقطاع',
    forEn: 'uninterrupted music and podcasts',
    values: [50, 100],
  },
  {
    slug: 'gift-amazon',
    brand: 'Amazon',
    ar: 'بطاقة هدايا أمازون',
    en: 'Amazon Gift Card',
    forAr: 'ملايين المنتجات على أمازون',
    forEn: 'millions of products on Amazon',
    values: [50, 100, 200, 500],
  },
  {
    slug: 'gift-nintendo',
    brand: 'Nintendo',
    ar: 'بطاقة نينتندو إي شوب',
    en: 'Nintendo eShop Card',
    forAr: 'ألعاب نينتندو سويتش',
    forEn: 'Nintendo Switch games',
    values: [50, 100, 200],
  },
  {
    slug: 'gift-razer-gold',
    brand: 'Razer Gold',
    ar: 'بطاقة ريزر جولد',
    en: 'Razer Gold Card',
    forAr: 'شحن الألعاب ومحافظ اللاعبين',
    forEn: 'game top-ups and gamer wallets',
    values: [50, 100, 200, 500],
  },
];

/** Gift cards (category 7) carry one variant per denomination; the code is issued when payment completes. */
export const GIFT_CARDS: readonly SeedProduct[] = LINES.map((line, index) => ({
  slug: line.slug,
  brand: line.brand,
  categories: [CATEGORY.giftCards],
  shape: 'card',
  imageCount: 2,
  price: line.values[0]!,
  stock: GIFT_CARD_STOCK,
  nameAr: line.ar,
  nameEn: line.en,
  descriptionAr: `بطاقة رقمية لـ${line.forAr}. يصلك الرمز على بريدك الإلكتروني فور إتمام الدفع، وصالحة لمدة سنة.`,
  descriptionEn: `A digital card for ${line.forEn}. The code is e-mailed as soon as payment completes and is valid for one year.`,
  sizes: denominations(...line.values),
  sizeOption: { ar: 'القيمة', en: 'Value' },
  variantStocks: [GIFT_CARD_STOCK],
  // One discounted card shows that a denomination price can carry a promotion too.
  ...(index === 5 ? { discount: { type: 'percentage' as const, value: 5 } } : {}),
}));
