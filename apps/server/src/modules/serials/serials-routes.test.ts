import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatOrderNumber, type AdminOrderDetail, type AdminOrderListResponse } from '@matjar/core';
import { orderItemSerials, orderItems, products } from '@matjar/db';
import {
  auditOf,
  callAsStaff,
  forceStatus,
  orderRow,
  patchOrderStatus,
  placeOrder,
  staffHeaders,
  useOrderWorkflowApp,
} from '../orders/testing/order-workflow-test-support.js';
import { markSerialReturned } from './serial-lifecycle.js';

const w = useOrderWorkflowApp();
const db = () => w.t.database.db;

beforeAll(async () => {
  // The fixture's phone records a serial per unit; enough of them for every order here.
  await db().update(products).set({ isSerialized: true, stock: 500 }).where(eq(products.id, w.f.phone.id));
});

let imeiCounter = 0;
/** A fresh, valid IMEI: 14 digits of this run, then the Luhn check digit. */
function freshImei(): string {
  imeiCounter += 1;
  const body = `35${String(Date.now() % 1e8).padStart(8, '0')}${String(imeiCounter).padStart(4, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A cash order of `phones` serialised phones and one cable, confirmed: ready to pack. */
async function confirmedOrder(phones = 2) {
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
  return { order, phone, cable };
}

const recordSerial = (orderId: number, itemId: number, serial: string, role: 'admin' | 'viewer' = 'admin') =>
  callAsStaff(w, role, 'POST', `/api/admin/orders/${orderId}/serials`, { order_item_id: itemId, serial });

async function detailOf(orderId: number): Promise<AdminOrderDetail> {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: await staffHeaders(db(), w.staff.admin.id),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderDetail>();
}

async function search(q: string, role: 'admin' | 'viewer' = 'admin') {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
    headers: await staffHeaders(db(), w.staff[role].id),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminOrderListResponse>().orders.map((order) => order.id);
}

describe('recording serial numbers while packing', () => {
  it('records an IMEI typed with hyphens, spaces or Arabic digits, as one normalised serial, audited', async () => {
    const { order, phone, cable } = await confirmedOrder();
    const imei = freshImei();
    const typed = `${imei.slice(0, 2)}-${imei.slice(2, 8)} ${imei.slice(8)}`.replace(
      /\d/g,
      (digit, at: number) => (at < 4 ? String.fromCharCode(0x0660 + Number(digit)) : digit),
    );
    const response = await recordSerial(order.id, phone.id, typed);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      order_item_id: phone.id,
      serials: [{ serial: imei, username: w.staff.admin.username, returned_at: null }],
      missing: 1,
    });

    const detail = await detailOf(order.id);
    const phoneLine = detail.items.find((item) => item.id === phone.id)!;
    const cableLine = detail.items.find((item) => item.id === cable.id)!;
    expect(phoneLine).toMatchObject({ serialized: true, serials: [{ serial: imei }] });
    expect(cableLine).toMatchObject({ serialized: false, serials: [] });

    const audit = await auditOf(db(), 'order', order.id);
    expect(audit.at(-1)).toMatchObject({
      actionType: 'UPDATE',
      username: w.staff.admin.username,
      changes: { new: { serial_recorded: imei, order_item_id: phone.id } },
    });
  });

  it('refuses 15 digits whose IMEI check digit is wrong, and text that is no serial, in both languages', async () => {
    const { order, phone } = await confirmedOrder();
    const imei = freshImei();
    const wrong = imei.slice(0, 14) + String((Number(imei[14]) + 1) % 10);
    const refused = await recordSerial(order.id, phone.id, wrong);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('SERIAL_IMEI_INVALID');
    expect(error.message).toMatch(/IMEI/);
    expect(error.messageAr).toMatch(/IMEI/);
    expect(error.messageAr).not.toBe(error.message);

    const short = await recordSerial(order.id, phone.id, 'AB1');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('SERIAL_INVALID');

    const stored = await db().select().from(orderItemSerials).where(eq(orderItemSerials.orderId, order.id));
    expect(stored).toEqual([]);
    // A maker's serial (not 15 digits) carries no check digit: it is recorded as it is.
    const serial = await recordSerial(order.id, phone.id, `f2lx${imeiCounter}q9`);
    expect(serial.statusCode).toBe(201);
    expect(serial.json().serials[0].serial).toBe(`F2LX${imeiCounter}Q9`);
  });

  it('refuses a serial already out on another order (or this one), naming the order', async () => {
    const first = await confirmedOrder(1);
    const second = await confirmedOrder();
    const imei = freshImei();
    expect((await recordSerial(first.order.id, first.phone.id, imei)).statusCode).toBe(201);

    const elsewhere = await recordSerial(second.order.id, second.phone.id, imei);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error).toMatchObject({
      code: 'SERIAL_ALREADY_SOLD',
      params: { number: formatOrderNumber(first.order.shortNumber) },
    });
    expect(elsewhere.json().error.message).toContain(formatOrderNumber(first.order.shortNumber));
    expect(elsewhere.json().error.messageAr).toContain(formatOrderNumber(first.order.shortNumber));

    const again = await recordSerial(second.order.id, second.phone.id, freshImei());
    expect(again.statusCode).toBe(201);
    const twice = await recordSerial(second.order.id, second.phone.id, again.json().serials[0].serial);
    expect(twice.json().error.code).toBe('SERIAL_ALREADY_SOLD');
  });

  it('lets one of two staff recording the same serial at once have it', async () => {
    const a = await confirmedOrder(1);
    const b = await confirmedOrder(1);
    const imei = freshImei();
    const answers = await Promise.all([
      recordSerial(a.order.id, a.phone.id, imei),
      recordSerial(b.order.id, b.phone.id, imei),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe(
      'SERIAL_ALREADY_SOLD',
    );
    const rows = await db().select().from(orderItemSerials).where(eq(orderItemSerials.serial, imei));
    expect(rows).toHaveLength(1);
  });

  it('records no more serials than units, none for a product not serialised, only while packing', async () => {
    const { order, phone, cable } = await confirmedOrder(1);
    expect((await recordSerial(order.id, cable.id, freshImei())).json().error.code).toBe(
      'SERIAL_NOT_TRACKED',
    );
    expect((await recordSerial(order.id, phone.id, freshImei())).statusCode).toBe(201);
    const extra = await recordSerial(order.id, phone.id, freshImei());
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error.code).toBe('SERIAL_LINE_COMPLETE');
    const other = await confirmedOrder(1);
    expect((await recordSerial(order.id, other.phone.id, freshImei())).json().error.code).toBe(
      'SERIAL_LINE_NOT_FOUND',
    );
    expect((await recordSerial(other.order.id, other.phone.id, freshImei(), 'viewer')).statusCode).toBe(403);

    await forceStatus(db(), other.order.id, 'shipped');
    const late = await recordSerial(other.order.id, other.phone.id, freshImei());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SERIAL_ORDER_CLOSED');

    const unpaid = await placeOrder(w.t, w.f, {
      items: [{ product_id: w.f.phone.id, quantity: 1 }],
      paymentMethod: 'online',
    });
    const [unpaidLine] = await db().select().from(orderItems).where(eq(orderItems.orderId, unpaid.id));
    const refused = await recordSerial(unpaid.id, unpaidLine!.id, freshImei());
    expect(refused.json().error.code).toBe('SERIAL_ORDER_UNPAID');
  });

  it('takes a wrong serial off while packing, audited; not once the order has left', async () => {
    const { order, phone } = await confirmedOrder(1);
    const imei = freshImei();
    const recorded = await recordSerial(order.id, phone.id, imei);
    const serialId = recorded.json().serials[0].id as number;
    const removed = await callAsStaff(
      w,
      'admin',
      'DELETE',
      `/api/admin/orders/${order.id}/serials/${serialId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ serials: [], missing: 1 });
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      changes: { old: { serial_recorded: imei } },
    });
    const gone = await callAsStaff(w, 'admin', 'DELETE', `/api/admin/orders/${order.id}/serials/${serialId}`);
    expect(gone.json().error.code).toBe('SERIAL_NOT_FOUND');

    const again = await recordSerial(order.id, phone.id, imei);
    expect(again.statusCode).toBe(201);
    await forceStatus(db(), order.id, 'shipped');
    const late = await callAsStaff(
      w,
      'admin',
      'DELETE',
      `/api/admin/orders/${order.id}/serials/${again.json().serials[0].id}`,
    );
    expect(late.json().error.code).toBe('SERIAL_ORDER_CLOSED');
  });
});

describe('the order leaves only with every serial', () => {
  it('refuses to ship while a unit has no serial, saying how many, then ships', async () => {
    const { order, phone } = await confirmedOrder(2);
    await recordSerial(order.id, phone.id, freshImei());
    const refused = await patchOrderStatus(w, order.id, { status: 'shipped', from: 'confirmed' });
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('ORDER_SERIALS_MISSING');
    expect(error.params).toMatchObject({ missing: 1 });
    expect(error.message).toContain('1 unit is still without one');
    expect(error.messageAr).toContain('قطعة واحدة');
    expect((await orderRow(db(), order.id)).status).toBe('confirmed');

    await recordSerial(order.id, phone.id, freshImei());
    const shipped = await patchOrderStatus(w, order.id, { status: 'shipped', from: 'confirmed' });
    expect(shipped.statusCode).toBe(200);
    expect((await orderRow(db(), order.id)).status).toBe('shipped');
  });

  it('ships an order with no serialised product as before', async () => {
    const order = await placeOrder(w.t, w.f, { items: [{ product_id: w.f.cable.id, quantity: 1 }] });
    await forceStatus(db(), order.id, 'confirmed');
    expect((await patchOrderStatus(w, order.id, { status: 'shipped', from: 'confirmed' })).statusCode).toBe(
      200,
    );
  });
});

describe('a serial comes back', () => {
  it('is free again once its order is canceled or returned', async () => {
    const canceled = await confirmedOrder(1);
    const imei = freshImei();
    await recordSerial(canceled.order.id, canceled.phone.id, imei);
    expect((await patchOrderStatus(w, canceled.order.id, { status: 'canceled' })).statusCode).toBe(200);
    expect((await auditOf(db(), 'order', canceled.order.id)).at(-1)).toMatchObject({
      changes: { new: { status: 'canceled', serials_released: [imei] } },
    });

    const sold = await confirmedOrder(1);
    expect((await recordSerial(sold.order.id, sold.phone.id, imei)).statusCode).toBe(201);
    await forceStatus(db(), sold.order.id, 'delivered');
    const returned = await patchOrderStatus(w, sold.order.id, {
      status: 'returned',
      reason: 'Faulty screen',
    });
    expect(returned.statusCode).toBe(200);
    const detail = await detailOf(sold.order.id);
    expect(detail.items.find((item) => item.id === sold.phone.id)!.serials[0]!.returned_at).not.toBeNull();

    const resold = await confirmedOrder(1);
    expect((await recordSerial(resold.order.id, resold.phone.id, imei)).statusCode).toBe(201);
  });

  it('is marked returned by the return of single items, once, audited', async () => {
    const { order, phone } = await confirmedOrder(1);
    const imei = freshImei();
    await recordSerial(order.id, phone.id, imei);
    await forceStatus(db(), order.id, 'delivered');
    const actor = { id: w.staff.admin.id, username: w.staff.admin.username, role: 'admin' as const };
    const input = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      serial: imei.toLowerCase(),
      returnId: 77,
    };

    const marked = await db().transaction((tx) => markSerialReturned(tx, actor, input));
    expect(marked).toMatchObject({ serial: imei, returnId: 77, returnedBy: w.staff.admin.username });
    expect(marked.returnedAt).toBeInstanceOf(Date);
    expect((await auditOf(db(), 'order', order.id)).at(-1)).toMatchObject({
      changes: { new: { serial_returned: imei, return_id: 77 } },
    });
    await expect(db().transaction((tx) => markSerialReturned(tx, actor, input))).rejects.toMatchObject({
      code: 'SERIAL_ALREADY_RETURNED',
    });
    await expect(
      db().transaction((tx) => markSerialReturned(tx, actor, { ...input, serial: freshImei() })),
    ).rejects.toMatchObject({ code: 'SERIAL_NOT_FOUND' });

    const resold = await confirmedOrder(1);
    expect((await recordSerial(resold.order.id, resold.phone.id, imei)).statusCode).toBe(201);
  });
});

describe('finding the order that sold a serial', () => {
  it('finds it by the whole serial, as printed, by its last digits, and for a role that sees no contacts', async () => {
    const { order, phone } = await confirmedOrder(1);
    const imei = freshImei();
    await recordSerial(order.id, phone.id, imei);
    expect(await search(imei)).toEqual([order.id]);
    expect(await search(`${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8)}`)).toEqual([order.id]);
    expect(await search(imei.slice(-7))).toContain(order.id);
    expect(await search(imei, 'viewer')).toEqual([order.id]);
    // A serial nobody sold finds nothing.
    expect(await search(freshImei())).toEqual([]);
  });
});
