import type { SeedBrand } from '../types.js';

/** Electronics brands take ids 1–28 so that the gift-card brands land on 29–38 as the spec numbers them. */
export const SEED_ELECTRONICS_BRANDS: readonly SeedBrand[] = [
  { id: 1, ar: 'آبل', en: 'Apple', color: '#1d1d1f', mark: 'A' },
  { id: 2, ar: 'سامسونج', en: 'Samsung', color: '#1428a0', mark: 'S' },
  { id: 3, ar: 'هواوي', en: 'Huawei', color: '#cf0a2c', mark: 'H' },
  { id: 4, ar: 'شاومي', en: 'Xiaomi', color: '#ff6900', mark: 'Mi' },
  { id: 5, ar: 'ون بلس', en: 'OnePlus', color: '#eb0028', mark: '1+' },
  { id: 6, ar: 'جوجل', en: 'Google', color: '#4285f4', mark: 'G' },
  { id: 7, ar: 'هونر', en: 'Honor', color: '#0a0a0a', mark: 'H' },
  { id: 8, ar: 'أوبو', en: 'OPPO', color: '#046a38', mark: 'O' },
  { id: 9, ar: 'ناثينج', en: 'Nothing', color: '#111111', mark: 'N' },
  { id: 10, ar: 'لينوفو', en: 'Lenovo', color: '#e2231a', mark: 'L' },
  { id: 11, ar: 'ديل', en: 'Dell', color: '#007db8', mark: 'D' },
  { id: 12, ar: 'إتش بي', en: 'HP', color: '#0096d6', mark: 'hp' },
  { id: 13, ar: 'أسوس', en: 'ASUS', color: '#00539b', mark: 'A' },
  { id: 14, ar: 'أيسر', en: 'Acer', color: '#83b81a', mark: 'a' },
  { id: 15, ar: 'مايكروسوفت', en: 'Microsoft', color: '#737373', mark: 'M' },
  { id: 16, ar: 'سوني', en: 'Sony', color: '#000000', mark: 'S' },
  { id: 17, ar: 'جي بي إل', en: 'JBL', color: '#ff3300', mark: 'JBL' },
  { id: 18, ar: 'بوز', en: 'Bose', color: '#222222', mark: 'B' },
  { id: 19, ar: 'بيتس', en: 'Beats', color: '#c8102e', mark: 'b' },
  { id: 20, ar: 'مارشال', en: 'Marshall', color: '#2b2b2b', mark: 'M' },
  { id: 21, ar: 'كانون', en: 'Canon', color: '#cc0000', mark: 'C' },
  { id: 22, ar: 'نيكون', en: 'Nikon', color: '#f5c400', mark: 'N' },
  { id: 23, ar: 'فوجي فيلم', en: 'Fujifilm', color: '#00a95c', mark: 'F' },
  { id: 24, ar: 'جو برو', en: 'GoPro', color: '#00a8e1', mark: 'GP' },
  { id: 25, ar: 'دي جي آي', en: 'DJI', color: '#333333', mark: 'DJI' },
  { id: 26, ar: 'أنكر', en: 'Anker', color: '#00a7e1', mark: 'A' },
  { id: 27, ar: 'لوجيتك', en: 'Logitech', color: '#00b8fc', mark: 'L' },
  { id: 28, ar: 'بيلكن', en: 'Belkin', color: '#0b6e4f', mark: 'B' },
];

/**
 * Gift-card brands in the spec's order (§9: brand ids 29–38 map to the code prefixes APPLE, GPLAY, XBOX, PS,
 * STEAM, NETFLIX, SPOTIFY, AMAZON, NINTENDO, RAZER). Names differ from the electronics brands because brand
 * names are unique.
 */
export const SEED_GIFT_CARD_BRANDS: readonly SeedBrand[] = [
  { id: 29, ar: 'آبل (آيتونز وآب ستور)', en: 'Apple (iTunes & App Store)', color: '#fa2d48', mark: 'A' },
  { id: 30, ar: 'جوجل بلاي', en: 'Google Play', color: '#01875f', mark: '▶' },
  { id: 31, ar: 'إكس بوكس', en: 'Xbox', color: '#107c10', mark: 'X' },
  { id: 32, ar: 'بلايستيشن', en: 'PlayStation', color: '#003791', mark: 'PS' },
  { id: 33, ar: 'ستيم', en: 'Steam', color: '#171a21', mark: 'S' },
  { id: 34, ar: 'نتفليكس', en: 'Netflix', color: '#e50914', mark: 'N' },
  { id: 35, ar: 'سبوتيفاي', en: 'Spotify', color: '#1db954', mark: 'S' },
  { id: 36, ar: 'أمازون', en: 'Amazon', color: '#ff9900', mark: 'a' },
  { id: 37, ar: 'نينتندو', en: 'Nintendo', color: '#e60012', mark: 'N' },
  { id: 38, ar: 'ريزر جولد', en: 'Razer Gold', color: '#44d62c', mark: 'RG' },
];

export const SEED_BRANDS: readonly SeedBrand[] = [...SEED_ELECTRONICS_BRANDS, ...SEED_GIFT_CARD_BRANDS];

/** Brand id by English name, so catalogue files can say `brand: 'Apple'`. */
export function brandIdByName(en: string): number {
  const brand = SEED_BRANDS.find((b) => b.en === en);
  if (!brand) throw new Error(`seed: unknown brand ${en}`);
  return brand.id;
}
