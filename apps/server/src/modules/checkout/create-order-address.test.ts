import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, outbox, products } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';

// D14: an order of physical goods must be deliverable: city and a Qatar address (zone, street, building) are
// required by create-order itself, whatever the form did; gift cards need none.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

let shoppers = 0;
function physicalOrder(orderData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const n = ++shoppers;
  return {
    customer: { name: 'Hamad Al-Thani', email: `hamad-${n}@example.com`, phone: `+974 6600 ${1000 + n}` },
    items: [{ product_id: f.cable.id, quantity: 1 }],
    orderData,
    paymentMethod: 'cash',
    ...extra,
  };
}
const createOrder = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/create-order', payload });
const count = async (table: typeof orders | typeof outbox) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const cableStock = async () =>
  (
    await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, f.cable.id))
  )[0]!.stock;

const REQUIRED = [
  ['shipping_city', 'DELIVERY_CITY_REQUIRED', 'Please choose the city', 'يرجى اختيار المدينة'],
  ['shipping_zone', 'DELIVERY_ZONE_REQUIRED', 'Please enter the zone number', 'يرجى إدخال رقم المنطقة'],
  [
    'shipping_street',
    'DELIVERY_STREET_REQUIRED',
    'Please enter the street number or name',
    'يرجى إدخال رقم الشارع أو اسمه',
  ],
  [
    'shipping_building',
    'DELIVERY_BUILDING_REQUIRED',
    'Please enter the building number',
    'يرجى إدخال رقم المبنى',
  ],
] as const;

describe('create-order refuses an undeliverable physical order (D14)', () => {
  it.each(REQUIRED.flatMap((row) => [[...row, 'missing'] as const, [...row, 'blank'] as const]))(
    '%s %s… (%s): 400 naming the field in both languages, nothing written',
    async (field, code, message, messageAr, how) => {
      const [orders0, outbox0, stock0] = await Promise.all([count(orders), count(outbox), cableStock()]);
      const orderData: Record<string, unknown> = { ...qatarAddress(`refused ${field} ${how}`) };
      if (how === 'missing') delete orderData[field];
      else orderData[field] = '   ';
      const response = await createOrder(physicalOrder(orderData));
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error).toMatchObject({
        code: 'DELIVERY_ADDRESS_REQUIRED',
        message: 'Please enter the delivery address: city, zone, street and building number',
        messageAr: 'يرجى إدخال عنوان التوصيل: المدينة والمنطقة والشارع ورقم المبنى',
      });
      expect(error.issues).toEqual([{ path: ['body', 'orderData', field], code, message, messageAr }]);
      expect([await count(orders), await count(outbox), await cableStock()]).toEqual([
        orders0,
        outbox0,
        stock0,
      ]);
    },
  );

  it('names every missing part at once when the address is left out (the old client)', async () => {
    const response = await createOrder(
      physicalOrder({ shipping_address: 'Doha somewhere', shipping_city: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { code: string }) => issue.code)).toEqual(
      REQUIRED.map(([, code]) => code),
    );
  });

  it('a cart of a gift card and physical goods needs the address too', async () => {
    const response = await createOrder(
      physicalOrder(
        {},
        {
          items: [
            { product_id: f.cable.id, quantity: 1 },
            { product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 1 },
          ],
          paymentMethod: 'online',
        },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('DELIVERY_ADDRESS_REQUIRED');
  });

  it.each([
    ['a city outside Qatar', { shipping_city: 'Dubai' }, 'INVALID_CITY', 'VALIDATION_FAILED'],
    ['a zone in letters', { shipping_zone: 'WB' }, 'INVALID_ZONE', 'VALIDATION_FAILED'],
    ['a building in words', { shipping_building: 'Tower' }, 'INVALID_BUILDING_NUMBER', 'VALIDATION_FAILED'],
    ['a NUL in the landmark', { shipping_landmark: 'a\u0000b' }, 'INVALID_CHARACTERS', 'VALIDATION_FAILED'],
    [
      'a lone surrogate in the street',
      { shipping_street: '\uDC00' },
      'INVALID_CHARACTERS',
      'VALIDATION_FAILED',
    ],
    ['a 101-character street', { shipping_street: 's'.repeat(101) }, 'TEXT_TOO_LONG', 'VALIDATION_FAILED'],
    ['a 4-character zone', { shipping_zone: '1234' }, 'TEXT_TOO_LONG', 'VALIDATION_FAILED'],
  ])('refuses %s (%s)', async (_what, change, issueCode, code) => {
    const orders0 = await count(orders);
    const response = await createOrder(physicalOrder({ ...qatarAddress(`bad ${issueCode}`), ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.issues.map((issue: { code: string }) => issue.code)).toContain(issueCode);
    expect(await count(orders)).toBe(orders0);
  });
});

describe('create-order stores the address parts in the order fields', () => {
  it('builds one readable line in the order language; the city is stored by its code', async () => {
    const response = await createOrder(
      physicalOrder(
        {
          shipping_city: 'الريان',
          shipping_zone: '٥٣',
          shipping_street: 'شارع اللقطة',
          shipping_building: ' 17 ',
          shipping_unit: '4',
          shipping_landmark: 'قرب مسجد',
          shipping_notes: 'اتصل قبل الوصول',
        },
        { locale: 'ar' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(order).toMatchObject({
      shippingCity: 'al_rayyan',
      shippingAddress: 'منطقة 53، شارع اللقطة، مبنى 17، وحدة 4، قرب مسجد',
      shippingCountry: 'Qatar',
      shippingNotes: 'اتصل قبل الوصول',
    });
  });

  it('accepts the city by its code and stores it as sent', async () => {
    const response = await createOrder(
      physicalOrder(qatarAddress('city-code-street', 'al_khor'), { locale: 'en' }),
    );
    expect(response.statusCode).toBe(201);
    const [order] = await t.database.db
      .select({ city: orders.shippingCity })
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(order!.city).toBe('al_khor');
  });

  it('a gift-card-only order needs no address and stores none, even when one is sent', async () => {
    const response = await createOrder({
      customer: { name: 'Noor', email: 'noor-address@example.com' },
      items: [{ product_id: f.giftCard.id, variant_id: f.card100.id, quantity: 1 }],
      orderData: qatarAddress('ignored'),
      paymentMethod: 'online',
    });
    expect(response.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(order).toMatchObject({ shippingCity: null, shippingAddress: null, shippingCountry: null });
  });
});

describe('the OpenAPI document says the address rules the server applies (one schema drives both)', () => {
  type Schema = { pattern?: string; allOf?: Schema[]; anyOf?: Schema[]; properties?: Record<string, Schema> };
  const patternsOf = (schema: Schema): RegExp[] =>
    [schema, ...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap((part) =>
      part === schema ? (part.pattern ? [new RegExp(part.pattern, 'u')] : []) : patternsOf(part),
    );
  const documented = (field: string) => {
    const document = t.app.swagger() as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
    };
    const body = Object.values(document.paths['/api/payments/create-order']!.post.requestBody.content)[0]!
      .schema;
    return patternsOf(body.properties!.orderData!.properties![field]!);
  };
  const acceptedByDocument = (field: string, value: string) =>
    documented(field).every((pattern) => pattern.test(value));

  it.each([
    ['shipping_zone', '66', true],
    ['shipping_zone', '٦٦', true],
    ['shipping_zone', '0', false],
    ['shipping_zone', '6a', false],
    ['shipping_building', '12', true],
    ['shipping_building', '12A', true],
    ['shipping_building', '١٢', true],
    ['shipping_building', '12345', false],
    ['shipping_building', 'A12', false],
  ])('%s %j: the document and the server agree (%s)', async (field, value, valid) => {
    expect(acceptedByDocument(field, value)).toBe(valid);
    const response = await createOrder(
      physicalOrder({ ...qatarAddress(`doc-${field}-${value}`), [field]: value }),
    );
    if (valid) expect(response.statusCode, response.body).toBe(201);
    else expect(response.statusCode).toBe(400);
  });
});
