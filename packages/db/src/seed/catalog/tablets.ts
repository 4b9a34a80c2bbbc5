import type { SeedProduct } from '../types.js';
import { CATEGORY } from './categories.js';
import { COLOR, STORAGE } from './palette.js';

const tablet = { categories: [CATEGORY.tablets], shape: 'tablet' } as const;

export const TABLETS: readonly SeedProduct[] = [
  {
    ...tablet, slug: 'ipad-pro-13-m4', brand: 'Apple', price: 5299, stock: 0, imageCount: 5,
    nameAr: 'آيباد برو 13 بوصة (M4)', nameEn: 'iPad Pro 13-inch (M4)',
    descriptionAr: 'أنحف منتج من آبل على الإطلاق بشاشة Ultra Retina XDR وشريحة M4 للمحترفين.',
    descriptionEn: 'Apple’s thinnest product ever, with an Ultra Retina XDR display and the M4 chip for pros.',
    colors: [COLOR.spaceGray, COLOR.silver], sizes: STORAGE.laptopPro.slice(0, 2),
    variantStocks: [3, 1, 2, 0],
  },
  {
    ...tablet, slug: 'ipad-air-11-m2', brand: 'Apple', price: 2399, stock: 0, imageCount: 4,
    nameAr: 'آيباد إير 11 بوصة (M2)', nameEn: 'iPad Air 11-inch (M2)',
    descriptionAr: 'قوة شريحة M2 في تصميم خفيف، يدعم قلم Apple Pencil Pro ولوحة المفاتيح Magic Keyboard.',
    descriptionEn: 'M2 power in a light design, with support for Apple Pencil Pro and Magic Keyboard.',
    colors: [COLOR.blue, COLOR.purple, COLOR.starlight, COLOR.spaceGray], sizes: STORAGE.tablet.slice(0, 2),
    variantStocks: [8, 4, 0, 3, 6, 2, 5, 1], discount: { type: 'percentage', value: 8 }, specialOffer: true,
  },
  {
    ...tablet, slug: 'ipad-air-13-m2', brand: 'Apple', price: 3199, stock: 0, imageCount: 3,
    nameAr: 'آيباد إير 13 بوصة (M2)', nameEn: 'iPad Air 13-inch (M2)',
    descriptionAr: 'شاشة Liquid Retina أكبر بنسبة 30% لمساحة عمل ورسم أوسع.',
    descriptionEn: 'A Liquid Retina display with 30% more room for work and drawing.',
    colors: [COLOR.blue, COLOR.spaceGray], sizes: STORAGE.tablet.slice(0, 2), variantStocks: [4, 2, 3, 0],
  },
  {
    ...tablet, slug: 'ipad-10th-gen', brand: 'Apple', price: 1399, stock: 0, imageCount: 3,
    nameAr: 'آيباد (الجيل العاشر)', nameEn: 'iPad (10th generation)',
    descriptionAr: 'شاشة 10.9 بوصة بألوان زاهية ومنفذ USB-C، مثالي للدراسة والترفيه.',
    descriptionEn: 'A colourful 10.9-inch display and USB-C, ideal for school and entertainment.',
    colors: [COLOR.blue, COLOR.pink, COLOR.silver], sizes: [{ label: '64GB', extra: 0 }, { label: '256GB', extra: 600 }],
    variantStocks: [15, 6, 9, 2, 11, 0],
  },
  {
    ...tablet, slug: 'ipad-mini-a17-pro', brand: 'Apple', price: 2099, stock: 0, imageCount: 3,
    nameAr: 'آيباد ميني (A17 Pro)', nameEn: 'iPad mini (A17 Pro)',
    descriptionAr: 'قوة كبيرة في حجم صغير بشاشة 8.3 بوصة ودعم Apple Intelligence.',
    descriptionEn: 'Big power in a small 8.3-inch size, with Apple Intelligence.',
    colors: [COLOR.purple, COLOR.starlight, COLOR.spaceGray], sizes: STORAGE.tablet.slice(0, 2),
    variantStocks: [5, 2, 4, 0, 3, 1],
  },
  {
    ...tablet, slug: 'galaxy-tab-s10-ultra', brand: 'Samsung', price: 4699, stock: 0, imageCount: 4,
    nameAr: 'سامسونج جالكسي تاب S10 ألترا', nameEn: 'Samsung Galaxy Tab S10 Ultra',
    descriptionAr: 'شاشة Dynamic AMOLED 2X ضخمة بقياس 14.6 بوصة مع قلم S Pen في العلبة.',
    descriptionEn: 'A huge 14.6-inch Dynamic AMOLED 2X display with the S Pen in the box.',
    colors: [COLOR.graphite, COLOR.silver], sizes: STORAGE.tablet.slice(1, 3), variantStocks: [2, 1, 3, 0],
  },
  {
    ...tablet, slug: 'galaxy-tab-s9-fe', brand: 'Samsung', price: 1499, stock: 22, imageCount: 3,
    nameAr: 'سامسونج جالكسي تاب S9 FE', nameEn: 'Samsung Galaxy Tab S9 FE',
    descriptionAr: 'جهاز لوحي مقاوم للماء IP68 مع قلم S Pen، رفيق مثالي للدراسة.',
    descriptionEn: 'An IP68 water-resistant tablet with S Pen included, a great study companion.',
    discount: { type: 'fixed', value: 200 },
  },
  {
    ...tablet, slug: 'xiaomi-pad-7', brand: 'Xiaomi', price: 1299, stock: 16, imageCount: 3,
    nameAr: 'شاومي باد 7', nameEn: 'Xiaomi Pad 7',
    descriptionAr: 'شاشة 11.2 بوصة بدقة 3.2K ومعدل تحديث 144 هرتز لتجربة سلسة.',
    descriptionEn: 'An 11.2-inch 3.2K display at 144 Hz for a silky-smooth experience.',
  },
  {
    ...tablet, slug: 'huawei-matepad-11-5', brand: 'Huawei', price: 1199, stock: 0, imageCount: 2,
    nameAr: 'هواوي ميت باد 11.5', nameEn: 'Huawei MatePad 11.5',
    descriptionAr: 'شاشة مريحة للعين بتقنية PaperMatte وأداء سلس للعمل والقراءة.',
    descriptionEn: 'An eye-friendly PaperMatte display and smooth performance for work and reading.',
  },
  {
    ...tablet, slug: 'lenovo-tab-p12', brand: 'Lenovo', price: 1249, stock: 2, imageCount: 2,
    nameAr: 'لينوفو تاب P12', nameEn: 'Lenovo Tab P12',
    descriptionAr: 'شاشة 12.7 بوصة بدقة 3K وأربع سماعات JBL للترفيه العائلي.',
    descriptionEn: 'A 12.7-inch 3K display and four JBL speakers for family entertainment.',
  },
];
