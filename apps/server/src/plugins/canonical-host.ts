import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError, isolate, MEDIA_PREFIX } from '@matjar/core';

export interface CanonicalHostOptions {
  /** config.publicUrl: the one origin pages, forms and links live on. */
  publicUrl: string;
  /**
   * `strict`: every other Host is sent to PUBLIC_URL (PUBLIC_URL was configured). `loopback`: only the other
   * names of this machine (127.0.0.1, [::1], localhost) are (PUBLIC_URL is the default localhost, and a phone
   * on the LAN trying the shop keeps its address). `off`: nothing (the API tests, which inject any Host).
   */
  mode: 'strict' | 'loopback' | 'off';
}

/**
 * Paths answered on any Host (decision 029): load balancers probe health by address, payment gateways and
 * Meta post webhooks to whatever they were given and do not follow redirects, and images and hashed assets
 * are fetched by a CDN that may use the origin's own name.
 */
const EXEMPT_PREFIXES = [
  '/api/health',
  '/api/payments/callback/',
  '/api/whatsapp/webhook',
  MEDIA_PREFIX,
  '/assets/',
] as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a page's form POST under another Host: its action's services throw it (nothing is kept). */
    wrongHostRefusal: AppError | null;
  }
}

/** The storefront's catch-all route (ssr/storefront-routes.ts): server-rendered pages and their form actions. */
const STOREFRONT_PAGES = '/*';
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Host strings whose verdict is remembered at once. */
const REMEMBERED_HOSTS = 64;

/** host[:port] of a Host header, lower-cased and with the scheme's default port dropped; undefined when malformed. */
export function normalizedHost(host: string | undefined, protocol: string): string | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`${protocol}://${host}`);
    // A Host such as "a@b" or "a/b" parses into another host: only a bare host[:port] counts.
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
    return url.host.replace(/\.(?=(:\d+)?$)/, '');
  } catch {
    return undefined;
  }
}

/** The request's path and query on PUBLIC_URL's origin; anything but an origin-form target becomes "/". */
export function canonicalLocation(origin: string, url: string): string {
  return `${origin}${url.startsWith('/') ? url : '/'}`;
}

/**
 * Sends requests that reached the server under another name (127.0.0.1 while PUBLIC_URL is localhost, www while
 * it is the apex) to PUBLIC_URL before any page or form is shown, so a typed message, a session cookie or a
 * card payment's return never lands on a host the shop does not use (decision 029).
 * GET and HEAD are redirected (308: same method, path and query); a write is refused with 421 WRONG_HOST and
 * nothing is kept, because a browser's fetch cannot follow a redirect to another origin with its body, and
 * quietly accepting it would set cookies on the wrong host. The target is always PUBLIC_URL's origin, never
 * anything the request named.
 */
export const canonicalHostPlugin = fp(
  async function canonicalHost(app: FastifyInstance, options: CanonicalHostOptions) {
    app.decorateRequest('wrongHostRefusal', null);
    if (options.mode === 'off') return;
    const canonical = new URL(options.publicUrl);
    const canonicalHostName = canonical.host;
    const canonicalPort = canonical.port;
    const origin = canonical.origin;

    const judge = (rawHost: string | undefined): boolean => {
      const host = normalizedHost(rawHost, canonical.protocol.slice(0, -1));
      if (host === canonicalHostName) return false;
      if (options.mode === 'strict') return true;
      // loopback: only this machine's other names on PUBLIC_URL's port.
      if (!host) return true;
      const url = new URL(`${canonical.protocol}//${host}`);
      return LOOPBACK_NAMES.has(url.hostname) && url.port === canonicalPort;
    };
    // The verdict depends on the Host string alone, and a shop is reached under a handful of them: remembered,
    // it costs a map lookup per request instead of a URL parse (the storefront's cached reads are a few
    // microseconds each). Bounded, so a client sending endless made-up Hosts cannot grow it.
    const verdicts = new Map<string | undefined, boolean>();
    const isMisdirected = (request: FastifyRequest): boolean => {
      const rawHost = request.host;
      let verdict = verdicts.get(rawHost);
      if (verdict === undefined) {
        verdict = judge(rawHost);
        if (verdicts.size >= REMEMBERED_HOSTS) verdicts.clear();
        verdicts.set(rawHost, verdict);
      }
      return verdict;
    };

    app.addHook(
      'onRequest',
      function redirectToPublicUrl(
        request: FastifyRequest,
        reply: FastifyReply,
        done: HookHandlerDoneFunction,
      ) {
        const url = request.url;
        if (EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix)) || !isMisdirected(request)) {
          done();
          return;
        }
        if (SAFE_METHODS.has(request.method)) {
          void reply.code(308).header('location', canonicalLocation(origin, url)).send();
          return;
        }
        const refusal = new AppError('WRONG_HOST', { url: origin, urlAr: isolate(origin) });
        // Only the storefront's pages (its catch-all route) take forms; every other write (the API, the sandbox's
        // payment page) is refused outright.
        if (request.routeOptions.url !== STOREFRONT_PAGES) {
          done(refusal);
          return;
        }
        // A page's form (contact, review) reaches its action, whose services refuse it: the page then shows
        // the refusal beside the fields as typed, where a bare 421 would replace the page and lose them.
        request.wrongHostRefusal = refusal;
        done();
      },
    );
  },
  { name: 'canonical-host' },
);
