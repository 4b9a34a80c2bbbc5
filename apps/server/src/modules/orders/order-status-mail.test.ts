import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { formatMoney, maskIssuedGiftCard } from '@matjar/core';
import { giftCards, orders, outbox } from '@matjar/db';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { openTestShopCardCode } from '../gift-cards/testing/gift-codes-test-support.js';
import { issueGiftCards } from '../gift-cards/gift-card-issuer.js';
import { createPaymentsRepository } from '../payments/payments-repository.js';
import {
  auditOf,
  callAsStaff,
  patchOrderStatus,
  placeOrder,
  statusMailsOf,
  useOrderWorkflowApp,
} from './testing/order-workflow-test-support.js';

// What a status e-mail tells the shopper (decision 040): on a cancellation, the money and the gift-card codes;
// on the way, the tracking link and the delivery promise; on an order of gift cards only, nothing to track.

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;
const mailContext = { publicUrl: 'https://shop.example.qa', shopEmail: 'hello@shop.example.qa' };
const patch = (orderId: number, body: object) => patchOrderStatus(w, orderId, body);

async function lastStatusMail(orderId: number) {
  const mail = (await statusMailsOf(db(), orderId)).at(-1)!;
  return renderOutboxMail(mail.kind, mail.payload, mailContext);
}

/** A card order placed and paid (its codes issued, as the payment callback issues them). */
async function paidCardOrder(items: { product_id: number; variant_id?: number; quantity: number }[]) {
  const order = await placeOrder(w.t, w.f, { paymentMethod: 'online', locale: 'en', items });
  await db().transaction(async (tx) => {
    await createPaymentsRepository(tx).markOrderPaid(order.id);
    await issueGiftCards(tx, order.id, new Date(), w.t.app.giftCodeVault);
  });
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  return row!;
}

/** The order's cards, each code opened from its seal (null for a brand's, kept in the inventory). */
const codesOf = async (orderId: number) =>
  (await db().select().from(giftCards).where(eq(giftCards.orderId, orderId)).orderBy(asc(giftCards.id))).map(
    (card) => ({ ...card, code: openTestShopCardCode(card) }),
  );

describe('the cancellation e-mail says what happens to the money', () => {
  it('a paid card order: the amount is refunded to the card by the shop, and when to write', async () => {
    const order = await paidCardOrder([{ product_id: w.f.cable.id, quantity: 1 }]);
    expect(order.paymentStatus).toBe('completed');
    expect((await patch(order.id, { status: 'canceled' })).statusCode).toBe(200);
    const mail = await lastStatusMail(order.id);
    const amount = formatMoney(order.totalAmount, 'en');
    expect(mail.text).toContain(`You paid ${amount} by card, and we will refund it to the same card`);
    expect(mail.text).toContain('within 14 days, write to us');
    expect(mail.html).toContain(`You paid ${amount} by card`);
  });

  it('an unpaid card order was not charged; a cash order had nothing due (in Arabic too)', async () => {
    const unpaid = await placeOrder(w.t, w.f, { paymentMethod: 'online', locale: 'en' });
    expect((await patch(unpaid.id, { status: 'canceled' })).statusCode).toBe(200);
    const notCharged = await lastStatusMail(unpaid.id);
    expect(notCharged.text).toContain('you were not charged');
    expect(notCharged.text).not.toContain('refund');

    const cash = await placeOrder(w.t, w.f);
    expect((await patch(cash.id, { status: 'canceled' })).statusCode).toBe(200);
    const arabic = await lastStatusMail(cash.id);
    expect(arabic.text).toContain('لا شيء عليك دفعه: كان الدفع نقدًا عند الاستلام.');
    expect(arabic.text).not.toContain('نسترد');
  });
});

describe('cancelling a gift-card order voids its codes', () => {
  it('voids every live code, the replacement included, and the e-mail names them masked', async () => {
    const order = await paidCardOrder([
      { product_id: w.f.giftCard.id, variant_id: w.f.card50.id, quantity: 2 },
    ]);
    const issued = await codesOf(order.id);
    expect(issued).toHaveLength(2);
    // Staff replace one code (lost): the replacement belongs to the same order.
    const replaced = await callAsStaff(w, 'admin', 'POST', `/api/admin/gift-cards/${issued[0]!.id}/void`, {
      reason: 'lost',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const live = (await codesOf(order.id)).filter((card) => card.voidedAt === null);
    expect(live).toHaveLength(2);
    expect(live.some((card) => card.replacesId === issued[0]!.id)).toBe(true);

    expect((await patch(order.id, { status: 'canceled' })).statusCode).toBe(200);
    const after = await codesOf(order.id);
    expect(after.every((card) => card.voidedAt !== null)).toBe(true);
    for (const card of live) {
      const row = after.find((c) => c.id === card.id)!;
      expect(row.voidedBy).toBe(w.staff.admin.username);
      expect(row.voidReason).toContain('order canceled');
    }
    // The code voided before (lost) keeps its own reason.
    expect(after.find((c) => c.id === issued[0]!.id)!.voidReason).toBe('lost');

    const mail = await lastStatusMail(order.id);
    expect(mail.text).toContain('The gift-card codes of this order were voided and no longer work:');
    for (const card of live) {
      expect(mail.text).toContain(`- ${maskIssuedGiftCard(card)}`);
      expect(mail.text).not.toContain(card.code!);
      expect(mail.html).not.toContain(card.code!);
    }
    expect(mail.text).toContain('we will refund it to the same card');
    // Nothing to track for gift cards only.
    expect(mail.text).not.toContain('/track?t=');

    const audit = (await auditOf(db(), 'order', order.id)).at(-1)!;
    expect(audit.changes).toMatchObject({
      new: { status: 'canceled', gift_cards_voided: live.map((card) => card.id) },
    });
  });
});

describe('on its way: the tracking link and the promise', () => {
  it('confirmed and shipped carry the signed tracking link and the delivery days; delivered the link only', async () => {
    const order = await placeOrder(w.t, w.f, { locale: 'en' });
    for (const [from, to] of [
      ['pending', 'confirmed'],
      ['confirmed', 'shipped'],
    ] as const) {
      expect((await patch(order.id, { status: to, from })).statusCode).toBe(200);
      const mail = await lastStatusMail(order.id);
      const link = /https:\/\/shop\.example\.qa\/en\/track\?t=(\S+)/.exec(mail.text);
      expect(link, to).not.toBeNull();
      const token = decodeURIComponent(link![1]!);
      const tracked = await w.t.app.inject({
        method: 'GET',
        url: `/api/orders/track/${encodeURIComponent(token)}`,
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
      expect(mail.text).toMatch(/Delivery in \d–\d working days/);
    }
    expect((await patch(order.id, { status: 'delivered', from: 'shipped' })).statusCode).toBe(200);
    const delivered = await lastStatusMail(order.id);
    expect(delivered.text).toContain('/en/track?t=');
    expect(delivered.text).not.toMatch(/working days/);
  });

  it('an order of gift cards only has nothing to track or deliver', async () => {
    const order = await placeOrder(w.t, w.f, {
      paymentMethod: 'online',
      locale: 'en',
      items: [{ product_id: w.f.giftCard.id, variant_id: w.f.card100.id, quantity: 1 }],
    });
    await db().transaction((tx) => createPaymentsRepository(tx).markOrderPaid(order.id));
    expect((await patch(order.id, { status: 'shipped', from: 'confirmed' })).statusCode).toBe(200);
    const mail = await lastStatusMail(order.id);
    expect(mail.text).not.toContain('/track');
    expect(mail.text).not.toMatch(/working days|Delivery window/);
  });

  it('the queued e-mail holds its tracking token until sent (mail-headers.test.ts: scrubbed then)', async () => {
    const order = await placeOrder(w.t, w.f, { locale: 'en' });
    expect((await patch(order.id, { status: 'confirmed', from: 'pending' })).statusCode).toBe(200);
    const [queued] = await statusMailsOf(db(), order.id);
    expect((queued!.payload as { trackingToken?: string }).trackingToken).toMatch(/^\d+\.[\w-]{22}$/);
  });
});

describe('a replacement code names the code it replaces, masked', () => {
  it('says which code was voided without showing it', async () => {
    const order = await paidCardOrder([
      { product_id: w.f.giftCard.id, variant_id: w.f.card50.id, quantity: 1 },
    ]);
    const [card] = await codesOf(order.id);
    const replaced = await callAsStaff(w, 'admin', 'POST', `/api/admin/gift-cards/${card!.id}/void`, {
      reason: 'leaked',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `gift-card-replaced:${card!.id}`));
    const mail = renderOutboxMail(row!.kind, row!.payload, mailContext);
    expect(mail.text).toContain(`The voided code: ${maskIssuedGiftCard(card!)}`);
    expect(mail.text).not.toContain(card!.code!);
    expect(mail.html).toContain(maskIssuedGiftCard(card!));
  });
});
