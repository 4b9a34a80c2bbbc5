// `npm run bench`: throughput and latency of the built server next to a bare Fastify hello-world.
// A placeholder that measures only what exists so far (health and the home page); later issues add the
// catalogue, search and checkout. Settings: BENCH_DURATION (seconds, 10), BENCH_CONNECTIONS (50).
import autocannon from 'autocannon';
import { startHelloFastify, startMatjar } from './lib/processes.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function measure(title, url) {
  return new Promise((resolveRun, reject) => {
    autocannon({ title, url, duration, connections }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

function row(result) {
  return {
    target: result.title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

console.log(`Benchmark: ${duration} s per target, ${connections} connections, one process each.\n`);
const results = [];

const hello = await startHelloFastify();
try {
  results.push(await measure('bare Fastify hello-world (ceiling)', `${hello.baseUrl}/`));
} finally {
  await hello.stop();
}

const matjar = await startMatjar();
try {
  // One request first so neither the first SSR render nor the first query is measured cold.
  await fetch(`${matjar.baseUrl}/`).then((response) => response.arrayBuffer());
  results.push(await measure('GET /api/health (one DB query)', `${matjar.baseUrl}/api/health`));
  results.push(await measure('GET / (SSR home, Arabic)', `${matjar.baseUrl}/`));
} finally {
  await matjar.stop();
}

console.table(results.map(row));
console.log(
  'Numbers are from this machine with the load generator on the same cores; compare rows, not machines.',
);
const failed = results.some((result) => result.errors + result.timeouts > 0 || result.non2xx > 0);
process.exit(failed ? 1 : 0);
