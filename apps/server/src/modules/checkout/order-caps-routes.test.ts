import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_OPEN_UNPAID_ORDERS, MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '@matjar/core';
import { orders, products } from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './testing/checkout-fixture.js';

// Unpaid orders cannot hoard stock: units per line and per order are capped, and so are the open
// unpaid orders of one shopper, recognised by e-mail, phone or delivery address however they are typed.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: CheckoutFixture;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertCheckoutFixture(t.database.db, { stock: { phone: 1_000, cable: 1_000 } });
});
afterAll(() => t?.close());

let shoppers = 0;
/** A shopper nobody else in this file uses: e-mail, phone and address all unique. */
function newShopper() {
  const n = ++shoppers;
  return {
    customer: {
      name: `Shopper ${n}`,
      email: `shopper-${n}@example.com`,
      phone: `+974 7${String(n).padStart(7, '0')}`,
    },
    orderData: qatarAddress(`Street of shopper ${n}`),
  };
}
type Shopper = ReturnType<typeof newShopper>;

/** A new shopper who shares one detail with others. */
function shopperWith(shared: {
  email?: string;
  phone?: string;
  address?: Partial<Shopper['orderData']>;
}): Shopper {
  const shopper = newShopper();
  return {
    customer: {
      ...shopper.customer,
      email: shared.email ?? shopper.customer.email,
      phone: shared.phone ?? shopper.customer.phone,
    },
    orderData: { ...shopper.orderData, ...shared.address },
  };
}

const cable = (quantity = 1) => ({ product_id: f.cable.id, quantity });

function order(shopper: Shopper, items: object[] = [cable()], extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: { ...shopper, items, paymentMethod: 'cash', ...extra },
  });
}

const orderCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
const cableStock = async () =>
  (
    await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, f.cable.id))
  )[0]!.stock;

/** Places `count` cash orders that must all succeed; answers their order numbers. */
async function placeOrders(shoppersOf: (i: number) => Shopper, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await order(shoppersOf(i));
    expect(response.statusCode, response.body).toBe(201);
    numbers.push(response.json().orderNumber);
  }
  return numbers;
}

async function expectRefusedAsOverOpenCap(shopper: Shopper) {
  const [before, stockBefore] = [await orderCount(), await cableStock()];
  const response = await order(shopper);
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toMatchObject({
    code: 'TOO_MANY_OPEN_ORDERS',
    message: expect.stringContaining(`${MAX_OPEN_UNPAID_ORDERS} orders`),
    messageAr: expect.stringMatching(/[\u0600-\u06FF]/),
  });
  expect(await orderCount()).toBe(before);
  expect(await cableStock()).toBe(stockBefore);
}

describe('units per line and per order', () => {
  it(`refuses a line of more than ${MAX_UNITS_PER_LINE} units with 400 ORDER_LINE_LIMIT, writing nothing`, async () => {
    const [before, stockBefore] = [await orderCount(), await cableStock()];
    const response = await order(newShopper(), [cable(MAX_UNITS_PER_LINE + 1)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ORDER_LINE_LIMIT',
      message: `At most ${MAX_UNITS_PER_LINE} of ${f.cable.nameEn} can be ordered at once; please lower the quantity in your cart`,
      messageAr: expect.stringContaining(f.cable.name),
    });
    expect(await orderCount()).toBe(before);
    expect(await cableStock()).toBe(stockBefore);
  });

  it('counts one product sent on two lines as one line', async () => {
    const response = await order(newShopper(), [cable(MAX_UNITS_PER_LINE), cable(1)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ORDER_LINE_LIMIT');
  });

  it(`refuses an order of more than ${MAX_UNITS_PER_ORDER} units with 400 ORDER_UNITS_LIMIT`, async () => {
    const before = await orderCount();
    const response = await order(newShopper(), [
      cable(MAX_UNITS_PER_LINE),
      { product_id: f.phone.id, quantity: MAX_UNITS_PER_ORDER - MAX_UNITS_PER_LINE },
      { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ORDER_UNITS_LIMIT',
      message: `An order can hold at most ${MAX_UNITS_PER_ORDER} items; please lower the quantities in your cart`,
    });
    expect(await orderCount()).toBe(before);
  });

  it('takes an order exactly at both caps', async () => {
    const response = await order(newShopper(), [
      cable(MAX_UNITS_PER_LINE),
      { product_id: f.phone.id, quantity: MAX_UNITS_PER_ORDER - MAX_UNITS_PER_LINE },
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('tells the cart page about a broken cap in its quote, in both languages', async () => {
    const quote = async (items: object[]) =>
      (await t.app.inject({ method: 'POST', url: '/api/store/cart/quote', payload: { items } })).json();
    expect((await quote([cable(MAX_UNITS_PER_LINE)])).quantityError).toBeNull();
    const overLine = await quote([cable(MAX_UNITS_PER_LINE + 1)]);
    expect(overLine.quantityError).toMatchObject({ code: 'ORDER_LINE_LIMIT' });
    expect(overLine.quantityError.messageAr).toContain(f.cable.name);
    // The line is still priced as asked: the shopper sees what to lower.
    expect(overLine.lines[0]).toMatchObject({ quantity: MAX_UNITS_PER_LINE + 1, problem: null });
    const overOrder = await quote([
      cable(MAX_UNITS_PER_LINE),
      { product_id: f.phone.id, quantity: MAX_UNITS_PER_LINE + 1 },
    ]);
    expect(overOrder.quantityError).toMatchObject({ code: 'ORDER_LINE_LIMIT' });
    const overTotal = await quote([
      cable(MAX_UNITS_PER_LINE),
      { product_id: f.phone.id, quantity: MAX_UNITS_PER_LINE },
      { product_id: f.laptop.id, variant_id: f.laptop32.id, quantity: 1 },
    ]);
    expect(overTotal.quantityError).toMatchObject({ code: 'ORDER_UNITS_LIMIT' });
  });
});

describe(`open unpaid orders per shopper (at most ${MAX_OPEN_UNPAID_ORDERS})`, () => {
  it('refuses the next order of the same e-mail, whatever its case or +tag, with 409 in both languages', async () => {
    const base = newShopper();
    const email = base.customer.email;
    const numbers = await placeOrders(
      (i) => shopperWith({ email: i === 1 ? email.toUpperCase() : email }),
      MAX_OPEN_UNPAID_ORDERS,
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, numbers[1]!));
    expect(row!.emailKey).toBe(email);
    await expectRefusedAsOverOpenCap(shopperWith({ email: email.replace('@', '+again@') }));
  });

  it('refuses the next order of the same phone typed another way (Arabic-Indic digits, 00974, spaces)', async () => {
    const digits = `5${String(++shoppers).padStart(7, '0')}`;
    const arabic = [...digits].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    const spellings = [`+974 ${digits.slice(0, 4)} ${digits.slice(4)}`, `00974${digits}`, arabic];
    const numbers = await placeOrders((i) => shopperWith({ phone: spellings[i] }), MAX_OPEN_UNPAID_ORDERS);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, numbers[2]!));
    // Stored in the one form of D24, however it was typed.
    expect(row).toMatchObject({
      phoneKey: digits,
      customerPhone: `+974 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    });
    await expectRefusedAsOverOpenCap(shopperWith({ phone: digits }));
  });

  it('refuses the next order to the same delivery address, however it is spaced and punctuated', async () => {
    const street = `Al Sadd, Lane ${++shoppers}`;
    const address = { shipping_zone: '38', shipping_street: street, shipping_building: '7' };
    await placeOrders(
      (i) =>
        shopperWith({
          address:
            i % 2 ? { ...address, shipping_street: street.toUpperCase().replaceAll(',', '') } : address,
        }),
      MAX_OPEN_UNPAID_ORDERS,
    );
    await expectRefusedAsOverOpenCap(
      shopperWith({ address: { ...address, shipping_street: ` ${street.replaceAll(' ', '  ')}. ` } }),
    );
    // Typed on an Arabic page (Arabic-Indic digits, the line built in Arabic): still the same address.
    const arabic = await order(shopperWith({ address: { ...address, shipping_zone: '٣٨' } }), [cable()], {
      locale: 'ar',
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().error.code).toBe('TOO_MANY_OPEN_ORDERS');
  });

  it('does not count orders that are confirmed, cancelled or whose card payment ended', async () => {
    const shopper = newShopper();
    const numbers = await placeOrders(() => shopper, MAX_OPEN_UNPAID_ORDERS);
    await expectRefusedAsOverOpenCap(shopper);
    await t.database.db.update(orders).set({ status: 'canceled' }).where(eq(orders.orderNumber, numbers[0]!));
    await t.database.db
      .update(orders)
      .set({ status: 'confirmed' })
      .where(eq(orders.orderNumber, numbers[1]!));
    await placeOrders(() => shopper, 2);
    await expectRefusedAsOverOpenCap(shopper);

    // Card orders: open while the payment is pending, not once it completed or failed.
    const payer = { customer: { name: 'Payer', email: `payer-${++shoppers}@example.com` } };
    const giftCard = [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }];
    const online = () => order(payer as Shopper, giftCard, { paymentMethod: 'online' });
    const paid: string[] = [];
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) {
      const response = await online();
      expect(response.statusCode, response.body).toBe(201);
      paid.push(response.json().orderNumber);
    }
    expect((await online()).statusCode).toBe(409);
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'completed' })
      .where(eq(orders.orderNumber, paid[0]!));
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(eq(orders.orderNumber, paid[1]!));
    expect((await online()).statusCode).toBe(201);
    expect((await online()).statusCode).toBe(201);
    expect((await online()).statusCode).toBe(409);
    // A payment left past its window holds nothing any more, even before the expiry sweep has run.
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNumber, paid[2]!));
    expect((await online()).statusCode).toBe(201);
  });

  it('counts simultaneous orders of one shopper one after another: exactly the cap succeed', async () => {
    const shopper = newShopper();
    const responses = await Promise.all(Array.from({ length: 10 }, () => order(shopper)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX_OPEN_UNPAID_ORDERS).fill(201),
      ...Array<number>(10 - MAX_OPEN_UNPAID_ORDERS).fill(409),
    ]);
  });
});
