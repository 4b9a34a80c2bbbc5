import { DELIVERY_DAYS } from './limits.js';
import { latinDigits } from './latin-digits.js';
import type { Locale } from './locale.js';

// D14: an order with physical goods must be deliverable, so it carries a Qatar address written the way Qatar
// writes them (the blue plate on every building: zone, street, building number). The parts are stored in the
// order's existing fields: the city in shipping_city, the rest as one readable line in shipping_address.

/**
 * The cities the shop delivers to, stored by their code (`doha`): one value whatever the page's language, so
 * the delivery window, staff filters and delivery zones read one value, and every screen, e-mail
 * and printout shows the name in its own language (cityLabel). Each city names the municipality (baladiya)
 * it belongs to. A select, not free text: a misspelt city is an undeliverable order.
 */
export const QATAR_CITIES = [
  { code: 'doha', municipality: 'doha', en: 'Doha', ar: 'الدوحة' },
  { code: 'al_rayyan', municipality: 'al_rayyan', en: 'Al Rayyan', ar: 'الريان' },
  { code: 'al_wakrah', municipality: 'al_wakrah', en: 'Al Wakrah', ar: 'الوكرة' },
  { code: 'lusail', municipality: 'al_daayen', en: 'Lusail', ar: 'لوسيل' },
  { code: 'al_daayen', municipality: 'al_daayen', en: 'Al Daayen', ar: 'الضعاين' },
  { code: 'umm_salal', municipality: 'umm_salal', en: 'Umm Salal', ar: 'أم صلال' },
  { code: 'al_khor', municipality: 'al_khor', en: 'Al Khor', ar: 'الخور' },
  { code: 'al_shamal', municipality: 'al_shamal', en: 'Al Shamal', ar: 'الشمال' },
  { code: 'al_shahaniya', municipality: 'al_shahaniya', en: 'Al Shahaniya', ar: 'الشحانية' },
  { code: 'mesaieed', municipality: 'al_wakrah', en: 'Mesaieed', ar: 'مسيعيد' },
  { code: 'dukhan', municipality: 'al_shahaniya', en: 'Dukhan', ar: 'دخان' },
] as const;
export type QatarCity = (typeof QATAR_CITIES)[number]['code'];

/** Longest accepted part, in characters. */
export const DELIVERY_ADDRESS_LIMITS = {
  city: 100,
  zone: 3,
  street: 100,
  building: 5,
  unit: 50,
  landmark: 200,
} as const;

/** The address parts as create-order receives them (orderData), already trimmed. */
export interface DeliveryAddressParts {
  shipping_city?: string | undefined;
  shipping_zone?: string | undefined;
  shipping_street?: string | undefined;
  shipping_building?: string | undefined;
  shipping_unit?: string | undefined;
  shipping_landmark?: string | undefined;
}

export type DeliveryAddressField = keyof DeliveryAddressParts;

export type DeliveryAddressProblemCode =
  | 'DELIVERY_CITY_REQUIRED'
  | 'DELIVERY_ZONE_REQUIRED'
  | 'DELIVERY_STREET_REQUIRED'
  | 'DELIVERY_BUILDING_REQUIRED'
  | 'INVALID_CITY'
  | 'INVALID_ZONE'
  | 'INVALID_BUILDING_NUMBER';

export interface DeliveryAddressProblem {
  field: DeliveryAddressField;
  code: DeliveryAddressProblemCode;
}

/** Zones are numbered 1–98 on the plates; three digits leave room and refuse a postcode or a phone. */
export const ZONE_PATTERN = /^(?!0+$)\d{1,3}$/;
/** Building numbers are digits, rarely with one letter (12A). */
export const BUILDING_PATTERN = /^(?!0+[A-Za-z]?$)\d{1,4}[A-Za-z]?$/;

// The same two rules as the request schemas' patterns (so the OpenAPI document says them), in any of the digit
// forms latinDigits folds (ASCII, Arabic-Indic, Persian), empty allowed: whether a part is required depends on
// the cart (deliveryAddressProblems), not on the field.
const ANY_DIGIT = '0-9\u0660-\u0669\u06F0-\u06F9';
const ANY_ZERO = '0\u0660\u06F0';
export const ZONE_FIELD_PATTERN = new RegExp(`^(?:|(?![${ANY_ZERO}]+$)[${ANY_DIGIT}]{1,3})$`);
export const BUILDING_FIELD_PATTERN = new RegExp(
  `^(?:|(?![${ANY_ZERO}]+[A-Za-z]?$)[${ANY_DIGIT}]{1,4}[A-Za-z]?)$`,
);

/** Text matched letter by letter in either case ([dD][oO][hH][aA]): a JSON Schema pattern takes no flags. */
const anyCase = (text: string) =>
  [...text]
    .map((character) => {
      const lower = character.toLowerCase();
      const upper = character.toUpperCase();
      if (lower !== upper) return `[${lower}${upper}]`;
      return /[.*+?^${}()|[\]\\/-]/.test(character) ? `\\${character}` : character;
    })
    .join('');

/**
 * The cities findQatarCity knows, as one pattern over the trimmed text: each city's code, English or Arabic
 * name, in any case. The request schemas carry it, so the OpenAPI document says which cities are taken.
 */
const CITY_NAMES = [...new Set(QATAR_CITIES.flatMap((city) => [city.code, city.en.toLowerCase(), city.ar]))]
  .map(anyCase)
  .join('|');
export const CITY_PATTERN = new RegExp(`^(?:${CITY_NAMES})$`);
/** CITY_PATTERN or empty: whether a city is required depends on the cart (deliveryAddressProblems). */
export const CITY_FIELD_PATTERN = new RegExp(`^(?:|${CITY_NAMES})$`);

/**
 * The listed city's code for what a shopper (or an older client, or an order stored before codes) named: the
 * code, or the name in either language, any case; undefined if none.
 */
export function findQatarCity(name: string | null | undefined): QatarCity | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return QATAR_CITIES.find(
    (city) => city.code === wanted || city.en.toLowerCase() === wanted || city.ar === wanted,
  )?.code;
}

/** The city's name in the page's language; a value outside the list is shown as it was stored. */
export function cityLabel(city: string, locale: Locale): string {
  const code = findQatarCity(city);
  const found = code && QATAR_CITIES.find((entry) => entry.code === code);
  return found ? found[locale] : city;
}

/**
 * What is missing or malformed in a physical order's address, one problem per field, in form order. Format
 * problems are reported for optional parts too; an empty optional part is fine.
 */
export function deliveryAddressProblems(parts: DeliveryAddressParts): DeliveryAddressProblem[] {
  const problems: DeliveryAddressProblem[] = [];
  const value = (field: DeliveryAddressField) => parts[field]?.trim() ?? '';
  const city = value('shipping_city');
  if (!city) problems.push({ field: 'shipping_city', code: 'DELIVERY_CITY_REQUIRED' });
  else if (!findQatarCity(city)) problems.push({ field: 'shipping_city', code: 'INVALID_CITY' });
  const zone = latinDigits(value('shipping_zone'));
  if (!zone) problems.push({ field: 'shipping_zone', code: 'DELIVERY_ZONE_REQUIRED' });
  else if (!ZONE_PATTERN.test(zone)) problems.push({ field: 'shipping_zone', code: 'INVALID_ZONE' });
  if (!value('shipping_street'))
    problems.push({ field: 'shipping_street', code: 'DELIVERY_STREET_REQUIRED' });
  const building = latinDigits(value('shipping_building'));
  if (!building) problems.push({ field: 'shipping_building', code: 'DELIVERY_BUILDING_REQUIRED' });
  else if (!BUILDING_PATTERN.test(building))
    problems.push({ field: 'shipping_building', code: 'INVALID_BUILDING_NUMBER' });
  return problems;
}

const WORDS = {
  en: { zone: 'Zone', street: 'Street', building: 'Building', unit: 'Unit', landmark: 'Near', comma: ', ' },
  ar: { zone: 'منطقة', street: 'شارع', building: 'مبنى', unit: 'وحدة', landmark: 'بالقرب من', comma: '، ' },
} as const;

/**
 * A landmark that already says where it is from ("قرب المسجد", "بجانب …", "near the mall", "opposite …") is
 * kept as typed: adding "بالقرب من"/"Near" in front would read "بالقرب من قرب المسجد".
 */
const SAYS_WHERE =
  /^(?:(?:بال)?قرب|بجانب|بجوار|جنب|جانب|مقابل|قبال[ةه]|خلف|وراء|أمام|امام|عند|near|next to|opposite|behind|beside|by|in front of|across from)(?:\s|$)/iu;

/**
 * The address as one line, as a driver reads a Qatar plate: "Zone 66, Street 850, Building 12, Unit 4, Near
 * City Center". A street given by number gets the word "Street"; a named street is kept as written. Digits
 * are Latin in both languages, as on the plates. Call it on parts that passed deliveryAddressProblems.
 */
export function deliveryAddressLine(parts: DeliveryAddressParts, locale: Locale): string {
  const words = WORDS[locale];
  const street = latinDigits(parts.shipping_street?.trim() ?? '');
  const unit = parts.shipping_unit?.trim();
  const landmark = parts.shipping_landmark?.trim();
  return [
    `${words.zone} ${latinDigits(parts.shipping_zone?.trim() ?? '')}`,
    /^\d+$/.test(street) ? `${words.street} ${street}` : street,
    `${words.building} ${latinDigits(parts.shipping_building?.trim() ?? '').toUpperCase()}`,
    unit ? `${words.unit} ${latinDigits(unit)}` : '',
    landmark ? (SAYS_WHERE.test(landmark) ? landmark : `${words.landmark} ${landmark}`) : '',
  ]
    .filter(Boolean)
    .join(words.comma);
}

/** Expected delivery in working days: Doha is served faster than the rest of Qatar. */
export function deliveryWindow(city: string | null | undefined): { min: number; max: number } {
  return findQatarCity(city) === 'doha' ? DELIVERY_DAYS.doha : DELIVERY_DAYS.restOfQatar;
}
