import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS } from './limits.js';
import { StoreCreateOrderBody } from '../schemas/orders.js';
import {
  CITY_FIELD_PATTERN,
  CITY_PATTERN,
  cityLabel,
  deliveryAddressLine,
  deliveryAddressProblems,
  deliveryWindow,
  findQatarCity,
  QATAR_CITIES,
  type DeliveryAddressParts,
} from './delivery-address.js';

const complete: DeliveryAddressParts = {
  shipping_city: 'Doha',
  shipping_zone: '66',
  shipping_street: '850',
  shipping_building: '12',
};

describe('delivery address rule (D14)', () => {
  it('a complete Qatar address has no problem; unit and landmark are optional', () => {
    expect(deliveryAddressProblems(complete)).toEqual([]);
    expect(
      deliveryAddressProblems({ ...complete, shipping_unit: '4', shipping_landmark: 'City Center' }),
    ).toEqual([]);
  });

  it('names every missing part, in form order, empty and blank alike', () => {
    expect(deliveryAddressProblems({})).toEqual([
      { field: 'shipping_city', code: 'DELIVERY_CITY_REQUIRED' },
      { field: 'shipping_zone', code: 'DELIVERY_ZONE_REQUIRED' },
      { field: 'shipping_street', code: 'DELIVERY_STREET_REQUIRED' },
      { field: 'shipping_building', code: 'DELIVERY_BUILDING_REQUIRED' },
    ]);
    expect(
      deliveryAddressProblems({
        shipping_city: ' ',
        shipping_zone: '\t',
        shipping_street: '  ',
        shipping_building: '',
      }),
    ).toHaveLength(4);
  });

  it.each([
    ['a city outside the list', { shipping_city: 'Dubai' }, 'shipping_city', 'INVALID_CITY'],
    ['a zone with letters', { shipping_zone: 'West Bay' }, 'shipping_zone', 'INVALID_ZONE'],
    ['a four-digit zone', { shipping_zone: '1234' }, 'shipping_zone', 'INVALID_ZONE'],
    ['zone zero', { shipping_zone: '0' }, 'shipping_zone', 'INVALID_ZONE'],
    ['a building in words', { shipping_building: 'tower' }, 'shipping_building', 'INVALID_BUILDING_NUMBER'],
    ['a five-digit building', { shipping_building: '12345' }, 'shipping_building', 'INVALID_BUILDING_NUMBER'],
  ] as const)('refuses %s', (_name, change, field, code) => {
    expect(deliveryAddressProblems({ ...complete, ...change })).toEqual([{ field, code }]);
  });

  it('accepts the city in Arabic or any case, Arabic-Indic digits and a building letter', () => {
    expect(
      deliveryAddressProblems({
        shipping_city: 'الريان',
        shipping_zone: '٥٣',
        shipping_street: 'Al Luqta Street',
        shipping_building: '۱۲a',
      }),
    ).toEqual([]);
    expect(findQatarCity(' al wakrah ')).toBe('al_wakrah');
    expect(findQatarCity('الدوحة')).toBe('doha');
    expect(findQatarCity('lusail')).toBe('lusail');
    expect(findQatarCity('Riyadh')).toBeUndefined();
    expect(cityLabel('Lusail', 'ar')).toBe('لوسيل');
    expect(cityLabel('الخور', 'en')).toBe('Al Khor');
  });

  it("stores a code and shows the name in the page's language; a value outside the list is kept", () => {
    expect(cityLabel('al_rayyan', 'ar')).toBe('الريان');
    expect(cityLabel('al_rayyan', 'en')).toBe('Al Rayyan');
    expect(cityLabel('Doha', 'ar')).toBe('الدوحة');
    expect(cityLabel('West Bay', 'ar')).toBe('West Bay');
    const codes = QATAR_CITIES.map((city) => city.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const city of QATAR_CITIES) expect(codes).toContain(city.municipality);
  });
});

describe('delivery address line', () => {
  it.each([
    ['en', complete, 'Zone 66, Street 850, Building 12'],
    ['ar', complete, 'منطقة 66، شارع 850، مبنى 12'],
    [
      'en',
      {
        ...complete,
        shipping_street: 'Al Corniche Street',
        shipping_unit: 'Flat 4',
        shipping_landmark: 'Sheraton',
      },
      'Zone 66, Al Corniche Street, Building 12, Unit Flat 4, Near Sheraton',
    ],
    [
      'ar',
      {
        ...complete,
        shipping_zone: '٦٦',
        shipping_building: '١٢b',
        shipping_unit: '٣',
        shipping_landmark: 'سيتي سنتر',
      },
      'منطقة 66، شارع 850، مبنى 12B، وحدة 3، بالقرب من سيتي سنتر',
    ],
    // A landmark that already says "near" (or "opposite"…) is not given a second one.
    [
      'ar',
      { ...complete, shipping_landmark: 'قرب مسجد الحمادي' },
      'منطقة 66، شارع 850، مبنى 12، قرب مسجد الحمادي',
    ],
    [
      'ar',
      { ...complete, shipping_landmark: 'بالقرب من الحديقة' },
      'منطقة 66، شارع 850، مبنى 12، بالقرب من الحديقة',
    ],
    ['ar', { ...complete, shipping_landmark: 'مقابل لولو' }, 'منطقة 66، شارع 850، مبنى 12، مقابل لولو'],
    [
      'en',
      { ...complete, shipping_landmark: 'near the Pearl' },
      'Zone 66, Street 850, Building 12, near the Pearl',
    ],
    [
      'en',
      { ...complete, shipping_landmark: 'Opposite QNB' },
      'Zone 66, Street 850, Building 12, Opposite QNB',
    ],
    // "Nearby" or a name starting with the letters of "by" is a name, not a "near".
    [
      'en',
      { ...complete, shipping_landmark: 'Byblos Café' },
      'Zone 66, Street 850, Building 12, Near Byblos Café',
    ],
    [
      'ar',
      { ...complete, shipping_landmark: 'قرية الكتارا' },
      'منطقة 66، شارع 850، مبنى 12، بالقرب من قرية الكتارا',
    ],
  ] as const)('%s: %j → %s', (locale, parts, line) => {
    expect(deliveryAddressLine(parts, locale)).toBe(line);
  });
});

describe('delivery window', () => {
  it('Doha gets 2–3 working days, the rest of Qatar 3–5', () => {
    expect(deliveryWindow('doha')).toEqual({ min: 2, max: 3 });
    expect(deliveryWindow('Doha')).toEqual(DELIVERY_DAYS.doha);
    expect(deliveryWindow('الدوحة')).toEqual(DELIVERY_DAYS.doha);
    expect(deliveryWindow('Al Khor')).toEqual({ min: 3, max: 5 });
    expect(deliveryWindow(null)).toEqual(DELIVERY_DAYS.restOfQatar);
  });
});

describe('create-order body: address parts', () => {
  const body = {
    customer: { name: 'Sara Ali', email: 'sara@example.com', phone: '55512345' },
    items: [{ product_id: 1, quantity: 1 }],
    paymentMethod: 'cash',
  };
  it('keeps the parts trimmed and drops an old free-text shipping_address', () => {
    const parsed = StoreCreateOrderBody.parse({
      ...body,
      orderData: { ...complete, shipping_street: ' 850 ', shipping_address: 'somewhere' },
    });
    expect(parsed.orderData).toEqual({ ...complete });
  });
  it.each([
    ['shipping_landmark', 'x'.repeat(201), 'TEXT_TOO_LONG'],
    ['shipping_street', 'a\u0000b', 'INVALID_CHARACTERS'],
    ['shipping_unit', '\uD800', 'INVALID_CHARACTERS'],
  ])('refuses %s of %j (%s)', (field, value, code) => {
    const parsed = StoreCreateOrderBody.safeParse({ ...body, orderData: { ...complete, [field]: value } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(code);
  });
});

describe("CITY_PATTERN (the request schemas' pattern, shown in the OpenAPI document)", () => {
  const spellings = QATAR_CITIES.flatMap((city) => [
    city.code,
    city.en,
    city.en.toUpperCase(),
    city.en.toLowerCase(),
    city.ar,
    city.code.toUpperCase(),
  ]);
  const others = [
    '',
    'Dubai',
    'Riyadh',
    'Doha ',
    'Do ha',
    'al rayyan_',
    'al.rayyan',
    'الدوحه',
    'doha|x',
    '.*',
  ];

  it('takes exactly the texts findQatarCity names a city for', () => {
    for (const text of [...spellings, ...others]) {
      expect(CITY_PATTERN.test(text), text).toBe(text.trim() === text && findQatarCity(text) !== undefined);
    }
  });

  it('takes an empty field in its optional form only', () => {
    expect(CITY_FIELD_PATTERN.test('')).toBe(true);
    expect(CITY_PATTERN.test('')).toBe(false);
    expect(CITY_FIELD_PATTERN.test('Al Khor')).toBe(true);
    expect(CITY_FIELD_PATTERN.test('Dubai')).toBe(false);
  });
});
