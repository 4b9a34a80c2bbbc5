// `npm run bench:import`: only the row "health p99 during a 2,000-row import dry run" of `npm run bench`, on a
// shop of BENCH_PRODUCTS (10,000) generated products, for BENCH_DURATION (10) seconds with
// BENCH_HEALTH_CONNECTIONS (4) connections. Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { healthDuringImport, importFile } from './lib/import-bench.mjs';
import { embeddedDatabaseUrl, makeBenchDir, startMatjar } from './lib/processes.mjs';
import { createStaffToken } from './lib/upload-bench.mjs';
import { ensureWrk, runWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = Number(process.env.BENCH_HEALTH_CONNECTIONS ?? 4);

ensureWrk();
const dataDir = await makeBenchDir('matjar-bench-import-');
let importing;
try {
  const url = embeddedDatabaseUrl(dataDir);
  await generateCatalog(url, productCount);
  const token = await createStaffToken(url);
  const server = await startMatjar({ dataDir });
  try {
    const headers = { Authorization: `Bearer ${token}` };
    importing = await healthDuringImport({
      baseUrl: server.baseUrl,
      headers,
      csv: await importFile(server.baseUrl, headers),
      async measureHealth() {
        const stopwatch = cpuStopwatch(server.pid);
        const paths = ['/api/health'];
        const run = await runWrk({
          baseUrl: server.baseUrl,
          paths,
          headers: {},
          duration,
          connections,
          threads: 1,
        });
        return { ...run, serverCpu: stopwatch().server };
      },
    });
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const { result, answer } = importing;
const ms = (value) => Math.round(value * 100) / 100;
console.table([
  {
    target: `health p99 during a 2,000-row import dry run (${connections} connections)`,
    'req/s': Math.round(result.requestsPerSecond),
    'p50 ms': ms(result.p50),
    'p95 ms': ms(result.p95),
    'p99 ms': ms(result.p99),
    errors: result.errors,
    'server CPU': `${Math.round(result.serverCpu * 100)} %`,
    goal: 'p99 < 100 ms',
    met: result.p99 < 100 ? 'yes' : 'NO',
  },
]);
console.log(
  `Dry runs during the measurement: ${importing.runs} back to back, median ${Math.round(importing.medianMs)} ms ` +
    `each (2,000 rows: ${answer.created} created, ${answer.updated} updated, ${answer.unchanged} unchanged products).`,
);
process.exit(result.errors > 0 ? 1 : 0);
