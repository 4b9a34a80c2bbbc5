import { qatarMobileDigits } from './qatar-mobile.js';

/**
 * The WhatsApp recipient for a shopper's phone: a Qatari mobile number in international form without '+'
 * (97455123456), however it was typed; null for a landline, a foreign number or no number (decision 033).
 */
export function qatariMobileRecipient(phone: string | null | undefined): string | null {
  const local = qatarMobileDigits(phone);
  return local === null ? null : `974${local}`;
}
