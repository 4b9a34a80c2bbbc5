// `npm run bench:pages`: only the rows of `npm run bench` about what a shopper's phone waits for, in one run on
// one shop of BENCH_PRODUCTS (10,000) products: the cached product page against a bare server sending the same
// brotli bytes from memory (goal ≥ 70 %), then Lighthouse on the six pages. A few minutes where the whole
// bench takes many more; the figures are the same rows' (same shop, same code). Needs `npm run build`.
import { rm } from 'node:fs/promises';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { lighthousePages, lighthouseTable, measureLighthouse } from './lib/lighthouse-bench.mjs';
import { measurer, PAGE_SHARE_GOAL } from './lib/measure.mjs';
import {
  embeddedDatabaseUrl,
  makeBenchDir,
  startBareBytes,
  startMatjar,
  writeBrotliPage,
} from './lib/processes.mjs';
import { ensureWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const threads = Number(process.env.BENCH_WRK_THREADS ?? 1);

ensureWrk();
const { measure, warm } = measurer({ duration, connections, threads });
const dataDir = await makeBenchDir('matjar-bench-pages-');
try {
  const { activeIds } = await generateCatalog(embeddedDatabaseUrl(dataDir), productCount);
  const productPaths = activeIds.slice(0, 100).map((id) => `/product/${id}`);
  const matjar = await startMatjar({ dataDir });
  try {
    await warm(matjar.baseUrl, productPaths);
    const page = await measure('product page HTML (100 products)', matjar, productPaths);
    const bare = await startBareBytes(await writeBrotliPage(matjar.baseUrl, productPaths[0], dataDir), {
      encoding: 'br',
    });
    let bytes;
    try {
      bytes = await measure("bare Fastify, the product page's brotli bytes from memory", bare, productPaths);
    } finally {
      await bare.stop();
    }
    const share = page.requestsPerSecond / bytes.requestsPerSecond;
    console.table(
      [page, bytes].map((row) => ({
        target: row.title,
        'req/s': Math.round(row.requestsPerSecond),
        'p99 ms': row.p99,
        errors: row.errors,
      })),
    );
    console.log(
      `The cached product page answers at ${Math.round(share * 100)} % of the bare bytes row ` +
        `(goal ≥ ${PAGE_SHARE_GOAL * 100} %): ${share >= PAGE_SHARE_GOAL ? 'met' : 'NOT met'}.\n`,
    );
    const lighthouse = await measureLighthouse(matjar.baseUrl, lighthousePages(productPaths[0]));
    if (lighthouse) {
      console.log(
        'Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), median of the runs by performance:',
      );
      console.table(lighthouseTable(lighthouse));
    }
  } finally {
    await matjar.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
