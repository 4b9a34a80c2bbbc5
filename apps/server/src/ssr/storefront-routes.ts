import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '@matjar/core';
import { chooseEncoding } from '../compression.js';
import { requestClient } from '../http/request-client.js';
import { pageCacheKey, type CachedPage, type PageCache } from './page-cache.js';
import { withPageActionClient } from './page-action-client.js';
import { trackShownProducts } from './storefront-context.js';
import type { StorefrontContext, StorefrontHandler } from './storefront-handler.js';

/** The only body a page action takes: the storefront's forms post URL-encoded fields. */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Builds the Fetch Request React Router expects from Fastify's request. Its origin is the shop's own
 * (PUBLIC_URL), never the Host or X-Forwarded-Host the client sent: pages build canonical, hreflang and JSON-LD
 * links from it, and a cached page is served to everyone.
 */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  publicOrigin: string,
  method = request.method,
): Request {
  // Concatenated, not resolved: a path such as //evil.example/x must stay a path on our origin.
  const url = new URL(publicOrigin + request.url);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('host', url.host);
  const init: RequestInit = { method, headers, signal };
  // A POST's form, already read (and bounded) by the content-type parser of this scope.
  if (method === 'POST' && Buffer.isBuffer(request.body)) init.body = new Uint8Array(request.body);
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
  options: {
    handler: StorefrontHandler | null;
    context: StorefrontContext;
    pageCache?: PageCache;
    /** config.publicUrl's origin: the origin of every page's absolute links. */
    publicOrigin: string;
  },
) {
  // Page actions read their form from a buffer that Fastify has bounded by the app's bodyLimit, like every
  // API body; any other body type is refused with 415 by Fastify before it is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const { pageCache, publicOrigin } = options;

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
      // A POST without a form (no body, or a body type with no parser) never reaches an action.
      if (request.method === 'POST' && !Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
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
      const fetchRequest = toFetchRequest(
        request,
        controller.signal,
        publicOrigin,
        cacheKey ? 'GET' : undefined,
      );
      const generation = pageCache?.generation;
      // A page to be cached notes the products it shows, so that a change to one of them drops it.
      const render = cacheKey ? trackShownProducts(options.context) : null;
      const context =
        request.method === 'POST'
          ? withPageActionClient(app, options.context, requestClient(request), request.wrongHostRefusal)
          : (render?.context ?? options.context);
      const response = await options.handler(fetchRequest, context);
      if (cacheKey && isCacheable(response)) {
        const body = Buffer.from(await response.arrayBuffer());
        const page = pageCache!.store(cacheKey, response, body, generation!, [...render!.tags]);
        return sendCachedPage(request, reply, page, 'miss');
      }
      return sendFetchResponse(reply, response, request.method === 'HEAD');
    },
  });
}
