import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  activityLogs,
  giftCardCodeBatches,
  giftCardCodes,
  giftCards,
  loadGiftCodesKey,
  orderStatusHistory,
  orders,
  outbox,
  productVariants,
  stockMovements,
} from '@matjar/db';
import { buildTestApp } from '../../testing/test-app.js';
import { ORDER_RATE_LIMITS_OFF } from '../checkout/testing/checkout-fixture.js';
import { applyPaymentOutcome } from '../payments/payment-outcome.js';
import { insertPaymentFixture } from '../payments/testing/payment-fixture.js';
import { bearer, createSessionToken, createStaffUser } from '../staff/testing/staff-test-support.js';
import { fakeBrandCode } from './testing/gift-codes-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let f: Awaited<ReturnType<typeof insertPaymentFixture>>;
let admin: string;
let viewer: string;
const db = () => t.app.db;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: ORDER_RATE_LIMITS_OFF });
  f = await insertPaymentFixture(db());
  admin = await createSessionToken(db(), (await createStaffUser(db(), { role: 'admin' })).id);
  viewer = await createSessionToken(db(), (await createStaffUser(db(), { role: 'viewer' })).id);
});
afterAll(() => t?.close());

function post(url: string, payload: Record<string, unknown>, token = admin) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}
const variantStock = async (id: number) =>
  (
    await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, id))
  )[0]!.stock;

describe('loading brand codes', () => {
  it('the preview names every problem and the count per value, and stores nothing', async () => {
    const held = f.codes.card50[0]!;
    const fresh = [fakeBrandCode('AAA'), fakeBrandCode('BBB'), fakeBrandCode('CCC')];
    const text = [
      'code,pin,expiry,cost,value',
      `${fresh[0]},1234,2099-12-31,45.50,50`,
      `${fresh[1]},,,,100`,
      `${fresh[0]!.toLowerCase().replace(/-/g, ' ')},,,,50`, // the same code typed differently
      `${held},,,,50`, // already in the inventory
      'x!,,,,50', // not a code
      `${fresh[2]},,2020-01-01,,50`, // expired
      `${fakeBrandCode('DDD')},,,,70`, // no such denomination
      '',
    ].join('\n');
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCardCodes);
    const response = await post('/api/admin/gift-code-inventory/preview', {
      product_id: f.giftCard.id,
      batch_name: 'Distributor June',
      text,
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.valid).toBe(2);
    expect(preview.cost).toBe(4_550);
    expect(preview.per_value).toEqual([
      { variant_id: f.card50.id, value: 5_000, count: 1 },
      { variant_id: f.card100.id, value: 10_000, count: 1 },
    ]);
    expect(preview.problems).toEqual([
      { line: 4, problem: 'duplicate_in_file' },
      { line: 5, problem: 'duplicate_existing' },
      { line: 6, problem: 'malformed_code' },
      { line: 7, problem: 'expired' },
      { line: 8, problem: 'unknown_value' },
    ]);
    // No code comes back in the answer, and nothing was written.
    for (const code of [...fresh, held]) expect(response.body).not.toContain(code);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCardCodes);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses to import while a line has a problem (all or nothing), then imports a clean text, audited', async () => {
    const fresh = [fakeBrandCode('EEE'), fakeBrandCode('FFF')];
    const stockBefore = await variantStock(f.card100.id);
    const withDuplicate = `${fresh[0]}\n${fresh[1]}\n${fresh[0]}\n`;
    const refused = await post('/api/admin/gift-code-inventory/import', {
      product_id: f.giftCard.id,
      variant_id: f.card100.id,
      batch_name: 'June',
      text: withDuplicate,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('GIFT_CODES_IMPORT_PROBLEMS');
    expect(await variantStock(f.card100.id)).toBe(stockBefore);

    const forbidden = await post(
      '/api/admin/gift-code-inventory/import',
      { product_id: f.giftCard.id, variant_id: f.card100.id, batch_name: 'June', text: fresh.join('\n') },
      viewer,
    );
    expect(forbidden.statusCode).toBe(403);

    const done = await post('/api/admin/gift-code-inventory/import', {
      product_id: f.giftCard.id,
      variant_id: f.card100.id,
      batch_name: 'June',
      text: fresh.join('\n'),
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ imported: 2 });
    expect(await variantStock(f.card100.id)).toBe(stockBefore + 2);
    const [batch] = await db()
      .select()
      .from(giftCardCodeBatches)
      .where(eq(giftCardCodeBatches.id, done.json().batch_id));
    expect(batch).toMatchObject({ name: 'June', count: 2, productId: f.giftCard.id });
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, f.card100.id), eq(stockMovements.reason, 'codes_imported')));
    expect(movement).toMatchObject({ delta: 2, note: 'June' });
    const [entry] = await db()
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityType, 'gift_card_codes'), eq(activityLogs.entityId, String(batch!.id))),
      );
    expect(entry!.description).toContain('2 gift-card codes');
    // The log never holds a code.
    for (const code of fresh) expect(JSON.stringify(entry)).not.toContain(code.slice(4));

    // The same codes a second time are duplicates of what is held.
    const again = await post('/api/admin/gift-code-inventory/import', {
      product_id: f.giftCard.id,
      variant_id: f.card100.id,
      batch_name: 'again',
      text: fresh.join('\n'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the shop’s own card: its codes are made by the shop', async () => {
    const response = await post('/api/admin/gift-code-inventory/preview', {
      product_id: f.shopCard.id,
      batch_name: 'x',
      text: fakeBrandCode(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('GIFT_CODES_NOT_INVENTORY_CARD');
  });

  it('keeps no code readable in the database: a plain dump of every table holds none of them', async () => {
    const code = fakeBrandCode('PLAIN');
    const pin = 'PIN7788';
    const done = await post('/api/admin/gift-code-inventory/import', {
      product_id: f.giftCard.id,
      variant_id: f.card50.id,
      batch_name: 'dump check',
      text: `code,pin\n${code},${pin}\n`,
    });
    expect(done.statusCode).toBe(201);
    const tables = await db().execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const folded = code.replace(/-/g, '');
    for (const { table_name } of tables.rows) {
      const rows = await db().execute<{ row: string }>(
        sql`SELECT t::text AS row FROM ${sql.identifier(table_name)} t`,
      );
      const dump = rows.rows.map((r) => r.row).join('\n');
      expect(dump, table_name).not.toContain(code);
      expect(dump, table_name).not.toContain(folded);
      expect(dump, table_name).not.toContain(pin);
    }
  });

  it('lists counts per card and value, never a code, and raises the low-codes alert at the threshold', async () => {
    const threshold = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/gift-code-inventory/${f.giftCard.id}/threshold`,
      headers: bearer(admin),
      payload: { threshold: 1_000 },
    });
    expect(threshold.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gift-code-inventory',
      headers: bearer(viewer),
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().cards.find((c: { variant_id: number }) => c.variant_id === f.card50.id);
    expect(card).toMatchObject({ value: 5_000, low_threshold: 1_000, low: true });
    expect(card.available).toBe(await variantStock(f.card50.id));
    for (const code of f.codes.card50) expect(response.body).not.toContain(code);

    // The dashboard raises the same alert: the card's values at or below its threshold, counts only.
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(viewer),
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().low_gift_codes).toContainEqual(
      expect.objectContaining({
        variant_id: f.card50.id,
        value: 5_000,
        threshold: 1_000,
        available: card.available,
      }),
    );
    for (const code of f.codes.card50) expect(dashboard.body).not.toContain(code);
  });
});

describe('one code per unit, never twice', () => {
  async function placeOrder(n: number, variantId: number, quantity = 1) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: `Buyer ${n}`, email: `rush-${n}-${variantId}@example.qa` },
        items: [{ product_id: f.giftCard.id, variant_id: variantId, quantity }],
        paymentMethod: 'online',
        locale: 'en',
      },
    });
  }
  async function pay(orderNumber: string) {
    const paymentId = `PAY-${orderNumber}`;
    const [order] = await db()
      .update(orders)
      .set({ paymentId })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    return db().transaction((tx) =>
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
  }

  it('50 shoppers at once for the last 10 codes: 10 orders, 10 different codes, the rest refused before paying', async () => {
    // Down to the last 10 codes: the denomination's others are set aside, and its stock follows.
    await db().execute(sql`UPDATE gift_card_codes SET status = 'faulty', faulty_at = now()
      WHERE variant_id = ${f.card100.id} AND status = 'available' AND id NOT IN (
        SELECT id FROM gift_card_codes WHERE variant_id = ${f.card100.id} AND status = 'available'
        ORDER BY id LIMIT 10)`);
    await db().update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, f.card100.id));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => placeOrder(i + 1, f.card100.id)));
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(answer.json().error.message).toContain('Only 0 left');
    }
    expect(await variantStock(f.card100.id)).toBe(0);

    // All ten pay at once: each takes its own code.
    const results = await Promise.all(placed.map((a) => pay(a.json().orderNumber)));
    expect(results).toEqual(Array(10).fill('applied'));
    const numbers = placed.map((a) => a.json().orderNumber as string);
    const cards = await db()
      .select({ inventoryCodeId: giftCards.inventoryCodeId })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(inArray(orders.orderNumber, numbers));
    expect(cards).toHaveLength(10);
    expect(new Set(cards.map((c) => c.inventoryCodeId)).size).toBe(10);
    // Every code handed out (by any order) is handed out once.
    const twice = await db().execute(
      sql`SELECT inventory_code_id FROM gift_cards WHERE inventory_code_id IS NOT NULL
        GROUP BY inventory_code_id HAVING count(*) > 1`,
    );
    expect(twice.rows).toHaveLength(0);
    // The e-mails carry ten different brand codes.
    const mails = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'email:gift-card-codes'),
          inArray(sql`${outbox.payload}->>'orderNumber'`, numbers),
        ),
      );
    const mailed = mails.flatMap((m) =>
      (m.payload as { cards: { code: string }[] }).cards.map((c) => c.code),
    );
    expect(mailed).toHaveLength(10);
    expect(new Set(mailed).size).toBe(10);
    for (const code of mailed) expect(f.codes.card100).toContain(code);
  });

  it('a checkout holds its codes without waiting on the card’s row; the stock follows the codes after', async () => {
    // Another transaction holds the card's product and variant rows as a stock change does (the lock an
    // UPDATE of their stock takes): the order's own transaction must not need them, only the codes.
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.id, f.card50.id));
    let unlock!: () => void;
    const gate = new Promise<void>((open) => (unlock = open));
    let locked!: () => void;
    const rowsLocked = new Promise<void>((done) => (locked = done));
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM products WHERE id = ${f.giftCard.id} FOR NO KEY UPDATE`);
      await tx.execute(sql`SELECT id FROM product_variants WHERE id = ${f.card50.id} FOR NO KEY UPDATE`);
      locked();
      await gate;
    });
    await rowsLocked;
    const answer = placeOrder(901, f.card50.id, 2);
    // The order commits with its two codes held while the rows are still locked.
    let held: { order_number: string; n: number }[] = [];
    try {
      for (let attempt = 0; attempt < 400 && held.length === 0; attempt++) {
        const { rows } = await db().execute<{ order_number: string; n: number }>(sql`
          SELECT o.order_number, count(c.id)::int AS n FROM orders o
          JOIN gift_card_codes c ON c.order_id = o.id AND c.status = 'reserved'
          WHERE o.customer_email = ${'rush-901-' + f.card50.id + '@example.qa'} GROUP BY o.order_number`);
        held = rows;
        if (held.length === 0) await new Promise((wake) => setTimeout(wake, 25));
      }
    } finally {
      unlock();
      await holder;
    }
    expect(held).toEqual([{ order_number: expect.stringMatching(/^ORD-/), n: 2 }]);
    const created = await answer;
    expect(created.statusCode).toBe(201);
    // Then the stock reads the count of available codes again, with its ledger movement naming the order.
    const { rows } = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM gift_card_codes
      WHERE variant_id = ${f.card50.id} AND status = 'available'`);
    expect(await variantStock(f.card50.id)).toBe(rows[0]!.n);
    expect(rows[0]!.n).toBe(variant!.stock - 2);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .innerJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(and(eq(stockMovements.variantId, f.card50.id), eq(orders.orderNumber, held[0]!.order_number)));
    expect(movement!.stock_movements).toMatchObject({
      delta: -2,
      reason: 'order_reserved',
      stockAfter: rows[0]!.n,
    });
  });

  it('a stock count gone wrong is counted again from the codes at the next order', async () => {
    const { rows } = await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM gift_card_codes
      WHERE variant_id = ${f.card50.id} AND status = 'available'`);
    // Written behind the ledger's back: five units no code stands behind.
    await db()
      .update(productVariants)
      .set({ stock: rows[0]!.n + 5 })
      .where(eq(productVariants.id, f.card50.id));
    expect((await placeOrder(902, f.card50.id)).statusCode).toBe(201);
    expect(await variantStock(f.card50.id)).toBe(rows[0]!.n - 1);
  });

  it('an unpaid order’s expiry gives its units back, and sold codes never return', async () => {
    const before = await variantStock(f.card50.id);
    const created = await placeOrder(900, f.card50.id, 2);
    expect(created.statusCode).toBe(201);
    expect(await variantStock(f.card50.id)).toBe(before - 2);
    const codesHeld = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCardCodes)
      .innerJoin(orders, eq(orders.id, giftCardCodes.orderId))
      .where(and(eq(orders.orderNumber, created.json().orderNumber), eq(giftCardCodes.status, 'reserved')));
    expect(codesHeld[0]!.n).toBe(2);
    await db()
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderNumber, created.json().orderNumber));
    expect(await t.app.payments.sweep(new Date())).toBe(1);
    expect(await variantStock(f.card50.id)).toBe(before);
    const held = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(giftCardCodes)
      .innerJoin(orders, eq(orders.id, giftCardCodes.orderId))
      .where(eq(orders.orderNumber, created.json().orderNumber));
    expect(held[0]!.n).toBe(0);
  });
});

describe('a digital-only order completes itself', () => {
  it('delivered when its codes go out, with the time on its timeline; a mixed order waits to be shipped', async () => {
    const digital = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Digital', email: 'digital@example.qa' },
        items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }],
        paymentMethod: 'online',
        locale: 'en',
      },
    });
    expect(digital.statusCode).toBe(201);
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Mixed', email: 'mixed@example.qa', phone: '+97455512345' },
        items: [
          { product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 },
          { product_id: f.speaker.id, quantity: 1 },
        ],
        orderData: {
          shipping_city: 'Doha',
          shipping_zone: '25',
          shipping_street: '230',
          shipping_building: '12',
        },
        paymentMethod: 'online',
        locale: 'en',
      },
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    for (const answer of [digital, mixed]) {
      const orderNumber = answer.json().orderNumber as string;
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
    }
    const [done] = await db().select().from(orders).where(eq(orders.orderNumber, digital.json().orderNumber));
    expect(done!.status).toBe('delivered');
    const timeline = await db()
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, done!.id))
      .orderBy(orderStatusHistory.id);
    expect(timeline.map((row) => row.toStatus)).toEqual(['pending', 'confirmed', 'delivered']);
    expect(timeline.at(-1)!.adminUserId).toBeNull();
    const [waiting] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, mixed.json().orderNumber));
    expect(waiting!.status).toBe('confirmed');
    // The mixed order's card went out all the same.
    expect(await db().select().from(giftCards).where(eq(giftCards.orderId, waiting!.id))).toHaveLength(1);
  });
});

describe('a brand code after the sale', () => {
  it('is revealed with its PIN (logged without it), found by its whole code, and swapped when the brand refuses it', async () => {
    // A fresh card with its own codes and PINs, so the codes handed out are known.
    const codes = [fakeBrandCode('SWAP'), fakeBrandCode('SWAP')];
    const loaded = await post('/api/admin/gift-code-inventory/import', {
      product_id: f.giftCard.id,
      variant_id: f.card50.id,
      batch_name: 'swap',
      text: `code,pin\n${codes[0]},1111\n${codes[1]},2222\n`,
    });
    expect(loaded.statusCode).toBe(201);
    // Only these two left, so the order takes the first and the swap the second.
    await db().execute(sql`UPDATE gift_card_codes SET status = 'faulty', faulty_at = now()
      WHERE variant_id = ${f.card50.id} AND status = 'available' AND batch_id <> ${loaded.json().batch_id}`);
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, f.card50.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Swap', email: 'swap@example.qa' },
        items: [{ product_id: f.giftCard.id, variant_id: f.card50.id, quantity: 1 }],
        paymentMethod: 'online',
        locale: 'en',
      },
    });
    expect(created.statusCode).toBe(201);
    const orderNumber = created.json().orderNumber as string;
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
    const [card] = await db().select().from(giftCards).where(eq(giftCards.orderId, order!.id));

    const revealed = await post(`/api/admin/orders/${order!.id}/gift-cards/${card!.id}/reveal`, {});
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ code: codes[0], pin: '1111' });
    const logged = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'gift_card'), eq(activityLogs.entityId, String(card!.id))));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(codes[0]!.slice(5));

    const found = await post('/api/admin/gift-cards/find', {
      code: codes[0]!.toLowerCase().replace(/-/g, ' '),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().gift_card).toMatchObject({ id: card!.id, masked_code: 'APPLE-50-••••' });

    const swapped = await post(`/api/admin/gift-cards/${card!.id}/void`, {
      reason: 'Apple says it was used',
    });
    expect(swapped.statusCode).toBe(200);
    const [old] = await db().select().from(giftCardCodes).where(eq(giftCardCodes.id, card!.inventoryCodeId!));
    expect(old).toMatchObject({ status: 'faulty', faultyReason: 'Apple says it was used' });
    const replacement = swapped.json().replacement;
    const again = await post(`/api/admin/orders/${order!.id}/gift-cards/${replacement.id}/reveal`, {});
    expect(again.json()).toEqual({ code: codes[1], pin: '2222' });
    expect(await variantStock(f.card50.id)).toBe(0);
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, f.card50.id), eq(stockMovements.reason, 'code_replaced')));
    expect(movement).toMatchObject({ delta: -1, orderId: order!.id });
    // The buyer is e-mailed the new code with its PIN.
    const [mail] = await db()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.dedupeKey, `gift-card-replaced:${card!.id}`));
    expect((mail!.payload as { cards: { code: string; pin: string }[] }).cards).toEqual([
      expect.objectContaining({ code: codes[1], pin: '2222' }),
    ]);

    // No code left to swap in: the next refusal says so, and nothing changes.
    const none = await post(`/api/admin/gift-cards/${replacement.id}/void`, { reason: 'again' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('GIFT_CODES_SOLD_OUT');
  });
});

describe('the key', () => {
  it('is made once into the data folder, readable by the owner only, and the same on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matjar-key-'));
    try {
      const first = await loadGiftCodesKey({ dataDir: dir });
      const mode = (await stat(join(dir, 'gift-codes.key'))).mode & 0o777;
      expect(mode).toBe(0o600);
      expect(first).toHaveLength(32);
      expect((await loadGiftCodesKey({ dataDir: dir })).equals(first)).toBe(true);
      // The environment's key wins over the file.
      const env = 'b2'.repeat(32);
      expect((await loadGiftCodesKey({ dataDir: dir, envKey: env })).toString('hex')).toBe(env);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
