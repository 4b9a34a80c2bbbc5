import { latinDigits } from './latin-digits.js';

// D24: a phone the shop can call is a Qatari mobile number. The one function that reads one, used by the
// checkout form, create-order, sign-up, the profile, the drivers list and the migration that normalised the
// phones stored before.

/** What people put between digits (spaces, hyphens) and direction marks pasted with a number. */
const SEPARATORS = /[\s\-\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** 8 local digits, the first 3, 5, 6 or 7, after an optional +974 or 00974. */
const QATAR_MOBILE = /^(?:\+974|00974)?([3567][0-9]{7})$/;

// The same rule as one regular expression over the text as typed, for the request schemas (so the OpenAPI
// document states it as the field's pattern): separators anywhere, any digit form latinDigits folds.
const SEPARATOR_CLASS = String.raw`[\s\-\u200E\u200F\u202A-\u202E\u2066-\u2069]*`;
/** One digit `d` in Latin, Arabic-Indic or Persian form. */
const digitClass = (digit: number) =>
  `[${digit}\\u${(0x0660 + digit).toString(16).toUpperCase().padStart(4, '0')}\\u${(0x06f0 + digit).toString(16).toUpperCase().padStart(4, '0')}]`;
const ANY_DIGIT_CLASS = String.raw`[0-9\u0660-\u0669\u06F0-\u06F9]`;
const spelled = (digits: string) =>
  [...digits].map((digit) => digitClass(Number(digit))).join(SEPARATOR_CLASS);

/**
 * A Qatari mobile number as people type it (what qatarMobileDigits reads): an optional +974 or 00974, then 8
 * digits the first of them 3, 5, 6 or 7, with spaces, hyphens and direction marks anywhere.
 */
export const QATAR_MOBILE_PATTERN = new RegExp(
  `^${SEPARATOR_CLASS}(?:\\+${SEPARATOR_CLASS}${spelled('974')}${SEPARATOR_CLASS}|${spelled('00974')}${SEPARATOR_CLASS})?` +
    `[${[3, 5, 6, 7].map((digit) => digitClass(digit).slice(1, -1)).join('')}]` +
    `(?:${SEPARATOR_CLASS}${ANY_DIGIT_CLASS}){7}${SEPARATOR_CLASS}$`,
);

/** A Qatari mobile number as QATAR_MOBILE_PATTERN takes it, or only spaces: an optional phone left out. */
export const QATAR_MOBILE_OR_BLANK_PATTERN = new RegExp(
  `^(?:\\s*|${QATAR_MOBILE_PATTERN.source.slice(1, -1)})$`,
);
/**
 * A Qatari mobile number or empty, for a required phone: an empty field is REQUIRED's to say (one issue, not
 * two), and anything else must be a number.
 */
export const QATAR_MOBILE_FIELD_PATTERN = new RegExp(`^(?:|${QATAR_MOBILE_PATTERN.source.slice(1, -1)})$`);

/** The fixed country code the checkout shows before the phone field. */
export const QATAR_DIALING_CODE = '+974';

/**
 * The 8 local digits of a Qatari mobile number however it was typed (Latin or Arabic-Indic digits, spaces or
 * hyphens between them, +974 or 00974 before them), or null when it is not one.
 */
export function qatarMobileDigits(typed: string | null | undefined): string | null {
  const compact = latinDigits(typed ?? '').replace(SEPARATORS, '');
  return QATAR_MOBILE.exec(compact)?.[1] ?? null;
}

/** 8 local digits as people read them and a phone dials them: '55123456' → '+974 5512 3456'. */
export function formatQatarMobile(local: string): string {
  return local.length === 8 ? `${QATAR_DIALING_CODE} ${local.slice(0, 4)} ${local.slice(4)}` : local;
}

/** A typed Qatari mobile number in the form the shop stores it ('+974 5512 3456'), or null when it is not one. */
export function normalizeQatarMobile(typed: string | null | undefined): string | null {
  const local = qatarMobileDigits(typed);
  return local === null ? null : formatQatarMobile(local);
}
