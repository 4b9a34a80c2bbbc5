import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { availableParallelism } from 'node:os';
import { AppError, errorMessage } from '@matjar/core';
import { chooseEncoding } from '../compression.js';
import { requestClient } from '../http/request-client.js';
import { pageCacheKey, type CachedPage, type PageCache } from './page-cache.js';
import {
  pageAddress,
  pageNumberRedirect,
  withoutImpossibleValues,
  writesOtherPageNumber,
  type PageAddress,
} from './page-address.js';
import { lowerCaseLocation } from './lower-case-path.js';
import { createRenderGate, RenderQueueFull, type RenderGate } from './render-gate.js';
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
  /** The path and query to render: a page's canonical address (page-address.ts), the request's by default. */
  pathAndQuery = request.url,
): Request {
  // Concatenated, not resolved: a path such as //evil.example/x must stay a path on our origin.
  const url = new URL(publicOrigin + pathAndQuery);
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
  state: 'hit' | 'miss' | 'shared',
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
    isShareable(response) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** An answer that may go to every visitor waiting for the same page: nothing per-visitor in it. */
function isShareable(response: Response): boolean {
  return (
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  );
}

/**
 * A redirect rendered from the canonical address leads there without the visitor's other parameters; they are
 * put back so a campaign's tags survive the language redirect and the move to a category's shortcut.
 */
function withVisitorParameters(page: CachedPage, requestUrl: string, address: PageAddress): CachedPage {
  const location = page.headers.find(([name]) => name === 'location')?.[1];
  const mark = requestUrl.indexOf('?');
  if (!location?.startsWith('/') || location.startsWith('//') || mark === -1) return page;
  const kept = new Set(address.query.map(([name]) => name));
  const carried = new URLSearchParams(requestUrl.slice(mark + 1));
  for (const name of kept) carried.delete(name);
  const extra = carried.toString();
  if (extra === '') return page;
  const target = `${location}${location.includes('?') ? '&' : '?'}${extra}`;
  return {
    ...page,
    headers: page.headers.map(([name, value]) => [name, name === 'location' ? target : value]),
  };
}

/** The bilingual answer when more pages wait to be rendered than the gate queues (render-gate.ts). */
function sendBusy(reply: FastifyReply): FastifyReply {
  const ar = errorMessage('SERVICE_UNAVAILABLE', 'ar');
  const en = errorMessage('SERVICE_UNAVAILABLE', 'en');
  return reply
    .code(503)
    .header('retry-after', '5')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>${ar}</title>` +
        `<p>${ar}</p><p lang="en" dir="ltr">${en}</p></html>`,
    );
}

/**
 * Every page path not claimed by /api, /admin, /media or a static file goes to the server-rendered storefront.
 * Registered in its own scope because the storefront reads request bodies itself (form actions).
 * GET and HEAD pages go through the page cache when one is given: one page per canonical address
 * (page-address.ts), rendered once however many visitors ask for it at the same moment.
 */
export async function storefrontRoutes(
  app: FastifyInstance,
  options: {
    handler: StorefrontHandler | null;
    context: StorefrontContext;
    pageCache?: PageCache;
    /** config.publicUrl's origin: the origin of every page's absolute links. */
    publicOrigin: string;
    /** Renders at once and waiting (render-gate.ts); by default two per core and 200 waiting. */
    renderGate?: RenderGate;
  },
) {
  // Page actions read their form from a buffer that Fastify has bounded by the app's bodyLimit, like every
  // API body; any other body type is refused with 415 by Fastify before it is read.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const { pageCache, publicOrigin, handler } = options;
  const gate =
    options.renderGate ?? createRenderGate({ concurrency: 2 * availableParallelism(), maxWaiting: 200 });
  /** Renders under way, by cache key: a second visitor waits for the first one's page. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  // One address per page: a mixed-case path is sent to its lower-case spelling before any cache or render.
  app.addHook(
    'onRequest',
    function lowerCasePath(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const location = request.method === 'POST' ? null : lowerCaseLocation(request.url);
      if (location === null) return done();
      reply.code(301).header('location', location).header('cache-control', 'public, max-age=3600').send();
    },
  );

  if (pageCache && handler) {
    // A cached page is answered in the second hook of this scope: no route handler, promise, cookie parsing
    // or Fetch Request. Misses and POSTs go on to the route below.
    app.addHook(
      'onRequest',
      function cachedPage(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        if (request.method !== 'POST') {
          const address = pageAddress(request.url);
          // A page number the list would not read as written is redirected by the route, not served a copy.
          if (writesOtherPageNumber(request.url, address)) return done();
          const cached = pageCache.get(pageCacheKey(address.url, request.headers.cookie));
          if (cached) {
            sendCachedPage(request, reply, cached, 'hit');
            return;
          }
        }
        done();
      },
    );
  }

  /** Renders a GET page from its canonical address; the answer is kept when it is a complete page. */
  async function renderPage(request: FastifyRequest, address: PageAddress, key: string) {
    const generation = pageCache!.generation;
    // A page to be cached notes the products it shows, so that a change to one of them drops it.
    const render = trackShownProducts(options.context);
    // Not stopped when this visitor leaves: others may be waiting for the same page, and it is kept.
    const fetchRequest = toFetchRequest(
      request,
      new AbortController().signal,
      publicOrigin,
      'GET',
      address.url,
    );
    const response = await gate.run(() => handler!(fetchRequest, render.context));
    if (!isShareable(response)) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    const page = pageCache!.prepare(response, body, [...render.tags]);
    if (isCacheable(response)) pageCache!.keep(key, page, generation);
    return { page };
  }

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    async handler(request, reply) {
      if (!handler) {
        return reply.code(503).type('text/plain; charset=utf-8').send('storefront not built');
      }
      // A POST without a form (no body, or a body type with no parser) never reaches an action.
      if (request.method === 'POST' && !Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      try {
        if (request.method !== 'POST') {
          const moved = await pageNumberMove(request);
          if (moved) {
            const cacheControl = moved.status === 301 ? 'public, max-age=3600' : 'public, no-cache';
            return reply
              .code(moved.status)
              .header('location', moved.location)
              .header('cache-control', cacheControl)
              .send();
          }
        }
        if (pageCache && request.method !== 'POST') return await sendPage(request, reply);
        return await sendUncached(request, reply);
      } catch (error) {
        if (error instanceof RenderQueueFull) return sendBusy(reply);
        throw error;
      }
    },
  });

  /**
   * A list page number past the last page, or one no list reads as written: a redirect worked out from the
   * catalogue's cached answers, so a loop over page=1…10000 or junk values renders nothing.
   */
  async function pageNumberMove(request: FastifyRequest) {
    const written = pageAddress(request.url);
    if (!writesOtherPageNumber(request.url, written) && !written.query.some(([name]) => name === 'page'))
      return null;
    const address = await withoutImpossibleValues(written, options.context.services).catch(() => written);
    return pageNumberRedirect(request.url, address);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // Values naming nothing the shop has answer the canonical page; when the catalogue cannot be read (the
    // database is away) the address stays as written and the render decides.
    const written = pageAddress(request.url);
    const address = await withoutImpossibleValues(written, options.context.services).catch(() => written);
    const key = pageCacheKey(address.url, request.headers.cookie);
    const cached = pageCache!.get(key);
    if (cached) return sendCachedPage(request, reply, cached, 'hit');

    const waiting = rendering.get(key);
    if (waiting) {
      const page = await waiting;
      if (page)
        return sendCachedPage(request, reply, withVisitorParameters(page, request.url, address), 'shared');
      // The first visitor's answer was theirs alone (it set a cookie): this one is rendered for this visitor.
      return sendUncached(request, reply, address.url);
    }
    const rendered = renderPage(request, address, key);
    const shared = rendered.then(
      ({ page }) => page ?? null,
      () => null,
    );
    rendering.set(key, shared);
    void shared.then(() => rendering.delete(key));
    const { page, response } = await rendered;
    if (page)
      return sendCachedPage(request, reply, withVisitorParameters(page, request.url, address), 'miss');
    return sendFetchResponse(reply, response, request.method === 'HEAD');
  }

  /** A POST (a page action), or any page when there is no cache: rendered for this request alone. */
  async function sendUncached(request: FastifyRequest, reply: FastifyReply, url?: string) {
    const controller = new AbortController();
    // Stop rendering when the visitor goes away before the page is complete.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const isPost = request.method === 'POST';
    const fetchRequest = toFetchRequest(
      request,
      controller.signal,
      publicOrigin,
      undefined,
      url ?? (isPost ? request.url : pageAddress(request.url).url),
    );
    const context = isPost
      ? withPageActionClient(app, options.context, requestClient(request), request.wrongHostRefusal)
      : options.context;
    const response = await gate.run(() => handler!(fetchRequest, context));
    return sendFetchResponse(reply, response, request.method === 'HEAD');
  }
}
