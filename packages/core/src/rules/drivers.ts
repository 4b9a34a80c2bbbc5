import { phoneKey } from './order-caps.js';

/** A Qatari mobile number's 8 local digits start with one of these (3, 5, 6, 7). */
const QATAR_MOBILE = /^[3567][0-9]{7}$/;

/**
 * A driver's phone as stored: the 8 local digits of a Qatari mobile number however it was typed (Arabic-Indic
 * digits, spaces, +974 / 00974), as shoppers' phones are folded (phoneKey). Null when it is not one.
 */
export function driverPhone(typed: string): string | null {
  const key = phoneKey(typed);
  return key !== null && QATAR_MOBILE.test(key) ? key : null;
}

/** A stored driver phone as people read it and a phone dials it: +974 5512 3456. */
export function formatDriverPhone(local: string): string {
  return local.length === 8 ? `+974 ${local.slice(0, 4)} ${local.slice(4)}` : local;
}

/** Cash recorded against the amount due: negative when short, positive when over, 0 when exact. */
export function cashDifference(received: number, due: number): number {
  return received - due;
}
