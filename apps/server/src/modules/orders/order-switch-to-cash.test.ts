import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@matjar/core';
import { outbox, staffNotifications, transactions } from '@matjar/db';
import { applyPaymentOutcome } from '../payments/payment-outcome.js';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  orderRow,
  patchOrderStatus,
  placeOrder,
  stockOf,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;
const switchToCash = (id: number, role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  callAsStaff(w, role, 'POST', `/api/admin/orders/${id}/switch-to-cash`);

const confirmationOf = async (orderNumber: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `order-confirmation:${orderNumber}`))
  )[0];

describe('switching an unpaid card order to cash on delivery', () => {
  it('makes it a cash order that keeps its stock, sends its confirmation as cash, rings the alert, and is audited', async () => {
    const before = await stockOf(db(), w.f.cable.id);
    const order = await placeOrder(w.t, w.f, {
      paymentMethod: 'online',
      items: [{ product_id: w.f.cable.id, quantity: 3 }],
    });
    expect(order).toMatchObject({ paymentMethod: 'online', paymentStatus: 'pending' });
    expect(order.paymentExpiresAt).not.toBeNull();
    expect((await confirmationOf(order.orderNumber))!.nextAttemptAt.getUTCFullYear()).toBe(9999);
    for (const role of ['viewer', 'editor'] as const)
      expect((await switchToCash(order.id, role)).statusCode).toBe(403);

    const response = await switchToCash(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({
      paymentMethod: 'cash',
      paymentStatus: null,
      paymentExpiresAt: null,
      status: 'pending',
      stockReleasedAt: null,
      // Kept: a payment made on the old link afterwards is still recognised.
      paymentId: order.paymentId,
    });
    expect(await stockOf(db(), w.f.cable.id)).toBe(before - 3);
    const mail = await confirmationOf(order.orderNumber);
    expect(mail!.nextAttemptAt.getUTCFullYear()).toBeLessThan(9999);
    expect(mail!.payload).toMatchObject({ paymentMethod: 'cash' });
    const alerts = await db()
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.orderId, order.id));
    expect(alerts.length).toBeGreaterThan(0);
    const [pending] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(pending).toMatchObject({ status: 'cancelled' });
    const [entry] = await auditOf(db(), 'order', order.id);
    expect(entry).toMatchObject({
      actionType: 'UPDATE',
      entityName: order.orderNumber,
      username: w.staff.admin.username,
    });
    expect(entry!.changes).toEqual({ old: { payment_method: 'online' }, new: { payment_method: 'cash' } });

    // The expiry sweep leaves it: a cash order has no payment window.
    await w.t.app.payments.sweep(new Date(Date.now() + 60 * 60_000));
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'pending', paymentMethod: 'cash' });
    // It goes on as any cash order: staff confirm it.
    const confirmed = await patchOrderStatus(w, order.id, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);

    // A second switch is refused: it is cash already.
    const again = await switchToCash(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_NOT_UNPAID_CARD');
  });

  it('keeps a payment made afterwards on the old link on record; the order stays cash', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    expect((await switchToCash(order.id)).statusCode).toBe(200);
    const result = await db().transaction((tx) =>
      applyPaymentOutcome(
        tx,
        {
          gatewayName: 'sandbox',
          log: w.t.app.log,
          now: () => new Date(),
          vault: w.t.app.giftCodeVault,
          whatsapp: w.t.app.whatsappMessages,
        },
        {
          paymentId: order.paymentId!,
          status: 'completed',
          amount: order.totalAmount,
          transactionId: 'SBX0000000000AA',
          visaId: null,
          cardType: null,
        },
      ),
    );
    expect(result).toBe('paid-after-close');
    expect(await orderRow(db(), order.id)).toMatchObject({ paymentMethod: 'cash', paymentStatus: null });
    const rows = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.orderNumber, order.orderNumber));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'completed']);
  });

  it('refuses a paid, a cancelled, a cash and a gift-card order with a stable code in both languages', async () => {
    const cash = await placeOrder(w.t, w.f);
    const paid = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db().transaction((tx) =>
      applyPaymentOutcome(
        tx,
        {
          gatewayName: 'sandbox',
          log: w.t.app.log,
          now: () => new Date(),
          vault: w.t.app.giftCodeVault,
          whatsapp: w.t.app.whatsappMessages,
        },
        {
          paymentId: paid.paymentId!,
          status: 'completed',
          amount: paid.totalAmount,
          transactionId: 'SBX0000000000AB',
          visaId: null,
          cardType: null,
        },
      ),
    );
    const cancelled = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await forceStatus(db(), cancelled.id, 'canceled');
    for (const order of [cash, paid, cancelled]) {
      const response = await switchToCash(order.id);
      expect(response.statusCode, order.orderNumber).toBe(409);
      expect(response.json().error.code).toBe('ORDER_NOT_UNPAID_CARD');
    }
    const refusal = (await switchToCash(cash.id)).json().error;
    expect(refusal).toMatchObject({
      code: 'ORDER_NOT_UNPAID_CARD',
      message: ERRORS.ORDER_NOT_UNPAID_CARD.en,
      messageAr: ERRORS.ORDER_NOT_UNPAID_CARD.ar,
    });

    const giftCard = await placeOrder(w.t, w.f, {
      paymentMethod: 'online',
      items: [{ product_id: w.f.giftCard.id, variant_id: w.f.card50.id, quantity: 1 }],
    });
    const refused = await switchToCash(giftCard.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CASH_NOT_ALLOWED_FOR_GIFT_CARDS');
    expect(await orderRow(db(), giftCard.id)).toMatchObject({ paymentMethod: 'online' });
    expect((await switchToCash(999_999)).statusCode).toBe(404);
  });
});
