import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatMoney, type Role } from '@matjar/core';
import { orderItems, orders, outbox, stockMovements } from '@matjar/db';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { createPaymentsRepository } from '../payments/payments-repository.js';
import {
  archiveOrder,
  auditOf,
  forceStatus,
  historyOf,
  orderRow,
  patchOrderStatus,
  placeOrder,
  statusMailsOf,
  stockOf,
  useOrderWorkflowApp,
  variantStockOf,
} from './testing/order-workflow-test-support.js';

const w = useOrderWorkflowApp();

const db = () => w.t.database.db;
const mailContext = { publicUrl: 'https://shop.example.qa' };

const patchStatus = (orderId: number, body: object, role?: Role) => patchOrderStatus(w, orderId, body, role);

const archive = (orderId: number) => archiveOrder(w, orderId);

describe('create-order starts the timeline', () => {
  it('writes created → pending by nobody, and keeps the variant name in both languages', async () => {
    const order = await placeOrder(w.t, w.f, {
      items: [{ product_id: w.f.laptop.id, variant_id: w.f.laptop32.id, quantity: 1 }],
    });
    expect(await historyOf(db(), order.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', username: null, adminUserId: null },
    ]);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ variantName: '32 جيجا', variantNameEn: '32 GB' });
  });
});

describe('cancelling returns the stock once', () => {
  it('returns the units through the ledger, by the staff member, and never twice (cancel twice, then archive)', async () => {
    const [cableBefore, laptopBefore, variantBefore] = [
      await stockOf(db(), w.f.cable.id),
      await stockOf(db(), w.f.laptop.id),
      await variantStockOf(db(), w.f.laptop16.id),
    ];
    const order = await placeOrder(w.t, w.f, {
      items: [
        { product_id: w.f.cable.id, quantity: 3 },
        { product_id: w.f.laptop.id, variant_id: w.f.laptop16.id, quantity: 1 },
      ],
    });
    expect(await stockOf(db(), w.f.cable.id)).toBe(cableBefore - 3);
    expect((await patchStatus(order.id, { status: 'confirmed', from: 'pending' })).statusCode).toBe(200);
    expect((await patchStatus(order.id, { status: 'canceled', from: 'confirmed' })).statusCode).toBe(200);
    const afterCancel = [
      await stockOf(db(), w.f.cable.id),
      await stockOf(db(), w.f.laptop.id),
      await variantStockOf(db(), w.f.laptop16.id),
    ];
    expect(afterCancel).toEqual([cableBefore, laptopBefore, variantBefore]);
    const returned = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'order_canceled')));
    expect(returned).toHaveLength(3);
    expect(returned.every((m) => m.actorName === w.staff.admin.username)).toBe(true);

    const again = await patchStatus(order.id, { status: 'canceled' });
    expect(again.statusCode).toBe(409);
    expect((await archive(order.id)).statusCode).toBe(200);
    expect([
      await stockOf(db(), w.f.cable.id),
      await stockOf(db(), w.f.laptop.id),
      await variantStockOf(db(), w.f.laptop16.id),
    ]).toEqual(afterCancel);
  });

  it('two cancellations at once return the units once', async () => {
    const before = await stockOf(db(), w.f.cable.id);
    const order = await placeOrder(w.t, w.f, { items: [{ product_id: w.f.cable.id, quantity: 4 }] });
    const responses = await Promise.all([
      patchStatus(order.id, { status: 'canceled' }),
      patchStatus(order.id, { status: 'cancelled' }, 'super_admin'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
  });

  it('an unpaid card order: its payment is closed and its held confirmation dropped', async () => {
    const before = await stockOf(db(), w.f.cable.id);
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    expect(order.paymentStatus).toBe('pending');
    const confirmationKey = `order-confirmation:${order.orderNumber}`;
    expect(await db().select().from(outbox).where(eq(outbox.dedupeKey, confirmationKey))).toHaveLength(1);
    const response = await patchStatus(order.id, { status: 'canceled', from: 'pending' });
    expect(response.json().order).toMatchObject({ status: 'canceled', payment_status: 'cancelled' });
    expect(await stockOf(db(), w.f.cable.id)).toBe(before);
    expect(await db().select().from(outbox).where(eq(outbox.dedupeKey, confirmationKey))).toEqual([]);
  });

  it('a paid card order: payment stays completed and the audit entry says a refund is due', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db()
      .update(orders)
      .set({ paymentStatus: 'completed', status: 'confirmed' })
      .where(eq(orders.id, order.id));
    const response = await patchStatus(order.id, { status: 'canceled', from: 'confirmed' });
    expect(response.json().order).toMatchObject({ status: 'canceled', payment_status: 'completed' });
    const entry = (await auditOf(db(), 'order', order.id)).at(-1)!;
    expect(entry.changes).toMatchObject({ new: { status: 'canceled', refund_due: order.totalAmount } });
    expect(entry.description).toContain('refund');
  });
});

describe('each change: audit entry and exactly one e-mail in the order’s language', () => {
  it('queues one e-mail per change, shipped twice included, none for a refused move', async () => {
    const order = await placeOrder(w.t, w.f, { locale: 'en' });
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'confirmed'],
      ['confirmed', 'shipped'],
      ['shipped', 'delivered'],
    ] as const) {
      expect((await patchStatus(order.id, { status: to, from })).statusCode).toBe(200);
    }
    expect((await patchStatus(order.id, { status: 'canceled' })).statusCode).toBe(409);
    const mails = await statusMailsOf(db(), order.id);
    expect(mails.map((m) => (m.payload as { status: string }).status)).toEqual([
      'confirmed',
      'shipped',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(new Set(mails.map((m) => m.dedupeKey)).size).toBe(5);
    const shipped = renderOutboxMail(mails[1]!.kind, mails[1]!.payload, mailContext);
    expect(shipped.to).toBe(order.customerEmail);
    expect(shipped.subject).toBe(`Your order #${order.shortNumber} is on its way — Matjar`);
    expect(shipped.html).toContain('<html lang="en" dir="ltr">');
    expect(shipped.text).toContain(`Cable ${w.f.tag}`);
    expect(shipped.text).toContain(formatMoney(order.totalAmount, 'en'));
    expect(shipped.text).toContain('in cash on delivery');

    const audit = await auditOf(db(), 'order', order.id);
    expect(audit.map((a) => a.changes)).toContainEqual({
      old: { status: 'shipped' },
      new: { status: 'delivered' },
    });
    expect(audit.every((a) => a.username === w.staff.admin.username && a.actionType === 'UPDATE')).toBe(true);
  });

  it('writes an Arabic order’s e-mail in Arabic', async () => {
    const order = await placeOrder(w.t, w.f);
    await patchStatus(order.id, { status: 'canceled' });
    const [mail] = await statusMailsOf(db(), order.id);
    const rendered = renderOutboxMail(mail!.kind, mail!.payload, mailContext);
    expect(rendered.subject).toBe(`تم إلغاء طلبك #${order.shortNumber} — متجر`);
    expect(rendered.html).toContain('<html lang="ar" dir="rtl">');
    expect(rendered.text).toContain(`كابل ${w.f.tag}`);
    expect(rendered.text).toContain(formatMoney(order.totalAmount, 'ar'));
  });
});

describe('system moves write the timeline too', () => {
  it('a completed payment (pending → confirmed) and a failed one (→ canceled), by nobody', async () => {
    const paid = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    const failed = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db().transaction(async (tx) => {
      await createPaymentsRepository(tx).markOrderPaid(paid.id);
      await createPaymentsRepository(tx).closeUnpaidOrder(failed.id, 'failed', 'payment_failed');
    });
    expect((await historyOf(db(), paid.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      username: null,
    });
    expect((await historyOf(db(), failed.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'canceled',
      username: null,
      // Why the system canceled it, kept as a code the order page words.
      reason: 'payment_failed',
    });
  });

  it('a payment for an order staff already moved on adds no row', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await forceStatus(db(), order.id, 'shipped');
    await db().transaction((tx) => createPaymentsRepository(tx).markOrderPaid(order.id));
    expect(await historyOf(db(), order.id)).toHaveLength(1);
    expect((await orderRow(db(), order.id)).status).toBe('shipped');
  });
});

describe('the order row after a move', () => {
  it('is what the answer says', async () => {
    const order = await placeOrder(w.t, w.f);
    const response = await patchStatus(order.id, { status: 'confirmed' });
    const row = await orderRow(db(), order.id);
    expect(response.json()).toEqual({
      success: true,
      order: {
        id: row.id,
        order_number: row.orderNumber,
        short_number: row.shortNumber,
        status: 'confirmed',
        payment_status: null,
      },
    });
  });
});
