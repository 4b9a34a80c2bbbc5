// `npm run bench:create-order`: only the create-order row of `npm run bench` — how many cash orders a second one
// shop process takes with BENCH_CONNECTIONS (50) shoppers ordering at once, for BENCH_DURATION (10) seconds after a
// 3-second warm-up, on the embedded PostgreSQL server (and, with BENCH_DATABASE_URL, on that external server in a
// database of its own, dropped after). The figure docs/deploy.md gives for one process. Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { createBenchDatabase, prepareOrderProducts } from './lib/create-order-bench.mjs';
import { measurer } from './lib/measure.mjs';
import { embeddedDatabaseUrl, makeBenchDir, startMatjar } from './lib/processes.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const { measureWarmCreateOrder } = measurer({ duration, connections, threads: 1 });

/** One shop process's create-order row, after the warm-up that pays for JIT and cold pages. */
const measureOn = (label, shop, productIds) =>
  measureWarmCreateOrder(`create-order, cash (${label})`, shop.baseUrl, productIds);

const rows = [];
const dataDir = await makeBenchDir('matjar-bench-orders-');
try {
  const productIds = await prepareOrderProducts(embeddedDatabaseUrl(dataDir));
  const shop = await startMatjar({ dataDir });
  try {
    rows.push(await measureOn('embedded PostgreSQL, the default', shop, productIds));
  } finally {
    await shop.stop();
  }
  if (postgresUrl) {
    const target = await createBenchDatabase(postgresUrl);
    try {
      const ids = await prepareOrderProducts(target.url);
      const onPostgres = await startMatjar({ databaseUrl: target.url });
      try {
        rows.push(await measureOn('external PostgreSQL', onPostgres, ids));
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await target.drop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (value) => Math.round(value);
console.table(
  rows.map((row) => ({
    row: row.title,
    'orders/s': row.requestsPerSecond.toFixed(0),
    'p50 ms': ms(row.p50),
    'p95 ms': ms(row.p95),
    'p99 ms': ms(row.p99),
    errors: row.errors,
  })),
);
for (const row of rows) {
  console.log(
    `One shop process, ${row.title.replace('create-order, ', '')}: ${row.requestsPerSecond.toFixed(0)} orders/s ` +
      `with ${connections} shoppers at once, p99 ${ms(row.p99)} ms, ${row.errors} errors (goal ≥ 200 orders/s, p99 < 400 ms).`,
  );
}
if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
