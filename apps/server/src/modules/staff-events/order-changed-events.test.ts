import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderChangedEvent, STAFF_EVENTS, type OrderChange } from '@matjar/core';
import { orders, type Database } from '@matjar/db';
import { buildTestApp, openTestDatabase, secondProcessDatabase } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import { openEventStream, type EventStreamClient } from './testing/event-stream-test-client.js';
import { baseUrlOf, placeOrder, staffWithSession } from './testing/staff-events-test-support.js';

// The live board and order page: every change to an order reaches every open staff stream as a small
// order-changed event, across processes. Process A makes the changes; the streams are held by process B, so
// an event can only cross through PostgreSQL's NOTIFY.

const PUBLIC_URL = 'http://shop.test';
let databaseA: Database;
let databaseB: Database;
let a: Awaited<ReturnType<typeof buildTestApp>>;
let b: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let admin: Awaited<ReturnType<typeof staffWithSession>>;
let boss: Awaited<ReturnType<typeof staffWithSession>>;
/** A viewer (contact details masked) and an admin with notifications off: both watch the board. */
let viewerStream: EventStreamClient;
let adminStream: EventStreamClient;

beforeAll(async () => {
  databaseA = await openTestDatabase();
  databaseB = await secondProcessDatabase(databaseA);
  a = await buildTestApp({ database: databaseA, rateLimits: ORDER_RATE_LIMITS_OFF, env: { PUBLIC_URL } });
  b = await buildTestApp({ database: databaseB });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  f = await insertCheckoutFixture(databaseA.db);
  admin = await staffWithSession(databaseA.db, { role: 'admin', receiveNotifications: false });
  boss = await staffWithSession(databaseA.db, { role: 'super_admin' });
  const viewer = await staffWithSession(databaseA.db, { role: 'viewer' });
  viewerStream = await openEventStream(baseUrlOf(b.app), viewer.headers);
  adminStream = await openEventStream(baseUrlOf(b.app), admin.headers);
});
afterAll(async () => {
  viewerStream?.close();
  adminStream?.close();
  await a?.close();
  await b?.close();
  await databaseB?.close();
  await databaseA?.close();
});

async function idOf(orderNumber: string): Promise<number> {
  const [row] = await databaseA.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row!.id;
}

/** The next order-changed event of that order and kind on a stream, parsed. */
async function changed(stream: EventStreamClient, id: number, change: OrderChange) {
  const event = await stream.waitFor((candidate) => {
    if (candidate.event !== STAFF_EVENTS.orderChanged) return false;
    const data = OrderChangedEvent.parse(JSON.parse(candidate.data));
    return data.id === id && data.change === change;
  });
  expect(event.id).toBeUndefined();
  return { raw: event.data, data: OrderChangedEvent.parse(JSON.parse(event.data)) };
}

const call = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => a.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('order-changed events on the staff stream', () => {
  it('a colleague’s status change reaches every open stream, small and without contact details', async () => {
    const placed = await placeOrder(a.app, f, 'Mariam Al-Kuwari');
    const id = await idOf(placed.orderNumber);
    const moved = await call('PATCH', `/api/payments/order-status/${id}`, {
      status: 'confirmed',
      from: 'pending',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seenByViewer = await changed(viewerStream, id, 'status');
    expect(seenByViewer.data).toEqual({
      id,
      order_number: placed.orderNumber,
      change: 'status',
      status: 'confirmed',
      payment_status: null,
      archived: false,
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
    expect(seenByViewer.raw).not.toMatch(/Mariam|Kuwari|example\.com|\+974/);
    expect((await changed(adminStream, id, 'status')).data.status).toBe('confirmed');
  });

  it('a note, a driver, the cash received and its correction, archive and restore each announce themselves', async () => {
    const placed = await placeOrder(a.app, f);
    const id = await idOf(placed.orderNumber);
    expect(
      (await call('POST', `/api/admin/orders/${id}/notes`, { body: 'Call before delivery' })).statusCode,
    ).toBe(201);
    expect((await changed(adminStream, id, 'note')).data.status).toBe('pending');
    const driver = await call('POST', '/api/admin/drivers', { name: 'Salem', phone: '55012345' });
    expect(driver.statusCode, driver.body).toBe(201);
    const assigned = await call('PUT', `/api/admin/orders/${id}/driver`, { driver_id: driver.json().id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await changed(adminStream, id, 'driver')).data.status).toBe('pending');
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ] as const) {
      expect((await call('PATCH', `/api/payments/order-status/${id}`, { status: to, from })).statusCode).toBe(
        200,
      );
    }
    const cash = await call('POST', `/api/admin/orders/${id}/cash-received`, { amount: placed.totalAmount });
    expect(cash.statusCode, cash.body).toBe(200);
    expect((await changed(viewerStream, id, 'cash')).data.status).toBe('delivered');
    const archived = await call('DELETE', `/api/admin/orders/${id}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await changed(adminStream, id, 'archived')).data.archived).toBe(true);
    const restored = await call('POST', `/api/admin/orders/${id}/restore`, undefined, boss.headers);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await changed(adminStream, id, 'restored')).data.archived).toBe(false);
  });

  async function placeCardOrder(n: number) {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: {
          name: 'Card Shopper',
          email: `card-${n}-${process.pid}@example.com`,
          phone: `+974 66${n}0 0${n}00`,
        },
        items: [{ product_id: f.cable.id, quantity: 1 }],
        orderData: qatarAddress(`card-${n}`),
        paymentMethod: 'online',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ orderNumber: string; paymentUrl: string }>();
    return { id: await idOf(body.orderNumber), payPath: body.paymentUrl.slice(PUBLIC_URL.length) };
  }

  const pay = (payPath: string, form: string) =>
    a.app.inject({
      method: 'POST',
      url: payPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('a card payment completed at the gateway reaches the board: confirmed and paid', async () => {
    const order = await placeCardOrder(1);
    expect(
      (await pay(order.payPath, 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123')).statusCode,
    ).toBe(303);
    expect((await changed(viewerStream, order.id, 'payment')).data).toMatchObject({
      status: 'confirmed',
      payment_status: 'completed',
    });
  });

  it('a card payment declined or cancelled at the gateway reaches the board too: it leaves the active columns', async () => {
    const declined = await placeCardOrder(2);
    expect(
      (await pay(declined.payPath, 'action=pay&card=4000000000000002&expiry=12%2F99&cvc=123')).statusCode,
    ).toBe(303);
    expect((await changed(adminStream, declined.id, 'payment')).data).toMatchObject({
      status: 'canceled',
      payment_status: 'failed',
    });
    const cancelled = await placeCardOrder(3);
    expect((await pay(cancelled.payPath, 'action=cancel')).statusCode).toBe(303);
    expect((await changed(adminStream, cancelled.id, 'payment')).data.payment_status).toBe('cancelled');
  });

  it('a refused change announces nothing (the NOTIFY is in the transaction)', async () => {
    const placed = await placeOrder(a.app, f);
    const id = await idOf(placed.orderNumber);
    const refused = await call('PATCH', `/api/payments/order-status/${id}`, {
      status: 'shipped',
      from: 'pending',
    });
    expect(refused.statusCode).toBe(409);
    await call('POST', `/api/admin/orders/${id}/notes`, { body: 'marker' });
    await changed(adminStream, id, 'note');
    const forOrder = adminStream.events.filter(
      (event) =>
        event.event === STAFF_EVENTS.orderChanged &&
        OrderChangedEvent.parse(JSON.parse(event.data)).id === id,
    );
    expect(forOrder.map((event) => OrderChangedEvent.parse(JSON.parse(event.data)).change)).toEqual(['note']);
  });
});
