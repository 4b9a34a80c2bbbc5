import { latinDigits } from './latin-digits.js';

// Short order numbers (departure D20): every order has a sequential number from FIRST_ORDER_NUMBER that people
// read aloud and type ("#1001"); the long ORD-… identifier stays in the API for the calls that name it.

/** The first short number the database's sequence hands out (orders_short_number_seq). */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The one way an order's short number is shown, on every screen, e-mail, sheet and export: "#1001", in Latin
 * digits whatever the language (D21: one screen never mixes two digit styles), no grouping.
 */
export function formatOrderNumber(shortNumber: number): string {
  return `#${Math.trunc(shortNumber)}`;
}

/** How an order is named where its short number may be missing (an older answer or e-mail): #1001 or ORD-…. */
export function shownOrderNumber(order: { orderNumber: string; shortNumber?: number | null }): string {
  return order.shortNumber ? formatOrderNumber(order.shortNumber) : order.orderNumber;
}

/**
 * The long identifier as typed or pasted ("ord-1767…-a1b2c3", spaces around it): upper-cased, or null when it is
 * not one. The short number is what people are shown; this one is still on older e-mails and bank statements.
 */
export function parseOrderIdentifier(query: string): string | null {
  const typed = latinDigits(query.trim()).toUpperCase();
  return /^ORD-\d{1,16}-[0-9A-F]{1,16}$/.test(typed) ? typed : null;
}

/** Above this a typed number is not an order number (and would not fit the integer column). */
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * The short number a search means, or null: "1001", "#1001", "# 1001", "＃١٠٠١" and "١٠٠١" all mean 1001.
 * Only a whole query of digits (after an optional #) is a number; "1001 Doha" is a text search.
 */
export function parseOrderNumberQuery(query: string): number | null {
  const match = /^[#＃]?\s*(\d+)$/u.exec(latinDigits(query.trim()));
  if (!match) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ORDER_NUMBER ? value : null;
}
