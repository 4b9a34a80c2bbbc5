import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@matjar/db';
import {
  AdminCustomerDetail,
  AdminCustomerListResponse,
  CUSTOMER_CSV_COLUMNS,
  parseCsv,
  UTF8_BOM,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import { insertOrders } from '../orders/testing/order-list-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
const ids = {} as Record<'mohammed' | 'ahmad' | 'sara' | 'formula' | 'inactive', number>;
const base = Date.UTC(2026, 0, 1);

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const list = async (query: string) => {
  const response = await get(`/api/admin/customers?${query}`);
  expect(response.statusCode).toBe(200);
  return AdminCustomerListResponse.parse(response.json());
};
const foundIds = async (q: string) =>
  (await list(`q=${encodeURIComponent(q)}&page_size=100`)).customers.map((c) => c.id);

async function addCustomer(
  key: keyof typeof ids,
  row: { firstName: string; lastName: string; email: string; phone: string; isActive?: boolean },
  minute: number,
) {
  const [inserted] = await ctx.app.db
    .insert(customers)
    .values({ ...row, passwordHash: '$argon2id$secret', createdAt: new Date(base + minute * 60_000) })
    .returning({ id: customers.id });
  ids[key] = inserted!.id;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createStaffUser(ctx.app.db, { role: 'admin' });
  token = await createSessionToken(ctx.app.db, admin.id);
  await addCustomer(
    'mohammed',
    { firstName: 'مُحَمَّد', lastName: 'الكواري', email: 'Mohammed.K@Example.qa', phone: '+974 5512 3456' },
    1,
  );
  await addCustomer(
    'ahmad',
    { firstName: 'أحمد', lastName: 'المري', email: 'ahmad@example.qa', phone: '66001122' },
    2,
  );
  await addCustomer(
    'sara',
    { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.qa', phone: '٣٣٤٤٥٥٦٦' },
    3,
  );
  await addCustomer(
    'formula',
    { firstName: '=HYPERLINK("http://x")', lastName: 'Evil', email: 'evil@example.qa', phone: '77001100' },
    4,
  );
  await addCustomer(
    'inactive',
    {
      firstName: 'Noor',
      lastName: 'Inactive',
      email: 'noor@example.qa',
      phone: '70707070',
      isActive: false,
    },
    5,
  );
  // Mohammed's orders: what counts towards "total spent" (core's revenue rule) and what does not.
  await insertOrders(ctx.app.db, [
    {
      customerId: ids.mohammed,
      totalAmount: 10_000,
      status: 'delivered',
      cashReceivedAt: new Date(base + 15 * 60_000),
      cashReceivedAmount: 10_000,
      createdAt: new Date(base + 10 * 60_000),
    },
    {
      customerId: ids.mohammed,
      totalAmount: 25_050,
      paymentMethod: 'online',
      paymentStatus: 'completed',
      status: 'confirmed',
      createdAt: new Date(base + 20 * 60_000),
    },
    {
      customerId: ids.mohammed,
      totalAmount: 5_000,
      paymentMethod: 'online',
      paymentStatus: 'pending',
      createdAt: new Date(base + 30 * 60_000),
    },
    {
      customerId: ids.mohammed,
      totalAmount: 7_000,
      status: 'canceled',
      createdAt: new Date(base + 40 * 60_000),
    },
    {
      customerId: ids.mohammed,
      totalAmount: 90_000,
      status: 'delivered',
      cashReceivedAt: new Date(base + 55 * 60_000),
      cashReceivedAmount: 90_000,
      archivedAt: new Date(base + 60 * 60_000),
      createdAt: new Date(base + 50 * 60_000),
    },
    { customerId: ids.mohammed, totalAmount: 3_000, createdAt: new Date(base + 45 * 60_000) },
  ]);
});
afterAll(() => ctx?.close());

describe('GET /api/admin/customers', () => {
  it('pages newest first and counts every match', async () => {
    const first = await list('page_size=2');
    expect(first.customers.map((c) => c.id)).toEqual([ids.inactive, ids.formula]);
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    const third = await list('page_size=2&page=3');
    expect(third.customers.map((c) => c.id)).toEqual([ids.mohammed]);
    const past = await list('page_size=2&page=9');
    expect(past).toMatchObject({ customers: [], total: 5 });
  });

  it('shows order count and total spent per row, never a password hash', async () => {
    const response = await get('/api/admin/customers?page_size=100');
    expect(response.body).not.toMatch(/argon2|password/i);
    const row = AdminCustomerListResponse.parse(response.json()).customers.find((c) => c.id === ids.mohammed);
    // Five live orders; spent = the cash received and the completed card payment, the archived order's cash
    // received too (a pending card payment, a canceled order and cash not yet received do not count).
    expect(row).toMatchObject({
      order_count: 5,
      total_spent: 125_050,
      is_active: true,
      kind: 'account',
      last_order_at: new Date(base + 45 * 60_000).toISOString(),
    });
  });

  it('finds an Arabic name with or without diacritics and whatever alef form was typed', async () => {
    expect(await foundIds('محمد')).toEqual([ids.mohammed]);
    expect(await foundIds('مُحَمَّد الكواري')).toEqual([ids.mohammed]);
    expect(await foundIds('احمد')).toEqual([ids.ahmad]);
    expect(await foundIds('إحمد')).toEqual([ids.ahmad]);
  });

  it('finds by e-mail, any case', async () => {
    expect(await foundIds('MOHAMMED.k@example')).toEqual([ids.mohammed]);
    expect(await foundIds('sara@example.qa')).toEqual([ids.sara]);
  });

  it('finds a phone in local, +974, 00974 and Arabic-Indic forms', async () => {
    for (const q of ['55123456', '5512 3456', '+974 5512 3456', '0097455123456', '٥٥١٢٣٤٥٦']) {
      expect(await foundIds(q), q).toEqual([ids.mohammed]);
    }
    // Stored in Arabic-Indic digits, found by Latin ones and with the country code.
    expect(await foundIds('33445566')).toEqual([ids.sara]);
    expect(await foundIds('+974 3344 5566')).toEqual([ids.sara]);
    expect(await foundIds('66001122')).toEqual([ids.ahmad]);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect(await foundIds('%')).toEqual([]);
    expect(await foundIds('_')).toEqual([]);
  });

  it('filters active and inactive customers', async () => {
    const inactive = await list('status=inactive');
    expect(inactive.customers.map((c) => c.id)).toEqual([ids.inactive]);
    expect(inactive.total).toBe(1);
    const active = await list('status=active&page_size=100');
    expect(active.total).toBe(4);
    expect(active.customers.map((c) => c.id)).not.toContain(ids.inactive);
    expect((await list('status=active&q=noor')).total).toBe(0);
  });

  it('refuses bad paging and filter values with 400', async () => {
    for (const query of ['page=0', 'page_size=1000', 'status=gone', `q=${'x'.repeat(101)}`]) {
      expect((await get(`/api/admin/customers?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/customers.csv', () => {
  it('exports the filtered list with a header and formula-looking cells defused', async () => {
    const response = await get('/api/admin/customers.csv?q=evil');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="customers-.*\.csv"/);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body.startsWith(UTF8_BOM)).toBe(true);
    const [header, row, ...rest] = parseCsv(response.body).map((record) => record.fields);
    expect(header).toEqual([...CUSTOMER_CSV_COLUMNS]);
    expect(rest).toEqual([]);
    expect(row![CUSTOMER_CSV_COLUMNS.indexOf('first_name')]).toBe(`'=HYPERLINK("http://x")`);
    expect(row![CUSTOMER_CSV_COLUMNS.indexOf('email')]).toBe('evil@example.qa');
  });

  it('carries totals in QAR and follows the status filter', async () => {
    const response = await get('/api/admin/customers.csv?status=active');
    const rows = parseCsv(response.body).map((record) => record.fields);
    expect(rows).toHaveLength(5);
    const mohammed = rows.find((row) => row[0] === String(ids.mohammed))!;
    expect(mohammed[CUSTOMER_CSV_COLUMNS.indexOf('total_spent_qar')]).toBe('1250.50');
    expect(mohammed[CUSTOMER_CSV_COLUMNS.indexOf('order_count')]).toBe('5');
    expect(mohammed[CUSTOMER_CSV_COLUMNS.indexOf('kind')]).toBe('account');
    expect(mohammed[CUSTOMER_CSV_COLUMNS.indexOf('active')]).toBe('yes');
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('answers details, totals, last order and their live orders newest first', async () => {
    const response = await get(`/api/admin/customers/${ids.mohammed}`);
    expect(response.statusCode).toBe(200);
    const { customer, orders } = AdminCustomerDetail.parse(response.json());
    expect(customer).toMatchObject({
      id: ids.mohammed,
      first_name: 'مُحَمَّد',
      email: 'Mohammed.K@Example.qa',
      phone: '+974 5512 3456',
      order_count: 5,
      total_spent: 125_050,
      last_order_at: new Date(base + 45 * 60_000).toISOString(),
    });
    expect(orders.map((o) => o.total_amount)).toEqual([3_000, 7_000, 5_000, 25_050, 10_000]);
    expect(orders[1]).toMatchObject({ status: 'canceled', payment_method: 'cash' });
    expect(orders[3]).toMatchObject({ payment_method: 'online', payment_status: 'completed' });
    expect(orders.every((o) => o.short_number > 1000)).toBe(true);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('answers a customer without orders with zeros', async () => {
    const { customer, orders } = AdminCustomerDetail.parse(
      (await get(`/api/admin/customers/${ids.sara}`)).json(),
    );
    expect(customer).toMatchObject({ order_count: 0, total_spent: 0, last_order_at: null });
    expect(orders).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for one past the database range, never 500', async () => {
    const unknown = await get('/api/admin/customers/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', messageAr: 'العميل غير موجود' });
    for (const id of ['2147483648', '99999999999999999999', '0', 'abc']) {
      expect((await get(`/api/admin/customers/${id}`)).statusCode, id).toBe(400);
    }
  });
});
