import { afterAll, beforeAll } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import type { OrderStatus, Role } from '@matjar/core';
import {
  activityLogs,
  orderStatusHistory,
  orders,
  outbox,
  productVariants,
  products,
  type Db,
} from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from '../../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** An app, a catalogue of its own and one staff member of each role. */
export async function buildOrderWorkflowApp() {
  const t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
  const staff = {} as Record<Role, { id: number; username: string }>;
  for (const role of ['viewer', 'editor', 'admin', 'super_admin'] as const) {
    const user = await createStaffUser(t.database.db, { role });
    staff[role] = { id: user.id, username: user.username };
  }
  return { t, f, staff };
}

export type OrderWorkflowApp = Awaited<ReturnType<typeof buildOrderWorkflowApp>>;

/**
 * One app for a whole test file: built before its tests and closed after. The object is filled in by
 * beforeAll, so its fields are read only inside tests and hooks.
 */
export function useOrderWorkflowApp(): OrderWorkflowApp {
  const w = {} as OrderWorkflowApp;
  beforeAll(async () => {
    Object.assign(w, await buildOrderWorkflowApp());
  });
  afterAll(() => w.t?.close());
  return w;
}

/** Fresh headers of a staff member's session. */
export async function staffHeaders(db: Db, staffId: number) {
  return bearer(await createSessionToken(db, staffId));
}

/** A request made by the staff member of a role, with a session of its own. */
export async function callAsStaff(
  w: OrderWorkflowApp,
  role: Role,
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) {
  return w.t.app.inject({
    method,
    url,
    headers: await staffHeaders(w.t.database.db, w.staff[role].id),
    ...(payload ? { payload } : {}),
  });
}

/** PATCH /api/payments/order-status/:id, by an admin unless told. */
export function patchOrderStatus(w: OrderWorkflowApp, orderId: number, body: object, role: Role = 'admin') {
  return callAsStaff(w, role, 'PATCH', `/api/payments/order-status/${orderId}`, body);
}

/** DELETE /api/admin/orders/:id ("delete" archives), by an admin unless told. */
export function archiveOrder(w: OrderWorkflowApp, orderId: number, role: Role = 'admin') {
  return callAsStaff(w, role, 'DELETE', `/api/admin/orders/${orderId}`);
}

let shopper = 0;

/**
 * An order placed through create-order (so stock, lines and its first timeline row are real); each from a
 * shopper of its own, since one shopper's open orders are capped.
 */
export async function placeOrder(
  t: TestApp,
  f: CheckoutFixture,
  options: {
    items?: { product_id: number; variant_id?: number; quantity: number }[];
    paymentMethod?: 'cash' | 'online';
    locale?: 'ar' | 'en';
    whatsappOptIn?: boolean;
  } = {},
) {
  const n = ++shopper;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: {
        name: `Shopper ${n}`,
        email: `shopper-${n}@example.qa`,
        phone: `+974 6600 ${String(n).padStart(4, '0')}`,
      },
      items: options.items ?? [{ product_id: f.cable.id, quantity: 2 }],
      orderData: qatarAddress(n),
      paymentMethod: options.paymentMethod ?? 'cash',
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.whatsappOptIn !== undefined ? { whatsappOptIn: options.whatsappOptIn } : {}),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  const { orderNumber } = response.json<{ orderNumber: string }>();
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

/** Puts an order straight into a status (test set-up: the status machine is what the tests then exercise). */
export async function forceStatus(db: Db, orderId: number, status: OrderStatus) {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function stockOf(db: Db, productId: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function variantStockOf(db: Db, variantId: number) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function historyOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/** The status e-mails queued for an order (one per change). */
export async function statusMailsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'email:order-status'), like(outbox.dedupeKey, `order-status:${orderId}:%`)))
    .orderBy(asc(outbox.id));
}

export async function auditOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityType, entityType), eq(activityLogs.entityId, String(entityId))))
    .orderBy(asc(activityLogs.id));
}
