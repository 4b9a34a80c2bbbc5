// Gift cards sold from the code inventory: buyers at once, each placing a card order, paying it on the sandbox
// page and reading the code the paid order took (verify-order with its token, as the confirmation screen does).
// The row's latency is a buyer's create-order plus payment; the row fails on any code handed out twice.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function call(baseUrl, path, { method = 'GET', headers = {}, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Loads `buyers + spare` fresh codes into one brand card's denomination through the back office's import, then
 * sends `buyers` shoppers at once. Returns the latencies, the codes handed out and how many were duplicates.
 */
export async function measureGiftCardBuyers(baseUrl, staffToken, { buyers = 50, spare = 10 } = {}) {
  const staff = { Authorization: `Bearer ${staffToken}` };
  const inventory = await call(baseUrl, '/api/admin/gift-code-inventory', { headers: staff });
  const card = inventory.cards.find((row) => row.variant_id !== null) ?? inventory.cards[0];
  if (!card) throw new Error('the bench shop has no brand gift card');
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const loaded = Array.from(
    { length: buyers + spare },
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

  const latencies = [];
  const handed = [];
  let errors = 0;
  const started = performance.now();
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
        const paid = await fetch(order.paymentUrl, {
          method: 'POST',
          redirect: 'manual',
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
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const stocked = new Set(loaded);
  return {
    buyers,
    latencies,
    errors,
    handedOut: handed.length,
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
        target: `${result.buyers} gift-card buyers at once (create-order + payment)`,
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
    const { prepareOrderProducts } = await import('./create-order-bench.mjs');
    const { createStaffToken } = await import('./upload-bench.mjs');
    const { embeddedDatabaseUrl, makeBenchDir, startMatjar } = await import('./processes.mjs');
    const { rm } = await import('node:fs/promises');
    const dataDir = await makeBenchDir('matjar-gift-bench-');
    try {
      const url = embeddedDatabaseUrl(dataDir);
      await prepareOrderProducts(url);
      const token = await createStaffToken(url);
      const server = await startMatjar({ dataDir });
      try {
        report(await measureGiftCardBuyers(server.baseUrl, token));
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}
