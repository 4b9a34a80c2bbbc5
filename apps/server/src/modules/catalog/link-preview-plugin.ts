import type { FastifyInstance } from 'fastify';
import { changedTags } from './cache-tags.js';
import { linkPreviewRoutes } from './link-preview-routes.js';
import { createLinkPreviewService } from './link-preview-service.js';

/**
 * Products' link-preview pictures (GET /preview/product/{id}.jpg), from the catalogue and the stored pictures;
 * registered after both. A product change drops its picture, a catalogue or settings change all of them.
 */
export async function linkPreviewPlugin(app: FastifyInstance) {
  const previews = createLinkPreviewService({ catalog: app.catalog, media: app.media, log: app.log });
  app.onContentChange(() => previews.clear());
  app.onProductsChange((productIds, reordered) => previews.invalidate(changedTags(productIds, reordered)));
  await app.register(linkPreviewRoutes, { previews });
}
