import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@matjar/core';
import { giftCards, orders, outbox, type Db } from '@matjar/db';
import { insertPaymentFixture } from '../../payments/testing/payment-fixture.js';
import { applyPaymentOutcome } from '../../payments/payment-outcome.js';
import { buildTestApp } from '../../../testing/test-app.js';
import type { RateLimitName, RateLimitRule } from '../../rate-limits/rate-limit-rules.js';
import { ORDER_RATE_LIMITS_OFF } from '../../checkout/testing/checkout-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { openTestShopCardCode } from './gift-codes-test-support.js';

export type GiftCardsTestApp = Awaited<ReturnType<typeof buildGiftCardsTestApp>>;

/** An app, the shop's own gift card (50 QAR, codes the shop makes) and one staff member of each role. */
export async function buildGiftCardsTestApp(
  options: { rateLimits?: Partial<Record<RateLimitName, Partial<RateLimitRule>>> } = {},
) {
  const t = await buildTestApp({ rateLimits: { ...ORDER_RATE_LIMITS_OFF, ...options.rateLimits } });
  const f = await insertPaymentFixture(t.database.db);
  const staff = {} as Record<Role, number>;
  for (const role of ['viewer', 'editor', 'admin', 'super_admin'] as const) {
    staff[role] = (await createStaffUser(t.database.db, { role })).id;
  }
  return { t, f, staff };
}

let shopper = 0;

/**
 * A gift-card order placed through create-order (online) and, unless told, paid through the one payment
 * path (applyPaymentOutcome): its codes issued and the codes e-mail queued as in production.
 */
export async function placeGiftCardOrder(
  g: GiftCardsTestApp,
  options: { quantity?: number; locale?: 'ar' | 'en'; paid?: boolean; cookie?: string } = {},
) {
  const n = ++shopper;
  const tag = randomUUID().slice(0, 6);
  const email = `buyer-${n}-${tag}@example.qa`;
  const response = await g.t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    payload: {
      customer: { name: `Buyer ${n}`, email },
      items: [{ product_id: g.f.shopCard.id, variant_id: g.f.shop50.id, quantity: options.quantity ?? 2 }],
      paymentMethod: 'online',
      locale: options.locale ?? 'en',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  const { orderNumber, orderToken } = response.json<{ orderNumber: string; orderToken: string }>();
  const db = g.t.database.db;
  const paymentId = `PAY-${orderNumber}`;
  const [order] = await db
    .update(orders)
    .set({ paymentId })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  if (options.paid !== false) {
    await db.transaction((tx) =>
      applyPaymentOutcome(
        tx,
        {
          gatewayName: 'sandbox',
          log: g.t.app.log,
          now: () => new Date(),
          vault: g.t.app.giftCodeVault,
          whatsapp: g.t.app.whatsappMessages,
        },
        {
          paymentId,
          status: 'completed',
          amount: order!.totalAmount,
          transactionId: `TX-${orderNumber}`,
          visaId: null,
          cardType: null,
        },
      ),
    );
  }
  return { id: order!.id, orderNumber, shortNumber: order!.shortNumber, orderToken, email };
}

/** The order's cards, oldest first: the shop's own card, so every one carries its code (opened from its seal). */
export async function cardsOf(db: Db, orderId: number) {
  const cards = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
  return cards.map((card) => ({ ...card, code: openTestShopCardCode(card)! }));
}

/** The gift-card e-mails queued for an order, oldest first. */
export function codesMailsOf(db: Db, orderNumber: string) {
  return db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.kind, 'email:gift-card-codes'), sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`),
    )
    .orderBy(asc(outbox.id));
}

/** A request by the staff member of a role, with a session of its own. */
export async function asStaff(
  g: GiftCardsTestApp,
  role: Role,
  request: { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
) {
  const token = await createSessionToken(g.t.database.db, g.staff[role]);
  return g.t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
}
