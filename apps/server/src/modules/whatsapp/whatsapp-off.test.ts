import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { outbox } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { insertCheckoutFixture, ORDER_RATE_LIMITS_OFF } from '../checkout/testing/checkout-fixture.js';
import {
  patchOrderStatus,
  placeOrder,
  type OrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';
import { createStaffUser } from '../staff/testing/staff-test-support.js';

const w = {} as OrderWorkflowApp;
beforeAll(async () => {
  const t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 100 } });
  const admin = await createStaffUser(t.database.db, { role: 'admin' });
  Object.assign(w, { t, f, staff: { admin: { id: admin.id, username: admin.username } } });
});
afterAll(() => w.t?.close());

describe('WhatsApp off (WHATSAPP=off, nothing connected in Settings)', () => {
  it('keeps no opt-in and queues nothing, so switching WhatsApp on later sends no stale backlog', async () => {
    // A box ticked on a page shown before WhatsApp went off: not kept, nothing was promised.
    const order = await placeOrder(w.t, w.f, { locale: 'ar', whatsappOptIn: true });
    expect(order.whatsappOptIn).toBe(false);
    expect((await patchOrderStatus(w, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const rows = await w.t.database.db.select().from(outbox).where(like(outbox.kind, 'whatsapp:%'));
    expect(rows).toEqual([]);
    expect(await w.t.app.whatsappWorker.runOnce()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    expect((await w.t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook' })).statusCode).toBe(404);
    const handshake = '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1';
    expect((await w.t.app.inject({ method: 'GET', url: handshake })).statusCode).toBe(404);
  });

  it('the checkout is told not to offer the opt-in', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/store/cart/quote',
      payload: { items: [{ product_id: w.f.cable.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ whatsappUpdates: false });
  });
});
