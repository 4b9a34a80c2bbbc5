import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontContext, StorefrontHandler } from './storefront-handler.js';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** Builds the Fetch Request React Router expects from Fastify's request. */
export function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal };
  if (!METHODS_WITHOUT_BODY.has(request.method)) {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    // Node's fetch requires duplex 'half' for a streamed request body.
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Sends a Fetch Response through Fastify: status, every header (set-cookie kept as several), streamed body. */
export function sendFetchResponse(reply: FastifyReply, response: Response, isHead: boolean): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (isHead || response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/**
 * Every page path not claimed by /api, /admin, /media or a static file goes to the server-rendered storefront.
 * Registered in its own scope because the storefront reads request bodies itself (form actions).
 */
export async function storefrontRoutes(
  app: FastifyInstance,
  options: { handler: StorefrontHandler | null; context: StorefrontContext },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      if (!options.handler) {
        return reply.code(503).type('text/plain; charset=utf-8').send('storefront not built');
      }
      const controller = new AbortController();
      // Stop rendering when the visitor goes away before the page is complete.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const response = await options.handler(toFetchRequest(request, controller.signal), options.context);
      return sendFetchResponse(reply, response, request.method === 'HEAD');
    },
  });
}
