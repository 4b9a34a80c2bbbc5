import { formatQatarMobile, qatarMobileDigits } from './qatar-mobile.js';

/**
 * A driver's phone as stored: the 8 local digits of a Qatari mobile number however it was typed (Arabic-Indic
 * digits, spaces, +974 / 00974), read as shoppers' phones are (qatarMobileDigits, D24). Null when it is not one.
 */
export function driverPhone(typed: string): string | null {
  return qatarMobileDigits(typed);
}

/** A stored driver phone as people read it and a phone dials it: +974 5512 3456. */
export function formatDriverPhone(local: string): string {
  return formatQatarMobile(local);
}

/** Cash recorded against the amount due: negative when short, positive when over, 0 when exact. */
export function cashDifference(received: number, due: number): number {
  return received - due;
}
