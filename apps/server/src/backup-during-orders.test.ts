import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  migrate,
  recordInitialStock,
  restoreBackup,
  takeBackup,
  type BackupResult,
  type Database,
} from '@matjar/db';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './modules/checkout/testing/checkout-fixture.js';
import { ledgerMismatches } from './modules/stock/testing/stock-ledger-test-support.js';
import { buildTestApp } from './testing/test-app.js';

type Line = { product_id: number; variant_id?: number; quantity: number };
/** A stock row: a product's own (variant null) or a variant's. */
const rowKey = (productId: number, variantId: number | null | undefined) =>
  `${productId}/${variantId ?? '-'}`;

let work: string;
let shop: Database;
let f: CheckoutFixture;
let backup: BackupResult;
const initialStock = new Map<string, number>();
/** Every order the shop acknowledged (201), with the lines it was asked for. */
const acknowledged = new Map<string, Line[]>();
/** Those acknowledged before the backup was started. */
const acknowledgedBeforeBackup = new Set<string>();
/** Orders still waiting for their answer when the backup was started. */
let unansweredAtBackupStart: number;
/** An order placed once the backup file was written. */
let placedAfterBackup: string;
const images = new Map([
  ['products/1/front-640.webp', randomBytes(5_000)],
  ['products/1/front-1280.avif', randomBytes(9_000)],
  ['gallery/up-1-a-320.webp', randomBytes(700)],
]);

/** What order number `n` asks for: phones and cables in several quantities, a laptop variant now and then. */
function linesOf(n: number): Line[] {
  const lines: Line[] = [
    { product_id: f.phone.id, quantity: 1 + (n % 2) },
    { product_id: f.cable.id, quantity: 1 + (n % 3) },
  ];
  if (n % 10 === 0) {
    const variant = n % 20 === 0 ? f.laptop16 : f.laptop32;
    lines.push({ product_id: f.laptop.id, variant_id: variant.id, quantity: 1 });
  }
  return lines;
}

async function tempFolder(name: string) {
  const folder = await mkdtemp(join(tmpdir(), name));
  await chmod(folder, 0o755); // run as root, the database's own account must enter it
  return folder;
}

async function stockRows(database: Database) {
  const result = await database.db.execute<{
    product_id: number;
    variant_id: number | null;
    stock: number;
  }>(sql`
    SELECT id AS product_id, NULL::int AS variant_id, stock FROM products
    UNION ALL SELECT product_id, id, stock FROM product_variants`);
  return new Map(result.rows.map((row) => [rowKey(row.product_id, row.variant_id), row.stock]));
}

beforeAll(async () => {
  work = await tempFolder('matjar-backup-orders-');
  shop = await createDb(`embedded:${join(work, 'shop')}/postgres`);
  await migrate(shop);
  f = await insertCheckoutFixture(shop.db, { stock: { phone: 1_000, cable: 1_000 } });
  await recordInitialStock(shop.db, 'fixture');
  for (const [key, stock] of await stockRows(shop)) initialStock.set(key, stock);
  for (const [key, body] of images) {
    await mkdir(join(work, 'shop', 'uploads', key, '..'), { recursive: true });
    await writeFile(join(work, 'shop', 'uploads', key), body);
  }
  const t = await buildTestApp({ database: shop, rateLimits: ORDER_RATE_LIMITS_OFF });
  try {
    let answered = 0;
    let backupStarted = false;
    let twentyAnswered!: () => void;
    const backupMayStart = new Promise<void>((resolve) => (twentyAnswered = resolve));
    const place = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        payload: {
          customer: {
            name: 'Backup',
            email: `backup-${n}@example.com`,
            phone: `+974 7${String(n).padStart(7, '0')}`,
          },
          items: linesOf(n),
          orderData: qatarAddress(`Backup lane ${n}`),
          paymentMethod: 'cash',
        },
      });
    const orders = Array.from({ length: 100 }, async (_, n) => {
      const response = await place(n).finally(() => {
        if (++answered === 20) twentyAnswered();
      });
      if (response.statusCode === 201) {
        const { orderNumber } = response.json<{ orderNumber: string }>();
        acknowledged.set(orderNumber, linesOf(n));
        if (!backupStarted) acknowledgedBeforeBackup.add(orderNumber);
      } else {
        expect(response.statusCode, response.body).toBe(409); // the laptops run out; nothing else may fail
      }
    });
    await backupMayStart;
    backupStarted = true;
    unansweredAtBackupStart = 100 - answered;
    [backup] = await Promise.all([
      takeBackup({
        dataDir: join(work, 'shop'),
        uploadsDir: join(work, 'shop', 'uploads'),
        file: join(work, 'shop.tar.gz'),
      }),
      Promise.all(orders),
    ]);
    const late = await place(101); // phones and cables, which never run out
    expect(late.statusCode, late.body).toBe(201);
    placedAfterBackup = late.json<{ orderNumber: string }>().orderNumber;
  } finally {
    await t.close();
    await shop.close();
  }
}, 240_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a backup taken during 100 concurrent orders', () => {
  let restored: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let orders: Map<
    string,
    { subtotal: number; discount: number; shipping: number; total: number; lines: Line[] }
  >;
  let itemTotalsAgree: boolean;

  beforeAll(async () => {
    const dataDir = join(work, 'restored');
    await restoreBackup({ file: backup.file, dataDir, uploadsDir: join(dataDir, 'uploads') });
    restored = await createDb(`embedded:${dataDir}/postgres`);
    app = await buildTestApp({ database: restored, rateLimits: ORDER_RATE_LIMITS_OFF });
    const rows = await restored.db.execute<{
      order_number: string;
      subtotal: number;
      discount_amount: number;
      shipping_fee: number;
      total_amount: number;
      product_id: number | null;
      variant_id: number | null;
      quantity: number | null;
      item_total_ok: boolean | null;
    }>(sql`
      SELECT o.order_number, o.subtotal, o.discount_amount, o.shipping_fee, o.total_amount,
        i.product_id, i.variant_id, i.quantity, i.total_price = i.unit_price * i.quantity AS item_total_ok
      FROM orders o LEFT JOIN order_items i ON i.order_id = o.id ORDER BY o.id, i.id`);
    orders = new Map();
    itemTotalsAgree = true;
    for (const row of rows.rows) {
      const order = orders.get(row.order_number) ?? {
        subtotal: row.subtotal,
        discount: row.discount_amount,
        shipping: row.shipping_fee,
        total: row.total_amount,
        lines: [],
      };
      orders.set(row.order_number, order);
      if (row.product_id === null) continue; // an order without items: caught below
      order.lines.push({
        product_id: row.product_id,
        ...(row.variant_id === null ? {} : { variant_id: row.variant_id }),
        quantity: row.quantity!,
      });
      itemTotalsAgree &&= row.item_total_ok === true;
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await restored?.close();
  });

  it('the orders ran on while the backup was taken', () => {
    expect(unansweredAtBackupStart).toBeGreaterThan(0);
    expect(acknowledgedBeforeBackup.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(acknowledgedBeforeBackup.size);
    expect(backup.shopRunning).toBe(true);
  });

  it('restores every order acknowledged before the backup began, with all its items', () => {
    for (const orderNumber of acknowledgedBeforeBackup) {
      expect(orders.get(orderNumber)?.lines, orderNumber).toEqual(acknowledged.get(orderNumber));
    }
  });

  it('holds no order placed after the backup was written', () => {
    expect(orders.has(placedAfterBackup)).toBe(false);
  });

  it('holds no partial order: each one restored is one the shop acknowledged, whole, its totals consistent', () => {
    expect(itemTotalsAgree).toBe(true);
    for (const [orderNumber, order] of orders) {
      expect(order.lines, orderNumber).toEqual(acknowledged.get(orderNumber));
      expect(order.total).toBe(order.subtotal - order.discount + order.shipping);
    }
  });

  it('has the stock those orders took, and the stock ledger agrees', async () => {
    const taken = new Map<string, number>();
    for (const { lines } of orders.values()) {
      for (const line of lines) {
        const rows = [rowKey(line.product_id, line.variant_id)];
        if (line.variant_id) rows.push(rowKey(line.product_id, null)); // a product holds its variants' sum
        for (const key of rows) taken.set(key, (taken.get(key) ?? 0) + line.quantity);
      }
    }
    const stock = await stockRows(restored);
    for (const [key, initial] of initialStock) {
      expect(stock.get(key), key).toBe(initial - (taken.get(key) ?? 0));
    }
    expect(await ledgerMismatches(restored.db)).toEqual([]);
    const reserved = await restored.db.execute<{ orders: number }>(sql`
      SELECT count(DISTINCT order_id)::int AS orders FROM stock_movements WHERE reason = 'order_reserved'`);
    expect(reserved.rows[0]!.orders).toBe(orders.size);
  });

  it('serves', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', databaseKind: 'embedded' });
  });

  it('restores the uploads byte for byte', async () => {
    for (const [key, body] of images) {
      expect(await readFile(join(work, 'restored', 'uploads', key)), key).toEqual(body);
    }
  });
});
