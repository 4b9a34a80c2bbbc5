// Gift cards sold from the code inventory: buyers at once, each placing a card order, paying it on the sandbox
// page and reading the code the paid order took (verify-order with its token, as the confirmation screen does).
// The row's latency is a buyer's create-order plus payment; the row fails on any code handed out twice.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// node:http with kept-alive connections rather than fetch: the load generator shares the machine's cores with
// the shop, and fetch's web streams cost it about a millisecond of CPU per request more.
const agent = new Agent({ keepAlive: true });

/** One HTTP request; answers its status, headers and body text (a redirect is answered, not followed). */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function call(baseUrl, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await send(`${baseUrl}${path}`, {
    method,
    headers: { Origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = JSON.parse(response.text);
  if (response.status < 200 || response.status >= 300)
    throw new Error(`${method} ${path} answered ${response.status}: ${response.text}`);
  return answer;
}

/**
 * `buyers` shoppers at once, each buying one unit of the card: create-order, the sandbox page's pay form, then
 * the confirmation screen's read of its code. Returns the latencies (create-order + payment), the codes shown
 * and how many buyers failed.
 */
async function buyAtOnce(baseUrl, card, tag, buyers) {
  const latencies = [];
  const handed = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: buyers }, async (_, n) => {
      try {
        const t0 = performance.now();
        const order = await call(baseUrl, '/api/payments/create-order', {
          method: 'POST',
          body: {
            customer: { name: `Bench buyer ${n}`, email: `bench-gift-${tag}-${n}@example.qa` },
            items: [{ product_id: card.product_id, variant_id: card.variant_id, quantity: 1 }],
            paymentMethod: 'online',
            locale: 'en',
          },
        });
        const paid = await send(order.paymentUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: baseUrl },
          body: 'action=pay&card=4242424242424242&expiry=12%2F99&cvc=123',
        });
        if (paid.status !== 303) throw new Error(`the sandbox page answered ${paid.status}`);
        latencies.push(performance.now() - t0);
        // The confirmation screen's read: the paid order's code, shown to its buyer.
        for (let attempt = 0; attempt < 50; attempt++) {
          const verified = await call(baseUrl, `/api/payments/verify-order/${order.orderNumber}`, {
            headers: { 'x-order-token': order.orderToken },
          });
          if (verified.order.giftCards.length > 0) {
            handed.push(...verified.order.giftCards.map((c) => c.code));
            return;
          }
          await new Promise((wake) => setTimeout(wake, 100));
        }
        throw new Error(`order ${order.orderNumber} shows no code`);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(error);
      }
    }),
  );
  return { latencies, handed, errors };
}

/**
 * Loads `warmup + buyers + spare` fresh codes into one brand card's denomination through the back office's
 * import, sends `warmup` shoppers at once, not measured, then `buyers` shoppers at once. The warm-up is as large
 * as the measured round: PostgreSQL plans a prepared statement afresh for its first five runs on each pooled
 * connection (ten of them) and V8 compiles the path as it becomes hot, which a shop open a while has done
 * (decision 065). Returns the measured round's latencies and codes, and over both rounds how many codes were
 * handed out twice or were not among those loaded.
 */
export async function measureGiftCardBuyers(
  baseUrl,
  staffToken,
  { buyers = 50, spare = 10, warmup = 50 } = {},
) {
  const staff = { Authorization: `Bearer ${staffToken}` };
  const inventory = await call(baseUrl, '/api/admin/gift-code-inventory', { headers: staff });
  const card = inventory.cards.find((row) => row.variant_id !== null) ?? inventory.cards[0];
  if (!card) throw new Error('the bench shop has no brand gift card');
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const loaded = Array.from(
    { length: warmup + buyers + spare },
    () => `BENCH-${randomBytes(8).toString('hex').toUpperCase()}`,
  );
  await call(baseUrl, '/api/admin/gift-code-inventory/import', {
    method: 'POST',
    headers: staff,
    body: {
      product_id: card.product_id,
      variant_id: card.variant_id,
      batch_name: `bench ${tag}`,
      text: loaded.join('\n'),
    },
  });

  const warm = warmup > 0 ? await buyAtOnce(baseUrl, card, `${tag}W`, warmup) : { handed: [], errors: 0 };
  const started = performance.now();
  const measured = await buyAtOnce(baseUrl, card, tag, buyers);
  const seconds = (performance.now() - started) / 1000;
  const latencies = measured.latencies.sort((a, b) => a - b);
  const handed = [...warm.handed, ...measured.handed];
  const stocked = new Set(loaded);
  return {
    buyers,
    warmup,
    latencies,
    errors: warm.errors + measured.errors,
    handedOut: measured.handed.length,
    duplicates: handed.length - new Set(handed).size,
    /** Codes shown that were not among the ones loaded (a made-up code would land here). */
    foreign: handed.filter((code) => !stocked.has(code)).length,
    ordersPerSecond: buyers / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

// Alone, against a running shop: BENCH_URL and a staff token (BENCH_STAFF_TOKEN), or a fresh bench shop.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = (value) => Math.round(value * 100) / 100;
  const report = (result) =>
    console.table([
      {
        target: `${result.buyers} gift-card buyers at once (create-order + payment, after ${result.warmup} warm-up buyers)`,
        'p50 ms': ms(result.p50),
        'p95 ms': ms(result.p95),
        'p99 ms': ms(result.p99),
        'codes handed out': result.handedOut,
        duplicates: result.duplicates,
        'not from the inventory': result.foreign,
        errors: result.errors,
      },
    ]);
  if (process.env.BENCH_URL) {
    report(await measureGiftCardBuyers(process.env.BENCH_URL, process.env.BENCH_STAFF_TOKEN));
  } else {
    const { measureCreateOrder, prepareOrderProducts } = await import('./create-order-bench.mjs');
    const { createStaffToken } = await import('./upload-bench.mjs');
    const { embeddedDatabaseUrl, makeBenchDir, startMatjar } = await import('./processes.mjs');
    const { rm } = await import('node:fs/promises');
    const dataDir = await makeBenchDir('matjar-gift-bench-');
    try {
      const url = embeddedDatabaseUrl(dataDir);
      const productIds = await prepareOrderProducts(url);
      const token = await createStaffToken(url);
      const server = await startMatjar({ dataDir });
      try {
        // The shop as `npm run bench` leaves it for this row: its create-order row has been taking orders for
        // 13 seconds (a 3-second warm-up, then 10).
        await measureCreateOrder('create-order (as the bench before this row)', server.baseUrl, productIds, {
          duration: 13,
          connections: 50,
        });
        report(await measureGiftCardBuyers(server.baseUrl, token));
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}
