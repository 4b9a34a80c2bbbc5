import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AdminGiftCardLedgerResponse,
  AdminOrderRefundsResponse,
  AdminRefundResponse,
  StoreGiftCardBalanceResponse,
} from '@matjar/core';
import { activityLogs, giftCardLedger, giftCards, orders, outbox, refunds } from '@matjar/db';
import { applyPaymentOutcome } from '../payments/payment-outcome.js';
import { qatarAddress } from '../checkout/testing/checkout-fixture.js';
import { newRequestKey } from '../refunds/testing/refund-test-support.js';
import { openTestShopCardCode } from './testing/gift-codes-test-support.js';
import {
  asStaff,
  buildGiftCardsTestApp,
  cardsOf,
  placeGiftCardOrder,
  type GiftCardsTestApp,
} from './testing/gift-cards-admin-test-support.js';

let g: GiftCardsTestApp;
const db = () => g.t.database.db;

beforeAll(async () => {
  g = await buildGiftCardsTestApp();
});
afterAll(() => g?.t.close());

let shoppers = 0;
let addresses = 0;
const nextIp = () => `10.46.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/** create-order for the speaker (200 QAR, delivered in Doha), optionally paid in part by a gift card. */
function order(
  options: {
    code?: string;
    paymentMethod?: 'cash' | 'online';
    items?: { product_id: number; variant_id?: number; quantity: number }[];
    ip?: string;
  } = {},
) {
  const n = ++shoppers;
  const items = options.items ?? [{ product_id: g.f.speaker.id, quantity: 1 }];
  const physical = items.some((item) => item.product_id === g.f.speaker.id);
  return g.t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    remoteAddress: options.ip ?? nextIp(),
    payload: {
      customer: {
        name: `Spender ${n}`,
        email: `spender-${n}-${process.pid}@example.qa`,
        ...(physical
          ? { phone: `+974 5${String(n).padStart(3, '0')} ${String(process.pid % 10_000).padStart(4, '0')}` }
          : {}),
      },
      items,
      ...(physical ? { orderData: qatarAddress(`Gift street ${n}`) } : {}),
      paymentMethod: options.paymentMethod ?? 'cash',
      ...(options.code ? { giftCardCode: options.code } : {}),
      locale: 'en',
    },
  });
}

const orderRow = async (orderNumber: string) =>
  (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
/** A card row, its code opened from its seal (the row itself holds only the hash and the sealed code). */
const cardRow = async (id: number) => {
  const [card] = await db().select().from(giftCards).where(eq(giftCards.id, id));
  return { ...card!, code: openTestShopCardCode(card!)! };
};
const ledgerOf = (cardId: number) =>
  db()
    .select()
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, cardId))
    .orderBy(asc(giftCardLedger.id));

/** A fresh shop card of 50 QAR, bought and paid through the payment path; its balance set by staff if asked. */
async function freshCard(balance?: number) {
  const bought = await placeGiftCardOrder(g, { quantity: 1 });
  const [card] = await cardsOf(db(), bought.id);
  if (balance !== undefined && balance !== card!.balance) {
    const moved = await adjust(card!.id, balance - card!.balance, 'Set for the test');
    expect(moved.statusCode).toBe(200);
  }
  return card!;
}

const adjust = (id: number, amount: number, reason: string, role: 'admin' | 'viewer' = 'admin') =>
  asStaff(g, role, {
    method: 'POST',
    url: `/api/admin/gift-cards/${id}/adjust`,
    payload: { amount, reason },
  });

/** The ledger's sum must be the card's balance: the one invariant every test below ends on. */
async function expectLedgerAgrees(cardId: number) {
  const [row] = await db()
    .select({ sum: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)::int` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, cardId));
  const card = await cardRow(cardId);
  expect(card.balance).toBe(row!.sum);
  expect(card.balance).toBeGreaterThanOrEqual(0);
}

describe('a shop card bought is issued with its whole value on the ledger', () => {
  it('writes one issue row of the denomination', async () => {
    const card = await freshCard();
    expect(card.code).toMatch(/^GIFT-50-/);
    expect(card.balance).toBe(5_000);
    const rows = await ledgerOf(card.id);
    expect(rows).toMatchObject([{ kind: 'issue', amount: 5_000, balanceAfter: 5_000 }]);
  });
});

describe('spending at checkout', () => {
  it('pays part of a cash order; the rest is cash due; typed loosely it is found all the same', async () => {
    const card = await freshCard();
    const typed = card.code.toLowerCase().replaceAll('-', ' ');
    const response = await order({ code: typed });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ orderNumber: string; totalAmount: number; giftCardAmount: number }>();
    expect(body.giftCardAmount).toBe(5_000);
    const row = await orderRow(body.orderNumber);
    expect(row).toMatchObject({ paymentMethod: 'cash', paymentStatus: null, giftCardAmount: 5_000 });
    expect(row.totalAmount).toBe(body.totalAmount);
    expect(row.totalAmount).toBeGreaterThan(5_000);
    expect((await cardRow(card.id)).balance).toBe(0);
    const rows = await ledgerOf(card.id);
    expect(rows.at(-1)).toMatchObject({ kind: 'spend', amount: -5_000, balanceAfter: 0, orderId: row.id });
    await expectLedgerAgrees(card.id);

    // The confirmation e-mail names the card's part, masked, and the order page has it.
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email:order-confirmation'),
          sql`${outbox.payload}->>'orderNumber' = ${body.orderNumber}`,
        ),
      );
    const payload = mail!.payload as { giftCardAmount: number; giftCardMasked: string };
    expect(payload.giftCardAmount).toBe(5_000);
    expect(payload.giftCardMasked).toBe('GIFT-50-••••');
    expect(JSON.stringify(mail!.payload)).not.toContain(card.code);
    const page = await asStaff(g, 'admin', { method: 'GET', url: `/api/admin/orders/${row.id}` });
    expect(page.json()).toMatchObject({ gift_card_amount: 5_000 });

    // Spent: the same code again finds nothing left.
    const again = await order({ code: card.code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'GIFT_CARD_EMPTY' } });
  });

  it('pays a whole order: no other method, paid and confirmed as it is placed', async () => {
    const card = await freshCard(100_000);
    const response = await order({ code: card.code, paymentMethod: 'online' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      orderNumber: string;
      totalAmount: number;
      giftCardAmount: number;
      paymentUrl: string | null;
    }>();
    expect(body.paymentUrl).toBeNull();
    expect(body.giftCardAmount).toBe(body.totalAmount);
    const row = await orderRow(body.orderNumber);
    expect(row).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'completed',
      status: 'confirmed',
      giftCardAmount: body.totalAmount,
      paymentExpiresAt: null,
    });
    expect((await cardRow(card.id)).balance).toBe(100_000 - body.totalAmount);
    await expectLedgerAgrees(card.id);
    // Its money came in when the card was sold: the order adds no revenue, and only store credit refunds it.
    const refundsPage = await asStaff(g, 'admin', {
      method: 'GET',
      url: `/api/admin/orders/${row.id}/refunds`,
    });
    expect(AdminOrderRefundsResponse.parse(refundsPage.json()).methods).toEqual(['store_credit']);
  });

  it('a gift card cannot pay for gift cards: a cards-only cart is refused, a mixed one pays its goods only', async () => {
    const card = await freshCard(100_000);
    const cardsOnly = await order({
      code: card.code,
      paymentMethod: 'online',
      items: [{ product_id: g.f.shopCard.id, variant_id: g.f.shop50.id, quantity: 1 }],
    });
    expect(cardsOnly.statusCode).toBe(409);
    expect(cardsOnly.json()).toMatchObject({ error: { code: 'GIFT_CARD_CANNOT_PAY_GIFT_CARDS' } });
    expect(cardsOnly.json().error.messageAr).toBeTruthy();
    expect((await cardRow(card.id)).balance).toBe(100_000);

    const mixed = await order({
      code: card.code,
      paymentMethod: 'online',
      items: [
        { product_id: g.f.speaker.id, quantity: 1 },
        { product_id: g.f.shopCard.id, variant_id: g.f.shop50.id, quantity: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(201);
    const body = mixed.json<{ totalAmount: number; giftCardAmount: number; paymentUrl: string | null }>();
    // The 50 QAR card line is left to the card payment.
    expect(body.giftCardAmount).toBe(body.totalAmount - 5_000);
    expect(body.paymentUrl).not.toBeNull();
    await expectLedgerAgrees(card.id);
  });

  it('an unknown code, a part of a code and a brand card are refused with one answer', async () => {
    const card = await freshCard();
    for (const code of ['GIFT-50-AAAA-BBBB-CCCC-DDDD-EEEE', card.code.slice(0, 18)]) {
      const response = await order({ code });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'GIFT_CARD_BALANCE_UNKNOWN' } });
    }
    expect((await cardRow(card.id)).balance).toBe(5_000);
  });
});

describe('two orders racing for one balance', () => {
  it('never overdraw: one gets the balance, the other is told the card is empty', async () => {
    const card = await freshCard(10_000);
    const answers = await Promise.all([order({ code: card.code }), order({ code: card.code })]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      error: { code: 'GIFT_CARD_EMPTY' },
    });
    expect((await cardRow(card.id)).balance).toBe(0);
    const spends = (await ledgerOf(card.id)).filter((row) => row.kind === 'spend');
    expect(spends.map((row) => row.amount)).toEqual([-10_000]);
    await expectLedgerAgrees(card.id);
  });

  it('with enough for both, both pay and the balance is what is left', async () => {
    const card = await freshCard(200_000);
    const answers = await Promise.all([order({ code: card.code }), order({ code: card.code })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const paid = answers.reduce((sum, a) => sum + a.json<{ giftCardAmount: number }>().giftCardAmount, 0);
    expect((await cardRow(card.id)).balance).toBe(200_000 - paid);
    await expectLedgerAgrees(card.id);
  });
});

describe('a spend is released when the order will not go ahead', () => {
  it('a card payment cancelled at the gateway gives the card its part back, once', async () => {
    const card = await freshCard(10_000);
    const response = await order({ code: card.code, paymentMethod: 'online' });
    expect(response.statusCode).toBe(201);
    const { orderNumber, totalAmount } = response.json<{ orderNumber: string; totalAmount: number }>();
    expect((await cardRow(card.id)).balance).toBe(0);
    const row = await orderRow(orderNumber);
    const outcome = {
      paymentId: row.paymentId!,
      status: 'cancelled' as const,
      amount: totalAmount - 10_000,
      transactionId: null,
      visaId: null,
      cardType: null,
    };
    const deps = {
      gatewayName: 'sandbox',
      log: g.t.app.log,
      now: () => new Date(),
      vault: g.t.app.giftCodeVault,
      whatsapp: g.t.app.whatsappMessages,
    };
    await db().transaction((tx) => applyPaymentOutcome(tx, deps, outcome));
    await db().transaction((tx) => applyPaymentOutcome(tx, deps, outcome));
    expect((await cardRow(card.id)).balance).toBe(10_000);
    expect(await orderRow(orderNumber)).toMatchObject({ paymentStatus: 'cancelled', giftCardAmount: 0 });
    const kinds = (await ledgerOf(card.id)).map((r) => r.kind);
    expect(kinds.filter((kind) => kind === 'release')).toHaveLength(1);
    await expectLedgerAgrees(card.id);
  });

  it('a card payment completes for the amount left after the card, not the total', async () => {
    const card = await freshCard(3_000);
    const response = await order({ code: card.code, paymentMethod: 'online' });
    const { orderNumber, totalAmount } = response.json<{ orderNumber: string; totalAmount: number }>();
    const row = await orderRow(orderNumber);
    const deps = {
      gatewayName: 'sandbox',
      log: g.t.app.log,
      now: () => new Date(),
      vault: g.t.app.giftCodeVault,
      whatsapp: g.t.app.whatsappMessages,
    };
    await db().transaction((tx) =>
      applyPaymentOutcome(tx, deps, {
        paymentId: row.paymentId!,
        status: 'completed',
        amount: totalAmount - 3_000,
        transactionId: 'TX-part',
        visaId: null,
        cardType: null,
      }),
    );
    expect(await orderRow(orderNumber)).toMatchObject({ paymentStatus: 'completed', giftCardAmount: 3_000 });
    expect((await cardRow(card.id)).balance).toBe(0);
  });

  it('staff cancelling the order give it back; the cash due was the rest', async () => {
    const card = await freshCard(4_000);
    const response = await order({ code: card.code });
    const { orderNumber } = response.json<{ orderNumber: string }>();
    const row = await orderRow(orderNumber);
    const cancel = await asStaff(g, 'admin', {
      method: 'PATCH' as 'POST',
      url: `/api/payments/order-status/${row.id}`,
      payload: { status: 'canceled', reason: 'Shopper changed their mind' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await cardRow(card.id)).balance).toBe(4_000);
    expect((await ledgerOf(card.id)).at(-1)).toMatchObject({
      kind: 'release',
      amount: 4_000,
      orderId: row.id,
    });
    await expectLedgerAgrees(card.id);
  });
});

describe('staff: a card’s balance and history, and adjustments', () => {
  it('answers the history newest first; adjusts with a reason, audited without the code; never below 0', async () => {
    const card = await freshCard();
    const up = await adjust(card.id, 2_500, 'Goodwill for a late delivery');
    expect(up.statusCode).toBe(200);
    const history = AdminGiftCardLedgerResponse.parse(up.json());
    expect(history.gift_card).toMatchObject({ balance: 7_500, spendable: true, masked_code: 'GIFT-50-••••' });
    expect(history.entries.map((e) => e.kind)).toEqual(['adjust', 'issue']);
    expect(history.entries[0]).toMatchObject({
      amount: 2_500,
      balance_after: 7_500,
      reason: 'Goodwill for a late delivery',
    });

    const under = await adjust(card.id, -8_000, 'Typo');
    expect(under.statusCode).toBe(409);
    expect(under.json()).toMatchObject({ error: { code: 'GIFT_CARD_ADJUST_BELOW_ZERO' } });
    expect((await cardRow(card.id)).balance).toBe(7_500);

    const noReason = await adjust(card.id, -100, '   ');
    expect(noReason.statusCode).toBe(400);
    const viewer = await adjust(card.id, 100, 'Not mine to change', 'viewer');
    expect(viewer.statusCode).toBe(403);
    const read = await asStaff(g, 'viewer', {
      method: 'GET',
      url: `/api/admin/gift-cards/${card.id}/ledger`,
    });
    expect(read.statusCode).toBe(200);

    const logs = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'gift_card'), eq(activityLogs.entityId, String(card.id))));
    expect(logs.some((log) => log.description?.includes('Adjusted the balance'))).toBe(true);
    expect(JSON.stringify(logs)).not.toContain(card.code);
    await expectLedgerAgrees(card.id);
  });
});

describe('the storefront’s balance check', () => {
  const check = (code: string, ip: string) =>
    g.t.app.inject({
      method: 'POST',
      url: '/api/store/gift-cards/balance',
      remoteAddress: ip,
      payload: { code },
    });

  it('answers a card’s balance and expiry; one generic answer for anything else', async () => {
    const card = await freshCard();
    const ip = nextIp();
    const found = await check(card.code.toLowerCase(), ip);
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(StoreGiftCardBalanceResponse.parse(found.json())).toMatchObject({
      balance: 5_000,
      expired: false,
    });
    const unknown = await check('GIFT-50-AAAA-BBBB-CCCC-DDDD-EEEE', ip);
    const part = await check(card.code.slice(0, 12), ip);
    for (const answer of [unknown, part]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: { code: 'GIFT_CARD_BALANCE_UNKNOWN' } });
    }
    expect(unknown.json().error.message).toBe(part.json().error.message);
  });

  it('stops a guesser after 10 misses per client, an IPv6 /64 counted as one; found codes do not count', async () => {
    const card = await freshCard();
    for (let i = 0; i < 12; i++) expect((await check(card.code, '2001:db8:46:1::1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const miss = await check(
        `GIFT-50-AAAA-BBBB-CCCC-DDDD-${'EFGH'[i % 4]!.repeat(4)}`,
        `2001:db8:46:1::${i + 2}`,
      );
      expect(miss.statusCode).toBe(404);
    }
    const refused = await check(card.code, '2001:db8:46:1:ffff::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // Checkout is no way round it from the same client.
    const viaCheckout = await order({ code: 'GIFT-50-AAAA-BBBB-CCCC-DDDD-EEEE', ip: '2001:db8:46:1::77' });
    expect(viaCheckout.statusCode).toBe(429);
    // Another network is not held back.
    expect((await check(card.code, '2001:db8:46:2::1')).statusCode).toBe(200);
  });
});

describe('refunds to store credit', () => {
  const refund = (orderId: number, payload: Record<string, unknown>) =>
    asStaff(g, 'admin', { method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, payload });

  it('needs the shopper’s agreement; then issues a GIFT card of the amount, e-mailed, and takes nothing off revenue', async () => {
    const response = await order();
    const { orderNumber, totalAmount } = response.json<{ orderNumber: string; totalAmount: number }>();
    const row = await orderRow(orderNumber);
    await db()
      .update(orders)
      .set({
        status: 'delivered',
        cashReceivedAt: new Date(),
        cashReceivedAmount: totalAmount,
        cashReceivedBy: 'staff',
      })
      .where(eq(orders.id, row.id));

    const listed = await asStaff(g, 'admin', { method: 'GET', url: `/api/admin/orders/${row.id}/refunds` });
    expect(AdminOrderRefundsResponse.parse(listed.json()).methods).toEqual(['cash', 'store_credit']);

    const base = { amount: 6_000, reason: 'Returned the speaker', method: 'store_credit' };
    const refused = await refund(row.id, { ...base, request_key: newRequestKey() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'REFUND_SHOPPER_AGREEMENT_REQUIRED' } });

    const made = await refund(row.id, { ...base, request_key: newRequestKey(), shopper_agreed: true });
    expect(made.statusCode).toBe(201);
    const body = AdminRefundResponse.parse(made.json());
    expect(body.refund).toMatchObject({ method: 'store_credit', status: 'succeeded', shopper_agreed: true });
    expect(body.refund.gift_card_masked).toMatch(/^GIFT-60-••••$/);
    const card = await cardRow(body.refund.gift_card_id!);
    expect(card).toMatchObject({ balance: 6_000, orderItemId: null });
    expect((await ledgerOf(card.id)).map((r) => [r.kind, r.amount])).toEqual([['refund', 6_000]]);
    const [stored] = await db().select().from(refunds).where(eq(refunds.id, body.refund.id));
    expect(stored).toMatchObject({ shopperAgreed: true, giftCardId: card.id });

    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`);
    const codes = mails.find((mail) => mail.kind === 'email:gift-card-codes')!;
    expect(codes.payload).toMatchObject({
      occasion: 'store_credit',
      cards: [{ code: card.code, value: 6_000 }],
    });
    expect(mails.find((mail) => mail.kind === 'email:refund')!.payload).toMatchObject({
      method: 'store_credit',
      newCard: true,
    });
    // The card now spends like any other.
    const spend = await order({ code: card.code! });
    expect(spend.statusCode).toBe(201);
    expect(spend.json()).toMatchObject({ giftCardAmount: 6_000 });
    await expectLedgerAgrees(card.id);
  });

  it('tops up the card that paid the order; card and cash refunds stop at the money’s own part', async () => {
    const card = await freshCard(5_000);
    const response = await order({ code: card.code });
    expect(response.statusCode, response.body).toBe(201);
    const { orderNumber, totalAmount } = response.json<{ orderNumber: string; totalAmount: number }>();
    const row = await orderRow(orderNumber);
    await db()
      .update(orders)
      .set({
        status: 'delivered',
        cashReceivedAt: new Date(),
        cashReceivedAmount: totalAmount - 5_000,
        cashReceivedBy: 'staff',
      })
      .where(eq(orders.id, row.id));
    const tooMuchCash = await refund(row.id, {
      amount: totalAmount,
      reason: 'All back',
      method: 'cash',
      cash_how: 'cash',
      request_key: newRequestKey(),
    });
    expect(tooMuchCash.statusCode).toBe(409);
    expect(tooMuchCash.json()).toMatchObject({ error: { code: 'REFUND_MORE_THAN_PAID' } });

    const credit = await refund(row.id, {
      amount: 5_000,
      reason: 'The gift card part back',
      method: 'store_credit',
      shopper_agreed: true,
      request_key: newRequestKey(),
    });
    expect(credit.statusCode).toBe(201);
    expect(AdminRefundResponse.parse(credit.json()).refund.gift_card_id).toBe(card.id);
    expect((await cardRow(card.id)).balance).toBe(5_000);
    await expectLedgerAgrees(card.id);
  });
});
