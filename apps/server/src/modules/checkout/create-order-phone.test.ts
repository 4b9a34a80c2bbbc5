import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';

// D24: a cash order of physical goods carries a phone the driver can call: a Qatari mobile, stored normalised.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

let shoppers = 0;
const createOrder = (phone: string) => {
  const n = ++shoppers;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: { name: 'Hamad Al-Thani', email: `phone-${n}@example.com`, phone },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: qatarAddress(`phone ${n}`),
      paymentMethod: 'cash',
    },
  });
};

describe('create-order checks the phone of a physical order (D24)', () => {
  it.each(['12', '٥٥١٢', '4412 3456', '+966 55 123 4567', '5512345', '551234567'])(
    // The request schema's rule (its pattern is in the OpenAPI document), so the phone's issue comes with every
    // other field's under VALIDATION_FAILED, as the sign-up's phone and the address parts do.
    '%s is refused: 400 with the field issue PHONE_INVALID in both languages',
    async (phone) => {
      const response = await createOrder(phone);
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toEqual([
        {
          path: ['body', 'customer', 'phone'],
          code: 'PHONE_INVALID',
          message: 'Enter a Qatari mobile number: 8 digits starting with 3, 5, 6 or 7',
          messageAr: 'أدخل رقم جوال قطري: 8 أرقام تبدأ بـ 3 أو 5 أو 6 أو 7',
        },
      ]);
    },
  );

  it.each([
    ['٥٥٦٦٧٧٨٨', '+974 5566 7788'],
    ['00974 3312 3456', '+974 3312 3456'],
    ['+974 7012 3456', '+974 7012 3456'],
    ['6601 2345', '+974 6601 2345'],
  ])('%s is taken and stored as %s', async (typed, stored) => {
    const response = await createOrder(typed);
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ phone: orders.customerPhone })
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    expect(row!.phone).toBe(stored);
  });
});
