// How a row is measured: wrk over a list of paths (reads), autocannon for create-order (each body built per
// request). Shared by `npm run bench` and `npm run bench:node`.
import { measureCreateOrder } from './create-order-bench.mjs';
import { cpuStopwatch } from './cpu-time.mjs';
import { runWrk } from './wrk.mjs';

// As every browser does: the page and API caches hold precompressed bodies for exactly this.
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/** The cached product page's throughput as a share of a bare server sending the same bytes from memory. */
export const PAGE_SHARE_GOAL = 0.7;

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The measuring functions for rows of `duration` seconds over `connections` connections. */
export function measurer({ duration, connections, threads }) {
  /**
   * Runs wrk over `paths` in turn, each path a request built once by the Lua script; the server's CPU is read
   * from /proc around the run, wrk's own from inside it.
   */
  async function measure(
    title,
    { baseUrl, pid },
    paths,
    extraHeaders = {},
    clients = connections,
    randomQuery = undefined,
  ) {
    const stopwatch = cpuStopwatch(pid);
    const run = await runWrk({
      randomQuery,
      baseUrl,
      paths,
      headers: { 'Accept-Encoding': BROWSER_ENCODINGS['accept-encoding'], ...extraHeaders },
      duration,
      connections: clients,
      threads,
    });
    return {
      title,
      tool: 'wrk',
      ...run,
      cpu: { server: stopwatch().server, loadGenerator: run.generatorCpu },
    };
  }

  /**
   * Fetches every path until each answers from the cache in its final form: the server makes brotli copies
   * of cached pages and catalogue answers off the event loop after their first request (tens of ms each at
   * the quality used), and a measurement started before they are done would measure that backlog.
   */
  async function warm(baseUrl, paths) {
    const deadline = Date.now() + 120_000;
    let pending = paths;
    while (pending.length > 0) {
      const stillPending = [];
      for (const path of pending) {
        const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER_ENCODINGS });
        const body = await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path} answered ${response.status} during warm-up`);
        const final = response.headers.get('content-encoding') === 'br' || body.byteLength < 1024;
        if (!final) stillPending.push(path);
      }
      if (stillPending.length > 0 && Date.now() > deadline) {
        console.warn(
          `${stillPending.length} answers still had no brotli copy after two minutes; measuring anyway.`,
        );
        return;
      }
      pending = stillPending;
      if (pending.length > 0) await new Promise((wake) => setTimeout(wake, 250));
    }
  }

  /**
   * Create-order after a 3-second warm-up that is not counted, as the read paths are measured warm: the first
   * orders of a fresh process pay for JIT compilation and cold database pages, which would
   * otherwise fill the p99 of a 10-second run.
   */
  async function measureWarmCreateOrder(title, baseUrl, productIds) {
    await measureCreateOrder(`${title} (warm-up)`, baseUrl, productIds, { duration: 3, connections });
    const result = await measureCreateOrder(title, baseUrl, productIds, { duration, connections });
    return {
      title,
      tool: 'autocannon',
      requestsPerSecond: result.requests.average,
      p50: percentile(result.latencies, 50),
      p95: percentile(result.latencies, 95),
      p99: percentile(result.latencies, 99),
      errors: result.errors + result.timeouts + result.non2xx,
      bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
      cpu: undefined,
    };
  }

  return { measure, warm, measureWarmCreateOrder };
}
