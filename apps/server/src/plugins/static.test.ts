import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../storage/local-media-store.js';
import { buildTestApp } from '../test-support.js';

describe('static files', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let builds: string;
  beforeAll(async () => {
    // Tiny stand-ins for the storefront and admin builds.
    builds = await mkdtemp(join(tmpdir(), 'matjar-builds-'));
    await mkdir(join(builds, 'storefront/assets'), { recursive: true });
    await writeFile(join(builds, 'storefront/assets/entry-abc123.js'), 'console.log(1)');
    await writeFile(join(builds, 'storefront/favicon.ico'), 'icon');
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
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
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
