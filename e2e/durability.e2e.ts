import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qatarOrderData } from './support/delivery-address.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { makeDataDir, startServer, type RunningServer } from './support/server.js';

// Kill -9 of the shop during 100 concurrent orders loses no acknowledged order, leaves no partial
// one, and the next start serves within seconds on the same data folder (the default, embedded engine).

const ORDERS = 100;
// At info, the log says what the second start found (the database server the killed shop left running).
const env = { RATE_LIMIT_EXEMPT: '127.0.0.1', LOG_LEVEL: 'info' };
/** Products without variants with stock to spare; the orders are spread over them. */
const products = SEEDED_PRODUCTS.filter(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20,
).map(({ id }) => id);

let dataDir: string;
let server: RunningServer | undefined;

/** The shop's own database, read through the embedded server's socket in the data folder. */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: join(dataDir, 'postgres'), user: 'postgres', database: 'postgres' });
  client.on('error', () => {}); // a lost connection fails the running query, which reports it
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const stockOf = async () =>
  new Map(
    (
      await query<{ id: number; stock: number }>('SELECT id, stock FROM products WHERE id = ANY($1)', [
        products,
      ])
    ).map((row) => [row.id, row.stock]),
  );

function placeOrder(baseUrl: string, i: number): Promise<string | null> {
  return fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      // Each its own buyer and address: the shop caps open orders per e-mail, phone and address.
      customer: {
        name: `Durable ${i}`,
        email: `durable-${i}@example.test`,
        phone: `55${String(100_000 + i)}`,
      },
      items: [{ product_id: products[i % products.length], quantity: 1 + (i % 2) }],
      orderData: qatarOrderData(`Street ${i}`),
      paymentMethod: 'cash',
      locale: 'en',
    }),
  })
    .then(async (response) =>
      response.ok ? ((await response.json()) as { orderNumber: string }).orderNumber : null,
    )
    .catch(() => null); // the connection dies with the shop: not acknowledged
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ dataDir, env });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the shop killed during a rush of orders', () => {
  it('keeps every acknowledged order whole and serves again within seconds', async () => {
    const before = await stockOf();
    const [last] = await query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM orders');
    const lastOrderBefore = last!.max;
    const acknowledged: string[] = [];
    let placed = 0;
    const running = Array.from({ length: ORDERS }, (_, i) =>
      placeOrder(server!.baseUrl, i).then((number) => {
        placed++;
        if (number) acknowledged.push(number);
      }),
    );
    // Kill in the middle of the rush: some orders answered, others still in flight.
    while (acknowledged.length < 20 && placed < ORDERS) await new Promise((wake) => setTimeout(wake, 5));
    await server!.kill();
    const ackedAtKill = [...acknowledged];
    await Promise.all(running);
    expect(ackedAtKill.length).toBeGreaterThanOrEqual(20);
    expect(placed, 'some orders were still in flight when the shop died').toBeLessThan(ORDERS + 1);

    const restartedAt = Date.now();
    server = await startServer({ dataDir, env });
    const restartSeconds = (Date.now() - restartedAt) / 1000;
    console.info(
      `acknowledged before kill -9: ${ackedAtKill.length} of ${ORDERS}; restarted in ${restartSeconds.toFixed(1)} s`,
    );
    expect(server.output()).toContain('was left running by a shop that stopped without closing it');

    const rows = await query<{ order_number: string; items: number; quantity: number; product_id: number }>(
      `SELECT o.order_number, count(i.id)::int AS items, coalesce(sum(i.quantity), 0)::int AS quantity,
              min(i.product_id) AS product_id
         FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
        WHERE o.id > $1 GROUP BY o.id`,
      [lastOrderBefore],
    );
    const present = new Set(rows.map((row) => row.order_number));
    for (const number of ackedAtKill) expect(present.has(number), `acknowledged order ${number}`).toBe(true);
    // No partial order: every order that exists has its one line.
    for (const row of rows) expect(row.items, row.order_number).toBe(1);
    // Stock equals what the orders that exist took.
    const after = await stockOf();
    for (const id of products) {
      const taken = rows.filter((row) => row.product_id === id).reduce((sum, row) => sum + row.quantity, 0);
      expect(after.get(id), `stock of product ${id}`).toBe(before.get(id)! - taken);
    }
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', databaseKind: 'embedded' });
  });
});
