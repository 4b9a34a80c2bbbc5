import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontHandler } from '../ssr/storefront-handler.js';
import { buildTestApp } from '../testing/test-app.js';
import { resourceSecurityHeaders, securityHeaders } from './security.js';

// What @fastify/helmet sent with our options before the table replaced it, minus the obsolete headers and
// the two directives that only repeated default-src 'self' (connect-src, frame-src).
const POLICY =
  "default-src 'self';base-uri 'self';form-action 'self';frame-ancestors 'none';object-src 'none';" +
  "script-src 'self' 'unsafe-inline';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:";
const HTTP_HEADERS = {
  'content-security-policy': POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};
// API answers and media are never rendered as documents: a policy that allows nothing, no document policies.
const RESOURCE_POLICY = "default-src 'none';frame-ancestors 'none'";
const RESOURCE_HEADERS = {
  'content-security-policy': RESOURCE_POLICY,
  'cross-origin-resource-policy': 'same-site',
  'x-content-type-options': 'nosniff',
};
// Media: the same, but loadable from another origin (an e-mail's pictures, shown by the mail client's page).
const MEDIA_HEADERS = { ...RESOURCE_HEADERS, 'cross-origin-resource-policy': 'cross-origin' };
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy'];
// Sent by helmet, acted on (or needed) by no current browser: dropped (security.ts says why), and must stay dropped.
const OBSOLETE = [
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

// A stand-in storefront: a page, or its HTML 404 for paths containing "missing".
const page: StorefrontHandler = async (request) =>
  new Response('<!doctype html><title>x</title>', {
    status: request.url.includes('missing') ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

describe('security headers', () => {
  it('are the helmet headers of before without the obsolete ones, no HSTS or upgrades on plain http', () => {
    expect(securityHeaders({ servesHttps: false })).toEqual(HTTP_HEADERS);
  });

  it('add HSTS and upgrade-insecure-requests behind https', () => {
    expect(securityHeaders({ servesHttps: true })).toEqual({
      ...HTTP_HEADERS,
      'content-security-policy': `${POLICY};upgrade-insecure-requests`,
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
    expect(resourceSecurityHeaders({ servesHttps: true })).toEqual({
      ...RESOURCE_HEADERS,
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
  });

  describe('on every kind of response', () => {
    let builds: string;
    let plain: Awaited<ReturnType<typeof buildTestApp>>;
    let secure: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      builds = await mkdtemp(join(tmpdir(), 'matjar-security-'));
      await mkdir(join(builds, 'storefront/assets'), { recursive: true });
      await writeFile(join(builds, 'storefront/assets/entry-abc123.js'), 'console.log(1)');
      const paths = { storefrontClient: join(builds, 'storefront'), adminDist: join(builds, 'admin') };
      plain = await buildTestApp({ storefront: page, paths });
      secure = await buildTestApp({
        database: plain.database,
        storefront: page,
        paths,
        env: { PUBLIC_URL: 'https://shop.example.qa', SANDBOX_PAYMENT_SECRET: 'a-test-secret-of-16+' },
      });
    });
    afterAll(async () => {
      await secure?.close();
      await plain?.close();
      await rm(builds, { recursive: true, force: true });
    });

    const responses = [
      ['API', 'GET', '/api/health', 200, 'resource'],
      ['cached catalogue API (answered in onRequest)', 'GET', '/api/store/categories', 200, 'resource'],
      ['HTML page', 'GET', '/products', 200, 'document'],
      ['API documentation page', 'GET', '/api/docs', 200, 'document'],
      ['static file', 'GET', '/assets/entry-abc123.js', 200, 'document'],
      ['API 404', 'GET', '/api/nope', 404, 'resource'],
      ['missing media file', 'GET', '/media/nope.webp', 404, 'media'],
      ['HTML 404 page', 'GET', '/missing-page', 404, 'document'],
      ['refused back-office call', 'GET', '/api/auth/verify', 401, 'resource'],
      ['unsupported method', 'DELETE', '/products', 404, 'document'],
    ] as const;

    it.each(responses)('%s', async (_kind, method, url, status, kind) => {
      const expected =
        kind === 'document' ? HTTP_HEADERS : kind === 'media' ? MEDIA_HEADERS : RESOURCE_HEADERS;
      // Twice: the second catalogue read comes from the cache, before any route code runs.
      for (let round = 0; round < 2; round++) {
        const response = await plain.app.inject({ method, url });
        expect(response.statusCode).toBe(status);
        for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
        if (kind !== 'document')
          for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeUndefined();
        for (const name of OBSOLETE) expect(response.headers[name]).toBeUndefined();
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(response.headers['x-request-id']).toEqual(expect.any(String));

        const overTls = await secure.app.inject({ method, url });
        expect(overTls.statusCode).toBe(status);
        expect(overTls.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
        expect(overTls.headers['content-security-policy']).toBe(
          kind === 'document' ? `${POLICY};upgrade-insecure-requests` : RESOURCE_POLICY,
        );
      }
    });

    it('gives each request its own id, keeping one sent by a proxy', async () => {
      const first = await plain.app.inject({ method: 'GET', url: '/api/health' });
      const second = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
      const proxied = await plain.app.inject({
        method: 'GET',
        url: '/api/nope',
        headers: { 'x-request-id': 'lb-42' },
      });
      expect(proxied.headers['x-request-id']).toBe('lb-42');
    });
  });
});
