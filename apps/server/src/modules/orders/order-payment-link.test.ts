import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ERRORS } from '@matjar/core';
import { orders, outbox } from '@matjar/db';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { PAYMENT_LINK_KIND } from '../../mail/mail-queue.js';
import { PAYMENT_LINK_SENDINGS_MAX } from './order-payment-link.js';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  placeOrder,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;
const sendLink = (id: number, role: 'viewer' | 'editor' | 'admin' = 'admin') =>
  callAsStaff(w, role, 'POST', `/api/admin/orders/${id}/payment-link`);

const linkMails = (orderId: number) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, PAYMENT_LINK_KIND), like(outbox.dedupeKey, `payment-link:${orderId}:%`)));

describe("sending an unpaid card order's payment link again", () => {
  it('e-mails the order’s own payment page in its language, audited, and no more than the limit', async () => {
    const order = await placeOrder(w.t, w.f, { paymentMethod: 'online', locale: 'ar' });
    for (const role of ['viewer', 'editor'] as const)
      expect((await sendLink(order.id, role)).statusCode).toBe(403);

    const response = await sendLink(order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const [mail] = await linkMails(order.id);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(mail!.payload).toMatchObject({
      to: row!.customerEmail,
      locale: 'ar',
      orderNumber: order.orderNumber,
      paymentUrl: row!.paymentUrl,
      total: row!.totalAmount,
    });
    // The e-mail's one button is the payment page the order already has: no second payment is opened.
    const rendered = renderOutboxMail(PAYMENT_LINK_KIND, mail!.payload, {
      publicUrl: 'https://shop.example',
      shopEmail: 'shop@example.qa',
    });
    expect(rendered.html).toContain(row!.paymentUrl!);
    expect(rendered.text).toContain(row!.paymentUrl!);
    const [entry] = await auditOf(db(), 'order', order.id);
    expect(entry).toMatchObject({ actionType: 'UPDATE', username: w.staff.admin.username });
    expect(entry!.changes).toMatchObject({ new: { payment_link_sent: 1 } });

    for (let sent = 2; sent <= PAYMENT_LINK_SENDINGS_MAX; sent++) {
      expect((await sendLink(order.id)).statusCode).toBe(200);
    }
    expect(await linkMails(order.id)).toHaveLength(PAYMENT_LINK_SENDINGS_MAX);
    const enough = await sendLink(order.id);
    expect(enough.statusCode).toBe(409);
    expect(enough.json().error).toMatchObject({
      code: 'PAYMENT_LINK_RESENT_ENOUGH',
      message: ERRORS.PAYMENT_LINK_RESENT_ENOUGH.en,
      messageAr: ERRORS.PAYMENT_LINK_RESENT_ENOUGH.ar,
    });
  });

  it('refuses a cash, a paid-or-closed and an expired order, and one that does not exist', async () => {
    const cash = await placeOrder(w.t, w.f);
    const cashAnswer = await sendLink(cash.id);
    expect(cashAnswer.statusCode).toBe(409);
    expect(cashAnswer.json().error.code).toBe('PAYMENT_LINK_NOT_OPEN');

    const cancelled = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await forceStatus(db(), cancelled.id, 'canceled');
    expect((await sendLink(cancelled.id)).json().error.code).toBe('PAYMENT_LINK_NOT_OPEN');

    const late = await placeOrder(w.t, w.f, { paymentMethod: 'online' });
    await db()
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, late.id));
    const expired = await sendLink(late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('PAYMENT_LINK_EXPIRED');
    for (const id of [cash.id, cancelled.id, late.id]) expect(await linkMails(id)).toHaveLength(0);

    expect((await sendLink(999_999)).statusCode).toBe(404);
  });
});
