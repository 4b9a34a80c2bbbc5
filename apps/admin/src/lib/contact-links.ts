import { phoneKey } from '@matjar/core';

/** Qatar's country code: a local number (8 digits) is dialled and messaged with it. */
const QATAR_CODE = '974';
const QATAR_LOCAL_DIGITS = 8;

export interface ContactLinks {
  /** https://wa.me/<international digits> (wa.me takes digits only, no + or 00). */
  whatsapp: string;
  /** tel:+<international digits>, so a phone dials it from abroad too. */
  tel: string;
  /** The number as staff read it: +974 followed by the local number. */
  display: string;
}

/**
 * The customer's WhatsApp and call links from the phone as they typed it: Arabic-Indic digits, spaces,
 * dashes and the +974 / 00974 / 974 prefixes fold to one local number (core's phoneKey, the same folding
 * the order search uses), which gets Qatar's code back; a number of another country keeps its own digits.
 * Null when the order has no usable number.
 */
export function contactLinks(phone: string | null | undefined): ContactLinks | null {
  const key = phoneKey(phone);
  if (key === null) return null;
  const local = key.length === QATAR_LOCAL_DIGITS;
  const international = local ? `${QATAR_CODE}${key}` : key;
  return {
    whatsapp: `https://wa.me/${international}`,
    tel: `tel:+${international}`,
    display: local ? `+${QATAR_CODE} ${key.slice(0, 4)} ${key.slice(4)}` : `+${international}`,
  };
}
