import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorMessage, parseIdText } from '@matjar/core';
import { RenderQueueFull, type LinkPreviewService } from './link-preview-service.js';

/** `12.jpg`: a product id as the shop writes ids, nothing else. */
const FILE = /^([1-9]\d{0,9})\.jpg$/;

/**
 * GET /preview/product/{id}.jpg: a product's link-preview picture, which the product page names as og:image.
 * Unknown, inactive and picture-less products answer 404; a full encoder queue 503 with Retry-After.
 */
export async function linkPreviewRoutes(app: FastifyInstance, options: { previews: LinkPreviewService }) {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');

  app.get<{ Params: { file: string } }>(
    '/preview/product/:file',
    // Not an API call (no JSON, not in the OpenAPI document), like /favicon.ico: it answers 200 (JPEG), 404
    // and 503, as docs/api.md says.
    { schema: { hide: true } },
    async (request, reply) => {
      const id = parseIdText(FILE.exec(request.params.file)?.[1]);
      if (id === null) return notFound(reply);
      try {
        const jpeg = await options.previews.productPicture(id);
        if (!jpeg) return notFound(reply);
        return (
          reply
            .type('image/jpeg')
            // The page names the picture with its product's version (?v=): a changed product is a new address.
            .header('cache-control', 'public, max-age=86400')
            .send(jpeg)
        );
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) throw error;
        return reply
          .code(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(
            `${errorMessage('SERVICE_UNAVAILABLE', 'en')} / ${errorMessage('SERVICE_UNAVAILABLE', 'ar')}`,
          );
      }
    },
  );
}
