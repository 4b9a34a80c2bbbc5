import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from './limits.js';
import { latinDigits } from './latin-digits.js';
import { normalizeForSearch } from './search-normalize.js';

// Caps on what one unpaid order can hold, and the keys by which open unpaid orders are counted per shopper
// (limits.ts says why). The storefront's stepper and the server's create-order read the same rules.

export interface CappedLine {
  quantity: number;
  name?: { ar: string; en: string };
}

export type OrderCapProblem =
  | { code: 'ORDER_LINE_LIMIT'; params: { max: number; product: string; productAr: string } }
  | { code: 'ORDER_UNITS_LIMIT'; params: { max: number } };

/** The most units one line may hold, given the units of the cart's other lines (and the stock, if known). */
export function maxUnitsForLine(unitsInOtherLines: number, available = Infinity): number {
  return Math.max(0, Math.min(MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER - unitsInOtherLines, available));
}

/** The first cap an order's lines break, or null. Lines must already be merged per product and variant. */
export function orderCapProblem(lines: readonly CappedLine[]): OrderCapProblem | null {
  const tooMany = lines.find((line) => line.quantity > MAX_UNITS_PER_LINE);
  if (tooMany) {
    return {
      code: 'ORDER_LINE_LIMIT',
      params: {
        max: MAX_UNITS_PER_LINE,
        product: tooMany.name?.en ?? '',
        productAr: tooMany.name?.ar ?? tooMany.name?.en ?? '',
      },
    };
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > MAX_UNITS_PER_ORDER) return { code: 'ORDER_UNITS_LIMIT', params: { max: MAX_UNITS_PER_ORDER } };
  return null;
}

/** Qatar's country code; local numbers have 8 digits. */
const QATAR_PREFIX = '974';
const LOCAL_DIGITS = 8;

/**
 * One key per phone number however it is typed: Arabic-Indic digits, spaces and dashes, and the +974 /
 * 00974 / 974 prefixes all give the same key ('٥٥٥٥ ٠١٠١' = '+974 5555-0101' = '55550101').
 */
export function phoneKey(phone: string | null | undefined): string | null {
  let digits = latinDigits(phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(QATAR_PREFIX) && digits.length > LOCAL_DIGITS)
    digits = digits.slice(QATAR_PREFIX.length);
  return digits === '' ? null : digits;
}

/** E-mail key: case and a '+tag' in the local part do not make another mailbox. */
export function emailKey(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local}${trimmed.slice(at)}`;
}

/**
 * Delivery-address key: Arabic letter forms, digits, case, punctuation and spacing folded, so
 * 'Street 5, Building 12' and 'street 5 building 12' are one address. The city is left out: changing it
 * alone must not make a new address.
 */
export function addressKey(address: string | null | undefined): string | null {
  const folded = normalizeForSearch(address ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? null : folded;
}
