import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@matjar/core';
import { adminUsers, type Db } from '@matjar/db';
import { qatarAddress, type CheckoutFixture } from '../../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';

let orders = 0;

/** Places a cash order as a shopper of its own (one shopper's open orders are capped); answers its number. */
export async function placeOrder(
  app: FastifyInstance,
  fixture: CheckoutFixture,
  customerName = 'Mariam Al-Kuwari',
  paymentMethod: 'cash' | 'online' = 'cash',
) {
  const n = ++orders;
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: {
        name: customerName,
        email: `alerts-${process.pid}-${n}@example.com`,
        phone: `+974 5${String(n).padStart(3, '0')} ${String(process.pid % 10_000).padStart(4, '0')}`,
      },
      items: [{ product_id: fixture.cable.id, quantity: 1 }],
      orderData: qatarAddress(n),
      paymentMethod,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  return response.json<{ orderNumber: string; totalAmount: number; paymentUrl?: string }>();
}

/** Pays (or declines, with the sandbox's declined card) a card order on the sandbox's hosted page. */
export async function paySandbox(app: FastifyInstance, paymentUrl: string, outcome: 'pay' | 'decline') {
  const card = outcome === 'pay' ? '4242424242424242' : '4000000000000002';
  const path = new URL(paymentUrl).pathname;
  const paid = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=pay&card=${card}&expiry=12%2F99&cvc=123`,
  });
  const back = new URL(paid.headers.location as string);
  await app.inject({ method: 'GET', url: back.pathname + back.search });
}

/** A staff member with a session, receiving notifications unless told otherwise. */
export async function staffWithSession(
  db: Db,
  options: { role?: Role; receiveNotifications?: boolean; isActive?: boolean } = {},
) {
  const user = await createStaffUser(db, {
    role: options.role ?? 'viewer',
    isActive: options.isActive ?? true,
  });
  if (options.receiveNotifications === false) {
    await db.update(adminUsers).set({ receiveNotifications: false }).where(eq(adminUsers.id, user.id));
  }
  const token = await createSessionToken(db, user.id);
  return { id: user.id, token, headers: bearer(token) };
}

/** The http://127.0.0.1:port of an app that listens. */
export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Waits until every notification committed so far has reached this process: PostgreSQL delivers them to a
 * listener in commit order, so once our own marker arrives, everything before it has too.
 */
export async function notificationsDelivered(database: {
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}): Promise<void> {
  let arrived!: () => void;
  const marker = new Promise<void>((resolve) => (arrived = resolve));
  const stop = await database.listen('staff_alerts_test_marker', () => arrived());
  try {
    await database.notify('staff_alerts_test_marker', '');
    await marker;
  } finally {
    await stop();
  }
}
