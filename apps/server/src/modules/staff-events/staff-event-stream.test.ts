import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_STREAMS_PER_STAFF, StaffAlert, STAFF_EVENTS } from '@matjar/core';
import { buildTestApp } from '../../testing/test-app.js';
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
import { bearer, createSessionToken } from '../staff/testing/staff-test-support.js';
import { baseUrlOf, placeOrder, staffWithSession } from './testing/staff-events-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
let baseUrl: string;
const clients: EventStreamClient[] = [];
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = baseUrlOf(t.app);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

async function open(headers: Record<string, string>) {
  const client = await openEventStream(baseUrl, headers);
  clients.push(client);
  return client;
}
const alertOf = (event: ReceivedEvent) => StaffAlert.parse(JSON.parse(event.data));
const alertFor = (orderNumber: string) => (event: ReceivedEvent) =>
  event.event === STAFF_EVENTS.alert && alertOf(event).order_number === orderNumber;

describe('GET /api/admin/events', () => {
  it('is an uncompressed, uncached event stream with a retry hint', async () => {
    const staff = await staffWithSession(t.database.db);
    const client = await open({ ...staff.headers, 'accept-encoding': 'gzip, br' });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    client.close();
  });

  it('sends the unread alerts on connect, then each new order live with its id', async () => {
    const staff = await staffWithSession(t.database.db, { role: 'admin' });
    const earlier = await placeOrder(t.app, f, 'Before Connecting');
    const client = await open(staff.headers);
    const caughtUp = await client.waitFor(alertFor(earlier.orderNumber));
    expect(alertOf(caughtUp).customer_name).toBe('Before Connecting');

    const order = await placeOrder(t.app, f, 'عائشة');
    const live = await client.waitFor(alertFor(order.orderNumber));
    const alert = alertOf(live);
    expect(live.id).toBe(String(alert.id));
    expect(alert).toMatchObject({ customer_name: 'عائشة', total_amount: order.totalAmount });
    expect(Number(live.id)).toBeGreaterThan(Number(caughtUp.id));
    client.close();
  });

  it("shows a role that does not handle orders the shopper's initial, caught up and live", async () => {
    const viewer = await staffWithSession(t.database.db, { role: 'viewer' });
    const earlier = await placeOrder(t.app, f, 'Mariam Al-Kuwari');
    const client = await open(viewer.headers);
    expect(alertOf(await client.waitFor(alertFor(earlier.orderNumber))).customer_name).toBe('M.');
    const order = await placeOrder(t.app, f, 'عائشة');
    expect(alertOf(await client.waitFor(alertFor(order.orderNumber))).customer_name).toBe('ع.');
    client.close();
  });

  it('on reconnect with Last-Event-ID sends exactly the unread alerts missed meanwhile', async () => {
    const staff = await staffWithSession(t.database.db);
    const seen = await placeOrder(t.app, f);
    const first = await open(staff.headers);
    const lastSeen = await first.waitFor(alertFor(seen.orderNumber));
    first.close();

    const missed = [await placeOrder(t.app, f, 'Missed One'), await placeOrder(t.app, f, 'Missed Two')];
    const again = await open({ ...staff.headers, 'last-event-id': lastSeen.id! });
    await again.waitFor(alertFor(missed[1]!.orderNumber));
    const alerts = again.events.filter((e) => e.event === STAFF_EVENTS.alert).map(alertOf);
    // Oldest first, so the browser's Last-Event-ID ends on the newest; nothing before the id is repeated.
    expect(alerts.map((a) => a.order_number)).toEqual(missed.map((m) => m.orderNumber));
    again.close();
  });

  it('tells every open window of the staff member when alerts are read, and nobody else', async () => {
    const staff = await staffWithSession(t.database.db);
    const colleague = await staffWithSession(t.database.db);
    const order = await placeOrder(t.app, f);
    const [tabA, tabB, other] = [
      await open(staff.headers),
      await open(staff.headers),
      await open(colleague.headers),
    ];
    const alert = alertOf(await tabA.waitFor(alertFor(order.orderNumber)));
    await other.waitFor(alertFor(order.orderNumber));

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${alert.id}/read`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(200);
    const changed = (event: ReceivedEvent) => event.event === STAFF_EVENTS.alertsChanged;
    await tabA.waitFor(changed);
    const onB = await tabB.waitFor(changed);
    expect(onB.id).toBeUndefined();

    // The colleague's stream sees their own change, and nothing of the first staff member's before it.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read-all',
      headers: colleague.headers,
    });
    await other.waitFor(changed);
    expect(other.events.filter(changed)).toHaveLength(1);
    for (const client of [tabA, tabB, other]) client.close();
  });

  it(`refuses a staff member's stream past ${MAX_EVENT_STREAMS_PER_STAFF} in one process with 429`, async () => {
    const staff = await staffWithSession(t.database.db);
    const open10 = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_STAFF; i += 1) open10.push(await open(staff.headers));
    expect(open10.every((client) => client.status === 200)).toBe(true);
    const refused = await open(staff.headers);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body()).error.code).toBe('TOO_MANY_EVENT_STREAMS');
    // Another staff member is unaffected.
    const colleague = await open((await staffWithSession(t.database.db)).headers);
    expect(colleague.status).toBe(200);
    for (const client of [...open10, colleague]) client.close();
  });

  it('ends the open streams when the server closes, so shutting down does not wait for them', async () => {
    const other = await buildTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const staff = await staffWithSession(t.database.db);
    const client = await openEventStream(baseUrlOf(other.app), staff.headers);
    expect(client.status).toBe(200);
    await other.close();
    await client.ended;
    expect(other.app.staffEvents.openCount()).toBe(0);
  });

  // A stream whose session ended stayed open until the next heartbeat (25 s).
  describe('ends at once when the session does, long before the heartbeat', () => {
    /**
     * Whether the server ended the stream within `ms` (5 s by default; the heartbeat is 25 s away). Checked
     * after the stream that must end has ended, a short wait is enough for one that must stay: the ended
     * sessions were handled by then.
     */
    const endsAtOnce = (client: EventStreamClient, ms = 5_000) =>
      Promise.race([
        client.ended.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref()),
      ]);
    const staysOpen = async (client: EventStreamClient) => !(await endsAtOnce(client, 300));
    const superAdmin = async () => (await staffWithSession(t.database.db, { role: 'super_admin' })).headers;
    async function streams(staff: { headers: Record<string, string> }) {
      const own = await open(staff.headers);
      const colleague = await open((await staffWithSession(t.database.db)).headers);
      expect([own.status, colleague.status]).toEqual([200, 200]);
      return { own, colleague };
    }

    it('on sign-out', async () => {
      const staff = await staffWithSession(t.database.db);
      const { own, colleague } = await streams(staff);
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: staff.headers });
      expect(logout.statusCode).toBe(200);
      expect(await endsAtOnce(own)).toBe(true);
      expect(await staysOpen(colleague)).toBe(true);
    });

    it('on deactivation', async () => {
      const staff = await staffWithSession(t.database.db);
      const { own, colleague } = await streams(staff);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/users/${staff.id}`,
        headers: await superAdmin(),
        payload: { is_active: false },
      });
      expect(response.statusCode).toBe(200);
      expect(await endsAtOnce(own)).toBe(true);
      expect(await staysOpen(colleague)).toBe(true);
    });

    it('on deletion', async () => {
      const staff = await staffWithSession(t.database.db);
      const { own, colleague } = await streams(staff);
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/users/${staff.id}`,
        headers: await superAdmin(),
      });
      expect(response.statusCode).toBe(200);
      expect(await endsAtOnce(own)).toBe(true);
      expect(await staysOpen(colleague)).toBe(true);
      expect(t.app.staffEvents.openCount()).toBeGreaterThan(0);
    });

    it("on a new password, every other session's stream but not the one that changed it", async () => {
      const boss = await staffWithSession(t.database.db, { role: 'super_admin' });
      const other = bearer(await createSessionToken(t.database.db, boss.id));
      const [mine, elsewhere] = [await open(boss.headers), await open(other)];
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/users/${boss.id}`,
        headers: boss.headers,
        payload: { password: 'a-new-secret-1' },
      });
      expect(response.statusCode).toBe(200);
      expect(await endsAtOnce(elsewhere)).toBe(true);
      expect(await staysOpen(mine)).toBe(true);
    });
  });
});
