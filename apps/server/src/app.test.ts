import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '@matjar/core';
import type { Database } from '@matjar/db';
import { buildTestApp } from './testing/test-app.js';

describe('server foundation', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('GET /api/health answers ok after querying the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', databaseKind: ctx.database.kind });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers unknown /api paths with the JSON 404 error shape, in both languages', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/orders/x/y'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = response.json();
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: expect.any(String), messageAr: expect.any(String) },
      });
      expect(body.error.messageAr).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('sends security headers: a locked-down policy on API answers, the page policy on pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Plain http (the default PUBLIC_URL): no HSTS, no upgrade, or LAN and test addresses would break.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data:/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });

  it('asks browsers for https only when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({
      database: ctx.database,
      env: { PUBLIC_URL: 'https://shop.example.qa', SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/products' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    } finally {
      await secure.close();
    }
  });

  it('publishes a valid OpenAPI document listing /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toBe('Matjar API');
    expect(
      doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('database');
    // Catch-alls are hidden from the document.
    expect(Object.keys(doc.paths)).not.toContain('/api/*');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers pages with a plain 503 while the storefront is not built', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('storefront not built');
  });

  it('answers health and readiness with 503 DATABASE_UNAVAILABLE when the database fails; liveness stays 200', async () => {
    const broken: Database = {
      ...ctx.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database['db'],
    };
    const brokenApp = await buildTestApp({ database: broken });
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const response = await brokenApp.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(response.json(), url).toMatchObject({
          error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String), messageAr: expect.any(String) },
          status: 'unavailable',
          database: 'unreachable',
          databaseKind: 'external',
        });
        expect(response.body).not.toContain('connection refused');
      }
      const live = await brokenApp.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'ok' });
    } finally {
      await brokenApp.close();
    }
  });

  it('answers readiness and liveness 200 while the database answers', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', databaseRestarts: 0 });
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });
});
