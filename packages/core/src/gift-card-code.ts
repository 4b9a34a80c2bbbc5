import { DIRHAMS_PER_QAR } from './money.js';

/** Storefront §9: brand prefix by brand id 29–38 in this order; any other brand is GIFT. */
export const GIFT_CARD_BRAND_PREFIXES: Readonly<Record<number, string>> = {
  29: 'APPLE',
  30: 'GPLAY',
  31: 'XBOX',
  32: 'PS',
  33: 'STEAM',
  34: 'NETFLIX',
  35: 'SPOTIFY',
  36: 'AMAZON',
  37: 'NINTENDO',
  38: 'RAZER',
};
export const DEFAULT_GIFT_CARD_PREFIX = 'GIFT';

/**
 * Characters of the random part: 32 letters and digits without the look-alikes 0/O and 1/I, so codes read
 * out over the phone survive. 32 divides 256, so a random byte maps onto it without bias.
 */
export const GIFT_CARD_RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_RANDOM_LENGTH = 4;

/** PREFIX-DENOMINATION-TIMETOKEN-RAND4, e.g. APPLE-100-M3X9K2QA-7KQ2. */
export const GIFT_CARD_CODE_PATTERN = /^[A-Z]+-\d+-[0-9A-Z]+-[A-HJ-NP-Z2-9]{4}$/;

export function giftCardPrefix(brandId: number | null | undefined): string {
  return (brandId != null && GIFT_CARD_BRAND_PREFIXES[brandId]) || DEFAULT_GIFT_CARD_PREFIX;
}

/** Maps random bytes (the server passes crypto.randomBytes(4)) onto the code alphabet. */
export function giftCardRandomChars(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_RANDOM_LENGTH)
    throw new RangeError('giftCardRandomChars: need 4 random bytes');
  let out = '';
  for (let i = 0; i < GIFT_CARD_RANDOM_LENGTH; i++) {
    out += GIFT_CARD_RANDOM_ALPHABET[bytes[i]! % GIFT_CARD_RANDOM_ALPHABET.length];
  }
  return out;
}

/**
 * Builds a gift-card code (D11: made on the server). Core stays pure, so the time and the random characters
 * are passed in. `denomination` is in dirhams like all money; the code shows whole riyals.
 * The time token is the purchase instant in base 36; uniqueness is finally guaranteed by the database.
 */
export function makeGiftCardCode({
  brandId,
  denomination,
  now,
  randomChars,
}: {
  brandId: number | null | undefined;
  denomination: number;
  now: Date;
  randomChars: string;
}): string {
  if (!/^[A-HJ-NP-Z2-9]{4}$/.test(randomChars)) {
    throw new RangeError('makeGiftCardCode: randomChars must be 4 characters of GIFT_CARD_RANDOM_ALPHABET');
  }
  const riyals = Math.max(0, Math.floor(denomination / DIRHAMS_PER_QAR));
  const timeToken = now.getTime().toString(36).toUpperCase();
  return `${giftCardPrefix(brandId)}-${riyals}-${timeToken}-${randomChars}`;
}

/** A gift card expires one calendar year after purchase (storefront §9). */
export function giftCardExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}

/** Characters of a gift-card code the back office shows before a staff member reveals it (audited). */
export const GIFT_CARD_CODE_SHOWN = 4;

/** A code as the order page shows it: only its last GIFT_CARD_CODE_SHOWN characters, e.g. ••••-7KQ2. */
export function maskGiftCardCode(code: string): string {
  if (code.length <= GIFT_CARD_CODE_SHOWN) return '•'.repeat(code.length);
  return `••••-${code.slice(-GIFT_CARD_CODE_SHOWN)}`;
}
