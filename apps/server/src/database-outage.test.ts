import { chmod, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, HealthResponse, HealthUnavailableResponse } from '@matjar/core';
import { createDb, migrate, poolOf, type Database } from '@matjar/db';
import {
  insertCheckoutFixture,
  ORDER_RATE_LIMITS_OFF,
  qatarAddress,
  type CheckoutFixture,
} from './modules/checkout/testing/checkout-fixture.js';
import type { StorefrontHandler } from './ssr/storefront-handler.js';
import { buildTestApp } from './testing/test-app.js';

// The shop outlives its database: kill -9 of the embedded postmaster (what an out-of-memory kill does) and
// pg_terminate_backend of every session, each while twenty shoppers order. Before, the first ended the Node
// process ("Unhandled 'error' event") and nothing started PostgreSQL again. Every wait below polls with a
// generous deadline; none asserts how long something took.

type Line = { product_id: number; quantity: number };
type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const SHOPPERS = 20;
/** A deadline, not a measure: the issue's own bound for health to answer 200 again. */
const RECOVERY_DEADLINE_MS = 30_000;

let work: string;
let folder: string;
let shop: Database;
let t: TestApp;
let f: CheckoutFixture;
const warnings: string[] = [];
const logs: string[] = [];
const initialStock = new Map<number, number>();
let orderSeq = 0;

const linesOf = (n: number): Line[] => [
  { product_id: f.phone.id, quantity: 1 + (n % 2) },
  { product_id: f.cable.id, quantity: 1 + (n % 3) },
];

async function placeOrder() {
  const n = (orderSeq += 1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    payload: {
      customer: {
        name: 'Outage',
        email: `outage-${n}@example.com`,
        phone: `+974 6${String(n).padStart(7, '0')}`,
      },
      items: linesOf(n),
      orderData: qatarAddress(`Outage lane ${n}`),
      paymentMethod: 'cash',
    },
  });
  return { n, response };
}

/**
 * Twenty shoppers ordering one after another until `stop()`: what each was told. A 201 is an acknowledged
 * order; a 503 must be DATABASE_UNAVAILABLE with Retry-After and both languages; nothing else is allowed.
 */
function shoppers() {
  let stopped = false;
  const acknowledged = new Map<string, Line[]>();
  const unexpected: string[] = [];
  let refused = 0;
  const loops = Array.from({ length: SHOPPERS }, async () => {
    while (!stopped) {
      const { n, response } = await placeOrder();
      if (response.statusCode === 201) {
        acknowledged.set(response.json<{ orderNumber: string }>().orderNumber, linesOf(n));
        continue;
      }
      const body = ApiErrorBody.safeParse(safeJson(response.body));
      if (
        response.statusCode === 503 &&
        body.data?.error.code === 'DATABASE_UNAVAILABLE' &&
        body.data.error.messageAr.length > 0 &&
        Number(response.headers['retry-after']) > 0
      ) {
        refused += 1;
        await sleep(50); // a shopper pressing "try again", not a busy loop against a restarting server
        continue;
      }
      unexpected.push(`${response.statusCode} ${response.body.slice(0, 200)}`);
    }
  });
  return {
    acknowledged,
    unexpected,
    refused: () => refused,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails with `what` once the deadline passes. */
async function eventually(what: string, check: () => Promise<boolean> | boolean, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(100);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function healthStatus() {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return {
    status: response.statusCode,
    body: safeJson(response.body),
    retryAfter: response.headers['retry-after'],
  };
}

async function stockOf(productId: number) {
  const result = await shop.db.execute<{ stock: number }>(
    sql`SELECT stock FROM products WHERE id = ${productId}`,
  );
  return result.rows[0]!.stock;
}

/** Every acknowledged order is stored with its lines, and stock fell by exactly what the stored orders took. */
async function expectOrdersAndStockAgree(acknowledged: Map<string, Line[]>) {
  const rows = await shop.db.execute<{ order_number: string; product_id: number; quantity: number }>(sql`
    SELECT o.order_number, i.product_id, i.quantity
    FROM orders o JOIN order_items i ON i.order_id = o.id ORDER BY o.id, i.id`);
  const stored = new Map<string, Line[]>();
  const taken = new Map<number, number>();
  for (const row of rows.rows) {
    stored.set(row.order_number, [
      ...(stored.get(row.order_number) ?? []),
      { product_id: row.product_id, quantity: row.quantity },
    ]);
    taken.set(row.product_id, (taken.get(row.product_id) ?? 0) + row.quantity);
  }
  for (const [orderNumber, lines] of acknowledged)
    expect(stored.get(orderNumber), orderNumber).toEqual(lines);
  for (const [productId, initial] of initialStock) {
    expect(await stockOf(productId), `product ${productId}`).toBe(initial - (taken.get(productId) ?? 0));
  }
}

/**
 * A stand-in for the storefront build whose every page reads the database through the loaders' services (a
 * search no one made before, so no cache answers it). As React Router does, a Response a loader throws is
 * answered with its status, and any other error with the error page's 500.
 */
const pagesFromDatabase: StorefrontHandler = async (request, context) => {
  const { pathname } = new URL(request.url);
  try {
    const results = await context.services.search.search(pathname, 5);
    const html = `<p>${pathname}: ${results.items.length} found</p>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  } catch (thrown) {
    return new Response('<p>error page</p>', {
      status: thrown instanceof Response ? thrown.status : 500,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'matjar-outage-'));
  await chmod(work, 0o755); // run as root, the database's own account must enter it
  folder = join(work, 'postgres');
  shop = await createDb(`embedded:${folder}`, {
    log: (message) => logs.push(message),
    warn: (message) => warnings.push(message),
  });
  await migrate(shop);
  f = await insertCheckoutFixture(shop.db, { stock: { phone: 100_000, cable: 100_000 } });
  for (const product of [f.phone, f.cable]) initialStock.set(product.id, await stockOf(product.id));
  t = await buildTestApp({
    database: shop,
    rateLimits: ORDER_RATE_LIMITS_OFF,
    storefront: pagesFromDatabase,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await shop?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the embedded PostgreSQL server killed with kill -9 while twenty shoppers order', () => {
  const crowd = { acknowledged: new Map<string, Line[]>(), unexpected: [] as string[], refused: 0 };
  let killedPid: number;
  let restartedPid: number;

  beforeAll(async () => {
    const ordering = shoppers();
    try {
      await eventually('the first orders', () => ordering.acknowledged.size >= 40);
      killedPid = Number.parseInt(
        (await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]!,
        10,
      );
      process.kill(killedPid, 'SIGKILL');
      const before = ordering.acknowledged.size;
      await eventually(
        'health to answer 200 again',
        async () => {
          const health = await healthStatus();
          if (health.status === 503) {
            // While it is down, health says so, in the unavailable shape.
            expect(HealthUnavailableResponse.parse(health.body).error.code).toBe('DATABASE_UNAVAILABLE');
          }
          return health.status === 200;
        },
        RECOVERY_DEADLINE_MS,
      );
      // Orders succeed again: another round of forty from the same twenty shoppers.
      await eventually('orders after the restart', () => ordering.acknowledged.size >= before + 40);
    } finally {
      await ordering.stop();
    }
    restartedPid = Number.parseInt(
      (await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]!,
      10,
    );
    crowd.acknowledged = ordering.acknowledged;
    crowd.unexpected = ordering.unexpected;
    crowd.refused = ordering.refused();
  }, 180_000);

  it('a new postmaster serves the same folder, started by the shop itself', () => {
    expect(restartedPid).not.toBe(killedPid);
    expect(shop.server?.state()).toBe('running');
    expect(shop.server?.restarts()).toBe(1);
    expect(logs.some((line) => line.includes(`process ${killedPid}) was ended by SIGKILL`))).toBe(true);
    expect(logs.some((line) => line.includes('is running again'))).toBe(true);
  });

  it('every shopper was either served or told 503 DATABASE_UNAVAILABLE with Retry-After: nothing else', () => {
    expect(crowd.unexpected).toEqual([]);
    expect(crowd.acknowledged.size).toBeGreaterThanOrEqual(80);
  });

  it('health reports the restarts once it answers again', async () => {
    const health = await healthStatus();
    expect(health.status).toBe(200);
    expect(HealthResponse.parse(health.body)).toMatchObject({
      databaseKind: 'embedded',
      databaseRestarts: 1,
    });
  });

  it('every acknowledged order is there, and stock fell by exactly what the stored orders took', async () => {
    await expectOrdersAndStockAgree(crowd.acknowledged);
  });
});

describe('every session ended by pg_terminate_backend while twenty shoppers order', () => {
  let unexpected: string[] = [];
  let acknowledged = new Map<string, Line[]>();
  let terminated = 0;
  const missedBefore = { count: 0 };

  beforeAll(async () => {
    let missed = 0;
    shop.onNotificationsMissed(() => (missed += 1));
    const received: string[] = [];
    const unlisten = await shop.listen('outage_probe', (payload) => received.push(payload));
    const ordering = shoppers();
    try {
      await eventually('the first orders', () => ordering.acknowledged.size >= 20);
      const admin = new pg.Client({ host: folder, user: 'postgres', database: 'postgres' });
      admin.on('error', () => {});
      await admin.connect();
      try {
        // Twice, some way apart: connections opened after the first round are ended by the second.
        for (let round = 0; round < 2; round += 1) {
          const result = await admin.query<{ ended: boolean }>(
            `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
             WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
          );
          terminated += result.rows.filter((row) => row.ended).length;
          const seen = ordering.acknowledged.size;
          await eventually('orders between the rounds', () => ordering.acknowledged.size >= seen + 10);
        }
      } finally {
        await admin.end();
      }
      const before = ordering.acknowledged.size;
      await eventually(
        'orders after the sessions were ended',
        () => ordering.acknowledged.size >= before + 20,
      );
      // The LISTEN connection was ended too: it comes back and hears what is announced from now on.
      let probe = 0;
      await eventually('a notification after the listener came back', async () => {
        await shop.notify('outage_probe', String((probe += 1)));
        await sleep(100);
        return received.length > 0;
      });
      missedBefore.count = missed;
    } finally {
      await ordering.stop();
      await unlisten();
    }
    unexpected = ordering.unexpected;
    acknowledged = ordering.acknowledged;
  }, 180_000);

  it('the sessions were ended, and the shop told the caches their announcements may have been missed', () => {
    expect(terminated).toBeGreaterThan(2);
    expect(missedBefore.count).toBeGreaterThanOrEqual(1);
    expect(warnings.some((line) => line.startsWith('database listener connection lost'))).toBe(true);
  });

  it('no crash: every shopper was served or told 503 DATABASE_UNAVAILABLE', () => {
    expect(unexpected).toEqual([]);
  });

  it('every acknowledged order is there, and stock agrees', async () => {
    await expectOrdersAndStockAgree(acknowledged);
    expect((await healthStatus()).status).toBe(200);
  });

  it('no connection stays lent once the shoppers stopped: a session ended before BEGIN went back to the pool', () => {
    const pool = poolOf(shop)!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});

describe('an outage that lasts: the server killed, and its first restarts failing', () => {
  const during = {
    health: null as Awaited<ReturnType<typeof healthStatus>> | null,
    cachedPage: null as { status: number; body: string; cache: unknown } | null,
    uncachedPage: null as number | null,
    order: null as { status: number; retryAfter: unknown; code: unknown } | null,
  };

  beforeAll(async () => {
    const cached = await t.app.inject({ method: 'GET', url: '/products/outage-page' });
    expect(cached.statusCode).toBe(200);
    const failedStarts = () =>
      logs.filter((line) => line.startsWith('Starting the database server again failed')).length;
    const failedBefore = failedStarts();
    // Without PG_VERSION the folder is no data directory: each start fails until it is put back.
    await rename(join(folder, 'PG_VERSION'), join(folder, 'PG_VERSION.away'));
    try {
      const pid = Number.parseInt(
        (await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]!,
        10,
      );
      process.kill(pid, 'SIGKILL');
      await eventually('a failed restart', () => failedStarts() > failedBefore);
      const health = await healthStatus();
      during.health = health;
      const page = await t.app.inject({ method: 'GET', url: '/products/outage-page' });
      during.cachedPage = { status: page.statusCode, body: page.body, cache: page.headers['x-page-cache'] };
      during.uncachedPage = (
        await t.app.inject({ method: 'GET', url: '/products/never-rendered' })
      ).statusCode;
      const { response } = await placeOrder();
      during.order = {
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        code: ApiErrorBody.safeParse(safeJson(response.body)).data?.error.code,
      };
    } finally {
      await rename(join(folder, 'PG_VERSION.away'), join(folder, 'PG_VERSION'));
    }
    await eventually('health to answer 200 again', async () => (await healthStatus()).status === 200);
  }, 180_000);

  it('health says the database is restarting, in both languages, with Retry-After', () => {
    expect(during.health?.status).toBe(503);
    expect(during.health?.retryAfter).toMatch(/^\d+$/);
    const body = HealthUnavailableResponse.parse(during.health?.body);
    expect(body).toMatchObject({ status: 'unavailable', database: 'restarting', databaseKind: 'embedded' });
    expect(body.error.messageAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('a cached storefront page keeps serving', () => {
    expect(during.cachedPage).toEqual({
      status: 200,
      body: expect.stringContaining('/products/outage-page'),
      cache: 'hit',
    });
  });

  it('a page not cached answers 503 (the storefront says the shop could not be reached), not 500', () => {
    expect(during.uncachedPage).toBe(503);
  });

  it('an order meanwhile is answered 503 DATABASE_UNAVAILABLE with Retry-After', () => {
    expect(during.order).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('the shop serves again once a start succeeds, and orders go through', async () => {
    // The database may answer a moment before the supervisor has seen it ready.
    await eventually('the supervisor to see the server running', () => shop.server?.state() === 'running');
    expect(shop.server?.restarts()).toBe(2);
    const { response } = await placeOrder();
    expect(response.statusCode, response.body).toBe(201);
  });
});
