import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  AdminOrderReturnsResponse,
  AdminReturnResponse,
  type AdminOrderDetail,
  type AdminOrderListResponse,
} from '@matjar/core';
import { orderItemSerials, orderItems, products } from '@matjar/db';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  orderRow,
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  stockOf,
  useOrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';
import { freshImei } from '../serials/testing/fresh-imei.js';

// A return of a serialised product names which units came back (decisions 048 and 049).

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;

beforeAll(async () => {
  await db().update(products).set({ isSerialized: true, stock: 500 }).where(eq(products.id, w.f.phone.id));
});

/** A delivered cash order of `phones` serialised phones (each unit's IMEI recorded when packed) and a cable. */
async function deliveredWithSerials(phones = 2) {
  const order = await placeOrder(w.t, w.f, {
    items: [
      { product_id: w.f.phone.id, quantity: phones },
      { product_id: w.f.cable.id, quantity: 1 },
    ],
  });
  await forceStatus(db(), order.id, 'confirmed');
  const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const phone = lines.find((line) => line.productId === w.f.phone.id)!;
  const cable = lines.find((line) => line.productId === w.f.cable.id)!;
  const imeis: string[] = [];
  for (let unit = 0; unit < phones; unit += 1) {
    const imei = freshImei();
    const recorded = await callAsStaff(w, 'admin', 'POST', `/api/admin/orders/${order.id}/serials`, {
      order_item_id: phone.id,
      serial: imei,
    });
    expect(recorded.statusCode).toBe(201);
    imeis.push(imei);
  }
  await forceStatus(db(), order.id, 'delivered');
  return { order, phone, cable, imeis };
}

async function returnsOf(orderId: number) {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/returns`,
    headers: await staffHeaders(db(), w.staff.viewer.id),
  });
  expect(response.statusCode).toBe(200);
  return AdminOrderReturnsResponse.parse(response.json());
}

let keys = 0;
const postReturn = (orderId: number, lines: object[], extra: object = {}) =>
  callAsStaff(w, 'editor', 'POST', `/api/admin/orders/${orderId}/returns`, {
    request_key: `serial-return-${++keys}-${Date.now()}`,
    reason: 'Faulty unit',
    lines,
    ...extra,
  });

const unitsOf = (orderId: number) =>
  db()
    .select()
    .from(orderItemSerials)
    .where(eq(orderItemSerials.orderId, orderId))
    .orderBy(orderItemSerials.id);

async function detailOf(orderId: number) {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: await staffHeaders(db(), w.staff.admin.id),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderDetail>();
}

describe('a return names the units that came back', () => {
  it('offers the line’s sold serials, takes one back by its IMEI, and every screen shows it returned', async () => {
    const { order, phone, cable, imeis } = await deliveredWithSerials(2);
    const offered = (await returnsOf(order.id)).lines.find((line) => line.order_item_id === phone.id)!;
    expect(offered.serials).toEqual(imeis.map((serial) => ({ serial, returned: false })));
    expect((await returnsOf(order.id)).lines.find((l) => l.order_item_id === cable.id)!.serials).toEqual([]);

    // The second phone comes back damaged, its IMEI read off the box with hyphens; the cable with it.
    const [, back] = imeis as [string, string];
    const typed = `${back.slice(0, 2)}-${back.slice(2, 8)}-${back.slice(8)}`;
    const response = await postReturn(order.id, [
      { order_item_id: phone.id, quantity: 1, condition: 'damaged', serials: [typed] },
      { order_item_id: cable.id, quantity: 1, condition: 'resellable' },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.return_state).toBe('partly_returned');
    expect(answer.return.lines.map((l) => [l.order_item_id, l.quantity, l.serial_number])).toEqual([
      [phone.id, 1, back],
      [cable.id, 1, null],
    ]);
    expect(answer.lines.find((l) => l.order_item_id === phone.id)!.serials).toEqual([
      { serial: imeis[0], returned: false },
      { serial: back, returned: true },
    ]);

    // The unit is marked back under this return; the other is still out with the shopper.
    const units = await unitsOf(order.id);
    expect(units.map((u) => [u.serial, u.returnId, u.returnedAt !== null])).toEqual([
      [imeis[0], null, false],
      [back, answer.return.id, true],
    ]);
    // The order page shows it returned; the search by the box's last digits finds the sale.
    const detail = await detailOf(order.id);
    const serials = detail.items.find((item) => item.id === phone.id)!.serials;
    expect(serials.find((s) => s.serial === back)!.returned_at).not.toBeNull();
    expect(serials.find((s) => s.serial === imeis[0])!.returned_at).toBeNull();
    const search = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${back.slice(-6)}`,
      headers: await staffHeaders(db(), w.staff.viewer.id),
    });
    // A viewer too (contact details masked), though the digits could also be a short number.
    const found = search.json<AdminOrderListResponse>().orders.find((o) => o.id === order.id);
    expect(found?.matched_serials).toEqual([{ serial: back, returned: true }]);
    // The return's activity entry names the unit.
    const audit = await auditOf(db(), 'order', order.id);
    expect(audit.some((entry) => entry.description?.includes(`serial numbers back: ${back}`))).toBe(true);

    // The other phone comes back later: the order is then returned whole, both units back.
    const rest = await postReturn(order.id, [
      { order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imeis[0]] },
    ]);
    expect(rest.statusCode).toBe(201);
    expect(rest.json().return_state).toBe('returned');
    const after = await unitsOf(order.id);
    expect(after.every((u) => u.returnedAt !== null)).toBe(true);
    expect(after[0]!.returnId).toBe(rest.json().return.id);
    expect((await orderRow(db(), order.id)).status).toBe('returned');
  });

  it('answers a resent request once, with the same units', async () => {
    const { order, phone, imeis } = await deliveredWithSerials(2);
    const body = {
      request_key: `resent-${Date.now()}`,
      reason: 'Wrong colour',
      lines: [
        { order_item_id: phone.id, quantity: 2, condition: 'resellable', serials: [...imeis].reverse() },
      ],
    };
    const first = await callAsStaff(w, 'editor', 'POST', `/api/admin/orders/${order.id}/returns`, body);
    const again = await callAsStaff(w, 'editor', 'POST', `/api/admin/orders/${order.id}/returns`, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().return.id).toBe(first.json().return.id);
  });

  it('refuses, in both languages and changing nothing, a return that does not name its units rightly', async () => {
    const { order, phone, cable, imeis } = await deliveredWithSerials(2);
    const other = await deliveredWithSerials(1);
    const phoneStock = await stockOf(db(), w.f.phone.id);
    const refusals: [object[], number, string][] = [
      // No serial for a line that went out with them.
      [[{ order_item_id: phone.id, quantity: 1, condition: 'resellable' }], 400, 'RETURN_SERIALS_REQUIRED'],
      // Fewer serials than units coming back, or more.
      [
        [{ order_item_id: phone.id, quantity: 2, condition: 'resellable', serials: [imeis[0]] }],
        400,
        'RETURN_SERIALS_COUNT',
      ],
      [
        [{ order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: imeis }],
        400,
        'RETURN_SERIALS_COUNT',
      ],
      // The same unit twice.
      [
        [{ order_item_id: phone.id, quantity: 2, condition: 'resellable', serials: [imeis[0], imeis[0]] }],
        400,
        'RETURN_SERIAL_DUPLICATE',
      ],
      // A unit another order sold, and one no order sold.
      [
        [{ order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [other.imeis[0]] }],
        409,
        'RETURN_SERIAL_NOT_SOLD',
      ],
      [
        [{ order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [freshImei()] }],
        409,
        'RETURN_SERIAL_NOT_SOLD',
      ],
      // A serial for a line that went out without any.
      [
        [{ order_item_id: cable.id, quantity: 1, condition: 'resellable', serials: [imeis[0]] }],
        400,
        'RETURN_SERIALS_NOT_RECORDED',
      ],
    ];
    for (const [lines, status, code] of refusals) {
      const response = await postReturn(order.id, lines);
      expect({ code, status: response.statusCode }).toEqual({ code, status });
      const { error } = response.json();
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/[a-z]/);
      expect(error.messageAr).toMatch(/[\u0600-\u06FF]/);
      expect(error.message).not.toMatch(/\{\w+\}/);
      expect(error.messageAr).not.toMatch(/\{\w+\}/);
    }
    expect((await returnsOf(order.id)).returns).toEqual([]);
    expect(await stockOf(db(), w.f.phone.id)).toBe(phoneStock);
    expect((await unitsOf(order.id)).every((unit) => unit.returnedAt === null)).toBe(true);

    // A unit already back cannot come back again.
    const first = await postReturn(order.id, [
      { order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imeis[1]] },
    ]);
    expect(first.statusCode).toBe(201);
    const twice = await postReturn(order.id, [
      { order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imeis[1]] },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'RETURN_SERIAL_ALREADY_RETURNED',
      params: { serial: imeis[1] },
    });
    expect(twice.json().error.messageAr).toContain(imeis[1]);
  });

  it('an exchange names the unit it takes back, like any return', async () => {
    const { order, phone, imeis } = await deliveredWithSerials(2);
    const response = await callAsStaff(w, 'admin', 'POST', `/api/admin/orders/${order.id}/returns`, {
      request_key: `exchange-${Date.now()}`,
      reason: 'Wants a cable instead',
      lines: [{ order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imeis[1]] }],
      exchange: { items: [{ product_id: w.f.cable.id, quantity: 1 }], payment_method: 'cash' },
    });
    expect(response.statusCode).toBe(201);
    const answer = AdminReturnResponse.parse(response.json());
    expect(answer.return.kind).toBe('exchange');
    expect(answer.return.replacement).not.toBeNull();
    expect(answer.return.lines.map((l) => l.serial_number)).toEqual([imeis[1]]);
    const units = await unitsOf(order.id);
    expect(units.map((u) => [u.serial, u.returnId])).toEqual([
      [imeis[0], null],
      [imeis[1], answer.return.id],
    ]);
  });

  it('a whole order marked returned names every unit still out on its return', async () => {
    const { order, phone, imeis } = await deliveredWithSerials(2);
    const part = await postReturn(order.id, [
      { order_item_id: phone.id, quantity: 1, condition: 'resellable', serials: [imeis[0]] },
    ]);
    expect(part.statusCode).toBe(201);
    const moved = await patchOrderStatus(w, order.id, { status: 'returned', reason: 'Refused the rest' });
    expect(moved.statusCode).toBe(200);
    const { returns } = await returnsOf(order.id);
    expect(returns).toHaveLength(2);
    const whole = returns[1]!;
    expect(whole.lines.filter((l) => l.serial_number).map((l) => l.serial_number)).toEqual([imeis[1]]);
    const out = await db()
      .select()
      .from(orderItemSerials)
      .where(and(eq(orderItemSerials.orderId, order.id), isNull(orderItemSerials.returnedAt)));
    expect(out).toEqual([]);
    expect((await unitsOf(order.id)).map((u) => u.returnId)).toEqual([returns[0]!.id, whole.id]);
  });
});
