import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createLocalMediaStore } from '../storage/local-media-store.js';
import { buildTestApp } from '../testing/test-app.js';

const LARGE_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;

describe('static files', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let builds: string;
  beforeAll(async () => {
    // Tiny stand-ins for the storefront and admin builds.
    builds = await mkdtemp(join(tmpdir(), 'matjar-builds-'));
    await mkdir(join(builds, 'storefront/assets'), { recursive: true });
    await writeFile(join(builds, 'storefront/assets/entry-abc123.js'), 'console.log(1)');
    await writeFile(join(builds, 'storefront/favicon.svg'), '<svg/>');
    await writeFile(join(builds, 'storefront/favicon.ico'), 'icon');
    await writeFile(join(builds, 'storefront/assets/large-abc123.js'), LARGE_SCRIPT);
    await precompress(join(builds, 'storefront'));
    await mkdir(join(builds, 'admin/assets'), { recursive: true });
    await writeFile(join(builds, 'admin/index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(builds, 'admin/assets/index-def456.js'), 'console.log(2)');
    ctx = await buildTestApp({
      paths: { storefrontClient: join(builds, 'storefront'), adminDist: join(builds, 'admin') },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(builds, { recursive: true, force: true });
  });

  it('serves hashed storefront assets with an immutable cache and other files briefly', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves /favicon.ico to the favicon route even when a build ships one', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it("sends the build's brotli or gzip copy to a browser that takes it, and the file itself to others", async () => {
    const url = '/assets/large-abc123.js';
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(LARGE_SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE_SCRIPT);
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LARGE_SCRIPT);
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_SCRIPT);
    // Too small to gain from compression; the copies are no addresses of their own.
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: `${url}.br` })).statusCode).not.toBe(200);
  });

  it('serves the admin SPA shell for every /admin path, not cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/orders/12']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const missing = await ctx.app.inject({ method: 'GET', url: '/admin/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves stored media under /media/ with an immutable cache', async () => {
    const store = createLocalMediaStore(ctx.config.uploadsDir);
    await store.put('products/1/front-640.webp', Buffer.from('RIFF'), 'image/webp');
    const response = await ctx.app.inject({ method: 'GET', url: store.url('products/1/front-640.webp') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/../package.json' })).statusCode).not.toBe(200);
  });
});
