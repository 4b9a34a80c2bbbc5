/**
 * The few @matjar/core facts the seed uses. @matjar/core had no index.ts yet while the seed was written, so
 * these are stand-ins with the same names and values as core's coupons.ts, money.ts, settings-defaults.ts and
 * gift-card-code.ts. Once core exports them, this file becomes `export { … } from '@matjar/core'`.
 */

export const DIRHAMS_PER_QAR = 100;

export function toDirhams(qar: number): number {
  return Math.round(qar * DIRHAMS_PER_QAR);
}

export interface SeedCoupon {
  code: string;
  type: 'percentage' | 'fixed' | 'shipping';
  /** Whole percent, or dirhams for fixed and shipping. */
  value: number;
  minOrder: number;
  expiresAt: Date;
  description: { ar: string; en: string };
}

export function endOfQatarDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+03:00`);
}

/** The five coupons of storefront §9 exactly as the table gives them (departure D3). */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  { code: 'WELCOME10', type: 'percentage', value: 10, minOrder: 10_000, expiresAt: endOfQatarDay('2025-12-31'), description: { ar: 'خصم 10% على طلبك الأول', en: '10% off your first order' } },
  { code: 'SAVE50', type: 'fixed', value: 5_000, minOrder: 50_000, expiresAt: endOfQatarDay('2025-12-31'), description: { ar: 'خصم 50 ريالًا على الطلبات من 500 ريال', en: 'QAR 50 off orders of QAR 500 or more' } },
  { code: 'FREESHIP', type: 'shipping', value: 2_500, minOrder: 0, expiresAt: endOfQatarDay('2025-12-31'), description: { ar: 'شحن مجاني', en: 'Free shipping' } },
  { code: 'RAMADAN20', type: 'percentage', value: 20, minOrder: 20_000, expiresAt: endOfQatarDay('2025-04-30'), description: { ar: 'خصم رمضان 20% على الطلبات من 200 ريال', en: 'Ramadan: 20% off orders of QAR 200 or more' } },
  { code: 'VIP15', type: 'percentage', value: 15, minOrder: 30_000, expiresAt: endOfQatarDay('2025-12-31'), description: { ar: 'خصم 15% لكبار العملاء على الطلبات من 300 ريال', en: 'VIP: 15% off orders of QAR 300 or more' } },
];

export const DEFAULT_CONTACT_SETTINGS = {
  email: 'info@matjar.qa',
  whatsapp: '97450000000',
  location_ar: 'الدوحة، قطر',
  location_en: 'Doha, Qatar',
  facebook: 'https://www.facebook.com/matjar.qa',
  instagram: 'https://www.instagram.com/matjar.qa',
};

const GIFT_CARD_BRAND_PREFIXES: Readonly<Record<number, string>> = {
  29: 'APPLE', 30: 'GPLAY', 31: 'XBOX', 32: 'PS', 33: 'STEAM',
  34: 'NETFLIX', 35: 'SPOTIFY', 36: 'AMAZON', 37: 'NINTENDO', 38: 'RAZER',
};
const GIFT_CARD_RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Maps random bytes onto the code alphabet (no 0/O, 1/I look-alikes). */
export function giftCardRandomChars(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 4), (b) => GIFT_CARD_RANDOM_ALPHABET[b % 32]).join('');
}

/** PREFIX-DENOMINATION-TIMETOKEN-RAND4, as core's makeGiftCardCode. */
export function makeGiftCardCode(input: { brandId: number | null; denomination: number; now: Date; randomChars: string }): string {
  const prefix = (input.brandId != null && GIFT_CARD_BRAND_PREFIXES[input.brandId]) || 'GIFT';
  const riyals = Math.floor(input.denomination / DIRHAMS_PER_QAR);
  return `${prefix}-${riyals}-${input.now.getTime().toString(36).toUpperCase()}-${input.randomChars}`;
}

export function giftCardExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}
