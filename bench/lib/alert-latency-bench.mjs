// Alert latency: the time from create-order's answer to the new-order alert arriving on a staff member's open
// event stream (GET /api/admin/events), order after order. The alert is written and NOTIFYed in the order's
// transaction; the server's LISTEN hears it once committed and pushes it, so it can even arrive before the
// answer does (counted as 0 ms: the staff member is told no later than the shopper).
//
// Run alone (builds a small shop in a fresh data folder, on the default engine): `node bench/lib/alert-latency-bench.mjs`
// (BENCH_ALERT_ORDERS, default 200). `npm run bench` measures it as one row of its table.
import { get } from 'node:http';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { percentile } from './measure.mjs';

/** An open event stream: resolves each alert's order number to the time it arrived. */
function openAlertStream(baseUrl, token) {
  const arrivals = new Map();
  const waiting = new Map();
  return new Promise((resolve, reject) => {
    const request = get(
      `${baseUrl}/api/admin/events`,
      { headers: { Authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/admin/events answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes('event: alert')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const orderNumber = JSON.parse(data.slice(6)).order_number;
            arrivals.set(orderNumber, at);
            waiting.get(orderNumber)?.(at);
          }
        });
        resolve({
          /** When the alert of this order arrived (waits for it). */
          arrivalOf: (orderNumber) =>
            arrivals.has(orderNumber)
              ? Promise.resolve(arrivals.get(orderNumber))
              : new Promise((done) => waiting.set(orderNumber, done)),
          close: () => response.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

/**
 * `orders` cash orders one after another (each a shopper of its own: open orders are capped per shopper),
 * with a staff stream open throughout; latencies in ms, sorted.
 */
export async function measureAlertLatency(baseUrl, token, productIds, { orders = 200 } = {}) {
  const stream = await openAlertStream(baseUrl, token);
  const started = performance.now();
  const latencies = [];
  let errors = 0;
  try {
    for (let n = 0; n < orders; n += 1) {
      const response = await fetch(`${baseUrl}/api/payments/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customer: {
            name: `Alert bench ${n}`,
            email: `alert-bench-${n}@example.com`,
            phone: `+974 6${String(n).padStart(7, '0')}`,
          },
          items: [{ product_id: productIds[n % productIds.length], quantity: 1 }],
          orderData: {
            shipping_city: 'doha',
            shipping_zone: '66',
            shipping_street: `Alert street ${n}`,
            shipping_building: '12',
          },
          paymentMethod: 'cash',
        }),
      });
      const body = await response.json();
      const answered = performance.now();
      if (response.status !== 201) {
        errors += 1;
        continue;
      }
      const arrived = await stream.arrivalOf(body.orderNumber);
      latencies.push(Math.max(0, arrived - answered));
    }
  } finally {
    stream.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    errors,
    ordersPerSecond: orders / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

// Alone: a small shop of its own, the built server, one row.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { prepareOrderProducts } = await import('./create-order-bench.mjs');
  const { createStaffToken } = await import('./upload-bench.mjs');
  const { embeddedDatabaseUrl, makeBenchDir, startMatjar } = await import('./processes.mjs');
  const dataDir = await makeBenchDir('matjar-alert-bench-');
  try {
    const url = embeddedDatabaseUrl(dataDir);
    const productIds = await prepareOrderProducts(url);
    const token = await createStaffToken(url);
    const server = await startMatjar({ dataDir });
    try {
      const orders = Number(process.env.BENCH_ALERT_ORDERS ?? 200);
      const result = await measureAlertLatency(server.baseUrl, token, productIds, { orders });
      const ms = (value) => Math.round(value * 100) / 100;
      console.table([
        {
          target: `create-order answer → alert on an open event stream (${orders} orders, embedded PostgreSQL)`,
          'p50 ms': ms(result.p50),
          'p95 ms': ms(result.p95),
          'p99 ms': ms(result.p99),
          errors: result.errors,
        },
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
