import type { SeedProduct } from '../types.js';
import { CATEGORY } from './categories.js';
import { COLOR } from './palette.js';

const { cameras } = CATEGORY;
const kit = { ar: 'العدسة', en: 'Lens kit' };

export const CAMERAS: readonly SeedProduct[] = [
  {
    slug: 'canon-eos-r50', brand: 'Canon', categories: [cameras], shape: 'camera', price: 2999, stock: 0, imageCount: 4,
    nameAr: 'كاميرا كانون EOS R50', nameEn: 'Canon EOS R50',
    descriptionAr: 'كاميرا بدون مرآة خفيفة لصناع المحتوى بدقة 24.2 ميجابكسل وفيديو 4K.',
    descriptionEn: 'A light mirrorless camera for creators, with 24.2 MP stills and 4K video.',
    colors: [COLOR.black, COLOR.white], sizes: [{ label: 'RF-S 18-45mm', extra: 0 }, { label: 'RF-S 18-150mm', extra: 900 }],
    sizeOption: kit, variantStocks: [5, 2, 3, 0], discount: { type: 'percentage', value: 7 },
  },
  {
    slug: 'canon-eos-r6-mark-ii', brand: 'Canon', categories: [cameras], shape: 'camera', price: 9999, stock: 2, imageCount: 3,
    nameAr: 'كاميرا كانون EOS R6 Mark II', nameEn: 'Canon EOS R6 Mark II',
    descriptionAr: 'كاميرا إطار كامل بدقة 24.2 ميجابكسل وتصوير متتابع 40 صورة في الثانية.',
    descriptionEn: 'A 24.2 MP full-frame camera shooting up to 40 frames per second.',
  },
  {
    slug: 'nikon-z6-iii', brand: 'Nikon', categories: [cameras], shape: 'camera', price: 9499, stock: 3, imageCount: 3,
    nameAr: 'كاميرا نيكون Z6 III', nameEn: 'Nikon Z6 III',
    descriptionAr: 'أول مستشعر إطار كامل شبه مكدس في العالم مع فيديو 6K RAW داخلي.',
    descriptionEn: 'The world’s first partially stacked full-frame sensor with internal 6K RAW video.',
  },
  {
    slug: 'nikon-z-fc', brand: 'Nikon', categories: [cameras], shape: 'camera', price: 3499, stock: 0, imageCount: 3,
    nameAr: 'كاميرا نيكون Z fc', nameEn: 'Nikon Z fc',
    descriptionAr: 'تصميم كلاسيكي مستوحى من كاميرات الأفلام مع تقنية حديثة بدون مرآة.',
    descriptionEn: 'A classic film-camera design with modern mirrorless technology.',
  },
  {
    slug: 'sony-alpha-7-iv', brand: 'Sony', categories: [cameras], shape: 'camera', price: 9299, stock: 4, imageCount: 4,
    nameAr: 'كاميرا سوني ألفا 7 IV', nameEn: 'Sony Alpha 7 IV',
    descriptionAr: 'كاميرا هجينة بدقة 33 ميجابكسل للصور والفيديو الاحترافي.',
    descriptionEn: 'A 33 MP hybrid camera for professional stills and video.',
  },
  {
    slug: 'sony-zv-e10-ii', brand: 'Sony', categories: [cameras], shape: 'camera', price: 3799, stock: 8, imageCount: 3,
    nameAr: 'كاميرا سوني ZV-E10 II للمدونين', nameEn: 'Sony ZV-E10 II Vlog Camera',
    descriptionAr: 'كاميرا مثالية لصناعة الفيديو بعدسات قابلة للتبديل وفيديو 4K 60p.',
    descriptionEn: 'The ideal vlogging camera with interchangeable lenses and 4K 60p video.',
    discount: { type: 'fixed', value: 350 },
  },
  {
    slug: 'fujifilm-x-t5', brand: 'Fujifilm', categories: [cameras], shape: 'camera', price: 6999, stock: 1, imageCount: 3,
    nameAr: 'كاميرا فوجي فيلم X-T5', nameEn: 'Fujifilm X-T5',
    descriptionAr: 'مستشعر 40 ميجابكسل وأقراص تحكم كلاسيكية ومحاكاة أفلام فوجي الشهيرة.',
    descriptionEn: 'A 40 MP sensor, classic control dials and Fujifilm’s famous film simulations.',
    colors: [COLOR.black, COLOR.silver], variantStocks: [1, 0],
  },
  {
    slug: 'instax-mini-12', brand: 'Fujifilm', categories: [cameras], shape: 'camera', price: 299, stock: 26, imageCount: 3,
    nameAr: 'كاميرا إنستاكس ميني 12', nameEn: 'Instax mini 12',
    descriptionAr: 'كاميرا فورية ممتعة تطبع صورك خلال دقائق، بألوان باستيل جميلة.',
    descriptionEn: 'A fun instant camera that prints your photos in minutes, in lovely pastel colours.',
    colors: [COLOR.pink, COLOR.purple, COLOR.mint, COLOR.white], variantStocks: [8, 6, 0, 4],
  },
  {
    slug: 'gopro-hero13-black', brand: 'GoPro', categories: [cameras], shape: 'camera', price: 1799, stock: 10, imageCount: 3,
    nameAr: 'كاميرا جو برو HERO13 Black', nameEn: 'GoPro HERO13 Black',
    descriptionAr: 'كاميرا أكشن مقاومة للماء بفيديو 5.3K وتثبيت HyperSmooth 6.0.',
    descriptionEn: 'A waterproof action camera with 5.3K video and HyperSmooth 6.0 stabilisation.',
  },
  {
    slug: 'dji-mini-4-pro', brand: 'DJI', categories: [cameras], shape: 'drone', price: 3499, stock: 0, imageCount: 4,
    nameAr: 'طائرة دي جي آي Mini 4 Pro', nameEn: 'DJI Mini 4 Pro',
    descriptionAr: 'درون صغيرة أقل من 249 جرام مع تصوير 4K HDR واستشعار العوائق في كل الاتجاهات.',
    descriptionEn: 'A sub-249 g drone with 4K HDR video and omnidirectional obstacle sensing.',
  },
];
