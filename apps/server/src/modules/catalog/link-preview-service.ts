import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { StorefrontCatalogService } from '@matjar/storefront';
import { productTag } from './cache-tags.js';
import { createContentCache } from '../content/index.js';
import { createRenderGate, RenderQueueFull } from '../../ssr/render-gate.js';
import { previewJpeg, previewSources } from './link-preview-image.js';

export { RenderQueueFull };

/**
 * Products' link-preview pictures (link-preview-image.ts): made on first request and kept in memory until the
 * product or the catalogue changes (the plugin drops them), one encode at a time with a short queue, so a walk
 * over every product id cannot take more than one core. Not stored: nothing is left to clean up.
 */
export function createLinkPreviewService(deps: {
  catalog: StorefrontCatalogService;
  media: Pick<FastifyInstance['media'], 'readShopImage'>;
  log: FastifyBaseLogger;
}) {
  const { catalog, media, log } = deps;
  const cache = createContentCache<Buffer | null>({ max: 200, maxAgeMs: 24 * 60 * 60_000 });
  const gate = createRenderGate({ concurrency: 1, maxWaiting: 20 });

  async function make(id: number): Promise<Buffer | null> {
    const product = await catalog.getProduct(id);
    const picture = product?.images[0]?.url ?? product?.image;
    if (!picture) return null;
    for (const source of previewSources(picture)) {
      const bytes = await media.readShopImage(source);
      if (!bytes) continue;
      return gate
        .run(() => previewJpeg(bytes))
        .catch((error: unknown) => {
          if (error instanceof RenderQueueFull) throw error;
          // A stored file sharp cannot read (damaged on disk): the product has no preview picture.
          log.warn({ err: error, productId: id }, 'link preview picture could not be made');
          return null;
        });
    }
    return null;
  }

  return {
    /**
     * The JPEG of an active product with a picture, or null. Throws RenderQueueFull when too many wait.
     */
    productPicture(id: number): Promise<Buffer | null> {
      return cache.get(
        `preview:${id}`,
        () => make(id),
        () => [productTag(id)],
      );
    },
    /** After a catalogue or settings change. */
    clear: () => cache.clear(),
    /** After a change to some products (their tags, catalog/cache-tags.ts). */
    invalidate: (tags: Iterable<string>) => cache.invalidate(tags),
  };
}
export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
