import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { chooseEncoding } from '../compression.js';
import { pageCacheKey, type CachedPage, type PageCache } from './page-cache.js';
import type { StorefrontContext, StorefrontHandler } from './storefront-handler.js';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** Builds the Fetch Request React Router expects from Fastify's request. */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  method = request.method,
): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (!METHODS_WITHOUT_BODY.has(method)) {
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

/** Sends a page from the cache: brotli or gzip when the client takes it, 304 when its copy is current. */
function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('etag', page.etag).header('vary', 'Accept-Encoding').header('x-page-cache', state);
  // Shoppers always revalidate (a 304 costs nothing); prices and stock must not be served stale.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (request.method === 'HEAD') return reply.send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], page.br !== undefined);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.body);
}

/** Only complete, shopper-neutral pages are kept: 200, HTML, no cookie set, not marked private. */
function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  );
}

/**
 * Every page path not claimed by /api, /admin, /media or a static file goes to the server-rendered storefront.
 * Registered in its own scope because the storefront reads request bodies itself (form actions).
 * GET and HEAD pages go through the page cache when one is given.
 */
export async function storefrontRoutes(
  app: FastifyInstance,
  options: { handler: StorefrontHandler | null; context: StorefrontContext; pageCache?: PageCache },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const { pageCache } = options;

  if (pageCache && options.handler) {
    // A cached page is answered in the first hook of this scope: no route handler, promise, cookie parsing
    // or Fetch Request. Misses and POSTs go on to the route below.
    app.addHook(
      'onRequest',
      function cachedPage(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        if (request.method !== 'POST') {
          const cached = pageCache.get(pageCacheKey(request.url, request.headers.cookie));
          if (cached) {
            sendCachedPage(request, reply, cached, 'hit');
            return;
          }
        }
        done();
      },
    );
  }

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      if (!options.handler) {
        return reply.code(503).type('text/plain; charset=utf-8').send('storefront not built');
      }
      const cacheKey =
        pageCache && request.method !== 'POST' ? pageCacheKey(request.url, request.headers.cookie) : null;
      const cached = cacheKey ? pageCache!.get(cacheKey) : undefined;
      if (cached) return sendCachedPage(request, reply, cached, 'hit');

      const controller = new AbortController();
      // Stop rendering when the visitor goes away before the page is complete.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      // A HEAD is rendered as a GET so that its page can be cached and its headers are a GET's.
      const fetchRequest = toFetchRequest(request, controller.signal, cacheKey ? 'GET' : undefined);
      const generation = pageCache?.generation;
      const response = await options.handler(fetchRequest, options.context);
      if (cacheKey && isCacheable(response)) {
        const body = Buffer.from(await response.arrayBuffer());
        const page = pageCache!.store(cacheKey, response, body, generation!);
        return sendCachedPage(request, reply, page, 'miss');
      }
      return sendFetchResponse(reply, response, request.method === 'HEAD');
    },
  });
}
