// The pure side of MoneyInput: what a person typed in riyals ⇄ integer dirhams, with core's money helpers.
import { DIRHAMS_PER_QAR, MAX_DB_INT, toDirhams, toQar } from '@matjar/core';

export type MoneyParseFailure = 'format' | 'decimals' | 'negative' | 'too-large';
export type MoneyParse = { ok: true; dirhams: number | null } | { ok: false; reason: MoneyParseFailure };

// Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, as Arabic and Persian keyboards type them.
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const arabicToWestern = (digit: string) => String((digit.charCodeAt(0) - 0x0660) % 0x90);

/** Digits, separators and signs as a Western-digit string: "١٬٢٣٤٫٥" → "1234.5". */
export function normaliseAmountText(text: string): string {
  return (
    text
      .trim()
      .replace(ARABIC_DIGIT, arabicToWestern)
      // The Arabic decimal separator; Arabic and Latin thousands separators and spaces are dropped.
      .replace(/\u066B/g, '.')
      .replace(/[\u066C,\s\u00A0\u202F]/g, '')
      .replace(/^\u2212/, '-')
  );
}

/**
 * Reads riyals as typed — "12", "12.5", "12.50", ".5", "١٢٫٥", "1,250" — into integer dirhams. Empty is
 * null (no amount). More than 2 decimals is refused rather than rounded: a price is never silently changed.
 */
export function parseRiyals(text: string, options: { maxDirhams?: number } = {}): MoneyParse {
  const normalised = normaliseAmountText(text);
  if (normalised === '') return { ok: true, dirhams: null };
  if (/^-/.test(normalised)) return { ok: false, reason: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(normalised);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, reason: 'format' };
  if ((match[2] ?? '').length > 2) return { ok: false, reason: 'decimals' };
  const dirhams = toDirhams(Number(normalised));
  if (!Number.isSafeInteger(dirhams) || dirhams > (options.maxDirhams ?? MAX_DB_INT)) {
    return { ok: false, reason: 'too-large' };
  }
  return { ok: true, dirhams };
}

/** Dirhams as the input shows them for editing: "12" for whole riyals, "12.50" otherwise, Western digits. */
export function formatRiyalsForInput(dirhams: number | null): string {
  if (dirhams === null || !Number.isFinite(dirhams)) return '';
  return dirhams % DIRHAMS_PER_QAR === 0 ? String(toQar(dirhams)) : toQar(dirhams).toFixed(2);
}
