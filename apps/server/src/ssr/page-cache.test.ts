import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOfNextDohaYear } from '@matjar/core';
import { CHANNELS } from '../events/channels.js';
import { buildTestApp } from '../testing/test-app.js';
import { createPageCache, pageCacheKey } from './page-cache.js';
import type { StorefrontHandler } from './storefront-handler.js';

// A stand-in storefront that counts renders and can answer with a cookie or another status.
let renders = 0;
const countingStorefront: StorefrontHandler = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  const categories = await context.services.catalog.listCategories();
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (url.pathname === '/sets-cookie') headers.append('set-cookie', 'lang=en; Path=/');
  const status = url.pathname === '/missing' ? 404 : 200;
  const page = `<p>${request.method} ${url.pathname}${url.search} render ${renders} ${categories.length}</p>`;
  return new Response(page.repeat(20), { status, headers });
};

describe('rendered page cache', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ storefront: countingStorefront });
  });
  afterAll(() => ctx?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('renders a page once and serves the copy, gzipped when accepted, 304 when current', async () => {
    const first = await get('/en/products?sort=price_asc');
    expect(first.headers['x-page-cache']).toBe('miss');
    const rendersAfterFirst = renders;
    const second = await get('/en/products?sort=price_asc', { 'accept-encoding': 'gzip' });
    expect(renders).toBe(rendersAfterFirst);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second.rawPayload).toString()).toBe(first.body);
    expect(second.headers['content-security-policy']).toBeDefined();
    // Brotli is made in the background once the page is asked for again, then preferred by clients that take it.
    await vi.waitFor(async () => {
      const brotli = await get('/en/products?sort=price_asc', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    });
    const notModified = await get('/en/products?sort=price_asc', {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    // Another query string is another page.
    await get('/en/products?sort=name');
    expect(renders).toBe(rendersAfterFirst + 1);
  });

  it('keeps no page that sets a cookie, fails, or answers a POST', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [method, url] of [
      ['GET', '/sets-cookie'],
      ['GET', '/missing'],
      ['POST', '/contact'],
    ] as const) {
      const before = renders;
      const request = { method, url, ...(method === 'POST' && { headers: form, payload: 'name=x' }) };
      await ctx.app.inject(request);
      await ctx.app.inject(request);
      expect(renders).toBe(before + 2);
    }
  });

  it('spends brotli only on a page asked for again: a page seen once keeps its gzip alone', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const html = '<p>one page</p>'.repeat(200);
    const response = new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const page = cache.store('/product/1', response, Buffer.from(html), cache.generation);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.brotliStarted).toBeUndefined();
    expect(cache.get('/product/1')).toBe(page);
    expect(page.brotliStarted).toBe(true);
    await vi.waitFor(() => expect(page.br).toBeDefined());
    expect(brotliDecompressSync(page.br!).toString()).toBe(html);
    expect(cache.bytes).toBe(page.body.length + page.gzip.length + page.br!.length);
  });

  it('invalidate drops the pages tagged with a changed product, keeps the others, and keeps no page rendered meanwhile', () => {
    const cache = createPageCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html' } });
    const store = (key: string, tags: string[], renderedIn = cache.generation) =>
      cache.store(key, html(key), Buffer.from(key), renderedIn, tags);
    store('/product/1', ['product:1', 'product:2']);
    store('/product/3', ['product:3']);
    store('/about', []);
    const renderingBefore = cache.generation;
    cache.invalidate(['product:2']);
    expect(cache.get('/product/1')).toBeUndefined();
    expect(cache.get('/product/3')).toBeDefined();
    expect(cache.get('/about')).toBeDefined();
    // A page whose render began before the change may show the old data: sent, not kept.
    store('/product/4', ['product:4'], renderingBefore);
    expect(cache.get('/product/4')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('serves no page past its freshUntil: a page rendered in one Doha year is rendered again in the next', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T20:59:00.000Z')); // 23:59 in Doha
      const cache = createPageCache({
        maxBytes: 1_000_000,
        maxEntries: 10,
        freshUntil: (renderedAt) => startOfNextDohaYear(renderedAt).getTime(),
      });
      const html = '<footer>© 2026</footer>';
      const response = new Response(html, { headers: { 'content-type': 'text/html' } });
      cache.store('/', response, Buffer.from(html), cache.generation);
      expect(cache.get('/')).toBeDefined();
      vi.setSystemTime(new Date('2026-12-31T21:00:00.000Z')); // midnight in Doha
      expect(cache.get('/')).toBeUndefined();
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys pages by the language cookie, not by other cookies', () => {
    expect(pageCacheKey('/', 'lang=en; _ga=1')).toBe(pageCacheKey('/', '_ga=2; lang=en'));
    expect(pageCacheKey('/', 'lang=en')).not.toBe(pageCacheKey('/', 'lang=ar'));
  });

  it('renders again after a catalogue or settings change is announced', async () => {
    await get('/brands');
    const before = renders;
    await get('/brands');
    expect(renders).toBe(before);
    await ctx.database.notify(CHANNELS.settingsChanged, '{}');
    await vi.waitFor(async () => {
      await get('/brands');
      expect(renders).toBeGreaterThan(before);
    });
  });
});
