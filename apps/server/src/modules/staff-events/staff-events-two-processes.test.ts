import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EVENTS, StaffAlert } from '@matjar/core';
import type { Database } from '@matjar/db';
import { buildTestApp, openTestDatabase, secondProcessDatabase } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import {
  openEventStream,
  type EventStreamClient,
  type ReceivedEvent,
} from './testing/event-stream-test-client.js';
import { baseUrlOf, placeOrder, staffWithSession } from './testing/staff-events-test-support.js';

// Two server processes on one database (architecture principle 6): each app has its own pool and its own
// LISTEN connection, exactly as two processes would, so an alert can only cross through PostgreSQL's NOTIFY.

let databaseA: Database;
let databaseB: Database;
let a: Awaited<ReturnType<typeof buildTestApp>>;
let b: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
const clients: EventStreamClient[] = [];

beforeAll(async () => {
  databaseA = await openTestDatabase();
  databaseB = await secondProcessDatabase(databaseA);
  a = await buildTestApp({ database: databaseA, rateLimits: ORDER_RATE_LIMITS_OFF });
  b = await buildTestApp({ database: databaseB });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  f = await insertCheckoutFixture(databaseA.db);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await a?.close();
  await b?.close();
  await databaseB?.close();
  await databaseA?.close();
});

const alertFor = (orderNumber: string) => (event: ReceivedEvent) =>
  event.event === STAFF_EVENTS.alert && StaffAlert.parse(JSON.parse(event.data)).order_number === orderNumber;

describe('two server processes on one database', () => {
  it('an order created through process A reaches a staff member connected to process B', async () => {
    const staff = await staffWithSession(databaseA.db, { role: 'admin' });
    const client = await openEventStream(baseUrlOf(b.app), staff.headers);
    clients.push(client);
    expect(client.status).toBe(200);
    const order = await placeOrder(a.app, f, 'عبر عمليتين');
    const event = await client.waitFor(alertFor(order.orderNumber));
    expect(StaffAlert.parse(JSON.parse(event.data))).toMatchObject({
      customer_name: 'عبر عمليتين',
      total_amount: order.totalAmount,
    });
    expect(a.app.staffEvents.openCount()).toBe(0);
  });

  it('reading the alert through process A tells the staff member’s window on process B', async () => {
    const staff = await staffWithSession(databaseA.db);
    const client = await openEventStream(baseUrlOf(b.app), staff.headers);
    clients.push(client);
    const order = await placeOrder(a.app, f);
    const alert = StaffAlert.parse(JSON.parse((await client.waitFor(alertFor(order.orderNumber))).data));
    const read = await a.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${alert.id}/read`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(200);
    await client.waitFor((event) => event.event === STAFF_EVENTS.alertsChanged);
  });

  it('signing out through process A ends the stream held by process B at once', async () => {
    const staff = await staffWithSession(databaseA.db);
    const client = await openEventStream(baseUrlOf(b.app), staff.headers);
    clients.push(client);
    expect(client.status).toBe(200);
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: staff.headers });
    expect(logout.statusCode).toBe(200);
    // Well before the 25 s heartbeat that used to notice it.
    const ended = await Promise.race([
      client.ended.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
    ]);
    expect(ended).toBe(true);
  });
});
