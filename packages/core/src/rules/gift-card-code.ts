import { DIRHAMS_PER_QAR } from './money.js';
import { latinDigits } from './latin-digits.js';

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
 * Characters of a code's secret (D19): capital letters and digits without the look-alikes 0/O and
 * 1/I/L, so a code read out over the phone or copied from a screen by hand survives. 31 characters.
 */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of the secret: 20 × log2(31) ≈ 99 bits, above the 80 that D19 asks for. */
export const GIFT_CARD_SECRET_LENGTH = 20;
/** The secret is written in groups of this many characters, joined by dashes, for reading aloud. */
export const GIFT_CARD_CODE_GROUP = 4;
/** Whole bits of the secret (a test checks the figure against the alphabet and length). */
export const GIFT_CARD_SECRET_BITS = 99;

/** PREFIX-RIYALS-XXXX-XXXX-XXXX-XXXX-XXXX, e.g. APPLE-100-7KQ2-M3X9-HT4W-BN8C-ZP5D. */
export const GIFT_CARD_CODE_PATTERN = /^[A-Z]+-\d+(?:-[A-HJKMNP-Z2-9]{4}){5}$/;
/**
 * Codes of the old shape: PREFIX-RIYALS-<issue time in base 36>-RAND4. They keep working for the
 * shoppers who hold them (found by the whole code like any other), but nothing of them is shown to staff.
 */
export const LEGACY_GIFT_CARD_CODE_PATTERN = /^[A-Z]+-\d+-[0-9A-Z]+-[A-HJ-NP-Z2-9]{4}$/;

export function giftCardPrefix(brandId: number | null | undefined): string {
  return (brandId != null && GIFT_CARD_BRAND_PREFIXES[brandId]) || DEFAULT_GIFT_CARD_PREFIX;
}

/** A source of random bytes: node:crypto's randomBytes on the server, crypto.getRandomValues elsewhere. */
export type RandomBytes = (length: number) => Uint8Array;

/**
 * Bytes at or above this are thrown away: 248 = 8 × 31 is the largest multiple of the alphabet's size that a
 * byte reaches, so `byte % 31` of the bytes kept gives every character the same chance (rejection sampling).
 */
const UNBIASED_BYTE_LIMIT = 256 - (256 % GIFT_CARD_CODE_ALPHABET.length);
/** A draw that keeps refusing bytes is a broken source, not bad luck (31 × 8 / 256 of bytes are kept). */
const MAX_DRAWS = 64;

/** The secret's characters, each uniformly from the alphabet, drawn from `randomBytes`. */
export function giftCardSecret(randomBytes: RandomBytes): string {
  let secret = '';
  for (let draw = 0; draw < MAX_DRAWS && secret.length < GIFT_CARD_SECRET_LENGTH; draw++) {
    const bytes = randomBytes(GIFT_CARD_SECRET_LENGTH - secret.length + 4);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      secret += GIFT_CARD_CODE_ALPHABET[byte % GIFT_CARD_CODE_ALPHABET.length];
      if (secret.length === GIFT_CARD_SECRET_LENGTH) break;
    }
  }
  if (secret.length < GIFT_CARD_SECRET_LENGTH) {
    throw new RangeError('giftCardSecret: the random source keeps answering unusable bytes');
  }
  return secret;
}

const groups = (secret: string) => secret.match(new RegExp(`.{1,${GIFT_CARD_CODE_GROUP}}`, 'g'))!.join('-');
const wholeRiyals = (denomination: number) => Math.max(0, Math.floor(denomination / DIRHAMS_PER_QAR));

/**
 * Builds a gift-card code (D11: made on the server; D19: nothing in it follows from anything stored or shown).
 * The brand prefix and the value in whole riyals let a shopper recognise the card; everything after them is
 * the secret, from `randomBytes` only (core stays pure: the caller passes a cryptographically secure source).
 * `denomination` is in dirhams like all money. Uniqueness is finally guaranteed by the database.
 */
export function makeGiftCardCode({
  brandId,
  denomination,
  randomBytes,
}: {
  brandId: number | null | undefined;
  denomination: number;
  randomBytes: RandomBytes;
}): string {
  return `${giftCardPrefix(brandId)}-${wholeRiyals(denomination)}-${groups(giftCardSecret(randomBytes))}`;
}

/** A gift card expires one calendar year after purchase (storefront §9). */
export function giftCardExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt.getTime());
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}

/**
 * A code as staff lists show it: the brand prefix and riyals (already on the same row as the product and
 * value) and bullets, never a character of the secret — nor any of an old code's time token or random
 * characters. A code of neither shape is bullets only. The code itself comes from the audited reveal.
 */
export function maskGiftCardCode(code: string): string {
  const known = GIFT_CARD_CODE_PATTERN.test(code) || LEGACY_GIFT_CARD_CODE_PATTERN.test(code);
  if (!known) return '••••';
  const [prefix, riyals] = code.split('-');
  return `${prefix}-${riyals}-••••`;
}

/** Spaces of any kind, dashes and hyphens of any kind, dots and underscores people put between groups. */
const SEPARATORS = /[\s\p{Pd}\u2212._]/gu;

/**
 * A code as typed or pasted, folded: Arabic-Indic digits to Latin, upper case, and no spaces or dashes —
 * "apple 100 7kq2-m3x9…" and "APPLE-١٠٠-7KQ2…" fold alike. The stored code folds to the same text.
 */
export function foldGiftCardCode(input: string): string {
  return latinDigits(input.normalize('NFKC')).replace(SEPARATORS, '').toUpperCase();
}

const FOLDED_CODE = new RegExp(`^([A-Z]+)(\\d+)([${GIFT_CARD_CODE_ALPHABET}]{${GIFT_CARD_SECRET_LENGTH}})$`);
/**
 * An old code folded: its time token is the issue instant in milliseconds in base 36, eight characters starting
 * with a letter for every instant from 1994 to 2059, so the riyals' digits end where it begins; then 4 random.
 */
const FOLDED_LEGACY_CODE = /^([A-Z]+)(\d+)([A-Z][0-9A-Z]{7})([A-HJ-NP-Z2-9]{4})$/;

/**
 * The stored forms a typed code can be — one per code shape it fits (the current one and the old one), each
 * written as the server stores it. Only a whole code fits: a part of one gives no candidate, or one no card
 * has. Finding a card compares these with the stored codes exactly (and through their unique index).
 */
export function giftCardCodeCandidates(input: string): string[] {
  const folded = foldGiftCardCode(input);
  const candidates = new Set<string>();
  const current = FOLDED_CODE.exec(folded);
  if (current) candidates.add(`${current[1]}-${current[2]}-${groups(current[3]!)}`);
  const legacy = FOLDED_LEGACY_CODE.exec(folded);
  if (legacy) candidates.add(`${legacy[1]}-${legacy[2]}-${legacy[3]}-${legacy[4]}`);
  return [...candidates];
}

/**
 * A card as staff lists, the order pages and the e-mails show it: its brand's prefix and its value in whole
 * riyals, then bullets — what its code begins with, whether the shop made it (GIFT, its value the card's) or
 * a brand's code kept sealed in the inventory. Nothing of the code is read: codes are stored sealed.
 */
export function maskIssuedGiftCard(card: { brandId: number | null; denomination: number }): string {
  return `${giftCardPrefix(card.brandId)}-${wholeRiyals(card.denomination)}-••••`;
}
