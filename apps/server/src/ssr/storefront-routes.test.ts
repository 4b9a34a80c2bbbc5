import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import type { StorefrontHandler } from './storefront-handler.js';

// A stand-in for the storefront build: echoes what it received so the bridge can be checked both ways.
const echoStorefront: StorefrontHandler = async (request, context) => {
  const settings = await context.services.settings.get();
  const body = request.method === 'POST' ? await request.text() : '';
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-rendered-by': 'test' });
  headers.append('set-cookie', 'lang=en; Path=/');
  headers.append('set-cookie', 'seen=1; Path=/');
  const page =
    `<p>${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}` +
    ` ${request.headers.get('accept-language')} ${settings.bannerColor} [${body}]</p>`;
  const status = new URL(request.url).pathname === '/missing' ? 404 : 200;
  // Streamed in two chunks, as React's renderer does.
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(page);
      controller.enqueue(bytes.slice(0, 5));
      controller.enqueue(bytes.slice(5));
      controller.close();
    },
  });
  return new Response(stream, { status, headers });
};

describe('storefront bridge', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ storefront: echoStorefront });
  });
  afterAll(() => ctx?.close());

  it('renders a GET with the URL, headers and settings, and sends back every set-cookie', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/en/products?sort=name',
      headers: { 'accept-language': 'en-QA' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<p>GET \/en\/products\?sort=name en-QA #[0-9a-fA-F]{6} \[\]<\/p>$/);
    expect(response.headers['x-rendered-by']).toBe('test');
    expect(response.headers['set-cookie']).toEqual(['lang=en; Path=/', 'seen=1; Path=/']);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('renders the root path and passes through the storefront status', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
  });

  it('streams a POST body to the storefront untouched (form actions)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%D8%B9%D9%84%D9%8A&x=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('[name=%D8%B9%D9%84%D9%8A&x=1]');
  });

  it('answers HEAD without a body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('sends a mixed-case page address to its lower-case spelling with a 301, before any render', async () => {
    for (const [asked, location] of [
      ['/Products', '/products'],
      ['/PRODUCT/1?utm_source=Insta', '/product/1?utm_source=Insta'],
      ['/EN/products', '/en/products'],
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: asked });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
      expect(response.headers['x-rendered-by']).toBeUndefined();
    }
    const followed = await ctx.app.inject({ method: 'GET', url: '/en/products' });
    expect(followed.statusCode).toBe(200);
  });

  it('leaves /api to the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
