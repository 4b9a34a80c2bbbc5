import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Role, dohaDate, parseCsv } from '@matjar/core';
import { drivers, orderItems, orders } from '@matjar/db';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  orderRow,
  placeOrder,
  staffHeaders,
  useOrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, role: Role, payload?: object) =>
  callAsStaff(w, role, method, url, payload);
const get = async (url: string, role: Role = 'admin') =>
  w.t.app.inject({ method: 'GET', url, headers: await staffHeaders(db(), w.staff[role].id) });

let phones = 0;
/** A fresh Qatari mobile number per driver (the numbers are unique). */
const nextPhone = () => `+974 5512 ${String(++phones).padStart(4, '0')}`;

async function addDriver(name = 'سالم المري', phone = nextPhone()) {
  const response = await call('POST', '/api/admin/drivers', 'admin', { name, phone });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; phone: string; active: boolean }>();
}

async function deliveredCashOrder() {
  const order = await placeOrder(w.t, w.f);
  await forceStatus(db(), order.id, 'delivered');
  return order;
}

const markCash = (id: number, body: object, role: Role = 'admin') =>
  call('POST', `/api/admin/orders/${id}/cash-received`, role, body);

describe('drivers: the list in the settings', () => {
  it('adds a driver with the phone normalised, lists, edits, deactivates; every change audited', async () => {
    const response = await call('POST', '/api/admin/drivers', 'admin', {
      name: '  Ravi Kumar ',
      phone: '+٩٧٤ ٣٣١٢ ٣٤٥٦',
    });
    expect(response.statusCode).toBe(201);
    const driver = response.json();
    expect(driver).toMatchObject({ name: 'Ravi Kumar', phone: '33123456', active: true, order_count: 0 });

    const listed = (await get('/api/admin/drivers', 'viewer')).json().drivers;
    expect(listed).toContainEqual(expect.objectContaining({ id: driver.id, phone: '33123456' }));

    const edited = await call('PATCH', `/api/admin/drivers/${driver.id}`, 'admin', {
      name: 'Ravi K.',
      phone: '0097433120000',
    });
    expect(edited.json()).toMatchObject({ name: 'Ravi K.', phone: '33120000' });
    const off = await call('PATCH', `/api/admin/drivers/${driver.id}`, 'admin', { active: false });
    expect(off.json()).toMatchObject({ active: false });

    const log = await auditOf(db(), 'driver', driver.id);
    expect(log.map((entry) => entry.actionType)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    expect(log[2]).toMatchObject({
      description: 'Deactivated driver Ravi K.',
      changes: { old: { active: true }, new: { active: false } },
    });
  });

  it.each([
    [{ name: 'A', phone: '4412 3456' }, 'DRIVER_PHONE_INVALID'],
    [{ name: 'A', phone: '=HYPERLINK("x")' }, 'DRIVER_PHONE_INVALID'],
    [{ name: '', phone: '55120001' }, 'REQUIRED'],
    [{ name: 'x'.repeat(101), phone: '55120001' }, 'TEXT_TOO_LONG'],
    [{ name: 'bad\u0000name', phone: '55120001' }, 'INVALID_CHARACTERS'],
    [{ name: 'A' }, null],
  ])('refuses %j with 400, storing nothing', async (body, code) => {
    const before = (await db().select().from(drivers)).length;
    const response = await call('POST', '/api/admin/drivers', 'admin', body);
    expect(response.statusCode).toBe(400);
    if (code) expect(response.json().error.issues[0].code).toBe(code);
    expect((await db().select().from(drivers)).length).toBe(before);
  });

  it('keeps a phone to one driver (409 DRIVER_PHONE_TAKEN however it is typed)', async () => {
    const first = await addDriver('First', '55987654');
    const again = await call('POST', '/api/admin/drivers', 'admin', { name: 'B', phone: '+974 5598 7654' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'DRIVER_PHONE_TAKEN']);
    const other = await addDriver('Other');
    const clash = await call('PATCH', `/api/admin/drivers/${other.id}`, 'admin', { phone: '٥٥٩٨٧٦٥٤' });
    expect([clash.statusCode, clash.json().error.code]).toEqual([409, 'DRIVER_PHONE_TAKEN']);
    expect(first.phone).toBe('55987654');
  });

  it('deletes a driver with no orders; one with orders is kept (409 DRIVER_HAS_ORDERS) and deactivated', async () => {
    const spare = await addDriver('Spare');
    expect((await call('DELETE', `/api/admin/drivers/${spare.id}`, 'admin')).statusCode).toBe(200);
    expect(await db().select().from(drivers).where(eq(drivers.id, spare.id))).toEqual([]);
    expect((await call('DELETE', `/api/admin/drivers/${spare.id}`, 'admin')).statusCode).toBe(404);

    const busy = await addDriver('Busy');
    const order = await placeOrder(w.t, w.f);
    expect(
      (await call('PUT', `/api/admin/orders/${order.id}/driver`, 'admin', { driver_id: busy.id })).statusCode,
    ).toBe(200);
    const refused = await call('DELETE', `/api/admin/drivers/${busy.id}`, 'admin');
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'DRIVER_HAS_ORDERS']);
    expect(refused.json().error.messageAr).toContain('أوقفه');
  });

  it('lets only admins change drivers (viewer and editor 403), anyone who sees orders list them', async () => {
    const driver = await addDriver('Guarded');
    for (const role of ['viewer', 'editor'] as const) {
      expect(
        (await call('POST', '/api/admin/drivers', role, { name: 'X', phone: nextPhone() })).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/api/admin/drivers/${driver.id}`, role, { active: false })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/api/admin/drivers/${driver.id}`, role)).statusCode).toBe(403);
      expect((await get(`/api/admin/drivers/${driver.id}/delivery-sheet`, role)).statusCode).toBe(403);
      expect((await get('/api/admin/drivers', role)).statusCode).toBe(200);
    }
    expect((await w.t.app.inject({ method: 'GET', url: '/api/admin/drivers' })).statusCode).toBe(401);
  });
});

describe('an order assigned to a driver', () => {
  it('assigns, shows the driver on the board card and the list, reassigns and unassigns; audited', async () => {
    const salem = await addDriver('Salem');
    const order = await placeOrder(w.t, w.f);
    const response = await call('PUT', `/api/admin/orders/${order.id}/driver`, 'admin', {
      driver_id: salem.id,
    });
    expect(response.json()).toEqual({ success: true, driver: { id: salem.id, name: 'Salem' } });
    expect((await orderRow(db(), order.id)).driverAssignedAt).not.toBeNull();

    const board = (await get('/api/admin/orders/board')).json();
    const card = board.columns
      .flatMap((column: { orders: { id: number }[] }) => column.orders)
      .find((o: { id: number }) => o.id === order.id);
    expect(card.driver).toEqual({ id: salem.id, name: 'Salem' });

    await call('PUT', `/api/admin/orders/${order.id}/driver`, 'admin', { driver_id: null });
    expect((await orderRow(db(), order.id)).driverId).toBeNull();
    const log = (await auditOf(db(), 'order', order.id)).filter((e) => e.description.includes('driver'));
    expect(log.map((e) => e.description)).toEqual([
      `Assigned order ${order.orderNumber} to driver Salem`,
      `Unassigned order ${order.orderNumber} from driver Salem`,
    ]);
    expect(log[0]).toMatchObject({ changes: { old: { driver_id: null }, new: { driver_id: salem.id } } });
  });

  it('refuses an inactive or unknown driver, a delivered order, and roles below admin', async () => {
    const gone = await addDriver('Gone');
    await call('PATCH', `/api/admin/drivers/${gone.id}`, 'admin', { active: false });
    const order = await placeOrder(w.t, w.f);
    const assign = (driverId: unknown, role: Role = 'admin', id = order.id) =>
      call('PUT', `/api/admin/orders/${id}/driver`, role, { driver_id: driverId });
    expect((await assign(gone.id)).json().error.code).toBe('DRIVER_INACTIVE');
    expect((await assign(999_999)).json().error.code).toBe('DRIVER_NOT_FOUND');
    expect((await assign('1; drop table orders')).statusCode).toBe(400);
    const active = await addDriver('Active');
    expect((await assign(active.id, 'viewer')).statusCode).toBe(403);
    expect((await assign(active.id, 'admin', 999_999)).statusCode).toBe(404);
    await forceStatus(db(), order.id, 'delivered');
    expect((await assign(active.id)).json().error.code).toBe('DRIVER_ORDER_CLOSED');
  });
});

describe('cash received from a driver or staff, with a reason for a difference', () => {
  it('refuses a short amount without a reason (400), records it with one: flagged, collected', async () => {
    const driver = await addDriver('Collector');
    const order = await deliveredCashOrder();
    const short = order.totalAmount - 400;
    const refused = await markCash(order.id, { amount: short, driver_id: driver.id });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'CASH_DIFFERENCE_REASON_REQUIRED']);
    expect(refused.json().error.messageAr).toContain('اذكر السبب');
    const blank = await markCash(order.id, { amount: short, driver_id: driver.id, reason: '   ' });
    expect(blank.json().error.code).toBe('CASH_DIFFERENCE_REASON_REQUIRED');
    expect((await orderRow(db(), order.id)).cashReceivedAt).toBeNull();

    const before = (await get(`/api/admin/orders/${order.id}`)).json();
    // Delivered, its cash not recorded: not "to be paid on delivery" any more.
    expect(before.payment_state).toBe('cash_awaited');

    const done = await markCash(order.id, {
      amount: short,
      driver_id: driver.id,
      reason: 'Customer had 420 only',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().cash_received).toMatchObject({
      amount: short,
      driver: { id: driver.id, name: 'Collector' },
      difference: -400,
      difference_reason: 'Customer had 420 only',
      username: w.staff.admin.username,
    });
    const detail = (await get(`/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ payment_state: 'collected', cash_difference: -400 });
    expect(detail.cash_received).toMatchObject({ difference: -400, driver: { name: 'Collector' } });

    const flagged = (await get('/api/admin/orders?cash_difference=true&page_size=100')).json();
    expect(flagged.orders.map((o: { id: number }) => o.id)).toContain(order.id);
    const exact = (await get('/api/admin/orders?cash_difference=false&page_size=100')).json();
    expect(exact.orders.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      changes: { new: { difference: -400, reason: 'Customer had 420 only', driver_id: driver.id } },
    });
  });

  it('records an exact amount taken by staff with no reason needed; a card order has no cash to collect', async () => {
    const order = await deliveredCashOrder();
    const done = await markCash(order.id, { amount: order.totalAmount, reason: 'ignored' });
    expect(done.json().cash_received).toMatchObject({ driver: null, difference: 0, difference_reason: null });
    expect((await get(`/api/admin/orders/${order.id}`)).json()).toMatchObject({
      payment_state: 'collected',
      cash_difference: 0,
    });
  });

  it('refuses an inactive driver; a correction to the total clears the flag', async () => {
    const off = await addDriver('Off duty');
    await call('PATCH', `/api/admin/drivers/${off.id}`, 'admin', { active: false });
    const order = await deliveredCashOrder();
    const refused = await markCash(order.id, { amount: order.totalAmount, driver_id: off.id });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'DRIVER_INACTIVE']);

    await markCash(order.id, { amount: order.totalAmount + 500, reason: 'Change not given' });
    const fixed = await call('PUT', `/api/admin/orders/${order.id}/cash-received`, 'admin', {
      amount: order.totalAmount,
      reason: 'Miscounted',
    });
    expect(fixed.json().cash_received).toMatchObject({ difference: 0, difference_reason: null });
    expect((await orderRow(db(), order.id)).cashDifferenceReason).toBeNull();
  });

  it('the database refuses a difference without a reason', async () => {
    const order = await deliveredCashOrder();
    await expect(
      db()
        .update(orders)
        .set({ cashReceivedAt: new Date(), cashReceivedAmount: 1 })
        .where(eq(orders.id, order.id)),
    ).rejects.toThrow();
  });
});

describe('the delivery sheet and the daily cash report', () => {
  it("lists a driver's orders booked for today with what to collect; 404 for an unknown driver; a bad day is 400", async () => {
    const driver = await addDriver('Sheet driver');
    const cash = await placeOrder(w.t, w.f);
    const card = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db().update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, card.id));
    for (const order of [cash, card])
      await call('PUT', `/api/admin/orders/${order.id}/driver`, 'admin', { driver_id: driver.id });
    // The sheet goes by the day booked (decision 053): a promise of 2 working days is not today's.
    expect((await get(`/api/admin/drivers/${driver.id}/delivery-sheet`)).json().orders).toEqual([]);
    // Promised for the day they were placed: today's.
    for (const order of [cash, card])
      await db().update(orders).set({ deliveryDaysMin: 0 }).where(eq(orders.id, order.id));

    const sheet = (await get(`/api/admin/drivers/${driver.id}/delivery-sheet`)).json();
    expect(sheet.driver).toMatchObject({ name: 'Sheet driver' });
    expect(sheet.driver.phone).toMatch(/^\+974 5512 \d{4}$/);
    expect(sheet.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      cash.orderNumber,
      card.orderNumber,
    ]);
    expect(sheet.orders[0]).toMatchObject({
      customer_name: cash.customerName,
      customer_phone: cash.customerPhone,
      shipping_address: cash.shippingAddress,
      to_collect: cash.totalAmount,
    });
    expect(sheet.orders[1].to_collect).toBe(0);
    expect(sheet.total_to_collect).toBe(cash.totalAmount);
    // Each order lists what to hand over: its lines, names in both languages, with quantities.
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, cash.id));
    expect(sheet.orders[0].items).toEqual([
      {
        product_name: line!.productName,
        product_name_en: line!.productNameEn,
        variant_name: line!.variantName,
        variant_name_en: line!.variantNameEn,
        quantity: 2,
      },
    ]);
    expect(sheet.orders[1].items).toHaveLength(1);

    // The round goes by blue-plate zone (unique across Qatar), not by the order of assignment.
    await db()
      .update(orders)
      .set({ shippingAddress: 'منطقة 91، شارع 850، مبنى 12', shippingCity: 'al_wakrah' })
      .where(eq(orders.id, cash.id));
    await db()
      .update(orders)
      .set({ shippingAddress: 'Zone 25, Street 230, Building 7' })
      .where(eq(orders.id, card.id));
    const byZone = (await get(`/api/admin/drivers/${driver.id}/delivery-sheet`)).json();
    expect(byZone.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      card.orderNumber,
      cash.orderNumber,
    ]);

    const yesterday = (await get(`/api/admin/drivers/${driver.id}/delivery-sheet?date=2020-01-01`)).json();
    expect(yesterday.orders).toEqual([]);
    expect((await get('/api/admin/drivers/999999/delivery-sheet')).statusCode).toBe(404);
    for (const [bad, code] of [
      ['2026-13-40', 'DOHA_DAY_INVALID'],
      ['2026-02-30', 'DOHA_DAY_INVALID'],
      ['today', 'DOHA_DAY_INVALID'],
      ["1' or '1'='1", 'TEXT_TOO_LONG'],
    ] as const) {
      const response = await get(
        `/api/admin/drivers/${driver.id}/delivery-sheet?date=${encodeURIComponent(bad)}`,
      );
      expect([response.statusCode, response.json().error.issues[0].code]).toEqual([400, code]);
    }
  });

  it('puts an order on the sheet of its booked day, and once delivered on the day it was delivered', async () => {
    const driver = await addDriver('Early driver');
    const order = await placeOrder(w.t, w.f);
    await call('PUT', `/api/admin/orders/${order.id}/driver`, 'admin', { driver_id: driver.id });
    const today = dohaDate(new Date());
    const detail = async () => (await get(`/api/admin/orders/${order.id}`)).json<{ sheet_date: string }>();
    // Promised in 2 working days: the order page names that sheet, today's does not list it.
    const booked = (await detail()).sheet_date;
    expect(booked > today).toBe(true);
    const sheetOf = async (day: string) =>
      (await get(`/api/admin/drivers/${driver.id}/delivery-sheet?date=${day}`))
        .json<{ orders: { id: number }[] }>()
        .orders.map((o) => o.id);
    expect(await sheetOf(booked)).toEqual([order.id]);
    expect(await sheetOf(today)).toEqual([]);
    // Delivered early, today: today's sheet is where it happened.
    for (const status of ['confirmed', 'shipped', 'delivered'])
      expect(
        (await call('PATCH', `/api/payments/order-status/${order.id}`, 'admin', { status })).statusCode,
      ).toBe(200);
    expect(await sheetOf(today)).toEqual([order.id]);
    expect(await sheetOf(booked)).toEqual([]);
    expect((await detail()).sheet_date).toBe(today);
  });

  const line0 = (records: string[][]) => records.find((fields) => fields[2] === "'=Report driver")?.[1];

  it('totals the day per driver and staff member: expected, received, short, over; and as CSV', async () => {
    const driver = await addDriver('=Report driver');
    const a = await deliveredCashOrder();
    const b = await deliveredCashOrder();
    const c = await deliveredCashOrder();
    await markCash(a.id, { amount: a.totalAmount - 400, driver_id: driver.id, reason: 'Short' });
    await markCash(b.id, { amount: b.totalAmount, driver_id: driver.id });
    await markCash(c.id, { amount: c.totalAmount + 100, reason: 'Over' }, 'super_admin');
    // The driver paid 3 QAR back from the cash in hand (reduces what they hand over); a bank transfer does not.
    const refund = (body: object) =>
      call('POST', `/api/admin/orders/${b.id}/refunds`, 'admin', {
        reason: 'Scratched box',
        method: 'cash',
        request_key: `cash-report-${body.toString().length}-${Math.random().toString(36).slice(2, 10)}`,
        ...body,
      });
    expect((await refund({ amount: 300, cash_how: 'cash', driver_id: driver.id })).statusCode).toBe(201);
    expect((await refund({ amount: 200, cash_how: 'bank_transfer', driver_id: driver.id })).statusCode).toBe(
      201,
    );

    const report = (await get('/api/admin/cash-report', 'viewer')).json();
    const row = report.rows.find((r: { driver_id: number | null }) => r.driver_id === driver.id);
    expect(row).toEqual({
      kind: 'driver',
      driver_id: driver.id,
      name: '=Report driver',
      orders: 2,
      expected: a.totalAmount + b.totalAmount,
      received: a.totalAmount + b.totalAmount - 400,
      difference: -400,
      short: 400,
      over: 0,
      orders_with_difference: 1,
      refunded: 300,
      to_hand_over: a.totalAmount + b.totalAmount - 400 - 300,
    });
    // A staff member by their full name, as people are shown everywhere, not their username.
    const staffRow = report.rows.find((r: { name: string }) => r.name === 'Test super_admin');
    expect(staffRow).toMatchObject({
      kind: 'staff',
      name: 'Test super_admin',
      driver_id: null,
      orders: 1,
      difference: 100,
      over: 100,
    });
    expect(report.rows.some((r: { name: string }) => r.name === w.staff.super_admin.username)).toBe(false);
    expect(report.rows[0].kind).toBe('driver');

    // Headers and row kinds in the language asked for; Arabic when none is.
    const english = parseCsv((await get('/api/admin/cash-report.csv?lang=en', 'viewer')).body.slice(1));
    expect(english[0]!.fields.slice(0, 4)).toEqual(['Date (Doha)', 'Received by', 'Name', 'Orders']);
    expect(english.at(-1)!.fields[1]).toBe('Total');
    expect(english.find((record) => record.fields[2] === 'Test super_admin')!.fields[1]).toBe('Staff member');
    const response = await get('/api/admin/cash-report.csv', 'viewer');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/cash-report-\d{4}-\d{2}-\d{2}\.csv/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const records = parseCsv(response.body.slice(1)).map((record) => record.fields);
    expect(records[0]).toEqual([
      'التاريخ (الدوحة)',
      'استلمه',
      'الاسم',
      'الطلبات',
      'المتوقع (QAR)',
      'المستلم (QAR)',
      'العجز (QAR)',
      'الزيادة (QAR)',
      'طلبات بفرق',
      'المسترد نقدًا (QAR)',
      'للتسليم (QAR)',
      'المدفوع فوق المستلم (QAR)',
    ]);
    expect(line0(records)).toBe('سائق');
    const line = records.find((fields) => fields[2] === "'=Report driver");
    expect(line?.slice(3)).toEqual([
      '2',
      ((a.totalAmount + b.totalAmount) / 100).toFixed(2),
      ((a.totalAmount + b.totalAmount - 400) / 100).toFixed(2),
      '4.00',
      '0.00',
      '1',
      '3.00',
      ((a.totalAmount + b.totalAmount - 700) / 100).toFixed(2),
      '0.00',
    ]);
    expect(records.at(-1)?.[1]).toBe('الإجمالي');
    expect((await get('/api/admin/cash-report.csv?lang=fr', 'viewer')).statusCode).toBe(400);
    expect((await get('/api/admin/cash-report?date=2020-01-01')).json().rows).toEqual([]);
  });
});
