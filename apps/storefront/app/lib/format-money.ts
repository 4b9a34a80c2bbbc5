import type { Locale } from '../i18n/locale.js';

// Stand-in until @matjar/core's formatMoney lands: same signature (integer dirhams, 1 QAR = 100).
export function formatMoney(amountDirhams: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-QA' : 'en-QA', {
    style: 'currency',
    currency: 'QAR',
    maximumFractionDigits: amountDirhams % 100 === 0 ? 0 : 2,
  }).format(amountDirhams / 100);
}
