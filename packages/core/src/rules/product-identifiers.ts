import { latinDigits } from './latin-digits.js';

/**
 * A product's trade identifiers, as Google Merchant Center, Meta catalogues and schema.org read them.
 * GTIN is the number under the barcode: EAN-8, UPC-A (12), EAN-13 or ITF-14 digits, the last a check digit.
 * MPN is the maker's part number (Apple's "MU773AH/A"), free text up to Google's 70 characters.
 */
export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];
/** What a GTIN field takes as typed (spaces and hyphens between groups included). */
export const GTIN_TEXT_MAX = 32;
export const MPN_MAX = 70;

/**
 * A GTIN as stored and sent: the digits alone. A barcode is often written in groups ("4 006381 33393 1") and
 * an Arabic keyboard types ٤٠٠٦…; both are the same number.
 */
export function gtinDigits(text: string): string {
  return latinDigits(text).replace(/[\s-]/g, '');
}

/**
 * Whether `digits` is a GTIN whose check digit is right (GS1's modulo 10: from the right, excluding the check
 * digit, weights 3, 1, 3, …). A typo in one digit, or two neighbours swapped, fails it, so a wrong number never
 * reaches a feed, where Merchant Center would refuse the item.
 */
export function isValidGtin(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits) || !GTIN_LENGTHS.includes(digits.length)) return false;
  // All zeros passes the arithmetic but is no product's number.
  if (/^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}
