import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orders, outbox } from '@matjar/db';
import { renderOutboxMail } from '../../mail/templates/render-outbox-mail.js';
import { buildTestApp } from '../../testing/test-app.js';
import { applyPaymentOutcome } from '../payments/payment-outcome.js';
import { insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { giftCodesLinkToken } from '../tracking/tracking-token.js';
import { ORDER_RATE_LIMITS_OFF } from './testing/checkout-fixture.js';

// After the confirmation screen, a paid card order's codes are seen again only through the signed link of its
// codes e-mail: the confirmation's own answer carries them once (the server records it), and later answers
// and the success screen's tracking link say where they went (masked) and never show one.
let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: Awaited<ReturnType<typeof insertPaymentFixture>>;
const db = () => t.app.db;
let placed: { orderNumber: string; orderToken: string; shortNumber: number };
let codes: string[];

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertPaymentFixture(db());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: { name: 'Reem Buyer', email: 'reem.buyer@example.qa' },
      items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 2 }],
      paymentMethod: 'online',
      locale: 'en',
    },
  });
  expect(response.statusCode).toBe(201);
  const { orderNumber, orderToken } = response.json();
  const paymentId = `PAY-${orderNumber}`;
  const [order] = await db()
    .update(orders)
    .set({ paymentId })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  await db().transaction((tx) =>
    applyPaymentOutcome(
      tx,
      {
        gatewayName: 'sandbox',
        log: t.app.log,
        now: () => new Date(),
        vault: t.app.giftCodeVault,
        whatsapp: t.app.whatsappMessages,
      },
      {
        paymentId,
        status: 'completed',
        amount: order!.totalAmount,
        transactionId: null,
        visaId: null,
        cardType: null,
      },
    ),
  );
  placed = { orderNumber, orderToken, shortNumber: order!.shortNumber };
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/payments/verify-order/${orderNumber}`,
    headers: { 'x-order-token': orderToken },
  });
  codes = verified.json().order.giftCards.map((card: { code: string }) => card.code);
  expect(codes).toHaveLength(2);
  expect(verified.json().order.codesSentTo).toBeNull();
});
afterAll(() => t?.close());

const reveal = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/orders/gift-codes', payload: { token } });
const linkToken = async () => giftCodesLinkToken(await t.app.trackingTokens.key(), placed);

describe('seeing the codes again', () => {
  it('the codes e-mail carries the signed link, written as it is sent and never stored in the outbox', async () => {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email:gift-card-codes'),
          sql`${outbox.payload}->>'orderNumber' = ${placed.orderNumber}`,
        ),
      );
    const token = await linkToken();
    expect(JSON.stringify(row!.payload)).not.toContain(token);
    const mail = renderOutboxMail(row!.kind, row!.payload, {
      publicUrl: 'https://shop.example.qa',
      giftCodesUrl: (order, locale) =>
        `https://shop.example.qa${locale === 'en' ? '/en' : ''}/gift-codes#${giftCodesLinkToken(Buffer.alloc(32, 7), order)}`,
    });
    const expected = `https://shop.example.qa/en/gift-codes#${giftCodesLinkToken(Buffer.alloc(32, 7), placed)}`;
    expect(mail.text).toContain(expected);
    expect(mail.html).toContain(expected);
    expect(JSON.stringify(mail.headers)).not.toContain('gift-codes');
  });

  it('the confirmation’s answer carried them once: asked again with the same token it shows none', async () => {
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/payments/verify-order/${placed.orderNumber}`,
      headers: { 'x-order-token': placed.orderToken },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toMatchObject({
      orderNumber: placed.orderNumber,
      paymentStatus: 'completed',
      giftCards: [],
      codesSentTo: 'r•••@•••.qa',
    });
    for (const code of codes) expect(again.body).not.toContain(code);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order!.giftCodesShownAt).toBeInstanceOf(Date);
    // The e-mail's signed link is the proof that still shows them (next test).
  });

  it('two first answers at once: only one carries the codes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Twin Tabs', email: 'twin.tabs@example.qa' },
        items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }],
        paymentMethod: 'online',
        locale: 'ar',
      },
    });
    const { orderNumber, orderToken } = response.json();
    const paymentId = `PAY-${orderNumber}`;
    const [order] = await db()
      .update(orders)
      .set({ paymentId })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    await db().transaction((tx) =>
      applyPaymentOutcome(
        tx,
        {
          gatewayName: 'sandbox',
          log: t.app.log,
          now: () => new Date(),
          vault: t.app.giftCodeVault,
          whatsapp: t.app.whatsappMessages,
        },
        {
          paymentId,
          status: 'completed',
          amount: order!.totalAmount,
          transactionId: null,
          visaId: null,
          cardType: null,
        },
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'GET',
          url: `/api/payments/verify-order/${orderNumber}`,
          headers: { 'x-order-token': orderToken },
        }),
      ),
    );
    const shown = answers.map((a) => a.json().order.giftCards.length);
    expect(shown.sort()).toEqual([0, 0, 0, 1]);
    expect(answers.filter((a) => a.json().order.codesSentTo === 't•••@•••.qa')).toHaveLength(3);
  });

  it('the link’s token shows the order’s codes, uncached', async () => {
    const response = await reveal(await linkToken());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.orderNumber).toBe(placed.orderNumber);
    expect(body.cards.map((card: { code: string }) => card.code).sort()).toEqual([...codes].sort());
    expect(body.cards[0]).toMatchObject({ value: 5_000 });
  });

  it('the success screen’s tracking token, a forged or malformed one are the same 404', async () => {
    const tracking = await t.app.trackingTokens.sign(placed);
    const forged = `${placed.shortNumber}.${'A'.repeat(22)}`;
    const answers = await Promise.all([reveal(tracking), reveal(forged), reveal('9999.nope')]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('ORDER_TRACKING_NOT_FOUND');
      for (const code of codes) expect(answer.body).not.toContain(code);
    }
    expect(answers[0]!.body).toBe(answers[1]!.body);
  });

  it('the tracking view says where the codes went, masked, and shows none', async () => {
    const tracking = await t.app.trackingTokens.sign(placed);
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/track/${tracking}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.codesSentTo).toBe('r•••@•••.qa');
    for (const code of codes) expect(response.body).not.toContain(code);
  });

  it('an unpaid order’s link shows nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Unpaid', email: 'unpaid@example.qa' },
        items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }],
        paymentMethod: 'online',
        locale: 'ar',
      },
    });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, response.json().orderNumber));
    const token = giftCodesLinkToken(await t.app.trackingTokens.key(), order!);
    expect((await reveal(token)).statusCode).toBe(404);
  });
});
