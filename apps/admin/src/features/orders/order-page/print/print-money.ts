import { formatMoney } from '@matjar/core';

/**
 * Amounts on the invoice: core's formatter in its English form ("QAR 1,250.50"), so the digits are Latin
 * and read the same to both audiences of a bilingual sheet.
 */
export function printMoney(dirhams: number): string {
  return formatMoney(dirhams, 'en');
}
