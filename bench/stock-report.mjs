// `npm run bench:stock -w @matjar/bench`: only the stock report's row of `npm run bench` — a shop of
// BENCH_PRODUCTS (10,000) products, nine in ten given a cost price, then GET /api/admin/reports/stock measured
// with BENCH_ADMIN_CONNECTIONS (4) staff for BENCH_DURATION (10) seconds. Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createDb } from '@matjar/db';
import { warmAdminList } from './lib/admin-list-bench.mjs';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { embeddedDatabaseUrl, makeBenchDir, startMatjar } from './lib/processes.mjs';
import { STOCK_REPORT_GOAL, stockReportPaths } from './lib/stock-report-bench.mjs';
import { createStaffToken } from './lib/upload-bench.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);

ensureWrk();
const dataDir = await makeBenchDir('matjar-bench-stock-');
try {
  const url = embeddedDatabaseUrl(dataDir);
  await generateCatalog(url, productCount);
  const database = await createDb(url);
  try {
    await database.db.execute(sql`UPDATE products SET cost_price = price * 7 / 10 WHERE id % 10 <> 0`);
  } finally {
    await database.close();
  }
  const headers = { Authorization: `Bearer ${await createStaffToken(url)}` };
  const server = await startMatjar({ databaseUrl: url, dataDir });
  try {
    const paths = stockReportPaths();
    await warmAdminList(server.baseUrl, paths, headers);
    const stopwatch = cpuStopwatch(server.pid);
    const run = await runWrk({ baseUrl: server.baseUrl, paths, headers, duration, connections, threads: 1 });
    const cpu = stopwatch().server;
    const ok = run.p95 < STOCK_REPORT_GOAL.maxP95;
    console.log(
      `report: stock of ${productCount.toLocaleString('en')} products (${connections} staff): ` +
        `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, ` +
        `server CPU ${cpu ?? '—'}; goal ${STOCK_REPORT_GOAL.target}: ${ok ? 'met' : 'NOT met'}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
