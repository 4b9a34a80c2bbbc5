import { latinDigits } from './latin-digits.js';
import type { Locale } from './locale.js';
import { phoneKey } from './order-caps.js';
import { cityLabel } from './delivery-address.js';

// The driver's run on a phone (decision 053): a personal signed link, today's and tomorrow's stops by the day
// the shopper booked, and three taps at the door, each sent with a key of its own so a repeat is applied once.

/** What a driver reports at a door. */
export const DRIVER_TAP_ACTIONS = ['delivered', 'cash', 'not_delivered'] as const;
export type DriverTapAction = (typeof DRIVER_TAP_ACTIONS)[number];

/** Why an order could not be delivered; it goes back to the shop's list with this reason. */
export const DELIVERY_FAILURE_REASONS = ['not_home', 'refused', 'wrong_address'] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

export const DELIVERY_FAILURE_LABELS: Record<DeliveryFailureReason, Record<Locale, string>> = {
  not_home: { ar: 'العميل غير موجود', en: 'Not home' },
  refused: { ar: 'رفض الاستلام', en: 'Refused' },
  wrong_address: { ar: 'العنوان خطأ', en: 'Wrong address' },
};

/**
 * Why the order did not arrive, as the shopper is told it (the message and e-mail after a driver's "could not
 * deliver"): a phrase that fits after "We could not deliver your order today:" and blames nobody.
 */
export const DELIVERY_FAILURE_SHOPPER_WORDS: Record<DeliveryFailureReason, Record<Locale, string>> = {
  not_home: { ar: 'لم نجد أحدًا لاستلامه في العنوان', en: 'there was no one at the address to receive it' },
  refused: { ar: 'لم يُستلم الطلب عند الباب', en: 'the order was not accepted at the door' },
  wrong_address: {
    ar: 'لم يتمكن المندوب من الوصول إلى العنوان',
    en: 'our driver could not find the address',
  },
};

/** "Could not deliver: Not home" as the board and the order page say it. */
export function deliveryFailureText(reason: DeliveryFailureReason, locale: Locale): string {
  const label = DELIVERY_FAILURE_LABELS[reason][locale];
  return locale === 'ar' ? `تعذّر التسليم: ${label}` : `Could not deliver: ${label}`;
}

/**
 * A driver's link token: "<driver id>.<link version>.<128-bit signature, base64url>". Never logged, never in a
 * header: it travels in the address's fragment and in request bodies only.
 */
export const DRIVER_LINK_TOKEN_PATTERN = /^[1-9]\d{0,9}\.\d{1,10}\.[A-Za-z0-9_-]{22}$/;

/** A tap's key, made on the phone when the driver taps (a UUID or any 16–64 URL-safe characters). */
export const DRIVER_TAP_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The run page's address in the driver's language, the token after the # (a browser never sends it). */
export function driverRunUrl(origin: string, language: Locale, token: string): string {
  return `${origin}${language === 'en' ? '/en' : ''}/driver#${token}`;
}

/** The parts of a blue plate read back from an order's address line (deliveryAddressLine wrote them). */
export interface BluePlate {
  zone: string | null;
  street: string | null;
  building: string | null;
}

const PLATE_WORDS = {
  zone: /^(?:zone|منطقة)\s+(\d{1,3})$/iu,
  street: /^(?:street|شارع)\s+(.+)$/iu,
  building: /^(?:building|مبنى)\s+(\S+)$/iu,
};

/**
 * Zone, street and building from a stored address line ("Zone 25, Street 230, Building 14, …" or the Arabic
 * "منطقة 25، شارع 230، مبنى 14، …"). A named street is the second part as written.
 */
export function bluePlateOf(line: string | null | undefined): BluePlate {
  const parts = latinDigits(line ?? '')
    .split(/[،,]\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
  const zone = parts[0]?.match(PLATE_WORDS.zone)?.[1] ?? null;
  const buildingIndex = parts.findIndex((part) => PLATE_WORDS.building.test(part));
  const building = buildingIndex >= 0 ? parts[buildingIndex]!.match(PLATE_WORDS.building)![1]! : null;
  const streetPart = zone && buildingIndex === 2 ? parts[1]! : null;
  const street = streetPart ? (streetPart.match(PLATE_WORDS.street)?.[1] ?? streetPart) : null;
  return { zone, street, building };
}

/**
 * A map search for the plate: "Zone 25, Street 230, Building 14, Doha, Qatar" in Latin words, which map apps
 * read in both languages. Null when the line holds no zone.
 */
export function bluePlateMapUrl(plate: BluePlate, city: string | null | undefined): string | null {
  if (!plate.zone) return null;
  const street = plate.street ? (/^\d+$/.test(plate.street) ? `Street ${plate.street}` : plate.street) : '';
  const words = [
    `Zone ${plate.zone}`,
    street,
    plate.building ? `Building ${plate.building}` : '',
    city ? cityLabel(city, 'en') : '',
    'Qatar',
  ].filter(Boolean);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(words.join(', '))}`;
}

/** Qatar's country code: a local number (8 digits) is dialled and messaged with it. */
const QATAR_CODE = '974';
const QATAR_LOCAL_DIGITS = 8;

export interface ContactLinks {
  /** https://wa.me/<international digits> (wa.me takes digits only, no + or 00). */
  whatsapp: string;
  /** tel:+<international digits>, so a phone dials it from abroad too. */
  tel: string;
  /** The number as people read it: +974 followed by the local number. */
  display: string;
}

/**
 * The customer's WhatsApp and call links from the phone as they typed it: Arabic-Indic digits, spaces,
 * dashes and the +974 / 00974 / 974 prefixes fold to one local number (phoneKey, the same folding the order
 * search uses), which gets Qatar's code back; a number of another country keeps its own digits. Null when
 * the order has no usable number.
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
