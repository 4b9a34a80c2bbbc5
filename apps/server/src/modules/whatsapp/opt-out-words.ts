import type { Locale } from '@matjar/core';

// What a shopper or a staff member writes back to stop the shop's WhatsApp messages, or to have them again.
// People do not type a keyword exactly: "STOP.", "stop please", "Stop!!", "إيقاف", "ايقاف الرسائل" all mean it.
// A reply is read as a request when, once punctuation, case, Arabic diacritics and letter variants are folded,
// every word of it is a stop word or a word of politeness, and at least one is a stop word (the same for START).
// A sentence that only contains the word ("the driver did not stop") is not a request.

// "إلغاء" alone is not here: it asks to cancel an order as often as to stop messages. "إلغاء الاشتراك" is.
const STOP = ['stop', 'unsubscribe', 'optout', 'ايقاف', 'اوقف', 'توقف', 'توقفوا'];
const START = [
  'start',
  'optin',
  'unstop',
  'subscribe',
  'resume',
  'تشغيل',
  'ابدا',
  'استئناف',
  'اشتراك',
  'اشترك',
];
const POLITE = [
  'please',
  'pls',
  'plz',
  'now',
  'thanks',
  'thank',
  'you',
  'all',
  'the',
  'messages',
  'message',
  'whatsapp',
  'opt',
  'out',
  'in',
  'من',
  'فضلك',
  'لو',
  'سمحت',
  'رجاء',
  'الرجاء',
  'شكرا',
  'الرسائل',
  'رسائل',
  'الاشتراك',
  'واتساب',
  'الان',
];

/** Case, Arabic diacritics and tatweel, alef and hamza variants, punctuation and symbols folded away. */
function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ؤ/gu, 'و')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 12);
}

export type OptRequest = { kind: 'stop' | 'start'; language: Locale };

/** "stop" or "start" with the language it was written in, or null for any other message. */
export function optRequestOf(text: string): OptRequest | null {
  const list = words(text);
  if (list.length === 0 || list.length > 6) return null;
  // Phrases of two words: "opt out", "opt in", "إلغاء الاشتراك".
  const joined = ` ${list.join(' ')} `
    .replaceAll(' opt out ', ' optout ')
    .replaceAll(' opt in ', ' optin ')
    .replaceAll(' الغاء الاشتراك ', ' optout ')
    .trim();
  const folded = joined.split(' ');
  const stop = folded.some((word) => STOP.includes(word));
  const start = folded.some((word) => START.includes(word));
  if (stop === start) return null;
  const known = folded.every((word) => STOP.includes(word) || START.includes(word) || POLITE.includes(word));
  if (!known) return null;
  const language: Locale = /\p{Script=Arabic}/u.test(text) ? 'ar' : 'en';
  return { kind: stop ? 'stop' : 'start', language };
}

/** The acknowledgement sent back (a reply inside the 24 hours the shopper's message opened, no template). */
export const OPT_ACKNOWLEDGEMENT: Record<'stop' | 'start', Record<Locale, string>> = {
  stop: {
    en: 'You will not receive order messages from us on WhatsApp any more. Reply START to receive them again.',
    ar: 'لن تصلك منا رسائل الطلبات على واتساب بعد الآن. أرسل START أو «تشغيل» لتصلك من جديد.',
  },
  start: {
    en: 'You will receive order messages from us on WhatsApp again. Reply STOP to stop them.',
    ar: 'ستصلك منا رسائل الطلبات على واتساب من جديد. أرسل STOP أو «إيقاف» لإيقافها.',
  },
};
