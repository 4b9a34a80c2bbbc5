import type { SeedProduct } from '../types.js';
import { CATEGORY } from './categories.js';
import { COLOR } from './palette.js';

const { audio, accessories } = CATEGORY;

export const AUDIO: readonly SeedProduct[] = [
  {
    slug: 'airpods-pro-2', brand: 'Apple', categories: [audio, accessories], shape: 'earbuds',
    price: 949, stock: 35, imageCount: 4,
    nameAr: 'إيربودز برو 2 (USB-C)', nameEn: 'AirPods Pro 2 (USB-C)',
    descriptionAr: 'عزل ضوضاء نشط أقوى بمرتين، والصوت التكيفي، وعلبة شحن USB-C مع سماعة.',
    descriptionEn: 'Up to 2x more Active Noise Cancellation, Adaptive Audio and a USB-C case with speaker.',
    discount: { type: 'fixed', value: 100 }, specialOffer: true,
  },
  {
    slug: 'airpods-4', brand: 'Apple', categories: [audio], shape: 'earbuds',
    price: 649, stock: 24, imageCount: 3,
    nameAr: 'إيربودز 4', nameEn: 'AirPods 4',
    descriptionAr: 'تصميم مريح جديد وصوت مخصص مع شريحة H2 وعلبة USB-C.',
    descriptionEn: 'A new comfortable fit, personalised sound with the H2 chip and a USB-C case.',
  },
  {
    slug: 'airpods-max', brand: 'Apple', categories: [audio], shape: 'headphones',
    price: 2199, stock: 0, imageCount: 4,
    nameAr: 'إيربودز ماكس', nameEn: 'AirPods Max',
    descriptionAr: 'سماعات رأس بصوت عالي الدقة وعزل ضوضاء نشط وصوت مكاني.',
    descriptionEn: 'Over-ear headphones with high-fidelity sound, Active Noise Cancellation and spatial audio.',
    colors: [COLOR.midnight, COLOR.starlight, COLOR.blue, COLOR.purple, COLOR.orange], variantStocks: [4, 2, 0, 1, 3],
  },
  {
    slug: 'sony-wh-1000xm5', brand: 'Sony', categories: [audio], shape: 'headphones',
    price: 1399, stock: 0, imageCount: 5,
    nameAr: 'سماعات سوني WH-1000XM5', nameEn: 'Sony WH-1000XM5',
    descriptionAr: 'أفضل عزل للضوضاء من سوني مع ثمانية ميكروفونات وبطارية 30 ساعة.',
    descriptionEn: 'Sony’s best noise cancelling with eight microphones and 30 hours of battery.',
    colors: [COLOR.black, COLOR.silver, COLOR.midnight], variantStocks: [8, 3, 0],
    discount: { type: 'percentage', value: 18 }, specialOffer: true,
  },
  {
    slug: 'sony-wf-1000xm5', brand: 'Sony', categories: [audio], shape: 'earbuds',
    price: 1099, stock: 9, imageCount: 3,
    nameAr: 'سماعات سوني WF-1000XM5 اللاسلكية', nameEn: 'Sony WF-1000XM5 Earbuds',
    descriptionAr: 'سماعات أذن صغيرة بعزل ضوضاء رائد وصوت عالي الدقة لاسلكياً.',
    descriptionEn: 'Small earbuds with leading noise cancelling and wireless Hi-Res Audio.',
  },
  {
    slug: 'bose-quietcomfort-ultra', brand: 'Bose', categories: [audio], shape: 'headphones',
    price: 1599, stock: 1, imageCount: 4,
    nameAr: 'سماعات بوز QuietComfort ألترا', nameEn: 'Bose QuietComfort Ultra Headphones',
    descriptionAr: 'صوت غامر مكاني وعزل ضوضاء عالمي المستوى مع راحة طوال اليوم.',
    descriptionEn: 'Immersive spatial audio and world-class noise cancellation with all-day comfort.',
  },
  {
    slug: 'galaxy-buds3-pro', brand: 'Samsung', categories: [audio], shape: 'earbuds',
    price: 899, stock: 13, imageCount: 3,
    nameAr: 'سامسونج جالكسي بودز 3 برو', nameEn: 'Samsung Galaxy Buds3 Pro',
    descriptionAr: 'صوت Hi-Fi بدقة 24 بت وترجمة فورية للمكالمات مع Galaxy AI.',
    descriptionEn: '24-bit Hi-Fi sound and live call translation with Galaxy AI.',
    colors: [COLOR.silver, COLOR.white], variantStocks: [7, 6],
  },
  {
    slug: 'beats-studio-pro', brand: 'Beats', categories: [audio], shape: 'headphones',
    price: 1299, stock: 6, imageCount: 3,
    nameAr: 'سماعات بيتس ستوديو برو', nameEn: 'Beats Studio Pro',
    descriptionAr: 'صوت غني مع عزل ضوضاء نشط وصوت مكاني مخصص وبطارية حتى 40 ساعة.',
    descriptionEn: 'Rich sound with ANC, personalised spatial audio and up to 40 hours of battery.',
    discount: { type: 'fixed', value: 200 },
  },
  {
    slug: 'jbl-charge-5', brand: 'JBL', categories: [audio], shape: 'speaker',
    price: 649, stock: 18, imageCount: 3,
    nameAr: 'مكبر صوت جي بي إل Charge 5', nameEn: 'JBL Charge 5',
    descriptionAr: 'مكبر صوت محمول مقاوم للماء والغبار IP67 مع بطارية 20 ساعة وباور بانك مدمج.',
    descriptionEn: 'A portable IP67 speaker with 20 hours of playtime and a built-in power bank.',
    colors: [COLOR.black, COLOR.blue, COLOR.red], variantStocks: [6, 4, 0],
  },
  {
    slug: 'jbl-flip-6', brand: 'JBL', categories: [audio], shape: 'speaker',
    price: 449, stock: 2, imageCount: 2,
    nameAr: 'مكبر صوت جي بي إل Flip 6', nameEn: 'JBL Flip 6',
    descriptionAr: 'صوت JBL القوي في حجم صغير مناسب للرحلات والشاطئ.',
    descriptionEn: 'Bold JBL sound in a small size, made for trips and the beach.',
  },
  {
    slug: 'marshall-emberton-iii', brand: 'Marshall', categories: [audio], shape: 'speaker',
    price: 699, stock: 5, imageCount: 2,
    nameAr: 'مكبر صوت مارشال Emberton III', nameEn: 'Marshall Emberton III',
    descriptionAr: 'تصميم مارشال الكلاسيكي مع صوت 360 درجة وأكثر من 32 ساعة تشغيل.',
    descriptionEn: 'Classic Marshall looks with 360° sound and over 32 hours of playtime.',
  },
];
