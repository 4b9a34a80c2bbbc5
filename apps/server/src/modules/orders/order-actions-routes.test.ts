import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@matjar/core';
import { giftCards, orderItems, orders, products, stockMovements } from '@matjar/db';
import {
  archiveOrder,
  auditOf,
  callAsStaff,
  forceStatus,
  orderRow,
  placeOrder,
  stockOf,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';
import { testShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';

const w = useOrderWorkflowApp();

const db = () => w.t.database.db;

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, role: Role, payload?: object) =>
  callAsStaff(w, role, method, url, payload);
const archive = (id: number, role?: Role) => archiveOrder(w, id, role);
const restore = (id: number, role: Role = 'super_admin') =>
  call('POST', `/api/admin/orders/${id}/restore`, role);

describe('archive ("delete") and restore', () => {
  it('archives an open order, returns its stock once, and audits it; a second delete is 404', async () => {
    const before = await stockOf(db(), w.f.cable.id);
    const order = await placeOrder(w.t, w.f, { items: [{ product_id: w.f.cable.id, quantity: 5 }] });
    await forceStatus(db(), order.id, 'confirmed');
    for (const role of ['viewer', 'editor'] as const)
      expect((await archive(order.id, role)).statusCode).toBe(403);

    const response = await archive(order.id);
    expect(response.statusCode).toBe(200);
    const row = await orderRow(db(), order.id);
    expect(row.archivedAt).not.toBeNull();
    expect(row.archivedBy).toBe(w.staff.admin.username);
    expect(row.status).toBe('confirmed');
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'order_canceled')));
    expect(movement).toMatchObject({ delta: 5, note: 'order archived', actorName: w.staff.admin.username });
    const [entry] = await auditOf(db(), 'order', order.id);
    expect(entry).toMatchObject({ actionType: 'DELETE', entityName: order.orderNumber });

    expect((await archive(order.id)).statusCode).toBe(404);
    expect((await archive(999_999)).statusCode).toBe(404);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
  });

  it('archives a delivered order without touching stock', async () => {
    const order = await placeOrder(w.t, w.f);
    await forceStatus(db(), order.id, 'delivered');
    const before = await stockOf(db(), w.f.cable.id);
    expect((await archive(order.id)).statusCode).toBe(200);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
  });

  it('refuses an order whose card payment is still open', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const response = await archive(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ORDER_PAYMENT_OPEN');
    expect((await orderRow(db(), order.id)).archivedAt).toBeNull();
  });

  it('restores (super_admin only): an open order takes its stock again, and a later cancel returns it once', async () => {
    const order = await placeOrder(w.t, w.f, { items: [{ product_id: w.f.cable.id, quantity: 2 }] });
    const before = await stockOf(db(), w.f.cable.id);
    await archive(order.id);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before + 2);

    expect((await restore(order.id, 'admin')).statusCode).toBe(403);
    const response = await restore(order.id);
    expect(response.statusCode).toBe(200);
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({
      archivedAt: null,
      archivedBy: null,
      status: 'pending',
      stockReleasedAt: null,
    });
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      actionType: 'UPDATE',
      username: w.staff.super_admin.username,
    });

    expect((await restore(order.id)).json().error.code).toBe('ORDER_NOT_ARCHIVED');
    const cancel = await call('PATCH', `/api/payments/order-status/${order.id}`, 'admin', {
      status: 'canceled',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before + 2);
  });

  it('refuses to restore an open order whose units were sold since; it stays archived', async () => {
    const order = await placeOrder(w.t, w.f, { items: [{ product_id: w.f.phone.id, quantity: 2 }] });
    await archive(order.id);
    await db().update(products).set({ stock: 1 }).where(eq(products.id, w.f.phone.id));
    const response = await restore(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'INSUFFICIENT_STOCK', params: { available: 1 } });
    expect(response.json().error.message).toContain(`Phone ${w.f.tag}`);
    expect(response.json().error.messageAr).toContain(`هاتف ${w.f.tag}`);
    expect((await orderRow(db(), order.id)).archivedAt).not.toBeNull();
    expect(await stockOf(db(), w.f.phone.id)).toBe(1);
  });

  it('restores a canceled order without taking stock', async () => {
    const order = await placeOrder(w.t, w.f);
    await call('PATCH', `/api/payments/order-status/${order.id}`, 'admin', { status: 'canceled' });
    const before = await stockOf(db(), w.f.cable.id);
    await archive(order.id);
    expect((await restore(order.id)).statusCode).toBe(200);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
  });
});

describe('cash received', () => {
  const mark = (id: number, amount: unknown, role: Role = 'admin', extra: object = {}) =>
    call('POST', `/api/admin/orders/${id}/cash-received`, role, { amount, ...extra });

  it('marks a delivered cash order once, with amount, who and when; audited', async () => {
    const order = await placeOrder(w.t, w.f);
    expect((await mark(order.id, order.totalAmount)).json().error.code).toBe('CASH_ORDER_NOT_DELIVERED');
    await forceStatus(db(), order.id, 'delivered');
    expect((await mark(order.id, order.totalAmount, 'editor')).statusCode).toBe(403);
    expect((await mark(order.id, -5)).statusCode).toBe(400);

    // A short amount needs a reason (see drivers/cash-received-routes.test.ts).
    const response = await mark(order.id, order.totalAmount - 100, 'admin', { reason: 'Short by one riyal' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      cash_received: { amount: order.totalAmount - 100, username: w.staff.admin.username },
    });
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({
      cashReceivedAmount: order.totalAmount - 100,
      cashReceivedBy: w.staff.admin.username,
    });
    expect(row.cashReceivedAt).not.toBeNull();
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      actionType: 'UPDATE',
      changes: { new: { cash_received_amount: order.totalAmount - 100, order_total: order.totalAmount } },
    });

    const again = await mark(order.id, order.totalAmount);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CASH_ALREADY_RECEIVED');
  });

  it('refuses a card order and a missing one', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db()
      .update(orders)
      .set({ status: 'delivered', paymentStatus: 'completed' })
      .where(eq(orders.id, order.id));
    expect((await mark(order.id, order.totalAmount)).json().error.code).toBe('CASH_NOT_CASH_ORDER');
    expect((await mark(999_999, 100)).statusCode).toBe(404);
  });

  // An amount of 0 was recorded, and then no corrected entry could replace it.
  it.each([0, -1, 1.5, '100', null])(
    'refuses the amount %j with 400 CASH_AMOUNT_POSITIVE, recording nothing',
    async (amount) => {
      const order = await placeOrder(w.t, w.f);
      await forceStatus(db(), order.id, 'delivered');
      const response = await mark(order.id, amount);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.issues[0]).toMatchObject({ path: ['body', 'amount'], code: 'CASH_AMOUNT_POSITIVE' });
      expect(error.issues[0].message).toBe('Enter the amount received: a sum above zero');
      expect(error.issues[0].messageAr).toBe('أدخل المبلغ المستلم: مبلغًا أكبر من صفر');
      expect((await orderRow(db(), order.id)).cashReceivedAt).toBeNull();
    },
  );
});

describe('cash received, corrected', () => {
  // A recorded amount that differs from the total carries its reason.
  const mark = (id: number, amount: number) =>
    call('POST', `/api/admin/orders/${id}/cash-received`, 'admin', { amount, reason: 'Counted at the door' });
  const correct = (id: number, body: object, role: Role = 'admin') =>
    call('PUT', `/api/admin/orders/${id}/cash-received`, role, body);

  async function deliveredWithCash(amount: number) {
    const order = await placeOrder(w.t, w.f);
    await forceStatus(db(), order.id, 'delivered');
    expect((await mark(order.id, amount)).statusCode).toBe(200);
    return order;
  }

  it('an admin sets the right amount with a reason; the receipt keeps who and when; old and new are audited', async () => {
    const order = await deliveredWithCash(1_000);
    const receipt = await orderRow(db(), order.id);
    const response = await correct(order.id, {
      amount: order.totalAmount,
      reason: 'أخطأ المندوب في العدّ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      cash_received: {
        amount: order.totalAmount,
        at: receipt.cashReceivedAt!.toISOString(),
        username: w.staff.admin.username,
        driver: null,
        difference: 0,
        difference_reason: null,
      },
    });
    expect(await orderRow(db(), order.id)).toMatchObject({
      cashReceivedAmount: order.totalAmount,
      cashReceivedAt: receipt.cashReceivedAt,
      cashReceivedBy: w.staff.admin.username,
    });
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      actionType: 'UPDATE',
      username: w.staff.admin.username,
      userRole: 'admin',
      changes: {
        old: { cash_received_amount: 1_000 },
        new: { cash_received_amount: order.totalAmount, reason: 'أخطأ المندوب في العدّ' },
      },
    });
  });

  it('is refused to roles below admin, without a reason, for 0, for the same amount, and before any cash', async () => {
    const order = await deliveredWithCash(2_000);
    for (const role of ['viewer', 'editor'] as const) {
      expect((await correct(order.id, { amount: 2_500, reason: 'x' }, role)).statusCode).toBe(403);
    }
    const noReason = await correct(order.id, { amount: 2_500, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.issues[0]).toMatchObject({ path: ['body', 'reason'], code: 'REQUIRED' });
    const zero = await correct(order.id, { amount: 0, reason: 'صفر' });
    expect(zero.json().error.issues[0]).toMatchObject({ code: 'CASH_AMOUNT_POSITIVE' });
    const same = await correct(order.id, { amount: 2_000, reason: 'نفس المبلغ' });
    expect([same.statusCode, same.json().error.code]).toEqual([409, 'CASH_CORRECTION_UNCHANGED']);
    expect(same.json().error.messageAr).toBeTruthy();

    const fresh = await placeOrder(w.t, w.f);
    await forceStatus(db(), fresh.id, 'delivered');
    const none = await correct(fresh.id, { amount: 100, reason: 'لا يوجد' });
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'CASH_NOT_RECEIVED']);
    expect((await correct(999_999, { amount: 100, reason: 'x' })).statusCode).toBe(404);
    expect((await orderRow(db(), order.id)).cashReceivedAmount).toBe(2_000);
  });
});

describe('internal notes', () => {
  it('adds a note by the staff member, audited; refuses an empty one and viewers', async () => {
    const order = await placeOrder(w.t, w.f);
    const url = `/api/admin/orders/${order.id}/notes`;
    const response = await call('POST', url, 'admin', { body: 'اتصل العميل: التوصيل بعد العصر' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      body: 'اتصل العميل: التوصيل بعد العصر',
      username: w.staff.admin.username,
    });
    expect(typeof response.json().id).toBe('number');
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({ actionType: 'CREATE' });
    expect((await call('POST', url, 'admin', { body: '   ' })).statusCode).toBe(400);
    expect((await call('POST', url, 'viewer', { body: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/orders/999999/notes', 'admin', { body: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('gift-card reveal', () => {
  it('answers the code, logs the reveal without it, and 404s for a card of another order', async () => {
    const order = await placeOrder(w.t, w.f);
    const other = await placeOrder(w.t, w.f);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const code = `TEST-${w.f.tag}-REVEAL`;
    const [card] = await db()
      .insert(giftCards)
      .values({
        ...testShopCardCode(code),
        orderId: order.id,
        orderItemId: line!.id,
        productName: 'بطاقة',
        denomination: 5_000,
        expiresAt: new Date('2099-01-01T00:00:00Z'),
      })
      .returning();
    const url = (orderId: number) => `/api/admin/orders/${orderId}/gift-cards/${card!.id}/reveal`;
    expect((await call('POST', url(order.id), 'editor')).statusCode).toBe(403);
    const response = await call('POST', url(order.id), 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code, pin: null });
    const audit = await auditOf(db(), 'gift_card', card!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.username).toBe(w.staff.admin.username);
    expect(JSON.stringify(audit)).not.toContain(code);

    const wrong = await call('POST', url(other.id), 'admin');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('GIFT_CARD_NOT_FOUND');
    expect(await auditOf(db(), 'gift_card', card!.id)).toHaveLength(1);
  });
});
