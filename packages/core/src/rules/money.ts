import { CURRENCY } from './limits.js';
import { cachedNumberFormat, groupThousands, MINUS_SIGN, type Locale } from './locale.js';

/**
 * Money is integer dirhams everywhere inside the system (1 QAR = 100 dirhams), in the database, in the API and
 * in every rule. Riyals appear only when a person types an amount or reads one.
 */
export const DIRHAMS_PER_QAR = 100;

/**
 * Riyals to dirhams, rounded half away from zero. The product is taken at 15 significant digits first so that
 * binary noise does not flip the rounding (1.005 QAR * 100 is 100.49999… in floating point; we mean 101).
 */
export function toDirhams(qar: number): number {
  if (!Number.isFinite(qar)) throw new RangeError(`toDirhams: not a finite amount: ${qar}`);
  const scaled = Number((qar * DIRHAMS_PER_QAR).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Dirhams to riyals, for form fields that show riyals. */
export function toQar(dirhams: number): number {
  return dirhams / DIRHAMS_PER_QAR;
}

export function isDirhams(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * "QAR 1,234" / "‏1,234 ر.ق.‏" (Latin digits on Arabic pages too, D15: see NUMBERING_SYSTEM in locale.ts). Whole
 * riyal amounts are shown without decimals (shop prices are mostly whole, and ".00" on every card is noise); any
 * other amount is shown with exactly 2 decimals so dirhams are never hidden.
 *
 * The currency label rule (one for the whole shop: pages, e-mails, invoices, coupon descriptions, messages):
 * a figure that is an amount carries the label this function writes, "QAR 100" / "100 ر.ق." (with its dot); the
 * word "riyal" / "ريال" never labels a figure and appears only in prose naming the currency ("in Qatari riyals",
 * "بالريال القطري"), so one sentence never mixes "ريال" and "ر.ق.".
 */
export function formatMoney(dirhams: number, locale: Locale): string {
  return moneyText(dirhams, locale, false);
}

/**
 * An amount with its sign always written ("-QAR 50" / "‎-50 ر.ق.‏", "+QAR 20"): the one formatter for money that
 * takes away or adds (a discount line is formatSignedMoney(-discount)), so the minus sits where Intl puts it for
 * the language, the same on every screen (cart, checkout, account).
 */
export function formatSignedMoney(dirhams: number, locale: Locale): string {
  return moneyText(dirhams, locale, true);
}

/**
 * Intl's currency text for QAR with Latin digits, written by hand from the dirhams (whole riyals without
 * decimals, anything else with exactly 2) so that no page pays for loading Intl's number data while it becomes
 * interactive; the money test holds it to Intl's own output in both languages. Arabic wraps the amount in
 * right-to-left marks with the label after a no-break space; English puts "QAR" and a no-break space first.
 */
function moneyText(dirhams: number, locale: Locale, signed: boolean): string {
  if (!Number.isSafeInteger(dirhams)) return intlMoney(dirhams, locale, signed);
  const size = Math.abs(dirhams);
  const riyals = groupThousands(String(Math.floor(size / DIRHAMS_PER_QAR)));
  const dirhamsLeft = size % DIRHAMS_PER_QAR;
  const amount = dirhamsLeft === 0 ? riyals : `${riyals}.${String(dirhamsLeft).padStart(2, '0')}`;
  const sign = dirhams < 0 ? MINUS_SIGN[locale] : signed && dirhams > 0 ? PLUS_SIGN[locale] : '';
  return locale === 'ar' ? `\u200f${sign}${amount}\u00a0ر.ق.\u200f` : `${sign}${CURRENCY}\u00a0${amount}`;
}

const PLUS_SIGN: Record<Locale, string> = { ar: '\u200e+', en: '+' };

/** Intl itself, for what the hand-written text does not cover (fractions of a dirham). */
function intlMoney(dirhams: number, locale: Locale, signed: boolean): string {
  const whole = dirhams % DIRHAMS_PER_QAR === 0;
  const digits = whole ? 0 : 2;
  return cachedNumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dirhams / DIRHAMS_PER_QAR);
}
