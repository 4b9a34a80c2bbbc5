import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  AdminOrderBoardResponse,
  AdminOrderDetail,
  AdminOrderListResponse,
  ORDER_CSV_COLUMNS,
  parseCsv,
  UTF8_BOM,
} from '@matjar/core';
import { customers, giftCards, orderItems, orderNotes, orderStatusHistory, transactions } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { insertOrders } from './testing/order-list-test-support.js';
import { testShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
/** Staff who handle orders (admin): they read the shoppers' contact details as given. */
let admin: Record<string, string>;
const sessions = {} as Record<'viewer' | 'editor', Record<string, string>>;

beforeAll(async () => {
  t = await buildTestApp();
  const session = async (role: 'viewer' | 'editor' | 'admin') =>
    bearer(await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role })).id));
  admin = await session('admin');
  sessions.viewer = await session('viewer');
  sessions.editor = await session('editor');
});
afterAll(() => t?.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function list(params: Record<string, string>, headers = admin) {
  const response = await get(`/api/admin/orders?${new URLSearchParams(params)}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrderListResponse.parse(response.json());
}

describe('GET /api/admin/orders: search', () => {
  const tag = `srch${randomUUID().slice(0, 6)}`;
  let rows: Awaited<ReturnType<typeof insertOrders>>;

  beforeAll(async () => {
    rows = await insertOrders(t.database.db, [
      {
        customerName: `مُحَمَّد الأحمد ${tag}`,
        customerPhone: '+974 5555 0101',
        customerEmail: `mo.${tag}@example.qa`,
      },
      { customerName: `Sara ${tag}`, customerPhone: '٣٣٤٤ ٥٥٦٦', customerEmail: `Sara.${tag}@Example.QA` },
      {
        customerName: `Omar ${tag}`,
        customerPhone: '00974-7000-1234',
        customerEmail: `omar.${tag}@example.qa`,
      },
    ]);
  });

  const found = async (q: string) => (await list({ q })).orders.map((order) => order.id);

  it('finds an order by its number, in any case and in Arabic-Indic digits', async () => {
    const number = rows[1]!.orderNumber;
    expect(await found(number.toLowerCase())).toEqual([rows[1]!.id]);
    const arabicDigits = number.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await found(arabicDigits)).toEqual([rows[1]!.id]);
  });

  it('finds a name however its Arabic is written (diacritics, hamza forms)', async () => {
    expect(await found(`محمد الاحمد ${tag}`)).toEqual([rows[0]!.id]);
  });

  it('finds an e-mail regardless of case', async () => {
    expect(await found(`sara.${tag}@example.qa`)).toEqual([rows[1]!.id]);
  });

  it.each([
    ['+974 5555 0101', 0],
    ['٥٥٥٥ ٠١٠١', 0],
    ['0097455550101', 0],
    ['+974 3344 5566', 1],
    ['33445566', 1],
    ['٧٠٠٠١٢٣٤', 2],
    ['+97470001234', 2],
  ])('finds the phone typed as %s', async (q, index) => {
    expect(await found(q)).toContain(rows[index]!.id);
    expect((await list({ q: `${q}` })).orders.every((order) => rows.some((row) => row.id === order.id))).toBe(
      true,
    );
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await found(`%${tag}`)).toEqual([]);
  });
});

describe('GET /api/admin/orders: filters and paging', () => {
  const tag = `flt${randomUUID().slice(0, 6)}`;
  let rows: Awaited<ReturnType<typeof insertOrders>>;
  const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 10, minutes));

  beforeAll(async () => {
    rows = await insertOrders(t.database.db, [
      { customerName: `${tag} a`, status: 'pending', createdAt: at(1) },
      { customerName: `${tag} b`, status: 'delivered', createdAt: at(2) },
      {
        customerName: `${tag} c`,
        status: 'delivered',
        createdAt: at(3),
        cashReceivedAt: at(30),
        cashReceivedAmount: 10_000,
      },
      {
        customerName: `${tag} d`,
        status: 'delivered',
        createdAt: at(4),
        paymentMethod: 'online',
        paymentStatus: 'completed',
      },
      { customerName: `${tag} e`, status: 'canceled', createdAt: at(5) },
      {
        customerName: `${tag} f`,
        status: 'pending',
        createdAt: at(6),
        archivedAt: at(40),
        archivedBy: 'boss',
      },
    ]);
  });

  const names = async (params: Record<string, string>) =>
    (await list({ q: tag, ...params })).orders.map((order) => order.customer_name.slice(tag.length + 1));

  it('lists live orders newest first; archived ones only when asked', async () => {
    expect(await names({})).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await names({ archived: 'true' })).toEqual(['f']);
    const archived = (await list({ q: tag, archived: 'true' })).orders[0]!;
    expect(archived.archived_at).toBe(at(40).toISOString());
  });

  it('filters by status and by cash awaiting (delivered cash orders without cash received)', async () => {
    expect(await names({ status: 'delivered' })).toEqual(['d', 'c', 'b']);
    expect(await names({ awaiting_cash: 'true' })).toEqual(['b']);
    expect(await names({ awaiting_cash: 'false' })).toEqual(['e', 'd', 'c', 'a']);
  });

  it('pages with the total of the filtered list', async () => {
    const first = await list({ q: tag, page_size: '2' });
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.orders.map((order) => order.id)).toEqual([rows[4]!.id, rows[3]!.id]);
    const last = await list({ q: tag, page_size: '2', page: '3' });
    expect(last.orders.map((order) => order.id)).toEqual([rows[0]!.id]);
    expect((await list({ q: tag, page_size: '2', page: '4' })).total).toBe(5);
    const byStatus = await list({ status: 'canceled', page_size: '1' });
    expect(byStatus.total).toBeGreaterThanOrEqual(1);
    expect(byStatus.orders.every((order) => order.status === 'canceled')).toBe(true);
  });

  it('finds an order placed now under today', async () => {
    const [fresh] = await insertOrders(t.database.db, [{ customerName: `${tag} now` }]);
    expect((await list({ q: tag, period: 'today' })).orders.map((order) => order.id)).toEqual([fresh!.id]);
  });

  it('refuses an unknown status or period with 400', async () => {
    expect((await get('/api/admin/orders?status=processing')).statusCode).toBe(400);
    expect((await get('/api/admin/orders?period=year')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('exports the filtered list: BOM, header, Doha times, QAR amounts, formulas guarded', async () => {
    const tag = `csv${randomUUID().slice(0, 6)}`;
    await insertOrders(t.database.db, [
      {
        customerName: `=HYPERLINK("x") ${tag}`,
        customerPhone: '+974 5555 0101',
        subtotal: 12_000,
        discountAmount: 1_000,
        shippingFee: 2_345,
        totalAmount: 13_345,
        createdAt: new Date('2025-06-30T21:15:00Z'),
      },
      { customerName: `${tag} archived`, archivedAt: new Date(), archivedBy: 'boss' },
    ]);
    const response = await get(`/api/admin/orders.csv?q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body.startsWith(UTF8_BOM)).toBe(true);
    const [header, row, ...rest] = parseCsv(response.body);
    expect(rest).toEqual([]);
    expect(header!.fields).toEqual([...ORDER_CSV_COLUMNS]);
    const cell = Object.fromEntries(ORDER_CSV_COLUMNS.map((column, i) => [column, row!.fields[i]]));
    expect(cell).toMatchObject({
      customer_name: `'=HYPERLINK("x") ${tag}`,
      created_at_doha: '2025-07-01 00:15',
      customer_phone: `'+974 5555 0101`,
      subtotal_qar: '120.00',
      discount_qar: '10.00',
      shipping_fee_qar: '23.45',
      total_qar: '133.45',
      status: 'pending',
      archived_at_doha: '',
    });
  });
});

describe('GET /api/admin/orders/board', () => {
  it('shows active orders by column oldest first, history newest first with its total, cash awaiting per Doha day', async () => {
    const day = (iso: string) => new Date(iso);
    const before = AdminOrderBoardResponse.parse((await get('/api/admin/orders/board')).json());
    const rows = await insertOrders(t.database.db, [
      { status: 'shipped', createdAt: day('2023-02-01T08:00:00Z') },
      { status: 'pending', createdAt: day('2023-02-01T07:00:00Z') },
      { status: 'pending', createdAt: day('2023-02-01T06:00:00Z'), archivedAt: new Date(), archivedBy: 'x' },
      // Cash awaiting: 20:59 UTC is still 1 March in Doha, 21:00 UTC is 2 March.
      { status: 'delivered', totalAmount: 1_000, createdAt: day('2023-03-01T20:59:00Z') },
      { status: 'delivered', totalAmount: 2_000, createdAt: day('2023-03-01T10:00:00Z') },
      { status: 'delivered', totalAmount: 4_000, createdAt: day('2023-03-01T21:00:00Z') },
      {
        status: 'delivered',
        totalAmount: 8_000,
        createdAt: day('2023-03-01T22:00:00Z'),
        cashReceivedAt: new Date(),
        cashReceivedAmount: 8_000,
      },
      { status: 'canceled', createdAt: day('2023-03-05T10:00:00Z') },
    ]);
    const board = AdminOrderBoardResponse.parse((await get('/api/admin/orders/board')).json());
    const ids = (list: { id: number }[]) =>
      list.map((order) => order.id).filter((id) => rows.some((r) => r.id === id));
    const active = board.columns.flatMap((column) => column.orders);
    expect(board.columns.map((column) => column.status)).toEqual(['pending', 'confirmed', 'shipped']);
    expect(ids(active)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(active.every((order) => ['pending', 'confirmed', 'shipped'].includes(order.status))).toBe(true);
    expect(board.history_total - before.history_total).toBe(5);
    expect(board.history.every((order) => ['delivered', 'canceled'].includes(order.status))).toBe(true);
    const times = board.history.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(board.awaiting_cash.count - before.awaiting_cash.count).toBe(3);
    const mine = board.awaiting_cash.days.filter((d) => d.day.startsWith('2023-03'));
    expect(mine).toEqual([
      { day: '2023-03-02', count: 1, total: 4_000 },
      { day: '2023-03-01', count: 2, total: 3_000 },
    ]);
    expect(board.awaiting_cash.total - before.awaiting_cash.total).toBe(7_000);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the order page: lines in both languages, masked gift cards, latest transaction, timeline', async () => {
    const db = t.database.db;
    const tag = randomUUID().slice(0, 6);
    // Letters found nowhere else in the answer (a random tag of digits alone once matched the e-mail).
    const codeSecret = 'QZXJWV';
    const [customer] = await db
      .insert(customers)
      .values({
        firstName: 'Sara',
        lastName: 'Ali',
        email: `sara.${tag}@example.qa`,
        phone: '55550101',
        passwordHash: 'x',
      })
      .returning();
    const [order] = await insertOrders(db, [
      {
        customerId: customer!.id,
        paymentMethod: 'online',
        paymentStatus: 'completed',
        isGiftCardOrder: false,
        shippingAddress: 'Street 5',
        shippingCity: 'Doha',
        couponCode: 'PCT10',
      },
    ]);
    const [laptop, card] = await db
      .insert(orderItems)
      .values([
        {
          orderId: order!.id,
          productName: 'حاسوب',
          productNameEn: 'Laptop',
          variantName: '16 جيجا',
          variantNameEn: '16 GB',
          quantity: 2,
          unitPrice: 3_000,
          listPrice: 3_000,
          totalPrice: 6_000,
        },
        {
          orderId: order!.id,
          productName: 'بطاقة هدايا',
          productNameEn: 'Gift card',
          quantity: 1,
          unitPrice: 4_000,
          listPrice: 4_000,
          totalPrice: 4_000,
          isGiftCard: true,
        },
      ])
      .returning();
    await db.insert(giftCards).values({
      ...testShopCardCode(`GIFT-40-${codeSecret}-7KQ2`),
      orderId: order!.id,
      orderItemId: card!.id,
      productName: 'بطاقة هدايا',
      denomination: 4_000,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    });
    await db.insert(transactions).values([
      {
        orderNumber: order!.orderNumber,
        gateway: 'sandbox',
        status: 'pending',
        amount: 10_000,
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        orderNumber: order!.orderNumber,
        gateway: 'sandbox',
        status: 'completed',
        transactionId: 'TX-2',
        cardType: 'visa',
        amount: 10_000,
        createdAt: new Date('2025-01-01T10:05:00Z'),
      },
    ]);
    await db.insert(orderStatusHistory).values([
      {
        orderId: order!.id,
        fromStatus: null,
        toStatus: 'pending',
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        orderId: order!.id,
        fromStatus: 'pending',
        toStatus: 'confirmed',
        username: 'boss',
        createdAt: new Date('2025-01-01T11:00:00Z'),
      },
    ]);
    await db.insert(orderNotes).values({ orderId: order!.id, username: 'boss', body: 'اتصل قبل التوصيل' });

    const response = await get(`/api/admin/orders/${order!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    // No character of the (old-format) code's secret: neither its time token nor its random end.
    expect(response.body).not.toContain(codeSecret);
    expect(response.body).not.toContain('7KQ2');
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail).toMatchObject({
      id: order!.id,
      item_count: 3,
      coupon_code: 'PCT10',
      customer: {
        id: customer!.id,
        name: 'Sara Ali',
        email: `sara.${tag}@example.qa`,
        phone: '55550101',
        kind: 'account',
      },
      transaction: { transaction_id: 'TX-2', status: 'completed', card_type: 'visa', amount: 10_000 },
      cash_received: null,
      archived: null,
    });
    expect(detail.items.map((item) => [item.id, item.variant_name, item.variant_name_en])).toEqual([
      [laptop!.id, '16 جيجا', '16 GB'],
      [card!.id, null, null],
    ]);
    expect(detail.items[1]!.gift_cards).toEqual([
      expect.objectContaining({ masked_code: 'GIFT-40-••••', denomination: 4_000 }),
    ]);
    expect(detail.history.map((change) => [change.from_status, change.to_status, change.username])).toEqual([
      [null, 'pending', null],
      ['pending', 'confirmed', 'boss'],
    ]);
    expect(detail.notes.map((note) => note.body)).toEqual(['اتصل قبل التوصيل']);
  });

  it('names a guest’s order a guest’s, as the customers screen does (no password: a guest)', async () => {
    const db = t.database.db;
    const tag = randomUUID().slice(0, 6);
    const [guest] = await db
      .insert(customers)
      .values({ firstName: 'Huda', lastName: 'Guest', email: `huda.${tag}@example.qa`, phone: '55550102' })
      .returning();
    const [order] = await insertOrders(db, [{ customerId: guest!.id, customerName: `Huda ${tag}` }]);
    const detail = AdminOrderDetail.parse((await get(`/api/admin/orders/${order!.id}`)).json());
    expect(detail.customer).toMatchObject({ id: guest!.id, kind: 'guest' });
    const listed = await get(`/api/admin/customers?q=${tag}`);
    expect(listed.json().customers).toEqual([expect.objectContaining({ id: guest!.id, kind: 'guest' })]);
  });

  it('reads an archived order, with who archived it and the cash received', async () => {
    const archivedAt = new Date('2025-02-02T09:00:00Z');
    const [order] = await insertOrders(t.database.db, [
      {
        status: 'delivered',
        archivedAt,
        archivedBy: 'boss',
        cashReceivedAt: new Date('2025-02-01T09:00:00Z'),
        cashReceivedAmount: 9_500,
        cashReceivedBy: 'courier-desk',
        cashDifferenceReason: 'Short at the door',
      },
    ]);
    const detail = AdminOrderDetail.parse((await get(`/api/admin/orders/${order!.id}`)).json());
    expect(detail.archived).toEqual({ at: archivedAt.toISOString(), username: 'boss' });
    expect(detail.cash_received).toEqual({
      amount: 9_500,
      at: '2025-02-01T09:00:00.000Z',
      username: 'courier-desk',
      driver: null,
      difference: -500,
      difference_reason: 'Short at the door',
    });
    expect(detail.customer).toBeNull();
    expect(detail.transaction).toBeNull();
  });

  it('answers 404 in both languages for an order that does not exist', async () => {
    const response = await get('/api/admin/orders/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'ORDER_NOT_FOUND', messageAr: 'الطلب غير موجود' });
  });
});

describe('who may read', () => {
  it.each(['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/orders/board'])(
    '%s: a viewer may, nobody signed out may',
    async (url) => {
      expect((await get(url, sessions.viewer)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});

// Customers.view and inbox.manage are admin only because they hold shoppers' details; a
// role that does not handle orders (viewer, editor) reads orders with those details masked.
describe.each(['viewer', 'editor'] as const)('shoppers’ contact details, as a %s', (role) => {
  const tag = `mask${randomUUID().slice(0, 6)}`;
  let order: Awaited<ReturnType<typeof insertOrders>>[number];

  beforeAll(async () => {
    const [customer] = await t.database.db
      .insert(customers)
      .values({
        firstName: 'Mariam',
        lastName: 'Al-Kuwari',
        email: `mariam.${tag}@example.qa`,
        phone: '55550199',
        passwordHash: 'x',
      })
      .returning();
    const [inserted] = await insertOrders(t.database.db, [
      {
        customerId: customer!.id,
        customerName: `Mariam Al-Kuwari ${tag}`,
        customerEmail: `mariam.${tag}@example.qa`,
        customerPhone: '+974 5555 0199',
        shippingCity: 'الدوحة',
        shippingAddress: `Zone 66, Street 850, Building 12 ${tag}`,
        shippingNotes: 'Call 5555 0199 at the gate',
      },
    ]);
    order = inserted!;
  });

  const leaks = (text: string) =>
    // The phone in either stored form: four digits alone also turn up in order numbers and timestamps.
    ['Mariam', 'Al-Kuwari', `mariam.${tag}`, '5555 0199', '55550199', 'Street 850', 'at the gate'].filter(
      (part) => text.includes(part),
    );

  it('the list and the board show the initial, a masked e-mail and phone, and say so', async () => {
    const [row] = (await list({ q: order.orderNumber }, sessions[role])).orders;
    expect(row).toMatchObject({
      id: order.id,
      customer_name: 'M.',
      customer_email: 'm•••@•••.qa',
      customer_phone: '•••• ••99',
      shipping_city: 'الدوحة',
      contact_masked: true,
    });
    const board = AdminOrderBoardResponse.parse(
      (await get('/api/admin/orders/board', sessions[role])).json(),
    );
    const card = board.columns
      .flatMap((column) => column.orders)
      .find((candidate) => candidate.id === order.id);
    expect(card).toMatchObject({ customer_name: 'M.', contact_masked: true });
    expect(leaks(JSON.stringify(board))).toEqual([]);
    // An admin reads the same order as given.
    const [whole] = (await list({ q: order.orderNumber })).orders;
    expect(whole).toMatchObject({ customer_name: `Mariam Al-Kuwari ${tag}`, contact_masked: false });
  });

  it('the order page withholds the address and notes and masks the linked account', async () => {
    const response = await get(`/api/admin/orders/${order.id}`, sessions[role]);
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual([]);
    const detail = AdminOrderDetail.parse(response.json());
    expect(detail).toMatchObject({
      customer_name: 'M.',
      customer_email: 'm•••@•••.qa',
      customer_phone: '•••• ••99',
      shipping_city: 'الدوحة',
      shipping_address: null,
      shipping_notes: null,
      contact_masked: true,
      customer: { name: 'M.', email: 'm•••@•••.qa', phone: '•••• ••99' },
    });
    const whole = AdminOrderDetail.parse((await get(`/api/admin/orders/${order.id}`)).json());
    expect(whole).toMatchObject({
      shipping_address: `Zone 66, Street 850, Building 12 ${tag}`,
      shipping_notes: 'Call 5555 0199 at the gate',
      contact_masked: false,
    });
  });

  it('the CSV export masks the same columns', async () => {
    const response = await get(`/api/admin/orders.csv?q=${order.orderNumber}`, sessions[role]);
    expect(response.statusCode).toBe(200);
    expect(leaks(response.body)).toEqual([]);
    const [header, row] = parseCsv(response.body);
    const cell = (column: string) => row!.fields[header!.fields.indexOf(column)];
    expect([cell('customer_name'), cell('customer_email'), cell('customer_phone')]).toEqual([
      'M.',
      'm•••@•••.qa',
      '•••• ••99',
    ]);
    const adminCsv = (await get(`/api/admin/orders.csv?q=${order.orderNumber}`)).body;
    expect(adminCsv).toContain(`mariam.${tag}@example.qa`);
  });

  it('searching finds the order by its number only, never by name, e-mail or phone', async () => {
    for (const q of [`Mariam Al-Kuwari ${tag}`, `mariam.${tag}`, '+974 5555 0199', '55550199']) {
      expect(
        (await list({ q }, sessions[role])).orders.map((o) => o.id),
        q,
      ).not.toContain(order.id);
      const csv = (await get(`/api/admin/orders.csv?q=${encodeURIComponent(q)}`, sessions[role])).body;
      expect(csv, q).not.toContain(order.orderNumber);
    }
    expect(
      (await list({ q: order.orderNumber.toLowerCase() }, sessions[role])).orders.map((o) => o.id),
    ).toEqual([order.id]);
    expect((await list({ q: `mariam.${tag}` })).orders.map((o) => o.id)).toEqual([order.id]);
  });
});
