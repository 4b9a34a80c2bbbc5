// `npm run bench`: the storefront's read paths under load, next to a bare Fastify hello-world on the same
// machine. Builds a shop of BENCH_PRODUCTS (10,000) products in a fresh data folder first (the default engine:
// the embedded PostgreSQL server), then measures
// with BENCH_CONNECTIONS (50) connections for BENCH_DURATION (10) seconds each. Needs `npm run build`.
// The read rows and the ceiling are measured with wrk (Debian's package, installed when missing and this
// process may), on BENCH_WRK_THREADS (1) threads; create-order with autocannon, which builds each order's body.
//
// Each target rotates over many URLs (pages, products, queries). Every URL is fetched once before its
// measurement: what is measured is the steady state of a running shop, whose catalogue and pages are
// cached until the catalogue changes (architecture principle 8).
import { rm } from 'node:fs/promises';
import { createBenchDatabase, prepareOrderProducts } from './lib/create-order-bench.mjs';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { cpuStopwatch } from './lib/cpu-time.mjs';
import { javascriptOfPages } from './lib/page-javascript.mjs';
import {
  embeddedDatabaseUrl,
  makeBenchDir,
  startBareBytes,
  startHelloFastify,
  startMatjar,
  writeBrotliPage,
} from './lib/processes.mjs';
import { lighthousePages, lighthouseTable, measureLighthouse } from './lib/lighthouse-bench.mjs';
import { shopMemory } from './lib/memory.mjs';
import { ensureWrk } from './lib/wrk.mjs';
import { measurer, PAGE_SHARE_GOAL } from './lib/measure.mjs';
import { createStaffToken, measureUploads, photoLikeJpeg } from './lib/upload-bench.mjs';
import { bucketRetries, measureUploadStores, uploadFailures } from './lib/upload-stores-bench.mjs';
import { adminListPaths, warmAdminList } from './lib/admin-list-bench.mjs';
import { measureAlertLatency } from './lib/alert-latency-bench.mjs';
import { measureGiftCardBuyers } from './lib/gift-card-bench.mjs';
import { benchAdminOrders } from './lib/admin-orders-bench.mjs';
import { healthDuringImport, importFile } from './lib/import-bench.mjs';
import { STOCK_REPORT_GOAL, stockReportPaths } from './lib/stock-report-bench.mjs';
import {
  SEARCH_GOAL,
  measureSearchRows,
  resultPaths,
  suggestPaths as searchSuggestPaths,
} from './lib/search-bench.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const wrkThreads = Number(process.env.BENCH_WRK_THREADS ?? 1);
/** Staff uploading pictures at once (each waits for its answer): image work is CPU-bound, two cores here. */
const uploadConcurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
/** Uploads on each store in the folder-and-bucket row: a fixed few, so the row adds about a minute. */
const storeUploads = Number(process.env.BENCH_STORE_UPLOADS ?? 12);
/** Staff using the back office's product list at once (admin answers are not cached). */
const adminConnections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 4);
/** Connections asking /api/health while staff import products (a few probes and visitors, not a crowd). */
const healthConnections = Number(process.env.BENCH_HEALTH_CONNECTIONS ?? 4);
/** Orders in the all-orders list rows (a shop of their own; `npm run bench:orders` runs only those rows). */
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
/** A PostgreSQL server to measure create-order on as well (a database of its own is made and dropped). */
const postgresUrl = process.env.BENCH_DATABASE_URL;

const SEARCH_TERMS = [
  'ايفون',
  'آيفون 16',
  'سامسونج',
  'جالكسي',
  'ماك بوك',
  'سماعه',
  'سوني',
  'شاومي',
  'iphone',
  'galaxy',
  'macbook',
  'sony',
  'pro',
  'برو',
  'ultra',
  'الترا',
  'لينوفو',
  'dell',
  'ps5',
  'بلايستيشن',
];

/** Words of a kind (decision 031): they match whole categories, so more rows per query. */
const KIND_TERMS = [
  'جوال',
  'موبايل',
  'لابتوب',
  'كمبيوتر محمول',
  'جهاز لوحي',
  'سماعات',
  'headphones',
  'شاحن',
  'كاميرا',
  'بطاقة هدايا',
  'سامسونج جالكسي',
];

const { measure, warm, measureWarmCreateOrder } = measurer({ duration, connections, threads: wrkThreads });

const ms = (value) => Math.round(value * 100) / 100;
const percentOfCore = (share) =>
  share === undefined || share === null ? '—' : `${Math.round(share * 100)} %`;

console.log(
  `Benchmark: ${productCount.toLocaleString('en')} products, ${duration} s per target, ` +
    `${connections} connections; load generator and server share this machine.\n`,
);
ensureWrk();
const dataDir = await makeBenchDir('matjar-bench-');
const results = [];
let ceiling = 0;
let javascript;
let uploadSummary;
/** The folder-and-bucket row's line, and why uploads failed there (if any did). */
let storesSummary;
let storesFailures;
let memory;
/** The shop's memory along the way (information): which rows grow it. */
const memorySteps = [];
let importSummary;
/** Lighthouse figures per page, or null when the machine has no chromium. */
let lighthouse;
try {
  const started = Date.now();
  const shopDatabase = embeddedDatabaseUrl(dataDir);
  const { activeIds } = await generateCatalog(shopDatabase, productCount);
  const orderProductIds = await prepareOrderProducts(shopDatabase);
  const staffToken = await createStaffToken(shopDatabase);
  console.log(`Shop generated in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const hello = await startHelloFastify();
  try {
    const result = await measure('bare Fastify hello-world (ceiling)', hello, ['/']);
    ceiling = result.requestsPerSecond;
    results.push({ result, target: '' });
  } finally {
    await hello.stop();
  }

  const matjar = await startMatjar({ dataDir });
  try {
    const listPaths = Array.from({ length: 40 }, (_, i) => `/api/store/products?pageSize=24&page=${i + 1}`);
    const productPaths = activeIds.slice(0, 100).map((id) => `/product/${id}`);
    const suggestPaths = SEARCH_TERMS.map((q) => `/api/store/search/suggest?q=${encodeURIComponent(q)}`);
    const kindPaths = KIND_TERMS.map((q) => `/api/store/search/suggest?q=${encodeURIComponent(q)}`);
    await warm(matjar.baseUrl, [
      ...listPaths,
      ...productPaths,
      ...suggestPaths,
      ...kindPaths,
      ...searchSuggestPaths(),
      ...resultPaths(),
    ]);

    const list = await measure('product list, 24 items (40 pages)', matjar, listPaths);
    results.push({ result: list, minShare: 0.5, maxP99: 30, target: '≥ 50 % of ceiling, p99 < 30 ms' });
    const page = await measure('product page HTML (100 products)', matjar, productPaths);
    results.push({ result: page, minShare: 0.25, maxP99: 30, target: '≥ 25 % of ceiling, p99 < 30 ms' });
    // The same bytes sent from memory by a bare server: what the page cache itself costs.
    const bare = await startBareBytes(await writeBrotliPage(matjar.baseUrl, productPaths[0], dataDir), {
      encoding: 'br',
    });
    try {
      const bytes = await measure(
        "bare Fastify, the product page's brotli bytes from memory",
        bare,
        productPaths,
      );
      results.push({ result: bytes, target: '' });
      results.push({
        result: { ...page, title: 'product page HTML, as a share of the bare bytes row' },
        minOfRow: bytes.requestsPerSecond * PAGE_SHARE_GOAL,
        target: `≥ ${PAGE_SHARE_GOAL * 100} % of the bare bytes row`,
      });
    } finally {
      await bare.stop();
    }
    // Campaign links and random parameters: no page reads them, so each is the cached page (decision 039).
    const sameAsCached = (cached) => ({
      minOfRow: cached.requestsPerSecond * 0.9,
      target: '≥ 90 % of the cached row',
    });
    for (const [kind, label] of [
      ['campaign', 'a random campaign tag'],
      ['unknown', 'a random unknown parameter'],
    ]) {
      const title = `product page HTML + ${label} per request`;
      const result = await measure(title, matjar, productPaths, {}, connections, kind);
      results.push({ result, ...sameAsCached(page) });
    }
    const listPage = await measure('products list page HTML (/products)', matjar, ['/products']);
    results.push({ result: listPage, target: '' });
    const listCampaign = await measure(
      'products list page HTML + a random campaign tag per request',
      matjar,
      ['/products'],
      {},
      connections,
      'campaign',
    );
    results.push({ result: listCampaign, ...sameAsCached(listPage) });
    // A page nobody asked for yet, on every request (a search for a new word): what a render costs.
    const cold = await measure(
      'cold render: a search results page never asked for before',
      matjar,
      ['/search'],
      {},
      connections,
      'search',
    );
    results.push({ result: cold, target: '' });
    const suggest = await measure('search suggestions (20 queries)', matjar, suggestPaths);
    results.push({ result: suggest, maxP95: 10, target: 'p95 < 10 ms' });
    const byKind = await measure('search suggestions by kind (11 queries)', matjar, kindPaths);
    results.push({ result: byKind, maxP95: 10, target: 'p95 < 10 ms' });
    // Typos and phrases (decision 055): warm, and queries nobody asked yet (typo path and database each time).
    const searchRows = await measureSearchRows(
      (title, paths, clients, randomQuery) => measure(title, matjar, paths, {}, clients, randomQuery),
      productCount,
      connections,
    );
    for (const result of searchRows) results.push({ result, ...SEARCH_GOAL });

    // The back office's product list: searched, filtered and paged by staff, never cached.
    const staffHeaders = { Authorization: `Bearer ${staffToken}` };
    const adminPaths = adminListPaths(SEARCH_TERMS);
    for (const [kind, paths] of Object.entries(adminPaths)) {
      await warmAdminList(matjar.baseUrl, paths, staffHeaders);
      const title = `admin product list of ${productCount.toLocaleString('en')}: ${kind} (${adminConnections} staff)`;
      const result = await measure(title, matjar, paths, staffHeaders, adminConnections);
      results.push({ result, target: '' });
    }
    // The stock report: every product and variant row of the shop, valued at cost and at price.
    const stockPaths = stockReportPaths();
    await warmAdminList(matjar.baseUrl, stockPaths, staffHeaders);
    const stockTitle = `report: stock of ${productCount.toLocaleString('en')} products (${adminConnections} staff)`;
    const stockResult = await measure(stockTitle, matjar, stockPaths, staffHeaders, adminConnections);
    results.push({ result: stockResult, maxP95: STOCK_REPORT_GOAL.maxP95, target: STOCK_REPORT_GOAL.target });

    // Long work never holds the shop: /api/health while a 2,000-row product CSV is checked back to
    // back. A dry run writes nothing, so the rows below still see the shop at rest.
    const importing = await healthDuringImport({
      baseUrl: matjar.baseUrl,
      headers: staffHeaders,
      csv: await importFile(matjar.baseUrl, staffHeaders),
      measureHealth: () => measure('health', matjar, ['/api/health'], {}, healthConnections),
    });
    importing.result.title = `health p99 during a 2,000-row import dry run (${healthConnections} connections)`;
    results.push({ result: importing.result, maxP99: 100, target: 'p99 < 100 ms' });
    const { created, updated, unchanged } = importing.answer;
    importSummary =
      `Import dry runs during the health row: ${importing.runs} back to back, median ${Math.round(importing.medianMs)} ms ` +
      `each (2,000 rows: ${created} created, ${updated} updated, ${unchanged} unchanged products).`;

    // Each store page alone (the goal is per page), and a visit through the three in one language.
    const pages = { home: '/', list: '/products', product: productPaths[0], 'English list': '/en/products' };
    javascript = { pages: {} };
    for (const [name, path] of Object.entries(pages)) {
      javascript.pages[name] = await javascriptOfPages(matjar.baseUrl, [path]);
    }
    javascript.visit = await javascriptOfPages(matjar.baseUrl, ['/', '/products', productPaths[0]]);

    // Lighthouse on a phone (simulated), both languages: a busy machine slows its simulated CPU too.
    lighthouse = await measureLighthouse(matjar.baseUrl, lighthousePages(productPaths[0]));

    memorySteps.push(['after the read rows and the import', shopMemory(matjar.pid, dataDir)]);
    // Last: orders write, and the read measurements above should see a shop at rest.
    const orders = await measureWarmCreateOrder(
      'create-order, cash (embedded PostgreSQL, the default)',
      matjar.baseUrl,
      orderProductIds,
    );
    results.push({ result: orders, minRps: 200, maxP99: 400, target: '≥ 200 orders/s, p99 < 400 ms' });

    // Staff alerts: one order at a time, so the row is the alert's latency, not a queue's.
    const alertOrders = Number(process.env.BENCH_ALERT_ORDERS ?? 200);
    const alerts = await measureAlertLatency(matjar.baseUrl, staffToken, orderProductIds, {
      orders: alertOrders,
    });
    results.push({
      result: {
        title: `create-order answer → alert on an open event stream (${alertOrders} orders, one at a time)`,
        tool: 'fetch + SSE',
        requestsPerSecond: alerts.ordersPerSecond,
        p50: alerts.p50,
        p95: alerts.p95,
        p99: alerts.p99,
        errors: alerts.errors,
        cpu: undefined,
      },
      target: '',
    });

    // Gift cards from the code inventory (decision 044): buyers at once for one card, each paying and reading
    // its code, after as many buyers not measured (the first payments' one-off costs, decision 065); the row
    // fails on a code handed out twice or one that was not loaded.
    const gift = await measureGiftCardBuyers(matjar.baseUrl, staffToken, { buyers: 50, warmup: 50 });
    results.push({
      result: {
        title: `50 gift-card buyers at once: create-order + payment (after ${gift.warmup} warm-up buyers; ${gift.handedOut} codes, ${gift.duplicates} duplicates)`,
        tool: 'node:http',
        requestsPerSecond: gift.ordersPerSecond,
        p50: gift.p50,
        p95: gift.p95,
        p99: gift.p99,
        errors: gift.errors + gift.duplicates + gift.foreign + (gift.buyers - gift.handedOut),
        cpu: undefined,
      },
      maxP99: 400,
      // A duplicate, a code not loaded or a buyer without a code counts as an error: the row needs none.
      noErrors: true,
      target: 'p99 < 400 ms, 0 duplicate codes',
    });

    memorySteps.push(['after create-order and alerts', shopMemory(matjar.pid, dataDir)]);
    const stopwatch = cpuStopwatch(matjar.pid);
    const uploads = await measureUploads(matjar.baseUrl, staffToken, await photoLikeJpeg(2000), {
      duration,
      concurrency: uploadConcurrency,
    });
    results.push({
      result: {
        title: `image upload, 2000×2000 JPEG → 6 variants (${uploadConcurrency} at once)`,
        tool: 'fetch',
        requestsPerSecond: uploads.uploadsPerSecond,
        ...uploads,
        cpu: { server: stopwatch().server },
      },
      target: '',
    });
    uploadSummary =
      `Image uploads (2000×2000 JPEG, ${uploadConcurrency} at once): ${uploads.uploadsPerSecond.toFixed(2)} ` +
      `uploads/s, p50 ${Math.round(uploads.p50)} ms, p95 ${Math.round(uploads.p95)} ms ` +
      `(${uploads.count} uploads, ${uploads.errors} errors; each decoded once, stored as 3 widths × WebP/AVIF).`;
    // After every row above: the shop has served pages, orders, alerts and uploads.
    memory = shopMemory(matjar.pid, dataDir);
  } finally {
    await matjar.stop();
  }

  // Image uploads on the uploads folder and on an S3 bucket (s3rver on loopback): two fresh demo shops, a fixed
  // few uploads each (`npm run bench:uploads` measures the same for a duration).
  const stores = await measureUploadStores({
    jpeg: await photoLikeJpeg(2000),
    uploads: storeUploads,
    concurrency: uploadConcurrency,
  });
  for (const { label, uploads, cpu } of stores) {
    results.push({
      result: {
        title: `image upload on the ${label}, fresh shop (${storeUploads} uploads, ${uploadConcurrency} at once)`,
        tool: 'fetch',
        requestsPerSecond: uploads.uploadsPerSecond,
        ...uploads,
        cpu: { server: cpu },
      },
      target: '',
    });
  }
  storesSummary =
    `Image uploads by store (2000×2000 JPEG, ${storeUploads} uploads each, ${uploadConcurrency} at once): ` +
    stores
      .map(
        ({ label, uploads }) =>
          `${label} ${uploads.uploadsPerSecond.toFixed(2)} uploads/s, p50 ${Math.round(uploads.p50)} ms ` +
          `(${uploads.count} uploads, ${uploads.errors} errors)`,
      )
      .join('; ') +
    '.';
  storesFailures = [
    ...uploadFailures(stores),
    ...stores
      .map(({ label, log }) => [label, bucketRetries(log)])
      .filter(([, retries]) => Object.keys(retries).length > 0)
      .map(([label, retries]) => `PUTs tried again on the ${label}: ${JSON.stringify(retries)}`),
  ];

  // The back office's all-orders list: filter, search and page over BENCH_ORDERS orders.
  const ordersDir = await makeBenchDir('orders-', dataDir);
  const ordersRun = { orders: orderCount, connections: adminConnections, measure };
  for (const result of await benchAdminOrders({
    ...ordersRun,
    databaseUrl: embeddedDatabaseUrl(ordersDir),
    dataDir: ordersDir,
    label: 'embedded PostgreSQL',
  }))
    results.push({ result, maxP95: result.goal?.maxP95 ?? 50, target: result.goal?.target ?? 'p95 < 50 ms' });

  if (postgresUrl) {
    const target = await createBenchDatabase(postgresUrl);
    try {
      const ids = await prepareOrderProducts(target.url);
      const onPostgres = await startMatjar({ databaseUrl: target.url });
      try {
        const orders = await measureWarmCreateOrder(
          'create-order, cash (external PostgreSQL)',
          onPostgres.baseUrl,
          ids,
        );
        results.push({ result: orders, target: '' });
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await target.drop();
    }
    const ordersTarget = await createBenchDatabase(postgresUrl);
    try {
      const label = 'external PostgreSQL';
      for (const result of await benchAdminOrders({ ...ordersRun, databaseUrl: ordersTarget.url, label }))
        results.push({ result, target: '' });
    } finally {
      await ordersTarget.drop();
    }
  } else {
    console.log('BENCH_DATABASE_URL not set: the rows on an external PostgreSQL are skipped.');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const rows = results.map(({ result, minShare, minRps, minOfRow, maxP99, maxP95, noErrors, target }) => {
  const share = result.requestsPerSecond / ceiling;
  const met =
    (minShare === undefined || share >= minShare) &&
    (minOfRow === undefined || result.requestsPerSecond >= minOfRow) &&
    (minRps === undefined || result.requestsPerSecond >= minRps) &&
    (maxP99 === undefined || result.p99 < maxP99) &&
    (maxP95 === undefined || result.p95 < maxP95) &&
    (!noErrors || result.errors === 0);
  return {
    target: result.title,
    'req/s': Math.round(result.requestsPerSecond),
    '% ceiling': `${Math.round(share * 100)} %`,
    'p50 ms': ms(result.p50),
    'p95 ms': ms(result.p95),
    'p99 ms': ms(result.p99),
    errors: result.errors,
    // Bytes per answer (headers and compressed body) and each side's share of one core while measuring.
    'B/answer': result.bytesPerAnswer === undefined ? '—' : Math.round(result.bytesPerAnswer),
    'server CPU': percentOfCore(result.cpu?.server),
    'load gen.': result.tool,
    'load gen. CPU': percentOfCore(result.cpu?.loadGenerator),
    goal: target || '—',
    met: target ? (met ? 'yes' : 'NO') : '',
  };
});
console.table(rows);
if (lighthouse) {
  console.log('Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown), median of the runs by performance:');
  console.table(lighthouseTable(lighthouse));
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript a store page loads, gzipped: ${Object.entries(javascript.pages)
    .map(([name, page]) => `${name} ${kb(page.gzipBytes)} (${page.files} files)`)
    .join(', ')}.`,
);
console.log(
  "  (Information, not a goal: decision 006 says why the framework alone is above the issue's 100 KB.)",
);
console.log(
  `A visit home → list → product downloads ${kb(javascript.visit.gzipBytes)} gzipped ` +
    `(${kb(javascript.visit.rawBytes)} raw, ${javascript.visit.files} files).`,
);
if (uploadSummary) console.log(uploadSummary);
if (storesSummary) console.log(storesSummary);
for (const failure of storesFailures ?? []) console.log(failure);
if (memory) {
  const met = memory.total < 350 ? 'met' : 'NOT met';
  console.log(
    `The whole shop's memory after the rows above (proportional set size): ${memory.total.toFixed(0)} MB = Node ` +
      `${memory.node.toFixed(0)} MB + ${memory.databaseProcesses} PostgreSQL processes ${memory.database.toFixed(0)} MB ` +
      `(goal < 350 MB: ${met}).`,
  );
  const steps = memorySteps.map(
    ([when, step]) => `${when} ${step.total.toFixed(0)} MB (Node ${step.node.toFixed(0)})`,
  );
  console.log(`  Along the way: ${steps.join(', ')}.`);
}
if (importSummary) console.log(importSummary);
console.log('Numbers are from this machine; compare rows, not machines.');
console.log(
  'A row whose load generator CPU is near 100 % is bounded by the load generator, not by the server; the ' +
    'server CPU column is what the server spent. wrk does not decode bodies; autocannon (create-order) does.',
);
const failed = results.some(({ result }) => result.errors > 0);
process.exit(failed ? 1 : 0);
