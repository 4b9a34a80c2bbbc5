import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages } from '@matjar/db';
import { buildTestApp } from '../testing/test-app.js';
import type { StorefrontHandler } from '../ssr/storefront-handler.js';
import { canonicalLocation, normalizedHost } from './canonical-host.js';

const SHOP = 'http://shop.test:3000';

describe('canonical host (PUBLIC_URL set)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { PUBLIC_URL: SHOP, CANONICAL_HOST: 'redirect' } });
  });
  afterAll(() => ctx?.close());

  const get = (host: string, url = '/contact?x=1&y=%D9%85', method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { host } });

  it.each([
    ['127.0.0.1 for localhost', '127.0.0.1:3000'],
    ['another port', 'shop.test:8080'],
    ['www for the apex', 'www.shop.test:3000'],
    ['the apex without its port', 'shop.test'],
    ['a hostile name', 'evil.example'],
    ['a name with a user part', 'evil.example@shop.test:3000'],
    ['a name with a path', 'shop.test:3000/evil'],
    ['a name with spaces', 'evil example'],
    ['a bracketed nothing', '[]'],
    ['an empty Host', ''],
  ])('redirects a page asked for under %s to PUBLIC_URL, same path and query', async (_label, host) => {
    const response = await get(host);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${SHOP}/contact?x=1&y=%D9%85`);
  });

  it('redirects HEAD too, and never anywhere but PUBLIC_URL’s origin', async () => {
    expect((await get('127.0.0.1:3000', '/en/track', 'HEAD')).headers.location).toBe(`${SHOP}/en/track`);
    // A path that reads as another host, or an absolute-form target, stays on the shop.
    expect((await get('evil.example', '//evil.example/x')).headers.location).toBe(`${SHOP}//evil.example/x`);
    expect(canonicalLocation(SHOP, 'http://evil.example/x')).toBe(`${SHOP}/`);
  });

  it('answers the canonical host itself, in any letter case, as usual', async () => {
    expect((await get('shop.test:3000', '/api/store/settings')).statusCode).toBe(200);
    expect((await get('SHOP.TEST:3000', '/api/store/settings')).statusCode).toBe(200);
  });

  it('judges every Host the same however many made-up ones came before (the remembered verdicts are bounded)', async () => {
    for (let i = 0; i < 150; i++) expect((await get(`made-up-${i}.example`)).statusCode).toBe(308);
    expect((await get('shop.test:3000', '/api/store/settings')).statusCode).toBe(200);
    expect((await get('127.0.0.1:3000')).statusCode).toBe(308);
    expect((await get('shop.test:3000', '/api/store/settings')).statusCode).toBe(200);
  });

  it('refuses a write under another host with 421 WRONG_HOST in both languages, and keeps nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(contactMessages);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      headers: { host: '127.0.0.1:3000' },
      payload: { name: 'Huda', email: 'huda@example.com', subject: 'Order', message: 'Where is it?' },
    });
    expect(response.statusCode).toBe(421);
    const { error } = response.json();
    expect(error.code).toBe('WRONG_HOST');
    expect(error.message).toContain(SHOP);
    expect(error.messageAr).toContain(`\u2068${SHOP}\u2069`);
    const after = await ctx.database.db.select({ n: count() }).from(contactMessages);
    expect(after).toEqual(before);
  });

  it('refuses a write to a non-page route under another host too (the sandbox payment page)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/pay/sandbox/sbx_unknown',
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242',
    });
    expect(response.statusCode, response.body).toBe(421);
    expect(response.json().error.code).toBe('WRONG_HOST');
  });

  it('keeps health checks and webhooks answering on any host', async () => {
    expect((await get('10.0.0.7', '/api/health')).statusCode).toBe(200);
    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      headers: { host: '10.0.0.7' },
      payload: {},
    });
    expect(callback.statusCode).not.toBe(421);
    expect(callback.statusCode).toBeLessThan(500);
    const webhook = await ctx.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook',
      headers: { host: 'x' },
    });
    expect(webhook.statusCode).not.toBe(308);
  });

  it('starts card payments with a return URL on PUBLIC_URL', async () => {
    const { paymentUrls } = await import('../modules/payments/payments-service.js');
    expect(paymentUrls(SHOP, 'sandbox', 'ORD-1').returnUrl.startsWith(`${SHOP}/api/payments/return/`)).toBe(
      true,
    );
  });
});

// A contact page's action as the storefront's (handleContact): the service's refusal comes back as the page.
const contactPage: StorefrontHandler = async (request, context) => {
  if (request.method !== 'POST') return new Response('<form>', { headers: { 'content-type': 'text/html' } });
  try {
    await context.services.contact.send(
      { name: 'Huda', email: 'huda@example.com', subject: 'Order', message: 'Where is it?' },
      'ar',
    );
    return new Response('sent');
  } catch (error) {
    return new Response(`refused ${(error as { code?: string }).code}`);
  }
};

describe('canonical host, a page form posted under another host', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      storefront: contactPage,
      env: { PUBLIC_URL: SHOP, CANONICAL_HOST: 'redirect' },
    });
  });
  afterAll(() => ctx?.close());

  it('reaches the page, whose action is refused with WRONG_HOST (so the form shows it beside the fields)', async () => {
    const post = (host: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Huda',
      });
    const before = await ctx.database.db.select({ n: count() }).from(contactMessages);
    const refused = await post('127.0.0.1:3000');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toBe('refused WRONG_HOST');
    expect(await ctx.database.db.select({ n: count() }).from(contactMessages)).toEqual(before);
    expect((await post('shop.test:3000')).body).toBe('sent');
  });
});

describe('canonical host (default PUBLIC_URL: localhost)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { CANONICAL_HOST: 'redirect' } });
  });
  afterAll(() => ctx?.close());

  it('sends 127.0.0.1 and [::1] to localhost, and leaves a LAN address alone', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/products', headers: { host } });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/products');
    }
    const lan = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(lan.statusCode).toBe(200);
    const lanPage = await ctx.app.inject({
      method: 'GET',
      url: '/products',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(lanPage.statusCode).not.toBe(308);
  });
});

describe('normalizedHost', () => {
  it('reads host[:port] the way a browser would, and nothing else', () => {
    expect(normalizedHost('Shop.Test:80', 'http')).toBe('shop.test');
    expect(normalizedHost('shop.test.:3000', 'http')).toBe('shop.test:3000');
    expect(normalizedHost('a@b', 'http')).toBeUndefined();
    expect(normalizedHost('a/b', 'http')).toBeUndefined();
    expect(normalizedHost('', 'http')).toBeUndefined();
  });
});
