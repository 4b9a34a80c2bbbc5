import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminGiftCard, AdminGiftCardListResponse } from '@matjar/core';
import { activityLogs, giftCards, orders } from '@matjar/db';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { signUpCustomer } from '../checkout/testing/checkout-fixture.js';
import {
  asStaff,
  buildGiftCardsTestApp,
  cardsOf,
  codesMailsOf,
  placeGiftCardOrder,
  type GiftCardsTestApp,
} from './testing/gift-cards-admin-test-support.js';

let g: GiftCardsTestApp;
beforeAll(async () => {
  g = await buildGiftCardsTestApp();
});
afterAll(() => g?.t.close());

const db = () => g.t.database.db;
const list = async (query = '') => {
  const response = await asStaff(g, 'admin', { method: 'GET', url: `/api/admin/gift-cards${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<AdminGiftCardListResponse>();
};
const verifyCodes = async (orderNumber: string, orderToken: string) => {
  const response = await g.t.app.inject({
    method: 'GET',
    url: `/api/payments/verify-order/${orderNumber}`,
    headers: { 'x-order-token': orderToken },
  });
  return response.json<{ order: { giftCards: { code: string }[] } }>().order.giftCards.map((c) => c.code);
};
const voidCard = (id: number, reason = 'Customer says the code leaked') =>
  asStaff(g, 'admin', { method: 'POST', url: `/api/admin/gift-cards/${id}/void`, payload: { reason } });
const resend = (id: number, key?: string) =>
  asStaff(g, 'admin', {
    method: 'POST',
    url: `/api/admin/gift-cards/${id}/resend`,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const mailContext = { publicUrl: 'https://shop.example.qa' };

describe('GET /api/admin/gift-cards', () => {
  it('lists issued codes newest first, masked, with order, buyer, product, value and state', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 2 });
    const body = await list('?page_size=2');
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.gift_cards).toHaveLength(2);
    const [newest, next] = body.gift_cards as [AdminGiftCard, AdminGiftCard];
    expect(newest.id).toBeGreaterThan(next.id);
    const [first] = await cardsOf(db(), order.id);
    expect(newest).toMatchObject({
      order_id: order.id,
      order_number: order.orderNumber,
      order_locale: 'en',
      customer_email: order.email,
      product_id: g.f.shopCard.id,
      product_name: g.f.shopCard.name,
      product_name_en: g.f.shopCard.nameEn,
      denomination: 5_000,
      state: 'active',
      voided_at: null,
      replaces_id: null,
      replaced_by_id: null,
    });
    expect(newest.masked_code).toBe('GIFT-50-••••');
    expect(JSON.stringify(body)).not.toContain(first!.code);
  });

  it('searches by order number and e-mail, never by any part of a code', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const other = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const ids = (body: AdminGiftCardListResponse) => body.gift_cards.map((c) => c.id);

    expect(ids(await list(`?q=${order.orderNumber}`))).toEqual([card!.id]);
    expect(ids(await list(`?q=${encodeURIComponent(order.email.toUpperCase())}`))).toEqual([card!.id]);
    expect(ids(await list(`?q=${other.orderNumber}`))).not.toContain(card!.id);
  });

  it('filters by state: active, expired and void', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 2 });
    const [expiring, voiding] = await cardsOf(db(), order.id);
    await db()
      .update(giftCards)
      .set({ expiresAt: new Date('2021-01-01T00:00:00Z') })
      .where(eq(giftCards.id, expiring!.id));
    expect((await voidCard(voiding!.id)).statusCode).toBe(200);
    const q = `&q=${order.orderNumber}`;
    const states = async (state: string) =>
      (await list(`?state=${state}${q}`)).gift_cards.map((c) => [c.id, c.state]);
    expect(await states('expired')).toEqual([[expiring!.id, 'expired']]);
    expect(await states('void')).toEqual([[voiding!.id, 'void']]);
    const active = await states('active');
    expect(active).toHaveLength(1);
    expect(active[0]![1]).toBe('active');
  });
});

describe('POST /api/admin/gift-cards/:id/void', () => {
  it('voids the code and issues one replacement: the account and the order page follow, the e-mail carries it', async () => {
    const customer = await signUpCustomer(g.t.app, {
      firstName: 'Noora',
      lastName: 'Al-Kuwari',
      email: `noora-${Date.now()}@example.qa`,
      phone: '+974 5511 2233',
    });
    const order = await placeGiftCardOrder(g, { quantity: 2, locale: 'en', cookie: customer.cookie });
    const [old, kept] = await cardsOf(db(), order.id);
    expect(await verifyCodes(order.orderNumber, order.orderToken)).toEqual([old!.code, kept!.code]);
    const mailsBefore = (await codesMailsOf(db(), order.orderNumber)).length;

    const response = await voidCard(old!.id, '  Leaked on a chat  ');
    expect(response.statusCode).toBe(200);
    const { voided, replacement } = response.json<{ voided: AdminGiftCard; replacement: AdminGiftCard }>();
    expect(voided).toMatchObject({
      id: old!.id,
      state: 'void',
      void_reason: 'Leaked on a chat',
      replaced_by_id: replacement.id,
    });
    expect(voided.voided_by).toBeTruthy();
    expect(replacement).toMatchObject({
      state: 'active',
      replaces_id: old!.id,
      order_id: order.id,
      product_id: old!.productId,
      denomination: old!.denomination,
    });
    // The same expiry, shown to the minute like every gift-card time of the back office.
    expect(replacement.expires_at).toBe(voided.expires_at);
    expect(Date.parse(replacement.expires_at)).toBe(Math.floor(old!.expiresAt.getTime() / 60_000) * 60_000);
    expect(response.body).not.toContain(old!.code);
    const [, , fresh] = await cardsOf(db(), order.id);
    expect(fresh!.id).toBe(replacement.id);
    expect(fresh!.orderItemId).toBe(old!.orderItemId);
    expect(fresh!.code).not.toBe(old!.code);
    expect(fresh!.code.startsWith('GIFT-50-')).toBe(true);

    // The storefront's confirmation showed the codes once, before the void; it shows none again, the
    // replacement included: that travels by e-mail and the account page.
    expect(await verifyCodes(order.orderNumber, order.orderToken)).toEqual([]);

    // So does the customer's account page.
    const account = await g.t.app.inject({
      method: 'GET',
      url: '/api/store/account/orders',
      headers: { cookie: customer.cookie },
    });
    const accountOrder = account
      .json<{ orders: { orderNumber: string; giftCards: { code: string }[] }[] }>()
      .orders.find((o) => o.orderNumber === order.orderNumber)!;
    expect(accountOrder.giftCards.map((c) => c.code)).toEqual([kept!.code, fresh!.code]);

    // Exactly one e-mail, in the order's language, holding only the replacement.
    const mails = await codesMailsOf(db(), order.orderNumber);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = renderOutboxMail(mails.at(-1)!.kind, mails.at(-1)!.payload, mailContext);
    expect(mail.to).toBe(order.email);
    expect(mail.subject).toContain('replacement gift-card code');
    expect(mail.text).toContain(fresh!.code);
    expect(mail.text).not.toContain(old!.code);
    expect(mail.text).not.toContain(kept!.code);

    // The order page strikes the old code through and names its replacement.
    const page = await asStaff(g, 'viewer', { method: 'GET', url: `/api/admin/orders/${order.id}` });
    const pageCards = page.json<{ items: { gift_cards: { id: number }[] }[] }>().items[0]!.gift_cards;
    expect(pageCards).toEqual([
      expect.objectContaining({ id: old!.id, void_reason: 'Leaked on a chat', replaced_by_id: fresh!.id }),
      expect.objectContaining({ id: kept!.id, voided_at: null }),
      expect.objectContaining({ id: fresh!.id, replaces_id: old!.id, voided_at: null }),
    ]);

    // Audited, without any code.
    const entries = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'gift_card'), eq(activityLogs.entityId, String(old!.id))));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(old!.code);
    expect(JSON.stringify(entries)).not.toContain(fresh!.code);
    expect(entries[0]!.description).toContain(`#${fresh!.id}`);
  });

  it('answers 409 GIFT_CARD_VOIDED the second time, queuing nothing more; the void code cannot be revealed', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1, locale: 'ar' });
    const [card] = await cardsOf(db(), order.id);
    expect((await voidCard(card!.id)).statusCode).toBe(200);
    const mails = (await codesMailsOf(db(), order.orderNumber)).length;
    const again = await voidCard(card!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('GIFT_CARD_VOIDED');
    expect(await codesMailsOf(db(), order.orderNumber)).toHaveLength(mails);
    expect(await cardsOf(db(), order.id)).toHaveLength(2);

    const reveal = await asStaff(g, 'admin', {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/gift-cards/${card!.id}/reveal`,
    });
    expect(reveal.statusCode).toBe(409);
    expect(reveal.json().error.code).toBe('GIFT_CARD_VOIDED');

    // The Arabic order's replacement e-mail is in Arabic.
    const last = (await codesMailsOf(db(), order.orderNumber)).at(-1)!;
    expect(renderOutboxMail(last.kind, last.payload, mailContext).subject).toContain('رمز بديل');
  });

  it('two staff voiding the same code at once: one replacement, one 409, one e-mail', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    const mails = (await codesMailsOf(db(), order.orderNumber)).length;
    const answers = await Promise.all([voidCard(card!.id, 'first'), voidCard(card!.id, 'second')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await cardsOf(db(), order.id)).toHaveLength(2);
    expect(await codesMailsOf(db(), order.orderNumber)).toHaveLength(mails + 1);
  });

  it('requires a reason of bounded length, answers 404 for an unknown card, and is for admins', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    expect((await voidCard(card!.id, '   ')).statusCode).toBe(400);
    expect((await voidCard(card!.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await voidCard(999_999)).statusCode).toBe(404);
    const editor = await asStaff(g, 'editor', {
      method: 'POST',
      url: `/api/admin/gift-cards/${card!.id}/void`,
      payload: { reason: 'no' },
    });
    expect(editor.statusCode).toBe(403);
    expect((await cardsOf(db(), order.id))[0]!.voidedAt).toBeNull();
  });
});

describe('POST /api/admin/gift-cards/:id/resend', () => {
  it('queues one e-mail per request with the codes that still count, once per Idempotency-Key', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 2, locale: 'en' });
    const [old, kept] = await cardsOf(db(), order.id);
    await voidCard(old!.id);
    const fresh = (await cardsOf(db(), order.id))[2]!;
    const before = (await codesMailsOf(db(), order.orderNumber)).length;

    const first = await resend(kept!.id, 'click-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, codes: 2, queued: true });
    // The same click submitted twice queues nothing more; a new click queues another.
    expect((await resend(kept!.id, 'click-1')).json()).toMatchObject({ queued: false });
    expect((await resend(kept!.id)).json()).toMatchObject({ queued: true });

    const mails = await codesMailsOf(db(), order.orderNumber);
    expect(mails).toHaveLength(before + 2);
    const mail = renderOutboxMail(mails.at(-1)!.kind, mails.at(-1)!.payload, mailContext);
    // Named by its short number (D20).
    expect(mail.subject).toBe(`Your gift-card codes for order #${order.shortNumber} — Matjar`);
    expect(mail.text).toContain(kept!.code);
    expect(mail.text).toContain(fresh.code);
    expect(mail.text).not.toContain(old!.code);

    const entries = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'gift_card'), eq(activityLogs.entityId, String(kept!.id))));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(kept!.code);
  });

  it('refuses with 409 GIFT_CARD_NOT_PAID when the payment is not complete', async () => {
    const order = await placeGiftCardOrder(g, { quantity: 1 });
    const [card] = await cardsOf(db(), order.id);
    // A payment undone after the codes were issued (a chargeback recorded by hand) is no longer complete.
    await db().update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
    const before = (await codesMailsOf(db(), order.orderNumber)).length;
    const response = await resend(card!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('GIFT_CARD_NOT_PAID');
    expect(await codesMailsOf(db(), order.orderNumber)).toHaveLength(before);
    expect((await resend(999_999)).statusCode).toBe(404);
  });
});
