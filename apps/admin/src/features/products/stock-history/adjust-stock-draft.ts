import type { MessageKey } from '../../../i18n/ar';

export type AdjustMode = 'delta' | 'set';

export type AdjustOutcome = { stock: number } | { problem: MessageKey };

const ARABIC_DIGITS = /[\u0660-\u0669]/g;

/** Digits typed on an Arabic keyboard read as the same number; a true minus sign reads as '-'. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/^[\u2212]/, '-');
}

/**
 * The stock a draft adjustment leads to: `delta` adds (or with a minus, removes) units, `set` names the new
 * amount. The server takes the new amount (PATCH stock) and refuses below 0 too; this says why early.
 */
export function adjustedStock(current: number, mode: AdjustMode, typed: string): AdjustOutcome {
  const text = normalise(typed);
  const pattern = mode === 'delta' ? /^[+-]?\d{1,9}$/ : /^\d{1,9}$/;
  if (!pattern.test(text)) return { problem: 'stockHistory.adjust.wholeNumber' };
  const stock = mode === 'delta' ? current + Number(text) : Number(text);
  if (stock < 0) return { problem: 'stockHistory.adjust.belowZero' };
  if (stock === current) return { problem: 'stockHistory.adjust.noChange' };
  return { stock };
}
