// `npm run bench:orders`: only the all-orders, customers-list, dashboard, board and reports rows of `npm run bench`
// (100,000 orders by default, BENCH_ORDERS), on the default engine (the embedded PostgreSQL server) and, with
// BENCH_DATABASE_URL, on an external PostgreSQL (a database of its own, dropped after). Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { benchAdminOrders } from './lib/admin-orders-bench.mjs';
import { createBenchDatabase } from './lib/create-order-bench.mjs';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { embeddedDatabaseUrl, makeBenchDir } from './lib/processes.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const connections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);
const postgresUrl = process.env.BENCH_DATABASE_URL;

async function measure(title, { baseUrl, pid }, paths, headers, clients) {
  const stopwatch = cpuStopwatch(pid);
  const run = await runWrk({ baseUrl, paths, headers, duration, connections: clients, threads: 1 });
  return { title, ...run, serverCpu: stopwatch().server };
}

ensureWrk();
const results = [];
const dataDir = await makeBenchDir('matjar-bench-orders-');
try {
  const url = embeddedDatabaseUrl(dataDir);
  const label = 'embedded PostgreSQL';
  results.push(
    ...(await benchAdminOrders({ databaseUrl: url, dataDir, orders, connections, label, measure })),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (postgresUrl) {
  const target = await createBenchDatabase(postgresUrl);
  try {
    results.push(
      ...(await benchAdminOrders({
        databaseUrl: target.url,
        orders,
        connections,
        label: 'PostgreSQL',
        measure,
      })),
    );
  } finally {
    await target.drop();
  }
}
const ms = (value) => Math.round(value * 100) / 100;
console.table(
  results.map((result) => ({
    target: result.title,
    'req/s': Math.round(result.requestsPerSecond),
    'p50 ms': ms(result.p50),
    'p95 ms': ms(result.p95),
    'p99 ms': ms(result.p99),
    errors: result.errors,
    'server CPU': `${Math.round(result.serverCpu * 100)} %`,
    goal: result.goal?.target ?? 'p95 < 50 ms',
    met: result.p95 < (result.goal?.maxP95 ?? 50) ? 'yes' : 'NO',
  })),
);
process.exit(results.some((result) => result.errors > 0) ? 1 : 0);
