import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, customers, orders } from '@matjar/db';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  signUpCustomer,
  type CheckoutFixture,
} from '../modules/checkout/testing/checkout-fixture.js';
import { buildTestApp } from '../testing/test-app.js';

// Text a shopper types reaches staff screens, printouts and exports: the server keeps no bidirectional
// embedding, override or isolate control in it (core's stripBidiControls in the request schemas), and a review
// whose link is disguised by one, or by a stand-in dot, waits for moderation like a plain link.

const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

const review = (payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/store/products/${f.cable.id}/reviews`, payload });

describe('reviews', () => {
  it.each([
    `${RLO}moc.yap-eruces`,
    `Great ${RLO}moc.yap-eruces${PDF} deal`,
    'secure-pay،com',
    'secure-pay．com',
    'secure-pay｡com',
    'secure-pay . com',
    'secure-pay dot com',
  ])('holds %j for moderation', async (comment) => {
    const response = await review({ name: 'Mona', comment });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('pending');
    expect(response.json().comment).not.toMatch(CONTROLS);
  });

  it('stores the name without the override', async () => {
    const response = await review({ name: `Ali ${RLO}nimda`, comment: 'جيد' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ customerName: 'Ali nimda', status: 'published' });
  });

  it('takes a name made only of controls as missing', async () => {
    const response = await review({ name: `${RLO}${PDF}`, comment: 'جيد' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0]).toMatchObject({ path: ['body', 'name'], code: 'REQUIRED' });
  });
});

describe('orders, contact messages and accounts', () => {
  it('stores an order name, address and note without controls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: `Ali ${RLO}nimda`, email: 'ali-bidi@example.com', phone: '+974 5512 3456' },
        items: [{ product_id: f.cable.id, quantity: 1 }],
        orderData: {
          ...qatarAddress(`${RLI}Al Sadd${PDI}`),
          shipping_landmark: `${RLO}قرب المسجد`,
          shipping_notes: `call ${RLO}4321 2155${PDF} at the gate`,
        },
        paymentMethod: 'cash',
      },
    });
    expect(response.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, 'ali-bidi@example.com'));
    expect(order!.customerName).toBe('Ali nimda');
    expect(order!.shippingNotes).toBe('call 4321 2155 at the gate');
    expect(order!.shippingAddress).toContain('Al Sadd');
    expect(order!.shippingAddress).toContain('قرب المسجد');
    expect(order!.shippingAddress).not.toMatch(CONTROLS);
  });

  it('stores a contact message without controls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      payload: {
        name: `Ali ${RLO}nimda`,
        email: 'contact-bidi@example.com',
        subject: `${RLI}refund${PDI}`,
        message: `My number is ${RLO}4321 2155`,
      },
    });
    expect(response.statusCode).toBeLessThan(300);
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(message).toMatchObject({
      name: 'Ali nimda',
      subject: 'refund',
      message: 'My number is 4321 2155',
    });
  });

  it('stores account names without controls, at sign-up and when changed', async () => {
    const { id, cookie } = await signUpCustomer(t.app, {
      firstName: `Ali ${RLO}nimda`,
      lastName: `${RLI}Saleh${PDI}`,
      email: 'account-bidi@example.com',
      phone: '55123457',
    });
    const stored = async () => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;
    expect(await stored()).toMatchObject({ firstName: 'Ali nimda', lastName: 'Saleh' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/store/auth/me',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload: { firstName: `${RLO}Mona`, lastName: 'Saleh', phone: '55123457' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await stored()).firstName).toBe('Mona');
  });
});
