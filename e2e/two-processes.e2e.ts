// Journey: the shop outgrows one machine. Two shop processes run on one PostgreSQL server and one S3 bucket
// (a real S3 API on loopback), behind Debian's nginx, as docs/deploy.md describes; every check goes through the
// balancer unless it is about one process in particular. A staff session (a bearer token, and the back office's
// cookie from its sign-in form in chromium) works on whichever process answers; a picture uploaded to one is
// served by the other; a price changed on one reaches the page the other had cached; a per-address limit counts
// the hits on both; a new-order alert rings on a board connected to the other; the outbox sends each e-mail and
// each WhatsApp message (to the local fake of Meta's Cloud API) once although both run its workers; and killing
// one process (kill -9) loses no acknowledged order while the balancer sends shoppers to the other. Its own
// servers and data: the shared journeys' shop is left alone.
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@matjar/core';
import { startEmbeddedServer, type EmbeddedServer } from '@matjar/db';
import {
  shopTemplates,
  startFakeCloudApi,
  type FakeCloudApi,
} from '../apps/server/src/modules/whatsapp/testing/fake-cloud-api.js';
import { copyFolderToBucket } from '../apps/server/src/storage/copy-media.js';
import { createS3MediaStore } from '../apps/server/src/storage/s3-media-store.js';
import { startLocalS3, type LocalS3Server } from '../apps/server/src/storage/testing/s3-test-server.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { submitAdminSignIn } from './support/admin-sign-in.js';
import { freePort, startBalancer, type RunningBalancer } from './support/balancer.js';
import { gotoChecked, launchBrowser, openPage } from './support/browser.js';
import { qatarOrderData } from './support/delivery-address.js';
import { startMailCatcher } from './support/mail-catcher-server.js';
import type { ReceivedMail } from './support/mail-catcher.js';
import { solidPng } from './support/png.js';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server.js';

let work: string;
let database: EmbeddedServer;
let s3: LocalS3Server;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let whatsapp: FakeCloudApi;
let first: RunningServer;
let second: RunningServer;
let balancer: RunningBalancer;
let browser: Browser | undefined;
let shop: string;
let token: string;
let productId: number;

const portOf = (url: string) => new URL(url).port;
/** Which process answered a request through the balancer (nginx's $upstream_addr). */
const upstreamOf = (response: Response) => response.headers.get('x-upstream') ?? '';

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

function staffCall(base: string, method: string, path: string, body?: unknown, headers = {}) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: shop,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A cash order as a shopper's checkout places it; `from` is the client address the balancer passes on. Its
 * phone is 55 then 200000 + i: a Qatari mobile, so an opted-in order gets WhatsApp messages.
 */
function placeOrder(base: string, i: number, from: string, whatsappOptIn = false): Promise<Response> {
  return fetch(`${base}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shop, 'X-Forwarded-For': from },
    body: JSON.stringify({
      customer: { name: `Two ${i}`, email: `two-${i}@example.test`, phone: `55${String(200_000 + i)}` },
      items: [{ product_id: productId, quantity: 1 }],
      orderData: qatarOrderData(`Street ${i}`),
      paymentMethod: 'cash',
      locale: 'en',
      ...(whatsappOptIn ? { whatsappOptIn } : {}),
    }),
  });
}

async function mails(): Promise<ReceivedMail[]> {
  return json<ReceivedMail[]>(await fetch(`${mail.httpUrl}/mails`));
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'matjar-two-'));
  await chmod(work, 0o755); // run as root, the database runs as the postgres account
  // One throwaway PostgreSQL server that outlives either shop process.
  database = await startEmbeddedServer({ folder: join(work, 'postgres') });
  s3 = await startLocalS3('matjar-two-processes');
  // The demo pictures the journeys' shop drew already: copied in (media:copy), the seed finds them all.
  const store = createS3MediaStore(s3.settings);
  try {
    await copyFolderToBucket(join(tmpdir(), 'matjar-test-media'), store);
  } finally {
    store.close();
  }
  mail = await startMailCatcher();
  whatsapp = await startFakeCloudApi({
    token: 'two-processes-token',
    phoneNumberId: '1234567890',
    appSecret: 'two-processes-app-secret',
    templates: shopTemplates(),
  });
  const port = await freePort();
  shop = `http://127.0.0.1:${port}`;
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    PUBLIC_URL: shop,
    TRUST_PROXY: '127.0.0.1',
    // The journey also talks to each process at its own address (to know which one it reaches).
    CANONICAL_HOST: 'off',
    SMTP_URL: mail.smtpUrl,
    // What every process of one shop must share (docs/deploy.md).
    GIFT_CODES_KEY: 'ab'.repeat(32),
    SANDBOX_PAYMENT_SECRET: 'two-processes-sandbox-secret',
    // WhatsApp on in both, from the environment, sending to the local fake of the Cloud API.
    WHATSAPP: 'cloud',
    WHATSAPP_TOKEN: 'two-processes-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_APP_SECRET: 'two-processes-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'two-processes-verify',
    WHATSAPP_API_URL: whatsapp.apiUrl,
    WHATSAPP_TEMPLATE_ORDER_RECEIVED: 'order_received',
    WHATSAPP_TEMPLATE_ORDER_CONFIRMED: 'order_confirmed',
    WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY: 'out_for_delivery',
    WHATSAPP_TEMPLATE_DELIVERED: 'order_delivered',
    WHATSAPP_TEMPLATE_PAYMENT_REMINDER: 'payment_reminder',
    WHATSAPP_TEMPLATE_STAFF_NEW_ORDER: 'staff_new_order',
  };
  first = await startServer({ env });
  second = await startServer({ env });
  balancer = await startBalancer(port, [Number(portOf(first.baseUrl)), Number(portOf(second.baseUrl))]);
  token = await signInThroughApi(shop, E2E_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await balancer?.stop();
  await Promise.allSettled([first?.stop(), second?.stop()]);
  await mail?.stop();
  await whatsapp?.close();
  await s3?.close();
  await database?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('two shop processes behind nginx, on one database and one bucket', () => {
  it('keeps a staff session on whichever process answers', async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const response = await staffCall(shop, 'GET', '/api/admin/brands');
      expect(response.status).toBe(200);
      answered.add(upstreamOf(response));
    }
    expect([...answered].sort()).toEqual(
      [first.baseUrl, second.baseUrl].map((url) => url.replace('http://', '')).sort(),
    );
  });

  it('keeps the back office signed in through nginx, its cookie session read and written on both', async () => {
    // As staff use it: the sign-in form through the balancer, then the back office's own kind of request (the
    // session cookie, same-origin, no bearer token), reads and writes, each answered by either process.
    browser = await launchBrowser();
    const { context, page } = await openPage(browser);
    try {
      await gotoChecked(page, `${shop}/admin/login`);
      await submitAdminSignIn(page, 'ar', E2E_ADMIN);
      // Round robin takes turns over every request, the dashboard's own among them: the reads and writes swap
      // order each round (else all reads could land on one process and all writes on the other), and go on
      // until each kind has been answered by both.
      const answers = await page.evaluate(async () => {
        const calls: { method: string; status: number; upstream: string }[] = [];
        const both = (method: string) =>
          new Set(calls.filter((call) => call.method === method).map((call) => call.upstream)).size === 2;
        for (let round = 0; round < 10 && !(both('GET') && both('POST')); round += 1) {
          const requests = [
            ['GET', '/api/admin/brands'],
            ['POST', '/api/admin/notifications/read-all'],
          ] as const;
          for (const [method, path] of round % 2 === 0 ? requests : [...requests].reverse()) {
            const response = await fetch(path, { method, credentials: 'same-origin' });
            calls.push({
              method,
              status: response.status,
              upstream: response.headers.get('x-upstream') ?? '',
            });
          }
        }
        return calls;
      });
      const processes = [first.baseUrl, second.baseUrl].map((url) => url.replace('http://', '')).sort();
      expect(answers.filter((call) => call.status !== 200)).toEqual([]);
      for (const method of ['GET', 'POST']) {
        const calls = answers.filter((call) => call.method === method);
        expect([...new Set(calls.map((call) => call.upstream))].sort(), method).toEqual(processes);
      }
    } finally {
      await context.close();
    }
  });

  it('serves from the other process a picture uploaded to one', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(solidPng(900, 600, [37, 99, 235]))], { type: 'image/png' }),
      'two.png',
    );
    const uploaded = await json<{ media: { url: string } }>(
      await fetch(`${first.baseUrl}/api/admin/media?purpose=product`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Origin: shop },
        body: form,
      }),
    );
    const fromSecond = await fetch(`${second.baseUrl}${uploaded.media.url}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await fromSecond.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    for (let i = 0; i < 2; i += 1) {
      const through = await fetch(`${shop}${uploaded.media.url}`);
      expect(Buffer.from(await through.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // A product of the journey's own, with that picture, to order and to price below.
    picture = uploaded.media.url;
    const brands = await json<{ brands: { id: number }[] }>(
      await staffCall(shop, 'GET', '/api/admin/brands'),
    );
    const categories = await json<{ categories: { id: number }[] }>(
      await staffCall(shop, 'GET', '/api/admin/categories'),
    );
    productBrand = brands.brands[0]!.id;
    productCategory = categories.categories[0]!.id;
    const created = await json<{ product: { id: number } }>(
      await staffCall(shop, 'POST', '/api/admin/products', productBody(12_300)),
    );
    productId = created.product.id;
  });

  it('shows on the page one process cached the price changed on the other', async () => {
    const page = `/en/product/${productId}`;
    const read = async () => (await fetch(`${second.baseUrl}${page}`)).text();
    expect(await read()).toContain(formatMoney(12_300, 'en'));
    await read(); // cached now
    const changed = await staffCall(
      first.baseUrl,
      'PUT',
      `/api/admin/products/${productId}`,
      productBody(45_600),
    );
    expect(changed.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let html = await read();
    while (!html.includes(formatMoney(45_600, 'en')) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200));
      html = await read();
    }
    expect(html).toContain(formatMoney(45_600, 'en'));
    expect(html).not.toContain(formatMoney(12_300, 'en'));
  });

  it('counts a per-address limit over both processes', async () => {
    // Five contact messages an hour from one address (contact-address); each from its own e-mail address, so
    // only the per-address count is reached. The balancer alternates: both processes take some.
    const from = '203.0.113.77';
    const answers: { status: number; upstream: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${shop}/api/store/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: shop, 'X-Forwarded-For': from },
        body: JSON.stringify({
          name: 'Limit',
          email: `limit-${suffix}-${i}@example.test`,
          subject: 'Limit',
          message: `Message ${i}`,
        }),
      });
      answers.push({ status: response.status, upstream: upstreamOf(response) });
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
  });

  it('rings a new-order alert on a board connected to the other process', async () => {
    const watcher = {
      username: `board-${suffix}`,
      password: 'board-password-2024',
      email: `board-${suffix}@example.test`,
      fullName: 'Board watcher',
      role: 'admin' as const,
      receiveNotifications: true,
    };
    await createStaffThroughApi(shop, token, watcher);
    const watcherToken = await signInThroughApi(shop, watcher);
    const events = await fetch(`${second.baseUrl}/api/admin/events`, {
      headers: { Authorization: `Bearer ${watcherToken}`, Accept: 'text/event-stream' },
    });
    expect(events.status).toBe(200);
    const reader = events.body!.getReader();
    const placed = await json<{ orderNumber: string }>(await placeOrder(first.baseUrl, 1, '203.0.113.1'));
    let received = '';
    const deadline = Date.now() + 15_000;
    while (!received.includes(placed.orderNumber.slice(-6)) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((done) => setTimeout(() => done(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) break;
      received += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    expect(received).toContain('event: alert');
    expect(received).toContain(placed.orderNumber.slice(-6));
  });

  it('sends each e-mail once although both processes run the outbox worker', async () => {
    const placed: string[] = [];
    for (let i = 10; i < 16; i += 1) {
      placed.push(
        (await json<{ orderNumber: string }>(await placeOrder(shop, i, `203.0.113.${i}`))).orderNumber,
      );
    }
    const recipients = Array.from({ length: 6 }, (_, k) => `two-${10 + k}@example.test`);
    const deadline = Date.now() + 30_000;
    let received = await mails();
    const arrived = () => recipients.every((to) => received.some((m) => m.recipients.includes(to)));
    while (!arrived() && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 500));
      received = await mails();
    }
    // Both workers have had time to go round again: a second send would be here by now.
    await new Promise((done) => setTimeout(done, 4_000));
    received = await mails();
    for (const to of recipients) {
      expect(
        received.filter((m) => m.recipients.includes(to)),
        to,
      ).toHaveLength(1);
    }
    expect(placed).toHaveLength(6);
  });

  it('sends each WhatsApp message once although both processes run the WhatsApp worker', async () => {
    const count = (to: string, template: string) =>
      whatsapp.sent.filter((m) => m.to === to && m.template?.name === template).length;
    const arrive = async (messages: { to: string; template: string }[]) => {
      const deadline = Date.now() + 30_000;
      while (!messages.every(({ to, template }) => count(to, template) > 0) && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 500));
    };
    // Six opted-in orders through the balancer: each shopper's "received"…
    const orders: { id: number; to: string }[] = [];
    for (let i = 20; i < 26; i += 1) {
      const placed = await json<{ orderNumber: string }>(await placeOrder(shop, i, `203.0.113.${i}`, true));
      const list = await json<{ orders: { id: number }[] }>(
        await staffCall(shop, 'GET', `/api/admin/orders?search=${placed.orderNumber}`),
      );
      orders.push({ id: list.orders[0]!.id, to: `97455${String(200_000 + i)}` });
    }
    const received = orders.map(({ to }) => ({ to, template: 'order_received' }));
    await arrive(received);
    // …then three confirmed by staff, the balancer taking turns (each "confirmed").
    for (const order of orders.slice(0, 3)) {
      const moved = await staffCall(shop, 'PATCH', `/api/payments/order-status/${order.id}`, {
        status: 'confirmed',
        from: 'pending',
      });
      expect(moved.status).toBe(200);
    }
    const confirmed = orders.slice(0, 3).map(({ to }) => ({ to, template: 'order_confirmed' }));
    await arrive(confirmed);

    // The outbox drained (no WhatsApp row left to send), and both workers have had time to go round again:
    // a second send would be here by now.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const pending = async () =>
        (
          await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM outbox WHERE kind LIKE 'whatsapp:%' AND status = 'pending'",
          )
        ).rows[0]!.n;
      const deadline = Date.now() + 30_000;
      while ((await pending()) > 0 && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 500));
      expect(await pending()).toBe(0);
    } finally {
      await client.end();
    }
    await new Promise((done) => setTimeout(done, 4_000));
    const expected = [...received, ...confirmed];
    for (const { to, template } of expected) expect(count(to, template), `${template} to ${to}`).toBe(1);
    // Nothing else went to these shoppers (the same message under another name, say).
    const shoppers = new Set(orders.map(({ to }) => to));
    expect(whatsapp.sent.filter((m) => shoppers.has(m.to))).toHaveLength(expected.length);
  });

  it('loses no acknowledged order when one process is killed, and goes on serving through the other', async () => {
    const survivor = second.baseUrl.replace('http://', '');
    const acknowledged: string[] = [];
    let refused = 0;
    const order = async (i: number) => {
      const response = await placeOrder(shop, i, `198.51.100.${i % 250}`).catch(() => null);
      if (response?.ok) {
        acknowledged.push(((await response.json()) as { orderNumber: string }).orderNumber);
        return upstreamOf(response);
      }
      refused += 1;
      return null;
    };
    // A rush on both, and kill -9 of the first while it is taking orders: what it acknowledged before dying
    // must be in the database; what it had not answered the shopper may see refused.
    const rush = Array.from({ length: 40 }, (_, k) => 100 + k);
    const firstHalf = rush.slice(0, 20).map(order);
    await new Promise((done) => setTimeout(done, 150));
    await first.kill();
    await Promise.all(firstHalf);
    // From now on nginx sends every shopper to the process still alive: each order goes through, there.
    const afterKill: (string | null)[] = [];
    for (const i of rush.slice(20)) afterKill.push(await order(i));
    expect(afterKill).toEqual(Array.from({ length: 20 }, () => survivor));

    // Every order a shopper saw acknowledged is in the database, with its line.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ order_number: string; lines: number }>(
        `SELECT o.order_number, count(i.id)::int AS lines FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.order_number = ANY($1) GROUP BY o.order_number`,
        [acknowledged],
      );
      expect(rows.map((row) => row.order_number).sort()).toEqual([...acknowledged].sort());
      expect(rows.every((row) => row.lines === 1)).toBe(true);
    } finally {
      await client.end();
    }
    expect(acknowledged.length + refused).toBe(40);
    const page = await fetch(`${shop}/en`);
    expect(page.status).toBe(200);
    expect(upstreamOf(page)).toBe(survivor);
  });
});

let productCategory = 0;
let productBrand = 0;
let picture = '';
const suffix = uniqueSuffix();

function productBody(price: number) {
  return {
    name: `منتج الموازن ${suffix}`,
    name_en: `Balancer product ${suffix}`,
    description: 'منتج لرحلة العمليتين',
    description_en: 'A product of the two-process journey',
    price,
    stock: 500,
    category_ids: [productCategory],
    brand_id: productBrand,
    images: picture ? [{ url: picture }] : [],
  };
}
