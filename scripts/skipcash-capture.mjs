// Captures real exchanges with SkipCash's sandbox as test fixtures (docs/payments.md, "Launch day"). Nothing here
// runs in production or in the test suite: the fixtures it writes are read by skipcash-fixtures.test.ts.
//
//   node scripts/skipcash-capture.mjs webhook [port]      listen for webhooks; each one is written, answered 200
//   node scripts/skipcash-capture.mjs create <orderNumber> open a 1.00 QAR sandbox payment with the adapter
//   node scripts/skipcash-capture.mjs lookup <paymentId>   look a sandbox payment up with the adapter
//
// create and lookup use the built adapter (run `npm run build` first) with SKIPCASH_URL, SKIPCASH_CLIENT_ID,
// SKIPCASH_KEY_ID and SKIPCASH_KEY_SECRET (sandbox keys only). Fixtures go to SKIPCASH_FIXTURES_DIR, else the
// adapter's fixtures folder. Keys are never written into a fixture.
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const FIXTURES =
  process.env.SKIPCASH_FIXTURES_DIR ??
  new URL('../apps/server/src/modules/payments/skipcash/fixtures/', import.meta.url).pathname;
const SANDBOX = 'https://skipcashtest.azurewebsites.net';

async function save(kind, fixture) {
  await mkdir(FIXTURES, { recursive: true });
  const file = join(FIXTURES, `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ kind, capturedAt: new Date().toISOString(), ...fixture }, null, 2)}\n`,
  );
  console.log(`✓ ${file}`);
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** The adapter, built, with fetch recorded so the exchange is saved exactly as it went. */
async function recordedAdapter() {
  const url = process.env.SKIPCASH_URL ?? SANDBOX;
  if (url !== SANDBOX && !process.argv.includes('--not-sandbox'))
    fail(`SKIPCASH_URL is not the sandbox (${SANDBOX}); fixtures are captured there only`);
  const keys = ['SKIPCASH_CLIENT_ID', 'SKIPCASH_KEY_ID', 'SKIPCASH_KEY_SECRET'];
  const missing = keys.filter((name) => !process.env[name]);
  if (missing.length) fail(`set ${missing.join(', ')} (the sandbox's keys)`);
  const { createSkipCashGateway } =
    await import('../apps/server/dist/modules/payments/skipcash/skipcash-gateway.js').catch(() =>
      fail('build first: npm run build'),
    );
  const exchanges = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (target, init = {}) => {
    const response = await realFetch(target, init);
    const text = await response.clone().text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    exchanges.push({
      request: {
        method: init.method,
        path: new URL(String(target)).pathname,
        // The create request's Authorization is its signature (a digest, no key); the look-up's is the client
        // id, which is not kept.
        headers: init.method === 'POST' ? { authorization: init.headers?.authorization } : {},
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      },
      response: { status: response.status, body },
    });
    return response;
  };
  const gateway = createSkipCashGateway({
    url,
    clientId: process.env.SKIPCASH_CLIENT_ID,
    keyId: process.env.SKIPCASH_KEY_ID,
    keySecret: process.env.SKIPCASH_KEY_SECRET,
    webhookKey: process.env.SKIPCASH_WEBHOOK_KEY ?? 'unused',
  });
  return { gateway, exchanges };
}

const [mode, argument] = process.argv.slice(2);
if (mode === 'webhook') {
  const port = Number(argument ?? 8787);
  createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const { cookie: _cookie, ...headers } = request.headers;
      await save('webhook', { request: { method: request.method, path: request.url, headers, body } });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  }).listen(port, () => console.log(`listening on :${port}; point the sandbox portal's Webhook URL here`));
} else if (mode === 'create') {
  const { gateway, exchanges } = await recordedAdapter();
  const orderNumber = argument ?? `ORD-CAPTURE-${Date.now()}`;
  const created = await gateway
    .createPayment({
      orderNumber,
      amount: 100,
      locale: 'en',
      customer: {
        firstName: 'Sandbox',
        lastName: 'Capture',
        email: 'capture@example.qa',
        phone: '97450000000',
      },
      returnUrl: `https://shop.example.qa/api/payments/return/skipcash?orderNumber=${orderNumber}`,
      callbackUrl: 'https://shop.example.qa/api/payments/callback/skipcash',
    })
    .finally(() => exchanges.length && save('create', exchanges.at(-1)));
  console.log(`pay it (card 4001919257537193, 12/2027, 123) at ${created.payUrl}`);
  console.log(`then: node scripts/skipcash-capture.mjs lookup ${created.paymentId}`);
} else if (mode === 'lookup' && argument) {
  const { gateway, exchanges } = await recordedAdapter();
  const found = await gateway
    .lookupPayment(argument)
    .finally(() => exchanges.length && save('lookup', exchanges.at(-1)));
  console.log(found);
} else {
  fail('usage: skipcash-capture.mjs webhook [port] | create [orderNumber] | lookup <paymentId>');
}
