// Create-order throughput: cash orders of one or two lines spread over many products with stock that never
// runs out, so every request is a full order (price, reserve, insert, e-mail queued, NOTIFY) and none is a
// cheap 409. Used by run.mjs on the default engine and, with BENCH_DATABASE_URL, on an external PostgreSQL.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedOrders } from './admin-orders-bench.mjs';
import { brands, categories, createDb, migrate, productCategories, products, seedIfEmpty } from '@matjar/db';

const ORDER_PRODUCTS = 500;
/** Past orders the shop has when create-order is measured. */
const HISTORY_ORDERS = 5_000;
const LARGE_STOCK = 100_000_000;
const noFiles = { put: async () => {}, exists: async () => true, url: (key) => `/media/${key}` };

/**
 * Migrates and seeds (without pictures) the database at `url` and adds the products orders are spread over,
 * each with a brand and a category like every product staff make (the import row re-imports the shop's own
 * export, and these products come first in it).
 */
export async function prepareOrderProducts(url) {
  const database = await createDb(url);
  try {
    await migrate(database);
    await seedIfEmpty(database, { media: noFiles, images: false, log: () => {} });
    const [brand] = await database.db.select({ id: brands.id }).from(brands).limit(1);
    const [category] = await database.db.select({ id: categories.id }).from(categories).limit(1);
    const rows = Array.from({ length: ORDER_PRODUCTS }, (_, i) => ({
      name: `منتج طلبات ${i}`,
      brandId: brand.id,
      categoryId: category.id,
      nameEn: `Order bench product ${i}`,
      description: 'منتج لقياس الطلبات',
      price: 10_000 + (i % 50) * 1_000,
      stock: LARGE_STOCK,
    }));
    const inserted = await database.db.insert(products).values(rows).returning({ id: products.id });
    await database.db
      .insert(productCategories)
      .values(inserted.map((row) => ({ productId: row.id, categoryId: category.id })));
    return inserted.map((row) => row.id);
  } finally {
    await database.close();
    // A running shop's orders table has a history, and statistics autovacuum took of it: on a new, never
    // analysed table the planner reads create-order's open-order count from the wrong partial index.
    await seedOrders(url, HISTORY_ORDERS);
  }
}

/** A database of its own on the PostgreSQL server of `serverUrl`; drop() removes it. */
export async function createBenchDatabase(serverUrl) {
  const name = `matjar_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    client.on('error', () => {}); // a lost connection fails the running query, which reports it
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Eight digits of Qatar, different for each order number. */
const benchPhone = (n) =>
  `+974 ${String(30_000_000 + (n % 70_000_000)).slice(0, 4)} ${String(30_000_000 + (n % 70_000_000)).slice(4)}`;

/**
 * Orders made by this process so far: every run (a warm-up, the next Node.js version on the same shop) goes on
 * with new shoppers. Starting again at 0 gave the same phones more open unpaid orders than a shopper may have,
 * and the later runs counted those 409s as errors.
 */
let counter = 0;

/** autocannon POSTing create-order; latencies collected per response for exact percentiles. */
export function measureCreateOrder(title, baseUrl, productIds, { duration, connections }) {
  return new Promise((resolveRun, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        title,
        url: baseUrl,
        duration,
        connections,
        // Orders queue for the database (PGlite runs one statement at a time): on a busy machine a request
        // can wait longer than autocannon's default 10 s, which would count as an error, not a latency.
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/payments/create-order',
            headers: { 'content-type': 'application/json' },
            setupRequest(request) {
              const n = counter++;
              const first = productIds[n % productIds.length];
              const second = productIds[(n * 7 + 3) % productIds.length];
              const items = [{ product_id: first, quantity: 1 }];
              if (n % 2 === 0 && second !== first) items.push({ product_id: second, quantity: 2 });
              request.body = JSON.stringify({
                // A shopper per order: one shopper's open unpaid orders are capped (MAX_OPEN_UNPAID_ORDERS).
                customer: { name: `Bench ${n}`, email: `bench-${n}@example.com`, phone: benchPhone(n) },
                items,
                orderData: {
                  shipping_city: 'doha',
                  shipping_zone: '66',
                  shipping_street: `${n}`,
                  shipping_building: '12',
                },
                paymentMethod: 'cash',
                locale: n % 3 === 0 ? 'en' : 'ar',
              });
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolveRun({ ...result, latencies });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
