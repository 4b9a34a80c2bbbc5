import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { products, productVariants } from '@matjar/db';
import { insertCatalogFixture } from '../modules/catalog/testing/catalog-fixture.js';
import { buildTestApp } from '../testing/test-app.js';
import { createRenderGate } from './render-gate.js';
import type { StorefrontHandler } from './storefront-handler.js';

// A stand-in storefront that notes every address it renders; /go redirects, /slow waits to be let go.
const rendered: string[] = [];
let slow: Promise<void> = Promise.resolve();
let releaseSlow: () => void = () => {};
/** Holds every /slow render until releaseSlow() is called. */
function holdSlowRenders() {
  slow = new Promise<void>((resolve) => (releaseSlow = resolve));
}
const notingStorefront: StorefrontHandler = async (request) => {
  const url = new URL(request.url);
  rendered.push(url.pathname + url.search);
  if (url.pathname === '/go') {
    return new Response(null, { status: 302, headers: { location: `/en/products${url.search}` } });
  }
  if (url.pathname.startsWith('/slow')) await slow;
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  return new Response(`<p>${url.pathname}${url.search}</p>`.repeat(10), { headers });
};

const TRACKING =
  'utm_source=instagram&utm_medium=paid&utm_campaign=white-friday&fbclid=IwAR0x&gclid=Cj0K&ttclid=E.C.P' +
  '&ScCid=4a1b&msclkid=9f2';

describe('page addresses: what a page reads, and nothing else, makes a page', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let fixture: Awaited<ReturnType<typeof insertCatalogFixture>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      storefront: notingStorefront,
      renderGate: createRenderGate({ concurrency: 1, maxWaiting: 2 }),
    });
    fixture = await insertCatalogFixture(ctx.database.db);
    // 30 more phones: the phones category and its brand have two pages of 24.
    await ctx.database.db.insert(products).values(
      Array.from({ length: 30 }, (_, n) => ({
        name: `هاتف ${n} ${fixture.tag}`,
        nameEn: `Phone ${n} ${fixture.tag}`,
        description: 'هاتف',
        price: 10_000 + n,
        categoryId: fixture.phones.id,
        brandId: fixture.apple.id,
        stock: 3,
      })),
    );
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** Asks for each address and returns the renders they caused and how each was answered. */
  async function renders(urls: string[]) {
    const before = rendered.length;
    const answers = [];
    for (const url of urls) answers.push(await get(url));
    return {
      renders: rendered.slice(before),
      states: answers.map((answer) => answer.headers['x-page-cache']),
      statuses: answers.map((answer) => answer.statusCode),
    };
  }

  it('serves a campaign link and random parameters the cached page, rendered from the clean address', async () => {
    const path = `/product/${fixture.iphone.id}`;
    expect((await renders([path])).renders).toEqual([path]);
    const random = Array.from({ length: 20 }, (_, n) => `${path}?x${n}=${Math.random()}`);
    const result = await renders([`${path}?${TRACKING}`, `/en${path}?utm_source=tiktok`, ...random]);
    // One render for the English page; the campaign and random addresses are the two cached pages.
    expect(result.renders).toEqual([`/en${path}`]);
    expect(result.states).toEqual(['hit', 'miss', ...random.map(() => 'hit')]);
    expect(result.statuses.every((status) => status === 200)).toBe(true);
  });

  it('keeps the parameters a page reads, in one spelling whatever their order or repetition', async () => {
    const category = fixture.phones.id;
    const first = await renders([`/products?sort=name&category=${category}&utm_source=x`]);
    expect(first.renders).toEqual([`/products?category=${category}&sort=name`]);
    const same = await renders([
      `/products?category=${category}&sort=name`,
      `/products?category=${category}&sort=name&sort=price_asc`,
      `/products?fbclid=1&sort=name&category=${category}`,
    ]);
    expect(same.renders).toEqual([]);
    expect(same.states).toEqual(['hit', 'hit', 'hit']);
    // Another value a page reads is another page.
    const other = await renders([`/products?category=${category}&sort=price_asc`, '/search?q=phone&gclid=1']);
    expect(other.renders).toEqual([`/products?category=${category}&sort=price_asc`, '/search?q=phone']);
  });

  it('answers impossible values with the canonical page, never a render of their own', async () => {
    const phones = `/category/${fixture.phones.id}`;
    await renders(['/products', '/categories', phones, `/products?brand=${fixture.apple.id}`]);
    const result = await renders([
      '/products?sort=bogus',
      '/products?sort=newest',
      '/products?brand=999999',
      '/products?category=2147483648',
      '/products?category=1e3',
      '/search?q=%20%20',
    ]);
    expect(result.renders).toEqual(['/search']);
    expect(result.states.slice(0, -1).every((state) => state === 'hit')).toBe(true);
    // Page 2 of a list with 2 pages is a page of its own.
    expect(
      (await renders([`${phones}?page=2`, `/products?brand=${fixture.apple.id}&page=2`])).renders,
    ).toEqual([`${phones}?page=2`, `/products?brand=${fixture.apple.id}&page=2`]);
  });

  it('redirects a page number past the last to the last page, and any other spelling to the list', async () => {
    const phones = `/category/${fixture.phones.id}`;
    const apple = fixture.apple.id;
    // The lists are cached first: a junk page number must not be answered their copy.
    await renders(['/products', phones, `/products?brand=${apple}`]);
    const cases: [url: string, status: number, location: string][] = [
      ['/products?page=9999', 302, '/products?page=2'],
      [`/products?page=3&brand=${apple}&utm_source=x`, 302, `/products?brand=${apple}&page=2&utm_source=x`],
      [`${phones}?page=3`, 302, `${phones}?page=2`],
      [`/en${phones}?sort=name&page=50&gclid=Cj0`, 302, `/en${phones}?page=2&sort=name&gclid=Cj0`],
      // Past the longest list the shop can have: the list's first page.
      ['/products?page=99999', 302, '/products'],
      ['/products?page=0', 301, '/products'],
      ['/products?page=-1', 301, '/products'],
      ['/products?page=abc&fbclid=1', 301, '/products?fbclid=1'],
      ['/products?page=1', 301, '/products'],
      ['/products?page=02', 301, '/products'],
      ['/products?page=2&page=abc', 301, '/products?page=2'],
      [`/en${phones}?page=`, 301, `/en${phones}`],
      [`/products?brand=${apple}&sort=bogus&page=0`, 301, `/products?brand=${apple}`],
    ];
    const before = rendered.length;
    for (const [url, status, location] of cases) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.headers.location]).toEqual([url, status, location]);
      expect(answer.headers['x-page-cache']).toBeUndefined();
    }
    // HEAD is answered the same; nothing was rendered for any of them.
    const head = await ctx.app.inject({ method: 'HEAD', url: '/products?page=0' });
    expect([head.statusCode, head.headers.location]).toEqual([301, '/products']);
    expect(rendered.slice(before)).toEqual([]);
    // A page of the list and pages that read no page number are untouched.
    expect((await get(`${phones}?page=2`)).statusCode).toBe(200);
    expect((await get(`/product/${fixture.iphone.id}?page=abc`)).statusCode).toBe(200);
  });

  it('keeps a variant of the product, and only of that product', async () => {
    const path = `/product/${fixture.iphone.id}`;
    const [variant] = await ctx.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, fixture.iphone.id), eq(productVariants.isActive, true)))
      .limit(1);
    const result = await renders([
      `${path}?variant=${variant!.id}&utm_source=restock`,
      `${path}?variant=${variant!.id}`,
      `${path}?variant=2147483647`,
    ]);
    expect(result.renders).toEqual([`${path}?variant=${variant!.id}`]);
    expect(result.states).toEqual(['miss', 'hit', 'hit']);
  });

  it("gives a client-side navigation's data request the parameters its page reads", async () => {
    const phones = `/en/category/${fixture.phones.id}`;
    const result = await renders([
      `${phones}.data?page=2&_routes=category-en&utm_source=x`,
      `${phones}.data?page=7&_routes=category-en`,
      `/products.data?sort=name&brand=999999`,
    ]);
    expect(result.renders).toEqual([
      `${phones}.data?_routes=category-en&page=2`,
      `${phones}.data?_routes=category-en`,
      '/products.data?sort=name',
    ]);
  });

  it("passes React Router's own endpoints their query as written", async () => {
    const manifest = '/__manifest?paths=%2Fen%2C%2Fen%2Ftrack&version=04ae18a6';
    expect((await renders([manifest])).renders).toEqual([manifest]);
  });

  it('carries the visitor parameters through a redirect', async () => {
    const answer = await get('/go?utm_source=snap&sort=name');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/en/products?utm_source=snap&sort=name');
  });

  it('renders a new page once for 50 visitors asking at the same moment', async () => {
    holdSlowRenders();
    const before = rendered.length;
    const asked = Array.from({ length: 50 }, (_, n) => get(`/slow/new?utm_content=${n}&ref=${n}`));
    setTimeout(releaseSlow, 100);
    const answers = await Promise.all(asked);
    expect(rendered.length - before).toBe(1);
    const states = answers.map((answer) => answer.headers['x-page-cache']);
    expect(states.filter((state) => state === 'miss')).toHaveLength(1);
    // Those that came while it rendered waited for it; any later one found it cached.
    expect(
      states.filter((state) => state !== 'miss').every((state) => state === 'shared' || state === 'hit'),
    ).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('queues renders past the gate and refuses, in both languages, past the queue', async () => {
    // Concurrency 1 and 2 waiting: the first new page renders, two wait, the fourth is refused.
    holdSlowRenders();
    const pending = ['/slow/1', '/slow/2', '/slow/3'].map((url) => get(url));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await get('/slow/4');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toContain('الخدمة غير متاحة مؤقتًا');
    expect(refused.body).toContain('temporarily unavailable');
    releaseSlow();
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Cached pages are answered while renders wait.
    holdSlowRenders();
    const waiting = get('/slow/5');
    expect((await get('/products')).headers['x-page-cache']).toBe('hit');
    releaseSlow();
    expect((await waiting).statusCode).toBe(200);
  });
});
