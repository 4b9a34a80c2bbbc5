import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, orders, outbox } from '@matjar/db';
import { CONTACT_MESSAGE_KIND, ORDER_CONFIRMATION_KIND } from '../../mail/mail-queue.js';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  qatarAddress,
  type CheckoutFixture,
} from '../checkout/testing/checkout-fixture.js';

// The shop's e-mails cannot be aimed at a stranger's inbox in bulk. The limits are lowered
// here so that a few orders reach them (open unpaid orders are capped per e-mail before the hourly limit).
const RECIPIENT_MAX = 2;
const ADDRESS_MAX = 3;
const SHOP_MAX = 2;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      'order-confirmation-recipient': { max: RECIPIENT_MAX },
      'order-confirmation-address': { max: ADDRESS_MAX },
      'contact-mail-shop': { max: SHOP_MAX },
    },
  });
  f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000 } });
});
afterAll(() => t?.close());

let shoppers = 0;
let addresses = 0;
const nextAddress = () => `10.30.0.${++addresses}`;

function order(email: string, remoteAddress = nextAddress(), couponCode?: string) {
  const n = ++shoppers;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    remoteAddress,
    payload: {
      customer: { name: `Shopper ${n}`, email, phone: `+974 6${String(n).padStart(7, '0')}` },
      items: [{ product_id: f.cable.id, quantity: 1 }],
      ...(couponCode ? { couponCode } : {}),
      orderData: qatarAddress(n),
      paymentMethod: 'cash',
    },
  });
}

const confirmationOf = async (orderNumber: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, ORDER_CONFIRMATION_KIND),
        eq(outbox.dedupeKey, `order-confirmation:${orderNumber}`),
      ),
    );

describe('order confirmations', () => {
  it(`queue at most ${RECIPIENT_MAX} an hour for one recipient; the next order is placed without one`, async () => {
    const victim = `victim-${Date.now()}@example.com`;
    // A +tag reaches the same mailbox, so it counts for the same recipient.
    const emails = [victim, victim.replace('@', '+a@'), victim.replace('@', '+b@')];
    const placed = [];
    for (const email of emails) {
      const response = await order(email);
      expect(response.statusCode).toBe(201);
      placed.push(response.json().orderNumber as string);
    }
    for (const orderNumber of placed.slice(0, RECIPIENT_MAX)) {
      expect(await confirmationOf(orderNumber)).toHaveLength(1);
    }
    const last = placed[RECIPIENT_MAX]!;
    expect(await confirmationOf(last)).toEqual([]);
    // The order itself stands.
    expect(await t.database.db.select().from(orders).where(eq(orders.orderNumber, last))).toHaveLength(1);
  });

  it('do not count refused orders: a shopper whose tries were refused still gets the confirmation', async () => {
    const shopper = `retrying-${Date.now()}@example.com`;
    const from = nextAddress();
    for (let i = 0; i <= RECIPIENT_MAX; i += 1) {
      const refused = await order(shopper, from, 'NO-SUCH-COUPON');
      expect(refused.json().error.code).toBe('COUPON_INVALID');
    }
    const response = await order(shopper, from);
    expect(response.statusCode).toBe(201);
    expect(await confirmationOf(response.json().orderNumber as string)).toHaveLength(1);
  });

  it(`queue at most ${ADDRESS_MAX} an hour from one client address, whatever the recipients`, async () => {
    const from = nextAddress();
    const placed = [];
    for (let i = 0; i <= ADDRESS_MAX; i += 1) {
      const response = await order(`someone-${i}-${Date.now()}@example.com`, from);
      expect(response.statusCode).toBe(201);
      placed.push(response.json().orderNumber as string);
    }
    const queued = await Promise.all(placed.map(async (n) => (await confirmationOf(n)).length));
    expect(queued).toEqual([...Array(ADDRESS_MAX).fill(1), 0]);
  });
});

describe('contact e-mails to the shop', () => {
  it(`past ${SHOP_MAX} an hour the message is still stored for the back office, only not e-mailed`, async () => {
    const ids: number[] = [];
    for (let i = 0; i <= SHOP_MAX; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store/contact',
        remoteAddress: nextAddress(),
        payload: { name: 'Flood', email: `flood-${i}@example.com`, subject: `Hi ${i}`, message: 'Hello' },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as number);
    }
    const stored = await t.database.db.select().from(contactMessages);
    expect(stored.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    const mailed = await t.database.db
      .select({ key: outbox.dedupeKey })
      .from(outbox)
      .where(and(eq(outbox.kind, CONTACT_MESSAGE_KIND), like(outbox.dedupeKey, 'contact-message:%')));
    expect(mailed.map((row) => row.key).sort()).toEqual(
      ids
        .slice(0, SHOP_MAX)
        .map((id) => `contact-message:${id}`)
        .sort(),
    );
  });
});
