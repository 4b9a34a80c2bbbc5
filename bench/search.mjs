// `npm run bench:search -w @matjar/bench`: only the search rows of `npm run bench` — a shop of BENCH_PRODUCTS
// (10,000) products, then the header's suggestions and the results API for typos and phrases in both scripts,
// warm and never asked before, each for BENCH_DURATION (10) seconds. Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { embeddedDatabaseUrl, makeBenchDir, startMatjar } from './lib/processes.mjs';
import { SEARCH_GOAL, measureSearchRows, resultPaths, suggestPaths } from './lib/search-bench.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const headers = { 'Accept-Encoding': 'br, gzip' };

ensureWrk();
const dataDir = await makeBenchDir('matjar-bench-search-');
try {
  const url = embeddedDatabaseUrl(dataDir);
  await generateCatalog(url, productCount);
  const server = await startMatjar({ databaseUrl: url, dataDir });
  try {
    // Every warm path once, so the warm rows measure the cache's steady state.
    for (const path of [...suggestPaths(), ...resultPaths()]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const measure = async (title, paths, clients, randomQuery) => {
      const stopwatch = cpuStopwatch(server.pid);
      const run = await runWrk({
        baseUrl: server.baseUrl,
        paths,
        headers,
        duration,
        connections: clients,
        threads: 1,
        randomQuery,
      });
      return { title, ...run, cpu: stopwatch().server };
    };
    const rows = await measureSearchRows(measure, productCount, connections);
    console.table(
      rows.map((row) => ({
        target: row.title,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50,
        'p95 ms': row.p95,
        'p99 ms': row.p99,
        errors: row.errors,
        'server CPU': row.cpu === undefined || row.cpu === null ? '—' : `${Math.round(row.cpu * 100)} %`,
        goal: SEARCH_GOAL.target,
        met: row.p95 < SEARCH_GOAL.maxP95 ? 'yes' : 'NO',
      })),
    );
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
