import type { SeedProduct } from '../types.js';
import { CATEGORY } from './categories.js';
import { COLOR, STORAGE } from './palette.js';

const laptop = { categories: [CATEGORY.laptops], shape: 'laptop' } as const;

export const LAPTOPS: readonly SeedProduct[] = [
  {
    ...laptop, slug: 'macbook-air-13-m3', brand: 'Apple', price: 3999, stock: 0, imageCount: 5,
    nameAr: 'ماك بوك إير 13 بوصة (M3)', nameEn: 'MacBook Air 13-inch (M3)',
    descriptionAr: 'خفيف ونحيف وبدون مروحة، مع شريحة M3 وبطارية تدوم حتى 18 ساعة.',
    descriptionEn: 'Thin, light and fanless, with the M3 chip and up to 18 hours of battery life.',
    colors: [COLOR.midnight, COLOR.starlight, COLOR.silver, COLOR.spaceGray], sizes: STORAGE.laptop.slice(0, 2),
    variantStocks: [7, 3, 5, 0, 4, 1, 6, 2], discount: { type: 'fixed', value: 250 }, specialOffer: true,
  },
  {
    ...laptop, slug: 'macbook-air-15-m3', brand: 'Apple', price: 4799, stock: 0, imageCount: 4,
    nameAr: 'ماك بوك إير 15 بوصة (M3)', nameEn: 'MacBook Air 15-inch (M3)',
    descriptionAr: 'شاشة Liquid Retina كبيرة بقياس 15.3 بوصة ونظام صوت بست سماعات.',
    descriptionEn: 'A big 15.3-inch Liquid Retina display and a six-speaker sound system.',
    colors: [COLOR.midnight, COLOR.starlight], sizes: STORAGE.laptop.slice(0, 2), variantStocks: [4, 2, 0, 3],
  },
  {
    ...laptop, slug: 'macbook-pro-14-m4', brand: 'Apple', price: 6499, stock: 0, imageCount: 5,
    nameAr: 'ماك بوك برو 14 بوصة (M4)', nameEn: 'MacBook Pro 14-inch (M4)',
    descriptionAr: 'شاشة Liquid Retina XDR وذاكرة 16 جيجابايت وشريحة M4 لأعمال التصميم والمونتاج.',
    descriptionEn: 'A Liquid Retina XDR display, 16 GB of memory and the M4 chip for design and editing work.',
    colors: [COLOR.spaceGray, COLOR.silver], sizes: STORAGE.laptopPro.slice(0, 2), variantStocks: [3, 1, 2, 0],
  },
  {
    ...laptop, slug: 'macbook-pro-16-m4-pro', brand: 'Apple', price: 9999, stock: 1, imageCount: 4,
    nameAr: 'ماك بوك برو 16 بوصة (M4 Pro)', nameEn: 'MacBook Pro 16-inch (M4 Pro)',
    descriptionAr: 'أقوى ماك بوك برو مع شريحة M4 Pro وذاكرة 24 جيجابايت وبطارية تصل إلى 24 ساعة.',
    descriptionEn: 'The most powerful MacBook Pro with M4 Pro, 24 GB of memory and up to 24 hours of battery.',
  },
  {
    ...laptop, slug: 'dell-xps-13', brand: 'Dell', price: 5299, stock: 5, imageCount: 3,
    nameAr: 'ديل XPS 13', nameEn: 'Dell XPS 13',
    descriptionAr: 'لابتوب فاخر بمعالج Snapdragon X Elite وشاشة InfinityEdge وبطارية طويلة العمر.',
    descriptionEn: 'A premium laptop with Snapdragon X Elite, an InfinityEdge display and long battery life.',
    discount: { type: 'percentage', value: 12 },
  },
  {
    ...laptop, slug: 'dell-inspiron-15', brand: 'Dell', price: 2499, stock: 12, imageCount: 2,
    nameAr: 'ديل إنسبايرون 15', nameEn: 'Dell Inspiron 15',
    descriptionAr: 'لابتوب عملي بمعالج Intel Core i7 وذاكرة 16 جيجابايت للعمل اليومي والدراسة.',
    descriptionEn: 'A practical Intel Core i7 laptop with 16 GB of memory for everyday work and study.',
    sizes: STORAGE.laptop.slice(0, 2), variantStocks: [8, 4],
  },
  {
    ...laptop, slug: 'hp-spectre-x360-14', brand: 'HP', price: 5999, stock: 3, imageCount: 4,
    nameAr: 'إتش بي سبكتر x360 14', nameEn: 'HP Spectre x360 14',
    descriptionAr: 'لابتوب قابل للتحويل 2 في 1 بشاشة OLED 2.8K ومعالج Intel Core Ultra 7.',
    descriptionEn: 'A 2-in-1 convertible with a 2.8K OLED touch display and Intel Core Ultra 7.',
  },
  {
    ...laptop, slug: 'hp-victus-15', brand: 'HP', price: 2999, stock: 9, imageCount: 2,
    nameAr: 'إتش بي فيكتوس 15 للألعاب', nameEn: 'HP Victus 15 Gaming',
    descriptionAr: 'بطاقة رسوميات NVIDIA GeForce RTX 4050 وشاشة 144 هرتز للألعاب بسعر مناسب.',
    descriptionEn: 'NVIDIA GeForce RTX 4050 graphics and a 144 Hz screen for affordable gaming.',
    discount: { type: 'fixed', value: 300 },
  },
  {
    ...laptop, slug: 'thinkpad-x1-carbon-gen-12', brand: 'Lenovo', price: 6999, stock: 4, imageCount: 3,
    nameAr: 'لينوفو ثينك باد X1 كاربون (الجيل 12)', nameEn: 'Lenovo ThinkPad X1 Carbon Gen 12',
    descriptionAr: 'لابتوب أعمال خفيف من ألياف الكربون بلوحة مفاتيح ثينك باد الشهيرة.',
    descriptionEn: 'A light carbon-fibre business laptop with the legendary ThinkPad keyboard.',
  },
  {
    ...laptop, slug: 'lenovo-legion-5i', brand: 'Lenovo', price: 5499, stock: 0, imageCount: 3,
    nameAr: 'لينوفو ليجن 5i', nameEn: 'Lenovo Legion 5i',
    descriptionAr: 'لابتوب ألعاب بمعالج Intel Core i9 وبطاقة RTX 4070 وشاشة 165 هرتز.',
    descriptionEn: 'A gaming laptop with Intel Core i9, an RTX 4070 and a 165 Hz display.',
  },
  {
    ...laptop, slug: 'asus-rog-zephyrus-g14', brand: 'ASUS', price: 6499, stock: 2, imageCount: 4,
    nameAr: 'أسوس ROG زيفيروس G14', nameEn: 'ASUS ROG Zephyrus G14',
    descriptionAr: 'لابتوب ألعاب بحجم 14 بوصة مع شاشة OLED وهيكل ألمنيوم متين.',
    descriptionEn: 'A 14-inch gaming laptop with an OLED display and a solid aluminium chassis.',
  },
  {
    ...laptop, slug: 'asus-zenbook-14-oled', brand: 'ASUS', price: 3699, stock: 10, imageCount: 3,
    nameAr: 'أسوس زين بوك 14 OLED', nameEn: 'ASUS Zenbook 14 OLED',
    descriptionAr: 'شاشة OLED بدقة 3K ومعالج Intel Core Ultra بوزن 1.2 كجم فقط.',
    descriptionEn: 'A 3K OLED display and Intel Core Ultra at just 1.2 kg.',
  },
  {
    ...laptop, slug: 'surface-laptop-7', brand: 'Microsoft', price: 4999, stock: 6, imageCount: 3,
    nameAr: 'مايكروسوفت سيرفس لابتوب 7', nameEn: 'Microsoft Surface Laptop 7',
    descriptionAr: 'حاسوب Copilot+ بمعالج Snapdragon X Plus وشاشة لمس PixelSense.',
    descriptionEn: 'A Copilot+ PC with Snapdragon X Plus and a PixelSense touchscreen.',
    colors: [COLOR.silver, COLOR.black, COLOR.sand], variantStocks: [3, 2, 1],
  },
];
