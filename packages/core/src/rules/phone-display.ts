import { latinDigits } from './latin-digits.js';
import { formatQatarMobile } from './qatar-mobile.js';

/** The 8 local digits of a Qatari number however typed (+974, 00974, 974 or none; any digits), or null. */
function qatarLocalDigits(typed: string): string | null {
  const trimmed = latinDigits(typed).trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international || digits.length === 11) {
    if (!digits.startsWith('974')) return null;
    digits = digits.slice(3);
  }
  return /^[0-9]{8}$/.test(digits) ? digits : null;
}

/**
 * A Qatari number as people read it, whatever way staff typed it ("97450001234", "٥٠٠٠١٢٣٤", "+974 5000 1234"):
 * +974 5000 1234. Anything else (a foreign number) is shown as typed, trimmed. Show it with dir="ltr".
 */
export function formatQatarPhone(typed: string): string {
  const local = qatarLocalDigits(typed);
  return local ? formatQatarMobile(local) : typed.trim();
}

/** The tel: address of a Qatari number shown with formatQatarPhone, or null. */
export function qatarPhoneHref(typed: string): string | null {
  const local = qatarLocalDigits(typed);
  return local ? `tel:+974${local}` : null;
}
