import type { SeedColor, SeedTextValue } from '../types.js';

/** Colour names as the makers sell them, with a swatch hex for the colour option. */
export const COLOR = {
  black: { ar: 'أسود', en: 'Black', hex: '#1f2937' },
  white: { ar: 'أبيض', en: 'White', hex: '#f3f4f6' },
  silver: { ar: 'فضي', en: 'Silver', hex: '#c0c4cc' },
  spaceGray: { ar: 'رمادي فلكي', en: 'Space Gray', hex: '#5b5e63' },
  midnight: { ar: 'أزرق منتصف الليل', en: 'Midnight', hex: '#232a3a' },
  starlight: { ar: 'ضوء النجوم', en: 'Starlight', hex: '#e9e1d3' },
  blue: { ar: 'أزرق', en: 'Blue', hex: '#2563eb' },
  navy: { ar: 'كحلي', en: 'Navy', hex: '#1e3a8a' },
  green: { ar: 'أخضر', en: 'Green', hex: '#4d7c5a' },
  mint: { ar: 'نعناعي', en: 'Mint', hex: '#a7f3d0' },
  pink: { ar: 'وردي', en: 'Pink', hex: '#f9a8d4' },
  purple: { ar: 'بنفسجي', en: 'Purple', hex: '#8b5cf6' },
  red: { ar: 'أحمر', en: 'Red', hex: '#dc2626' },
  orange: { ar: 'برتقالي', en: 'Orange', hex: '#f97316' },
  gold: { ar: 'ذهبي', en: 'Gold', hex: '#d4af37' },
  naturalTitanium: { ar: 'تيتانيوم طبيعي', en: 'Natural Titanium', hex: '#bab5a9' },
  desertTitanium: { ar: 'تيتانيوم صحراوي', en: 'Desert Titanium', hex: '#c8a98a' },
  blackTitanium: { ar: 'تيتانيوم أسود', en: 'Black Titanium', hex: '#3c3c3d' },
  titaniumGray: { ar: 'تيتانيوم رمادي', en: 'Titanium Gray', hex: '#8e8f91' },
  titaniumSilverBlue: { ar: 'تيتانيوم أزرق فضي', en: 'Titanium Silverblue', hex: '#9fb3c8' },
  obsidian: { ar: 'أسود أوبسيديان', en: 'Obsidian', hex: '#202124' },
  porcelain: { ar: 'بورسلين', en: 'Porcelain', hex: '#ece6dc' },
  graphite: { ar: 'جرافيت', en: 'Graphite', hex: '#41424c' },
  sand: { ar: 'رملي', en: 'Sand', hex: '#d6c7a8' },
} satisfies Record<string, SeedColor>;

const storage = (label: string, extra: number): SeedTextValue => ({ label, extra });

/** Common storage ladders with the price step above the base model, in riyals. */
export const STORAGE = {
  phonePro: [storage('256GB', 0), storage('512GB', 800), storage('1TB', 1600)],
  phone: [storage('128GB', 0), storage('256GB', 400), storage('512GB', 1200)],
  phoneMid: [storage('128GB', 0), storage('256GB', 200)],
  tablet: [storage('128GB', 0), storage('256GB', 400), storage('512GB', 1200)],
  laptop: [storage('256GB', 0), storage('512GB', 700), storage('1TB', 1500)],
  laptopPro: [storage('512GB', 0), storage('1TB', 800), storage('2TB', 2400)],
};

export const STORAGE_OPTION = { ar: 'السعة', en: 'Storage' };
