import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  AdminCustomerDetail,
  AdminCustomerListResponse,
  AdminOrderListResponse,
  FIRST_ORDER_NUMBER,
} from '@matjar/core';
import { customers, orders } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  signUpCustomer,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// Short order numbers (D20) and every buyer a customer (decision 021).
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: { ...ORDER_RATE_LIMITS_OFF, 'sign-up-address': { max: 100_000 } },
  });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 500 } });
  const admin = await createStaffUser(t.database.db, { role: 'admin' });
  staff = await createSessionToken(t.database.db, admin.id);
});
afterAll(() => t?.close());

let streets = 0;
function placeOrder(
  customer: { name: string; email: string; phone?: string },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers,
    payload: {
      customer,
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: qatarAddress(`Identity lane ${++streets}`),
      paymentMethod: 'cash',
    },
  });
}

const adminGet = async <T>(url: string, schema: { parse(value: unknown): T }) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(staff) });
  expect(response.statusCode, url).toBe(200);
  return schema.parse(response.json());
};
const orderOf = async (orderNumber: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

describe('short order numbers', () => {
  it('gives 30 simultaneous orders 30 different numbers from the sequence, answered by create-order', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        placeOrder({
          name: 'Racer',
          email: `racer-${n}@example.qa`,
          phone: `+974 7${String(n).padStart(7, '0')}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const numbers = responses.map((r) => r.json<{ shortNumber: number }>().shortNumber);
    expect(new Set(numbers).size).toBe(30);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(FIRST_ORDER_NUMBER);
    const stored = await t.database.db
      .select({ orderNumber: orders.orderNumber, shortNumber: orders.shortNumber })
      .from(orders)
      .where(
        inArray(
          orders.orderNumber,
          responses.map((r) => r.json<{ orderNumber: string }>().orderNumber),
        ),
      );
    expect(stored.map((row) => row.shortNumber).sort()).toEqual([...numbers].sort());
  });

  it('is found by 1001, #1001 and ١٠٠١ in the orders list, and verify-order still takes the ORD- number', async () => {
    const placed = await placeOrder({ name: 'Number Seeker', email: 'seeker@example.qa', phone: '50000001' });
    const { orderNumber, shortNumber } = placed.json<{ orderNumber: string; shortNumber: number }>();
    const arabic = String(shortNumber).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const q of [String(shortNumber), `#${shortNumber}`, arabic, `# ${arabic}`]) {
      const list = await adminGet(`/api/admin/orders?q=${encodeURIComponent(q)}`, AdminOrderListResponse);
      expect(
        list.orders.map((o) => o.order_number),
        q,
      ).toContain(orderNumber);
      expect(list.orders.find((o) => o.order_number === orderNumber)?.short_number).toBe(shortNumber);
    }
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify-order/${orderNumber}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order).toMatchObject({ orderNumber, shortNumber });
  });

  it('names the order by its short number in the confirmation e-mail', async () => {
    const placed = await placeOrder({
      name: 'Mail Reader',
      email: 'mail-reader@example.qa',
      phone: '50000002',
    });
    const { shortNumber } = placed.json<{ shortNumber: number }>();
    const queued = await t.database.db.execute<{ payload: { shortNumber: number } }>(
      `SELECT payload FROM outbox WHERE kind = 'email:order-confirmation' AND payload->>'to' = 'mail-reader@example.qa'`,
    );
    expect(queued.rows[0]?.payload.shortNumber).toBe(shortNumber);
  });
});

describe('every buyer is a customer', () => {
  it('makes a guest of a first order, joins later orders by phone in any form or by e-mail; a sign-up does not take it', async () => {
    const first = await placeOrder({
      name: 'Hamad Al-Thani',
      email: 'hamad@example.qa',
      phone: '+974 5512 3456',
    });
    const guestId = (await orderOf(first.json().orderNumber)).customerId!;
    const [guest] = await t.database.db.select().from(customers).where(eq(customers.id, guestId));
    expect(guest).toMatchObject({
      firstName: 'Hamad',
      lastName: 'Al-Thani',
      email: 'hamad@example.qa',
      phoneKey: '55123456',
      passwordHash: null,
    });
    // The same phone in Arabic-Indic digits with another e-mail, then the same e-mail without a phone match.
    const second = await placeOrder({ name: 'حمد', email: 'other@example.qa', phone: '٥٥١٢ ٣٤٥٦' });
    const third = await placeOrder({ name: 'Hamad', email: 'HAMAD@example.qa', phone: '70001234' });
    expect((await orderOf(second.json().orderNumber)).customerId).toBe(guestId);
    expect((await orderOf(third.json().orderNumber)).customerId).toBe(guestId);

    for (const q of ['٥٥١٢٣٤٥٦', '+974 5512 3456', '55123456', 'hamad@example.qa', 'Hamad']) {
      const found = await adminGet(
        `/api/admin/customers?q=${encodeURIComponent(q)}`,
        AdminCustomerListResponse,
      );
      expect(
        found.customers.map((c) => c.id),
        q,
      ).toEqual([guestId]);
    }
    const listed = await adminGet(`/api/admin/customers?kind=guest&q=55123456`, AdminCustomerListResponse);
    expect(listed.customers[0]).toMatchObject({ kind: 'guest', order_count: 3, total_spent: 0 });

    // Signing up with the guest's phone (and a new e-mail) proves neither: a new account, the guest untouched
    // (decision 043).
    const account = await signUpCustomer(t.app, {
      firstName: 'Hamad',
      lastName: 'Al-Thani',
      email: 'hamad.account@example.qa',
      phone: '0097455123456',
    });
    expect(account.id).not.toBe(guestId);
    const detail = await adminGet(`/api/admin/customers/${guestId}`, AdminCustomerDetail);
    expect(detail.customer).toMatchObject({ kind: 'guest', email: 'hamad@example.qa', order_count: 3 });
    expect(detail.orders).toHaveLength(3);
    const mine = await adminGet(`/api/admin/customers/${account.id}`, AdminCustomerDetail);
    expect(mine.customer).toMatchObject({ kind: 'account', order_count: 0 });

    // Signed in, the account's own orders are those placed signed in.
    const fourth = await placeOrder(
      { name: 'Hamad Al-Thani', email: 'hamad.account@example.qa', phone: '55123456' },
      { cookie: account.cookie },
    );
    expect(await orderOf(fourth.json().orderNumber)).toMatchObject({
      customerId: account.id,
      placedSignedIn: true,
    });
    const listedMine = await t.app.inject({
      method: 'GET',
      url: '/api/store/account/orders',
      headers: { cookie: account.cookie },
    });
    expect(listedMine.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      fourth.json().orderNumber,
    ]);
  });

  it('a sign-up with a guest e-mail is a new account (decision 043); an account e-mail is still refused', async () => {
    const placed = await placeOrder({ name: 'Latifa', email: 'latifa@example.qa', phone: '66112233' });
    const guestId = (await orderOf(placed.json().orderNumber)).customerId!;
    const account = await signUpCustomer(t.app, {
      firstName: 'Latifa',
      lastName: 'K',
      email: 'Latifa@Example.qa',
      phone: '66998877',
    });
    expect(account.id).not.toBe(guestId);
    expect((await orderOf(placed.json().orderNumber)).customerId).toBe(guestId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/store/auth/sign-up',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {
        firstName: 'L',
        lastName: 'K',
        email: 'latifa@example.qa',
        phone: '66112233',
        password: 'secret-pass-1',
        confirmPassword: 'secret-pass-1',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_IN_USE');
  });

  it('a guest cannot sign in: no password until it signs up', async () => {
    await placeOrder({ name: 'Guest Only', email: 'guest-only@example.qa', phone: '33221100' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/store/auth/log-in',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { email: 'guest-only@example.qa', password: 'anything-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('when the phone names one customer and the e-mail another, the phone wins and nothing is merged', async () => {
    const a = await placeOrder({ name: 'Phone Owner', email: 'phone-owner@example.qa', phone: '31000001' });
    const b = await placeOrder({ name: 'Mail Owner', email: 'mail-owner@example.qa', phone: '31000002' });
    const both = await placeOrder({ name: 'Mixed', email: 'mail-owner@example.qa', phone: '31000001' });
    const aId = (await orderOf(a.json().orderNumber)).customerId;
    const bId = (await orderOf(b.json().orderNumber)).customerId;
    expect(aId).not.toBe(bId);
    expect((await orderOf(both.json().orderNumber)).customerId).toBe(aId);
  });

  it('simultaneous first orders from one new phone make one guest, without a 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        placeOrder({ name: 'Rush', email: `rush-${n}@example.qa`, phone: '+974 5400 1122' }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s >= 500)).toEqual([]);
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    const ids = new Set(
      await Promise.all(placed.map(async (r) => (await orderOf(r.json().orderNumber)).customerId)),
    );
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBeNull();
  });
});
