import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  DEFAULT_DELIVERY_SCHEDULE,
  DELIVERY_SCHEDULE_SETTING,
  dohaDate,
  type DriverRunResponse,
  type DriverStop,
} from '@matjar/core';
import { driverTaps, orders, outbox, siteSettings } from '@matjar/db';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  historyOf,
  orderRow,
  placeOrder,
  staffHeaders,
  statusMailsOf,
  useOrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';

// The driver's run on a phone (decision 053): a personal signed link, the stops by the day the shopper booked,
// and the taps at the door, each applied once under its key.

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFrom = (days: number) => dohaDate(new Date(Date.now() + days * DAY_MS));

let phones = 0;
async function addDriver(name: string, language?: 'ar' | 'en') {
  const phone = `+974 5513 ${String(++phones).padStart(4, '0')}`;
  const response = await callAsStaff(w, 'admin', 'POST', '/api/admin/drivers', {
    name,
    phone,
    ...(language ? { language } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; language: string; link_active: boolean }>();
}

/** A new link for the driver, as the back office shows it; the token is what follows the #. */
async function newLink(driverId: number) {
  const response = await callAsStaff(w, 'admin', 'POST', `/api/admin/drivers/${driverId}/link`);
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ url: string }>();
  return { url, token: url.slice(url.indexOf('#') + 1) };
}

const run = (token: string) => w.t.app.inject({ method: 'POST', url: '/api/driver/run', payload: { token } });
let taps = 0;
const newKey = () => `tap-key-${String(++taps).padStart(12, '0')}`;
const tap = (token: string, body: Record<string, unknown>) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/driver/taps',
    payload: { token, key: body.key ?? newKey(), ...body },
  });

async function assign(orderId: number, driverId: number) {
  const response = await callAsStaff(w, 'admin', 'PUT', `/api/admin/orders/${orderId}/driver`, {
    driver_id: driverId,
  });
  expect(response.statusCode).toBe(200);
}

/** An order booked into a window on a day (the window's day is the booked day). */
async function bookWindow(orderId: number, date: string, start = '10:00', end = '14:00') {
  await db()
    .update(orders)
    .set({ deliveryDate: date, deliveryWindowStart: start, deliveryWindowEnd: end })
    .where(eq(orders.id, orderId));
}

const stopsOf = (body: DriverRunResponse, date: string): DriverStop[] =>
  body.days.find((day) => day.date === date)!.groups.flatMap((group) => group.stops);

describe('the driver link', () => {
  it('is made, shown and revoked by staff; a revoked, switched-off or forged link is refused (401)', async () => {
    const driver = await addDriver('Salem', 'ar');
    expect(driver.link_active).toBe(false);
    const none = await callAsStaff(w, 'admin', 'POST', '/api/admin/drivers/999999/link');
    expect(none.statusCode).toBe(404);
    const shown = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/drivers/${driver.id}/link`,
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    expect(shown.json()).toEqual({ active: false, url: null });

    const first = await newLink(driver.id);
    // The driver's language decides the page; the token is after the # (a browser never sends it).
    expect(first.url).toMatch(/^http:\/\/localhost(:\d+)?\/driver#\d+\.\d+\.[A-Za-z0-9_-]{22}$/);
    const ok = await run(first.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().driver).toEqual({ name: 'Salem', language: 'ar' });

    const second = await newLink(driver.id);
    expect(second.token).not.toBe(first.token);
    const revoked = await run(first.token);
    expect([revoked.statusCode, revoked.json().error.code]).toEqual([401, 'DRIVER_LINK_INVALID']);
    expect(revoked.json().error.messageAr).toContain('رابط');
    expect((await run(second.token)).statusCode).toBe(200);

    // A forged signature, another driver's id with this signature, a malformed token: the same 401.
    const [id, version, signature] = second.token.split('.') as [string, string, string];
    const forged = [
      `${id}.${version}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${Number(id) + 1}.${version}.${signature}`,
      'not-a-token',
    ];
    for (const token of forged) expect((await run(token)).statusCode).toBe(401);

    const off = await callAsStaff(w, 'admin', 'DELETE', `/api/admin/drivers/${driver.id}/link`);
    expect(off.json()).toEqual({ active: false, url: null });
    expect((await run(second.token)).statusCode).toBe(401);

    // A deactivated driver's link stops working too.
    const third = await newLink(driver.id);
    await callAsStaff(w, 'admin', 'PATCH', `/api/admin/drivers/${driver.id}`, { active: false });
    expect((await run(third.token)).statusCode).toBe(401);

    // Audited, never with the token.
    const log = await auditOf(db(), 'driver', driver.id);
    expect(log.map((entry) => entry.description)).toContain(
      'Made a new run link for driver Salem; the previous one no longer works',
    );
    expect(JSON.stringify(log)).not.toContain(signature);
  });

  it('opens the English page for an English-speaking driver; only order managers see or change links', async () => {
    const driver = await addDriver('Ravi', 'en');
    expect((await newLink(driver.id)).url).toMatch(/\/en\/driver#/);
    for (const role of ['viewer', 'editor'] as const) {
      expect((await callAsStaff(w, role, 'POST', `/api/admin/drivers/${driver.id}/link`)).statusCode).toBe(
        403,
      );
      const shown = await w.t.app.inject({
        method: 'GET',
        url: `/api/admin/drivers/${driver.id}/link`,
        headers: await staffHeaders(db(), w.staff[role].id),
      });
      expect(shown.statusCode).toBe(403);
    }
  });
});

describe('the run and the sheet go by the day the shopper booked', () => {
  it("lists today's and tomorrow's stops by window then zone; late ones on today; the sheet and cash expected agree", async () => {
    // Every day a working day, so a promise of n working days is n calendar days whatever today is.
    await db()
      .insert(siteSettings)
      .values({
        settingKey: DELIVERY_SCHEDULE_SETTING,
        settingValue: JSON.stringify({ ...DEFAULT_DELIVERY_SCHEDULE, working_days: [0, 1, 2, 3, 4, 5, 6] }),
      })
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        set: {
          settingValue: JSON.stringify({ ...DEFAULT_DELIVERY_SCHEDULE, working_days: [0, 1, 2, 3, 4, 5, 6] }),
        },
      });
    const driver = await addDriver('Booked-day driver', 'en');
    const { token } = await newLink(driver.id);
    const [today, tomorrow] = [dayFrom(0), dayFrom(1)];

    const morningFar = await placeOrder(w.t, w.f); // today's morning window, zone 60
    const morningNear = await placeOrder(w.t, w.f); // today's morning window, zone 25
    const noWindowToday = await placeOrder(w.t, w.f); // promise of 0 working days: today
    const noWindowTomorrow = await placeOrder(w.t, w.f); // promise of 1 working day: tomorrow
    const later = await placeOrder(w.t, w.f); // a window in three days: not on this run
    const late = await placeOrder(w.t, w.f); // yesterday's window, still to deliver: carried onto today
    const evening = await placeOrder(w.t, w.f); // today's evening window
    for (const order of [morningFar, morningNear, noWindowToday, noWindowTomorrow, later, late, evening])
      await assign(order.id, driver.id);
    await bookWindow(morningFar.id, today);
    await bookWindow(morningNear.id, today);
    await bookWindow(evening.id, today, '16:00', '21:00');
    await bookWindow(later.id, dayFrom(3));
    await bookWindow(late.id, dayFrom(-1));
    await db().update(orders).set({ deliveryDaysMin: 0 }).where(eq(orders.id, noWindowToday.id));
    await db().update(orders).set({ deliveryDaysMin: 1 }).where(eq(orders.id, noWindowTomorrow.id));
    const address = (zone: number) => `Zone ${zone}, Street 230, Building ${zone}`;
    for (const [order, zone] of [
      [morningFar, 60],
      [morningNear, 25],
      [late, 40],
    ] as const)
      await db()
        .update(orders)
        .set({ shippingAddress: address(zone) })
        .where(eq(orders.id, order.id));

    const body = (await run(token)).json<DriverRunResponse>();
    expect([body.today, body.tomorrow]).toEqual([today, tomorrow]);
    const todays = body.days[0]!;
    expect(todays.groups.map((group) => group.window)).toEqual([
      { start: '10:00', end: '14:00' },
      { start: '16:00', end: '21:00' },
      null,
    ]);
    // The morning by zone: 25, then the late one (40), then 60.
    expect(todays.groups[0]!.stops.map((stop) => stop.id)).toEqual([morningNear.id, late.id, morningFar.id]);
    expect(todays.groups[0]!.stops.map((stop) => stop.late)).toEqual([false, true, false]);
    expect(todays.groups[2]!.stops.map((stop) => stop.id)).toEqual([noWindowToday.id]);
    expect(stopsOf(body, tomorrow).map((stop) => stop.id)).toEqual([noWindowTomorrow.id]);

    const stop = todays.groups[0]!.stops[0]!;
    expect(stop).toMatchObject({
      short_number: morningNear.shortNumber,
      customer_name: morningNear.customerName,
      payment_method: 'cash',
      to_collect: morningNear.totalAmount,
      address: { zone: '25', street: '230', building: '25' },
      state: 'to_deliver',
    });
    expect(stop.items).toEqual([{ name: expect.any(String), quantity: 2 }]);
    expect(stop.map_url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Zone 25, Street 230, Building 25, Doha, Qatar')}`,
    );
    expect(stop.phone?.tel).toMatch(/^tel:\+97466/);
    expect(stop.phone?.whatsapp).toMatch(/^https:\/\/wa\.me\/97466/);
    expect(body.cash.to_collect).toBe(
      [morningFar, morningNear, noWindowToday, late, evening].reduce((sum, o) => sum + o.totalAmount, 0),
    );

    // The back office's sheet: today's by booked day (the late one carried over), tomorrow's, the later day's.
    const sheet = async (date?: string) =>
      (
        await w.t.app.inject({
          method: 'GET',
          url: `/api/admin/drivers/${driver.id}/delivery-sheet${date ? `?date=${date}` : ''}`,
          headers: await staffHeaders(db(), w.staff.admin.id),
        })
      ).json<{ orders: { id: number; late: boolean }[]; cash_expected: number }>();
    const todaySheet = await sheet();
    expect(todaySheet.orders.map((o) => o.id).sort()).toEqual(
      [morningFar.id, morningNear.id, noWindowToday.id, late.id, evening.id].sort(),
    );
    expect(todaySheet.orders.find((o) => o.id === late.id)?.late).toBe(true);
    expect((await sheet(tomorrow)).orders.map((o) => o.id)).toEqual([noWindowTomorrow.id]);
    expect((await sheet(dayFrom(3))).orders.map((o) => o.id)).toEqual([later.id]);
    expect((await sheet(dayFrom(-1))).orders).toEqual([]);

    // Cash expected today: the cash orders booked for today or before, not tomorrow's or the later day's.
    const listed = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/drivers',
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    const mine = listed.json().drivers.find((d: { id: number }) => d.id === driver.id);
    expect(mine.cash_expected_today).toBe(body.cash.to_collect);
    expect(todaySheet.cash_expected).toBe(body.cash.to_collect);
  });
});

describe('taps at the door', () => {
  async function driverWithStops(name: string, count: number) {
    const driver = await addDriver(name);
    const { token } = await newLink(driver.id);
    const stops = [];
    for (let index = 0; index < count; index += 1) {
      const order = await placeOrder(w.t, w.f, { locale: 'en' });
      await forceStatus(db(), order.id, 'confirmed');
      await assign(order.id, driver.id);
      await bookWindow(order.id, dayFrom(0));
      stops.push(order);
    }
    return { driver, token, stops };
  }

  it('delivers once however often the tap is sent; audited under the driver; the shopper told once', async () => {
    const { token, stops } = await driverWithStops('Once driver', 1);
    const order = stops[0]!;
    const key = newKey();
    const first = await tap(token, { key, order_id: order.id, action: 'delivered' });
    expect(first.json()).toEqual({ success: true, applied: true, order_id: order.id, action: 'delivered' });
    // The answer was lost on the road: the phone sends the same tap again, twice at once.
    const again = await Promise.all([
      tap(token, { key, order_id: order.id, action: 'delivered' }),
      tap(token, { key, order_id: order.id, action: 'delivered' }),
    ]);
    for (const response of again) expect(response.json()).toMatchObject({ applied: false });

    expect((await orderRow(db(), order.id))!.status).toBe('delivered');
    const history = await historyOf(db(), order.id);
    expect(history.filter((row) => row.toStatus === 'delivered')).toHaveLength(1);
    // Out for delivery on the way (confirmed → shipped → delivered), both under the driver's name.
    expect(history.slice(-2).map((row) => [row.toStatus, row.username, row.adminUserId])).toEqual([
      ['shipped', 'Once driver', null],
      ['delivered', 'Once driver', null],
    ]);
    const audit = await auditOf(db(), 'order', order.id);
    expect(audit.at(-1)).toMatchObject({ username: 'Once driver', userRole: 'driver', userId: null });
    const mails = await statusMailsOf(db(), order.id);
    expect(mails.filter((mail) => JSON.stringify(mail.payload).includes('delivered'))).toHaveLength(1);
    expect(await db().select().from(driverTaps).where(eq(driverTaps.key, key))).toHaveLength(1);

    // The same key for another action is a mistake, not a repeat.
    const reused = await tap(token, { key, order_id: order.id, action: 'not_delivered', reason: 'refused' });
    expect([reused.statusCode, reused.json().error.code]).toEqual([409, 'DRIVER_TAP_KEY_REUSED']);
  });

  it("refuses another driver's order (404) and a revoked link (401), changing nothing", async () => {
    const mine = await driverWithStops('Mine', 1);
    const theirs = await driverWithStops('Theirs', 1);
    const refused = await tap(mine.token, { order_id: theirs.stops[0]!.id, action: 'delivered' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'DRIVER_STOP_NOT_FOUND']);
    expect((await orderRow(db(), theirs.stops[0]!.id))!.status).toBe('confirmed');

    await newLink(mine.driver.id); // the old link stops working
    const revoked = await tap(mine.token, { order_id: mine.stops[0]!.id, action: 'delivered' });
    expect([revoked.statusCode, revoked.json().error.code]).toEqual([401, 'DRIVER_LINK_INVALID']);
    expect((await orderRow(db(), mine.stops[0]!.id))!.status).toBe('confirmed');
  });

  it('cash collected lands in the cash report under the driver; a repeat records it once', async () => {
    const { driver, token, stops } = await driverWithStops('Cash driver', 1);
    const order = stops[0]!;
    const short = await tap(token, { order_id: order.id, action: 'cash', amount: order.totalAmount - 5 });
    expect([short.statusCode, short.json().error.code]).toEqual([400, 'CASH_DIFFERENCE_REASON_REQUIRED']);
    expect((await orderRow(db(), order.id))!.status).toBe('confirmed');

    const key = newKey();
    const body = { key, order_id: order.id, action: 'cash', amount: order.totalAmount };
    expect((await tap(token, body)).json()).toMatchObject({ applied: true });
    expect((await tap(token, body)).json()).toMatchObject({ applied: false });
    const row = (await orderRow(db(), order.id))!;
    expect([row.status, row.cashReceivedAmount, row.cashReceivedDriverId, row.cashReceivedBy]).toEqual([
      'delivered',
      order.totalAmount,
      driver.id,
      'Cash driver',
    ]);

    const report = await w.t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-report',
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    expect(report.json().rows).toContainEqual(
      expect.objectContaining({
        kind: 'driver',
        driver_id: driver.id,
        name: 'Cash driver',
        orders: 1,
        received: order.totalAmount,
        difference: 0,
      }),
    );
    const runAfter = (await run(token)).json<DriverRunResponse>();
    expect(runAfter.cash).toEqual({ to_collect: 0, collected: order.totalAmount });
    expect(stopsOf(runAfter, runAfter.today)[0]).toMatchObject({ state: 'delivered', to_collect: 0 });
  });

  it('could not deliver: back on the shop list (confirmed, no driver) with the reason; not on the run', async () => {
    const { driver, token, stops } = await driverWithStops('Door driver', 1);
    const order = stops[0]!;
    await forceStatus(db(), order.id, 'shipped');
    const noReason = await tap(token, { order_id: order.id, action: 'not_delivered' });
    expect([noReason.statusCode, noReason.json().error.code]).toEqual([
      400,
      'DRIVER_FAILURE_REASON_REQUIRED',
    ]);
    const key = newKey();
    const body = { key, order_id: order.id, action: 'not_delivered', reason: 'not_home' };
    expect((await tap(token, body)).json()).toMatchObject({ applied: true });
    expect((await tap(token, body)).json()).toMatchObject({ applied: false });
    const row = (await orderRow(db(), order.id))!;
    expect([row.status, row.driverId, row.deliveryFailedReason]).toEqual(['confirmed', null, 'not_home']);
    const history = await historyOf(db(), order.id);
    expect(history.at(-1)).toMatchObject({
      toStatus: 'confirmed',
      username: 'Door driver',
      reason: 'Could not deliver: Not home',
    });
    expect(stopsOf((await run(token)).json(), dayFrom(0))).toEqual([]);
    // The shopper is told the delivery failed and why, once for the tap, in the order's language; the move
    // back to confirmed sends no "confirmed" e-mail.
    const notices = await db()
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `delivery-failed:${order.id}:%`));
    expect(notices.map((n) => n.kind)).toEqual(['email:delivery-failed']);
    expect(notices[0]!.payload).toMatchObject({ reason: 'not_home', to: row.customerEmail });
    expect(
      (await statusMailsOf(db(), order.id)).map((mail) => (mail.payload as { status: string }).status),
    ).not.toContain('confirmed');
    // The board's card and the order page say so; assigning a driver again clears it.
    const page = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: await staffHeaders(db(), w.staff.admin.id),
    });
    expect(page.json().delivery_failed).toMatchObject({ reason: 'not_home' });
    await assign(order.id, driver.id);
    expect((await orderRow(db(), order.id))!.deliveryFailedReason).toBeNull();
  });
});
