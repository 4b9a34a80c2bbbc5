import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatOrderNumber, SHOP_WHATSAPP_TEMPLATES } from '@matjar/core';
import { insertCheckoutFixture } from '../checkout/testing/checkout-fixture.js';
import { placeOrder, type OrderWorkflowApp } from '../orders/testing/order-workflow-test-support.js';
import { cashCollected, newRequestKey } from '../refunds/testing/refund-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import type { FakeCloudApi } from './testing/fake-cloud-api.js';
import { startTestCloudApi, startWhatsAppTestShop } from './testing/whatsapp-test-shop.js';
import { unitsReturned } from './whatsapp-queue.js';

// A refund, and goods coming back from part of an order, are told to a shopper who opted in by WhatsApp as
// well as by e-mail: once per refund or return, in the order's language, through the local Cloud API fake.

let fake: FakeCloudApi;
const w = {} as OrderWorkflowApp;
let admin: Record<string, string>;

beforeAll(async () => {
  fake = await startTestCloudApi();
  const { t } = await startWhatsAppTestShop(fake);
  const f = await insertCheckoutFixture(t.database.db, { stock: { cable: 1_000, phone: 50 } });
  Object.assign(w, { t, f });
  const user = await createStaffUser(t.database.db, { role: 'admin' });
  admin = bearer(await createSessionToken(t.database.db, user.id));
});
afterAll(async () => {
  await w.t?.close();
  await fake?.close();
});

const db = () => w.t.database.db;
/**
 * Numbers read left to right (LRI…PDI), words and amounts in their own direction (FSI…PDI); an amount's
 * direction marks and no-break space are folded as every parameter's are.
 */
const lri = (text: string) => `\u2066${text}\u2069`;
const fsi = (text: string) =>
  `\u2068${text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/gu, ' ')
    .trim()}\u2069`;
const worker = () => w.t.app.whatsappWorker!;
const recipientOf = (order: { customerPhone: string | null }) =>
  `974${order.customerPhone!.replace(/\D/g, '').slice(-8)}`;
/** What the fake received for the order's phone, but its order-received message. */
const noticesTo = (order: { customerPhone: string | null }) =>
  fake.sent.filter((m) => m.to === recipientOf(order) && m.template?.name !== 'order_received');

/** A delivered cash order of two cables and a phone, its cash received; opted in to WhatsApp unless told. */
async function deliveredOrder(locale: 'ar' | 'en', whatsappOptIn = true) {
  const order = await placeOrder(w.t, w.f, {
    locale,
    whatsappOptIn,
    items: [
      { product_id: w.f.cable.id, quantity: 2 },
      { product_id: w.f.phone.id, quantity: 1 },
    ],
  });
  await cashCollected(db(), order.id, order.totalAmount);
  return order;
}

const refund = (orderId: number, payload: Record<string, unknown>) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: admin,
    payload: { reason: 'Scratched box', method: 'cash', cash_how: 'cash', ...payload },
  });

async function returnOne(orderId: number, productId: number, payload: Record<string, unknown> = {}) {
  const lines = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: admin,
  });
  const line = (lines.json() as { lines: { product_id: number; order_item_id: number }[] }).lines.find(
    (l) => l.product_id === productId,
  )!;
  return w.t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: admin,
    payload: {
      request_key: newRequestKey(),
      reason: 'Changed their mind',
      lines: [{ order_item_id: line.order_item_id, quantity: 1, condition: 'resellable' }],
      ...payload,
    },
  });
}

describe('the refund message', () => {
  it('tells an opted-in shopper how much and where it went, once per refund, in the order’s language', async () => {
    const order = await deliveredOrder('en');
    const key = newRequestKey();
    expect((await refund(order.id, { amount: 1_500, request_key: key })).statusCode).toBe(201);
    // The same click again (its key) refunds nothing more and tells nothing more.
    expect((await refund(order.id, { amount: 1_500, request_key: key })).statusCode).toBe(200);
    expect(
      (await refund(order.id, { amount: 500, request_key: newRequestKey(), cash_how: 'bank_transfer' }))
        .statusCode,
    ).toBe(201);
    await worker().runOnce();
    const number = lri(formatOrderNumber(order.shortNumber));
    expect(noticesTo(order).map((m) => m.template)).toEqual([
      {
        name: 'order_refund',
        language: 'en',
        parameters: [number, fsi(formatMoney(1_500, 'en')), fsi('It was paid back to you in cash.')],
      },
      {
        name: 'order_refund',
        language: 'en',
        parameters: [number, fsi(formatMoney(500, 'en')), fsi('It was paid back to you by bank transfer.')],
      },
    ]);
  });

  it('tells nobody who did not opt in, and nothing while WhatsApp is off', async () => {
    const silent = await deliveredOrder('ar', false);
    expect((await refund(silent.id, { amount: 1_000, request_key: newRequestKey() })).statusCode).toBe(201);
    const optedIn = await deliveredOrder('ar');
    // The module's switch, as a Settings change leaves it: the connection says off.
    const connection = w.t.app.whatsappConnection;
    const off = vi.spyOn(connection, 'state').mockReturnValue({ ...connection.state(), on: false });
    try {
      expect((await refund(optedIn.id, { amount: 1_000, request_key: newRequestKey() })).statusCode).toBe(
        201,
      );
    } finally {
      off.mockRestore();
    }
    await worker().runOnce();
    expect(noticesTo(silent)).toEqual([]);
    expect(noticesTo(optedIn)).toEqual([]);
  });
});

describe('the part-return message', () => {
  it('says how many units came back, with the refund made at once in its own message (Arabic)', async () => {
    const order = await deliveredOrder('ar');
    const response = await returnOne(order.id, w.f.phone.id, {
      refund: { method: 'cash', cash_how: 'cash' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const refunded = (response.json() as { return: { refund: { amount: number } } }).return.refund.amount;
    await worker().runOnce();
    const number = lri(formatOrderNumber(order.shortNumber));
    const sent = noticesTo(order).map((m) => m.template);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        { name: 'order_part_return', language: 'ar', parameters: [number, fsi('قطعة واحدة')] },
        {
          name: 'order_refund',
          language: 'ar',
          parameters: [number, fsi(formatMoney(refunded, 'ar')), fsi('أعدناه إليك نقدًا.')],
        },
      ]),
    );
  });

  it('a second part return is told too; the last units back are told by the order’s status instead', async () => {
    const order = await deliveredOrder('en');
    expect((await returnOne(order.id, w.f.cable.id)).statusCode).toBe(201);
    expect((await returnOne(order.id, w.f.cable.id)).statusCode).toBe(201);
    // The phone is the last unit: the whole order is back, which its status message tells.
    expect((await returnOne(order.id, w.f.phone.id)).statusCode).toBe(201);
    await worker().runOnce();
    const number = lri(formatOrderNumber(order.shortNumber));
    expect(noticesTo(order).map((m) => m.template)).toEqual([
      { name: 'order_part_return', language: 'en', parameters: [number, fsi('1 item')] },
      { name: 'order_part_return', language: 'en', parameters: [number, fsi('1 item')] },
      // The whole order back: its status message (with its tracking link), not a third part return.
      {
        name: 'order_returned',
        language: 'en',
        parameters: [number, expect.stringMatching(/^\u2066http:\/\/localhost:3000\/en\/track\?t=/)],
      },
    ]);
  });
});

describe('the templates', () => {
  it('are listed for Meta in both languages, their parameters inside the body', () => {
    for (const event of ['refund', 'part-return'] as const) {
      const template = SHOP_WHATSAPP_TEMPLATES.find((t) => t.event === event)!;
      for (const body of [template.body.ar, template.body.en]) {
        for (let n = 1; n <= template.parameters; n++) expect(body).toContain(`{{${n}}}`);
        expect(body).not.toMatch(/^\{\{|\}\}$/);
      }
    }
  });

  it('count units in Arabic with its dual and plurals', () => {
    expect([1, 2, 3, 10, 11].map((n) => unitsReturned(n, 'ar'))).toEqual([
      'قطعة واحدة',
      'قطعتين',
      '3 قطع',
      '10 قطع',
      '11 قطعة',
    ]);
    expect([1, 2].map((n) => unitsReturned(n, 'en'))).toEqual(['1 item', '2 items']);
  });
});
