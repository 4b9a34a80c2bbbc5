import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminStaffAlertsResponse } from '@matjar/core';
import { orders, staffNotifications } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';
import {
  notificationsDelivered,
  paySandbox,
  placeOrder,
  staffWithSession,
} from './testing/staff-events-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db);
});
afterAll(() => t?.close());

const alertsOf = async (adminUserId: number, orderNumber: string) =>
  t.database.db
    .select({ id: staffNotifications.id })
    .from(staffNotifications)
    .innerJoin(orders, eq(orders.id, staffNotifications.orderId))
    .where(and(eq(staffNotifications.adminUserId, adminUserId), eq(orders.orderNumber, orderNumber)));

async function unread(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers });
  expect(response.statusCode).toBe(200);
  return AdminStaffAlertsResponse.parse(response.json());
}

const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });

describe('an order writes alerts', () => {
  it('for every active staff member whose receive_notifications is on, and nobody else', async () => {
    const on = await staffWithSession(t.database.db, { role: 'viewer' });
    const admin = await staffWithSession(t.database.db, { role: 'super_admin' });
    const off = await staffWithSession(t.database.db, { receiveNotifications: false });
    const inactive = await staffWithSession(t.database.db, { isActive: false });
    const { orderNumber } = await placeOrder(t.app, f);
    expect(await alertsOf(on.id, orderNumber)).toHaveLength(1);
    expect(await alertsOf(admin.id, orderNumber)).toHaveLength(1);
    expect(await alertsOf(off.id, orderNumber)).toHaveLength(0);
    expect(await alertsOf(inactive.id, orderNumber)).toHaveLength(0);
  });

  it('a card order rings only once it is paid; a declined attempt never does', async () => {
    const staff = await staffWithSession(t.database.db, { role: 'admin' });
    const paid = await placeOrder(t.app, f, 'Card Shopper', 'online');
    expect(await alertsOf(staff.id, paid.orderNumber)).toHaveLength(0);
    await paySandbox(t.app, paid.paymentUrl!, 'pay');
    expect(await alertsOf(staff.id, paid.orderNumber)).toHaveLength(1);

    const declined = await placeOrder(t.app, f, 'Declined Shopper', 'online');
    await paySandbox(t.app, declined.paymentUrl!, 'decline');
    const [row] = await t.database.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderNumber, declined.orderNumber));
    expect(row?.paymentStatus).toBe('failed');
    expect(await alertsOf(staff.id, declined.orderNumber)).toHaveLength(0);
  });

  it('writes them in the order’s transaction: an order that fails leaves no alert and sends no NOTIFY', async () => {
    const staff = await staffWithSession(t.database.db);
    const before = (await unread(staff.headers)).unread_count;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Nobody', email: 'nobody@example.com', phone: '+974 5000 0000' },
        items: [{ product_id: f.soldOut.id, quantity: 1 }],
        orderData: qatarAddress('Alerts street'),
        paymentMethod: 'cash',
      },
    });
    expect(response.statusCode).toBe(409);
    expect((await unread(staff.headers)).unread_count).toBe(before);
  });
});

describe('the unread list and its changes', () => {
  it('lists the caller’s own unread alerts newest first with the customer and total', async () => {
    const staff = await staffWithSession(t.database.db, { role: 'admin' });
    const viewer = await staffWithSession(t.database.db, { role: 'viewer' });
    const first = await placeOrder(t.app, f, 'First Customer');
    const second = await placeOrder(t.app, f, 'عميل ثان');
    const list = await unread(staff.headers);
    expect(list.unread_count).toBe(2);
    expect(list.alerts.map((a) => a.order_number)).toEqual([second.orderNumber, first.orderNumber]);
    expect(list.alerts[0]).toMatchObject({ customer_name: 'عميل ثان', total_amount: second.totalAmount });
    expect(new Date(list.alerts[0]!.created_at).toISOString()).toBe(list.alerts[0]!.created_at);
    // A role that does not handle orders reads the shopper's initial, as in the orders.
    const masked = await unread(viewer.headers);
    expect(masked.alerts.map((a) => a.customer_name)).toEqual(['ع.', 'F.']);
  });

  it('read and dismiss take one alert out of the list; read-all the rest; each announces the change', async () => {
    const staff = await staffWithSession(t.database.db);
    for (let i = 0; i < 4; i += 1) await placeOrder(t.app, f);
    const announced: string[] = [];
    const stop = await t.database.listen(CHANNELS.staffAlertsChanged, (payload) => announced.push(payload));
    try {
      const [a, b] = (await unread(staff.headers)).alerts;
      const read = await post(`/api/admin/notifications/${a!.id}/read`, staff.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, unread_count: 3 });
      const dismissed = await post(`/api/admin/notifications/${b!.id}/dismiss`, staff.headers);
      expect(dismissed.json()).toEqual({ success: true, unread_count: 2 });
      // Reading an alert already read changes nothing and is not an error (two tabs clicking at once).
      expect((await post(`/api/admin/notifications/${a!.id}/dismiss`, staff.headers)).json()).toEqual({
        success: true,
        unread_count: 2,
      });
      const all = await post('/api/admin/notifications/read-all', staff.headers);
      expect(all.json()).toEqual({ success: true, unread_count: 0 });
      expect((await unread(staff.headers)).alerts).toEqual([]);

      const [row] = await t.database.db
        .select()
        .from(staffNotifications)
        .where(eq(staffNotifications.id, a!.id));
      expect(row!.readAt).not.toBeNull();
      expect(row!.dismissedAt).toBeNull();
      await notificationsDelivered(t.database);
      expect(announced).toEqual(Array(4).fill(JSON.stringify({ staff: staff.id })));
    } finally {
      await stop();
    }
  });

  it('another staff member’s alert answers 404, as does an id nobody has, and is left unread', async () => {
    const owner = await staffWithSession(t.database.db);
    const other = await staffWithSession(t.database.db, { role: 'super_admin' });
    await placeOrder(t.app, f);
    const [alert] = (await unread(owner.headers)).alerts;
    for (const action of ['read', 'dismiss']) {
      const response = await post(`/api/admin/notifications/${alert!.id}/${action}`, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'STAFF_ALERT_NOT_FOUND',
        messageAr: 'التنبيه غير موجود',
      });
    }
    expect((await post('/api/admin/notifications/999999/read', owner.headers)).statusCode).toBe(404);
    // read-all of someone else reads only their own.
    await post('/api/admin/notifications/read-all', other.headers);
    expect((await unread(owner.headers)).alerts.map((a) => a.id)).toContain(alert!.id);
  });

  it('refuses an id that is not a positive number with 400', async () => {
    const staff = await staffWithSession(t.database.db);
    expect((await post('/api/admin/notifications/abc/read', staff.headers)).statusCode).toBe(400);
    expect((await post('/api/admin/notifications/0/dismiss', staff.headers)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(401);
  });
});
