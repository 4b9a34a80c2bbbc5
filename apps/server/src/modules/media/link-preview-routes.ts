import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorMessage, parseIdText } from '@matjar/core';
import { changedTags, productTag } from '../catalog/cache-tags.js';
import { createContentCache } from '../content/index.js';
import { createRenderGate, RenderQueueFull } from '../../ssr/render-gate.js';
import { previewJpeg, previewSources } from './link-preview-image.js';

/** `12.jpg`: a product id as the shop writes ids, nothing else. */
const FILE = /^([1-9]\d{0,9})\.jpg$/;

/**
 * GET /preview/product/{id}.jpg: a product's link-preview picture (link-preview-image.ts), which the product
 * page names as og:image. Made on first request and kept in memory until the product or the catalogue
 * changes; one encode at a time, and a short queue (past it a 503 with Retry-After), so a walk over every
 * product id cannot take more than one core. Unknown, inactive and picture-less products answer 404.
 */
export async function linkPreviewRoutes(app: FastifyInstance) {
  const cache = createContentCache<Buffer | null>({ max: 200, maxAgeMs: 24 * 60 * 60_000 });
  app.onContentChange(() => cache.clear());
  app.onProductsChange((productIds, reordered) => cache.invalidate(changedTags(productIds, reordered)));
  const gate = createRenderGate({ concurrency: 1, maxWaiting: 20 });

  async function preview(id: number): Promise<Buffer | null> {
    const product = await app.catalog.getProduct(id);
    const picture = product?.images[0]?.url ?? product?.image;
    if (!picture) return null;
    for (const source of previewSources(picture)) {
      const bytes = await app.media.readShopImage(source);
      if (!bytes) continue;
      return gate.run(() => previewJpeg(bytes)).catch((error: unknown) => {
        if (error instanceof RenderQueueFull) throw error;
        // A stored file sharp cannot read (damaged on disk): the page's preview falls back to none.
        app.log.warn({ err: error, productId: id }, 'link preview picture could not be made');
        return null;
      });
    }
    return null;
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');

  app.get<{ Params: { file: string } }>(
    '/preview/product/:file',
    {
      schema: {
        hide: true,
        response: { 200: {}, 404: {}, 503: {} },
      },
    },
    async (request, reply) => {
      const id = parseIdText(FILE.exec(request.params.file)?.[1]);
      if (id === null) return notFound(reply);
      try {
        const jpeg = await cache.get(`preview:${id}`, () => preview(id), () => [productTag(id)]);
        if (!jpeg) return notFound(reply);
        return reply
          .type('image/jpeg')
          // The page names the picture with its product's version (?v=), so a changed product is a new address.
          .header('cache-control', 'public, max-age=86400')
          .send(jpeg);
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) throw error;
        return reply
          .code(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(`${errorMessage('SERVICE_UNAVAILABLE', 'en')} / ${errorMessage('SERVICE_UNAVAILABLE', 'ar')}`);
      }
    },
  );
}
