import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import type { StorefrontHandler } from './storefront-handler.js';

const SHOP = 'https://shop.example.qa';

// Writes the absolute links a real page writes (canonical, og:url) from the URL it was given, as the
// storefront's loaders do, so a poisoned origin would show in the cached HTML.
const linkingStorefront: StorefrontHandler = async (request) => {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.text() : '';
  return new Response(
    `<link rel="canonical" href="${url.href}"><meta property="og:url" content="${url.origin}${url.pathname}">` +
      `<p>host=${request.headers.get('host')} body=${body.length}</p>`,
    { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
};

/** Sends raw bytes over a socket (Host headers that no HTTP client would send) and returns the status line. */
function rawStatus(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        resolve(answer.slice(0, answer.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

describe.each([
  { name: 'no proxy trusted (default)', trustProxy: undefined },
  { name: 'a trusted proxy in front', trustProxy: '127.0.0.1' },
])('page cache and host headers, $name', ({ trustProxy }) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp({
      storefront: linkingStorefront,
      env: {
        PUBLIC_URL: SHOP,
        SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+',
        ...(trustProxy && { TRUST_PROXY: trustProxy }),
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx?.close());

  it.each([
    ['Host', { host: 'evil.example' }, 1],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }, 2],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'gopher' }, 3],
    [
      'all three',
      { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      4,
    ],
  ])(
    'a page first rendered for a foreign %s carries only the shop origin, also for the next shopper',
    async (_, headers, n) => {
      const path = `/search?q=term${n}`;
      const poisoned = await ctx.app.inject({ method: 'GET', url: path, headers });
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.headers['x-page-cache']).toBe('miss');
      expect(poisoned.body).not.toContain('evil');
      expect(poisoned.body).not.toContain('gopher');
      expect(poisoned.body).toContain(`href="${SHOP}/search?q=term${n}"`);

      const clean = await ctx.app.inject({ method: 'GET', url: path });
      expect(clean.headers['x-page-cache']).toBe('hit');
      expect(clean.body).toBe(poisoned.body);
    },
  );

  it('keeps a path that looks like a host on the shop origin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '//evil.example/products' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="${SHOP}//evil.example/products"`);
  });

  it.each(['a b', '[::1', 'x:99999', '', 'évil.example', 'a'.repeat(300)])(
    'answers a malformed Host %j without a 5xx',
    async (host) => {
      const status = await rawStatus(
        port,
        `GET /products HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(status).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    },
  );

  it('answers a request without any Host with a 400', async () => {
    const status = await rawStatus(port, 'GET /products HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(status).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('page actions: bounded form bodies only', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ storefront: linkingStorefront });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx?.close());

  /** Streams `megabytes` of form data in chunks, without announcing its length; resolves with the status. */
  function postChunked(megabytes: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/product/1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server may close the connection while we are still writing: that is a refusal too.
        if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(413);
        else reject(error);
      });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < megabytes) {
          sent += 1;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
  }

  it('refuses a 50 MB page POST with 413 without holding it in memory', async () => {
    const before = process.memoryUsage().rss;
    expect(await postChunked(50)).toBe(413);
    // Buffering the body would add at least its 50 MB; reading and dropping it adds next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses a declared 300 MB body at once from its Content-Length', async () => {
    const status = await rawStatus(
      port,
      'POST /product/1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 314572800\r\nConnection: close\r\n\r\nrating=5',
    );
    expect(status).toMatch(/^HTTP\/1\.1 413 /);
  });

  it.each([
    ['application/json', '{"rating":5}'],
    ['text/plain', 'rating=5'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n--x--',
    ],
  ])('answers 415 in the error shape to a %s body', async (type, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/product/1',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().error.messageAr).toBeTruthy();
  });

  it('answers 415 to a page POST without a body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/contact' });
    expect(response.statusCode).toBe(415);
  });

  it('passes a form within the limit to the page action', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/product/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'rating=5&comment=%D8%AC%D9%8A%D8%AF',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('body=35');
  });
});
