import { latinDigits } from './latin-digits.js';
import { SERIAL_MAX, SERIAL_MIN } from './limits.js';
import type { OrderStatus } from './order-status.js';

/**
 * Serial numbers and IMEIs of the units a serialised product sells (decision 049). One reading of what staff
 * type or scan, used by the back office's field (to refuse before sending) and by the server (which decides).
 */

/** An order's units get their serials while it is packed: before it leaves with a driver. */
export const SERIAL_EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * A serial as stored and compared: digits made Latin (an Arabic keyboard types ٣٥٦), spaces and hyphens gone
 * (an IMEI is often printed "35-209900-176148-1"), letters upper-case. Two spellings of one unit are one serial.
 */
export function normalizeSerial(input: string): string {
  return latinDigits(input)
    .replace(/[\s\u00A0\u200E\u200F\-‐‑–—]/g, '')
    .toUpperCase();
}

/** Fifteen digits read as an IMEI, which carries a check digit (the Luhn formula). */
export function looksLikeImei(serial: string): boolean {
  return /^\d{15}$/.test(serial);
}

/** The Luhn check over a string of digits: every second digit from the right doubled, the sum a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type SerialRefusal = 'REQUIRED' | 'SERIAL_INVALID' | 'SERIAL_IMEI_INVALID';

/**
 * Why a normalised serial cannot be recorded, or null: empty; not 4–40 Latin letters and digits; or 15 digits
 * (an IMEI) whose check digit is wrong, which is a mistyped or misread IMEI.
 */
export function serialRefusal(serial: string): SerialRefusal | null {
  if (serial === '') return 'REQUIRED';
  if (serial.length < SERIAL_MIN || serial.length > SERIAL_MAX || !/^[A-Z0-9]+$/.test(serial)) {
    return 'SERIAL_INVALID';
  }
  if (looksLikeImei(serial) && !luhnValid(serial)) return 'SERIAL_IMEI_INVALID';
  return null;
}

/**
 * What an orders search looks for among the recorded serials: the query normalised, when it can be (part of) a
 * serial; null when it cannot (too short, too long, or with other characters than letters and digits).
 */
export function serialSearchKey(query: string): string | null {
  const key = normalizeSerial(query.trim());
  return key.length >= SERIAL_MIN && key.length <= SERIAL_MAX && /^[A-Z0-9]+$/.test(key) ? key : null;
}

/** How many units of an order's lines still lack a serial: serialised lines only, gift cards never. */
export function serialsMissing(
  lines: readonly {
    serialized: boolean;
    is_gift_card: boolean;
    quantity: number;
    serials: readonly unknown[];
  }[],
): number {
  return lines.reduce(
    (missing, line) =>
      line.serialized && !line.is_gift_card
        ? missing + Math.max(0, line.quantity - line.serials.length)
        : missing,
    0,
  );
}
