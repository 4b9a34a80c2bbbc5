import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@matjar/db';
import {
  DEFAULT_DELIVERY_SCHEDULE,
  DEFAULT_DELIVERY_ZONES,
  type DeliverySchedule,
  type DeliveryZone,
  type StoreDeliveryWindowsResponse,
} from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';

// Decision 034: delivery windows. Doha offers windows (two seats in the morning window), the rest of Qatar
// does not; a window is required where offered and refused elsewhere; the last seats go to exactly as many
// simultaneous checkouts; a cancelled order frees its seat; the window is on the order's answers.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db, { stock: { phone: 100, cable: 100 } });
  const staff = await createStaffUser(t.database.db, { role: 'admin' });
  admin = bearer(await createSessionToken(t.database.db, staff.id));
});
afterAll(() => t?.close());

const SCHEDULE: DeliverySchedule = {
  ...DEFAULT_DELIVERY_SCHEDULE,
  windows: [
    { start: '10:00', end: '14:00', capacity: 2 },
    { start: '16:00', end: '21:00', capacity: 50 },
  ],
};
const ZONES: DeliveryZone[] = [
  { ...DEFAULT_DELIVERY_ZONES[0]!, windows: true },
  { ...DEFAULT_DELIVERY_ZONES[1]! },
];

const windows = (city: string) =>
  t.app
    .inject({ method: 'GET', url: `/api/store/delivery-windows?city=${city}` })
    .then((r) => r.json() as StoreDeliveryWindowsResponse);
let n = 0;
const createOrder = (city: string, deliveryWindow?: object) => {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: { 'accept-language': 'en' },
    payload: {
      customer: {
        name: 'Noor',
        email: `windows-${n}@example.com`,
        phone: `+974 5${String(n).padStart(7, '0')}`,
      },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      orderData: { ...qatarAddress(`Window lane ${n}`, city), delivery_window: deliveryWindow },
      paymentMethod: 'cash',
    },
  });
};
/** The first day whose windows are open now (tomorrow's close at the cut-off today). */
let day: string;

describe('delivery windows', () => {
  it('a shop that sets none offers none, and orders as before', async () => {
    expect(await windows('doha')).toEqual({ windows: false, days: [] });
    const schedule = await t.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-schedule',
      headers: admin,
    });
    expect(schedule.json()).toEqual({ schedule: DEFAULT_DELIVERY_SCHEDULE, isDefault: true });
    const response = await createOrder('doha');
    expect(response.statusCode).toBe(201);
    expect(await createOrder('doha', { date: '2030-01-01', start: '10:00' })).toMatchObject({
      statusCode: 422,
    });
  });

  it('staff save the schedule with the zones; the checkout sees the days and windows', async () => {
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: admin, payload });
    expect((await put('/api/admin/delivery-zones', { zones: ZONES })).statusCode).toBe(200);
    const saved = await put('/api/admin/delivery-schedule', { schedule: SCHEDULE });
    expect(saved.json()).toEqual({ schedule: SCHEDULE, isDefault: false });
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/delivery-schedule', headers: admin });
    expect(read.json()).toEqual({ schedule: SCHEDULE, isDefault: false });
    const zones = await t.app.inject({ method: 'GET', url: '/api/admin/delivery-zones', headers: admin });
    expect(zones.json().zones[0]).toMatchObject({ windows: true });
    // A schedule that does not hold together is refused with its code.
    const broken = await put('/api/admin/delivery-schedule', {
      schedule: { ...SCHEDULE, windows: [{ start: '14:00', end: '10:00', capacity: 1 }] },
    });
    expect(broken.statusCode).toBe(400);

    expect(await windows('al_khor')).toEqual({ windows: false, days: [] });
    const doha = await windows('doha');
    expect(doha.windows).toBe(true);
    expect(doha.days).toHaveLength(SCHEDULE.days_ahead);
    // Friday is never offered.
    expect(doha.days.some((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 5)).toBe(false);
    day = doha.days.find((d) => d.windows[0]!.closed === null)!.date;
    expect(doha.days.find((d) => d.date === day)!.windows[0]).toEqual({
      start: '10:00',
      end: '14:00',
      left: 2,
      closed: null,
    });
  });

  it('refuses a missing, unknown, past or Friday window with WINDOW_INVALID (422) in both languages', async () => {
    const missing = await createOrder('doha');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({
      code: 'WINDOW_INVALID',
      message: expect.stringMatching(/delivery day/),
      messageAr: expect.stringMatching(/التوصيل/),
    });
    for (const chosen of [
      { date: day, start: '11:00' },
      { date: '2020-01-01', start: '10:00' },
      { date: '2099-01-02', start: '10:00' },
    ]) {
      const refused = await createOrder('doha', chosen);
      expect(refused.statusCode, JSON.stringify(chosen)).toBe(422);
      expect(refused.json().error.code).toBe('WINDOW_INVALID');
    }
    // Hostile shapes are refused by the schema (400), never a 5xx.
    expect((await createOrder('doha', { date: 'tomorrow', start: '10' })).statusCode).toBe(400);
    // A zone without windows refuses one sent anyway.
    expect((await createOrder('al_khor', { date: day, start: '10:00' })).statusCode).toBe(422);
  });

  it('20 simultaneous checkouts for the last 2 seats: exactly 2 succeed, the rest WINDOW_FULL (409)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => createOrder('doha', { date: day, start: '10:00' })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    const full = responses.find((r) => r.statusCode === 409)!.json().error;
    expect(full).toMatchObject({ code: 'WINDOW_FULL', messageAr: expect.stringMatching(/امتلأت/) });
    const booked = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryDate, day));
    expect(booked).toHaveLength(2);
    const morning = (await windows('doha')).days.find((d) => d.date === day)!.windows[0];
    expect(morning).toMatchObject({ left: 0, closed: 'full' });
  });

  it('stores the window on the order and answers it on verify-order and tracking', async () => {
    const response = await createOrder('doha', { date: day, start: '16:00' });
    expect(response.statusCode).toBe(201);
    const { orderNumber, orderToken } = response.json();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row).toMatchObject({
      deliveryDate: day,
      deliveryWindowStart: '16:00',
      deliveryWindowEnd: '21:00',
    });
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/payments/verify-order/${orderNumber}`,
      headers: { 'x-order-token': orderToken },
    });
    expect(verified.json().order.delivery.window).toEqual({ date: day, start: '16:00', end: '21:00' });
  });

  it('a cancelled order frees its seat', async () => {
    const [held] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryDate, day))
      .limit(1);
    expect((await createOrder('doha', { date: day, start: '10:00' })).statusCode).toBe(409);
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/order-status/${held!.id}`,
      headers: admin,
      payload: { status: 'canceled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const morning = (await windows('doha')).days.find((d) => d.date === day)!.windows[0];
    expect(morning).toMatchObject({ left: 1, closed: null });
    expect((await createOrder('doha', { date: day, start: '10:00' })).statusCode).toBe(201);
  });
});

describe('drivers on the road', () => {
  it("the sheet goes by zone, then window; the window is on the order page; the driver's cash expected today", async () => {
    // Another day: the first one's morning seats are taken.
    const later = (await windows('doha')).days.find((d) => d.date > day)!.date;
    const evening = (await createOrder('doha', { date: later, start: '16:00' })).json();
    const morning = (await createOrder('doha', { date: later, start: '10:00' })).json();
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    const driver = (
      await call('POST', '/api/admin/drivers', { name: 'Window driver', phone: '55123999' })
    ).json();
    const id = async (orderNumber: string) =>
      (
        await t.database.db
          .select({ id: orders.id, total: orders.totalAmount })
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber))
      )[0]!;
    const [first, second] = [await id(evening.orderNumber), await id(morning.orderNumber)];
    for (const order of [first, second])
      expect(
        (await call('PUT', `/api/admin/orders/${order.id}/driver`, { driver_id: driver.id })).statusCode,
      ).toBe(200);

    const sheet = (await call('GET', `/api/admin/drivers/${driver.id}/delivery-sheet`)).json();
    expect(sheet.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      morning.orderNumber,
      evening.orderNumber,
    ]);
    expect(sheet.orders[0].delivery_window).toEqual({ date: later, start: '10:00', end: '14:00' });
    expect(sheet.cash_expected).toBe(first.total + second.total);

    const page = (await call('GET', `/api/admin/orders/${first.id}`)).json();
    expect(page.delivery_window).toEqual({ date: later, start: '16:00', end: '21:00' });

    const listed = (await call('GET', '/api/admin/drivers')).json().drivers;
    expect(listed.find((d: { id: number }) => d.id === driver.id).cash_expected_today).toBe(
      first.total + second.total,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/payments/order-status/${second.id}`,
      headers: admin,
      payload: { status: 'canceled' },
    });
    const after = (await call('GET', '/api/admin/drivers')).json().drivers;
    expect(after.find((d: { id: number }) => d.id === driver.id).cash_expected_today).toBe(first.total);
  });
});
