import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { outbox } from '@matjar/db';
import { buildTestApp } from '../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
} from '../modules/checkout/testing/checkout-fixture.js';
import {
  patchOrderStatus,
  placeOrder,
  type OrderWorkflowApp,
} from '../modules/orders/testing/order-workflow-test-support.js';
import { createStaffUser } from '../modules/staff/testing/staff-test-support.js';

const w = {} as OrderWorkflowApp;
beforeAll(async () => {
  const t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 100 } });
  const admin = await createStaffUser(t.database.db, { role: 'admin' });
  Object.assign(w, { t, f, staff: { admin: { id: admin.id, username: admin.username } } });
});
afterAll(() => w.t?.close());

describe('WHATSAPP=off', () => {
  it('keeps the opt-in but queues nothing, so switching WhatsApp on later sends no stale backlog', async () => {
    const order = await placeOrder(w.t, w.f, { locale: 'ar', whatsappOptIn: true });
    expect(order.whatsappOptIn).toBe(true);
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const rows = await w.t.database.db.select().from(outbox).where(like(outbox.kind, 'whatsapp:%'));
    expect(rows).toEqual([]);
    expect(w.t.app.whatsappWorker).toBeUndefined();
    expect((await w.t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook' })).statusCode).toBe(404);
  });
});
