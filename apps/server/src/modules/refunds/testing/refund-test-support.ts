import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, type Db } from '@matjar/db';
import { qatarAddress, type CheckoutFixture } from '../../checkout/testing/checkout-fixture.js';

let shoppers = 0;

/** Places an order as a shopper of its own (cash, or card with its payment page), answers its number and id. */
export async function placeRefundOrder(
  app: FastifyInstance,
  fixture: CheckoutFixture,
  paymentMethod: 'cash' | 'online',
  quantity = 2,
) {
  const n = ++shoppers;
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: {
        name: 'Noor Al-Sulaiti',
        email: `refunds-${process.pid}-${n}@example.com`,
        phone: `+974 6${String(n).padStart(3, '0')} ${String(process.pid % 10_000).padStart(4, '0')}`,
      },
      items: [{ product_id: fixture.cable.id, quantity }],
      orderData: qatarAddress(`Refund street ${n}`),
      paymentMethod,
      locale: 'en',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ orderNumber: string; totalAmount: number; paymentUrl?: string }>();
  const [row] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, body.orderNumber));
  return { ...body, id: row!.id };
}

/** Pays a card order on the sandbox page with the given test card (SANDBOX_CARDS). */
export async function payWithCard(app: FastifyInstance, paymentUrl: string, card: string) {
  const path = new URL(paymentUrl).pathname;
  const paid = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=pay&card=${card}&expiry=12%2F99&cvc=123`,
  });
  const back = new URL(paid.headers.location as string);
  await app.inject({ method: 'GET', url: back.pathname + back.search });
}

/** Marks a cash order delivered with its cash received (as the back office would have recorded it). */
export async function cashCollected(db: Db, orderId: number, amount: number) {
  await db
    .update(orders)
    .set({
      status: 'delivered',
      cashReceivedAt: new Date(),
      cashReceivedAmount: amount,
      cashReceivedBy: 'staff',
    })
    .where(eq(orders.id, orderId));
}

export const newRequestKey = () => randomUUID().replaceAll('-', '');
