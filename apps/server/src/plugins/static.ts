import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '@matjar/core';
import { IMMUTABLE_CACHE as IMMUTABLE } from '../storage/s3-media-store.js';
import type { ShopMediaStore } from '../storage/shop-media-store.js';
import { bucketMediaRoutes } from './bucket-media.js';

export interface StaticOptions {
  /** The storefront's build/client folder (hashed assets, favicon, fonts). */
  storefrontClient: string;
  /** The admin SPA's Vite build (base /admin/). */
  adminDist: string;
  /** Uploaded and seeded images: a local folder served as it is, or a bucket read through the shop. */
  media: ShopMediaStore;
}

// The builds write a .br and a .gz beside each text asset (scripts/precompress.mjs), sent in its place to a
// browser that takes them; they are not addresses of their own.
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];
/** Answered by the favicon route (the uploaded icon or the built-in one), even if a build ships its own. */
const ROUTED_FILES = ['favicon.ico'];

/** Hashed file names never change content, so browsers and CDNs may keep them for a year. */
function cacheHashedAssets(res: { setHeader(name: string, value: string): unknown }, path: string) {
  res.setHeader('cache-control', /[/\\]assets[/\\]/.test(path) ? IMMUTABLE : 'public, max-age=3600');
}

export const staticPlugin = fp(
  async function staticFiles(app: FastifyInstance, options: StaticOptions) {
    // Media keys are written once and never overwritten in place (new uploads get new keys).
    if (options.media.kind === 's3') {
      await app.register(bucketMediaRoutes, { store: options.media });
    } else {
      const uploadsDir = resolve(options.media.folder);
      await mkdir(uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: MEDIA_PREFIX,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader('cache-control', IMMUTABLE);
        },
      });
    }

    if (existsSync(options.storefrontClient)) {
      // wildcard: false registers one route per built file, leaving every other path to the SSR catch-all.
      await app.register(fastifyStatic, {
        root: resolve(options.storefrontClient),
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        globIgnore: [...COMPRESSED_COPIES, ...ROUTED_FILES],
        setHeaders: cacheHashedAssets,
      });
    } else {
      app.log.warn(`storefront assets not found at ${options.storefrontClient}; run the storefront build`);
    }

    await app.register(async function adminSpa(admin) {
      const adminDist = resolve(options.adminDist);
      const indexFile = join(adminDist, 'index.html');
      if (existsSync(adminDist)) {
        await admin.register(fastifyStatic, {
          root: adminDist,
          prefix: '/admin/',
          wildcard: false,
          decorateReply: false,
          index: false,
          cacheControl: false,
          preCompressed: true,
          globIgnore: COMPRESSED_COPIES,
          setHeaders: cacheHashedAssets,
        });
      } else {
        app.log.warn(`admin build not found at ${options.adminDist}; run the admin build`);
      }
      // Client-side routes (/admin/orders/12) all load the SPA shell; a missing hashed asset stays a 404.
      const serveShell = async (request: { url: string }, reply: import('fastify').FastifyReply) => {
        if (request.url.startsWith('/admin/assets/')) return reply.callNotFound();
        const html = await readFile(indexFile, 'utf8').catch(() => null);
        if (html === null) {
          return reply.code(503).type('text/plain; charset=utf-8').send('admin not built');
        }
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      };
      admin.get('/admin', { schema: { hide: true } }, serveShell);
      admin.get('/admin/', { schema: { hide: true } }, serveShell);
      admin.get('/admin/*', { schema: { hide: true } }, serveShell);
    });
  },
  { name: 'static-files' },
);
