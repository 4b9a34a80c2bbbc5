import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { MEDIA_PREFIX } from '@matjar/core';

export interface SecurityOptions {
  /** PUBLIC_URL is https: browsers may be told to use https only. */
  servesHttps: boolean;
  /** The origin pictures load from when a CDN or the bucket serves them (S3_PUBLIC_URL), beside the shop's own. */
  mediaOrigin?: string;
}

/** The Content-Security-Policy, directive by directive (the same policy helmet produced from our options). */
function contentSecurityPolicy({ servesHttps, mediaOrigin }: SecurityOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    // React Router streams its hydration data in inline scripts; the admin SPA and Swagger UI do not need more.
    ['script-src', "'self'", "'unsafe-inline'"],
    // Tailwind and React style={} attributes, and Swagger UI's inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
    ['font-src', "'self'", 'data:'],
    // connect-src and frame-src fall back to default-src 'self' (the payment gateway's hosted page is reached
    // by navigation, not framed): not written out, since the policy is sent with every page.
    // Only behind TLS: on plain http (a LAN address, the e2e server) upgrading would break every asset.
    ...(servesHttps ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join(';');
}

/**
 * The headers of documents (pages, the back office, the payment page, API docs), worked out once at start-up:
 * helmet's set for our options (helmet recomputed them on every request, which cost a third of the
 * throughput) minus five that no current browser needs — X-XSS-Protection (the auditor is gone; '0' only
 * switched it off), X-Download-Options (IE8), X-Permitted-Cross-Domain-Policies (Flash and Acrobat
 * cross-domain files), X-DNS-Prefetch-Control (turning prefetch off only slowed links) and X-Frame-Options
 * (every current browser obeys the policy's frame-ancestors, which takes precedence over it).
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    // Images on a CDN or another origin must still load in pages (no Cross-Origin-Embedder-Policy either).
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.servesHttps ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
  };
}

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * The headers of API answers and media, which a browser never renders as a page: the opener, agent-cluster
 * and referrer policies only act on documents, and a policy that allows nothing keeps an answer opened by
 * itself (or framed) inert. Catalogue reads are the hottest path and every header is written on each one.
 */
export function resourceSecurityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-site',
    ...(options.servesHttps ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
  };
}

/**
 * Media (product pictures, the logo): the resource headers, but loadable from any origin. E-mails show them
 * from the mail client's own origin (a webmail page, a mail app's web view); "same-site" would leave every
 * picture in an e-mail broken. They are the shop's public pictures, served to anyone who asks anyway.
 */
export function mediaSecurityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  return { ...resourceSecurityHeaders(options), 'cross-origin-resource-policy': 'cross-origin' };
}

/** API answers and media files; /api/docs is Swagger UI's page and its assets, documents. */
export function isResourcePath(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith(MEDIA_PREFIX);
}

/** One cookie of the request, parsed only when asked for: most requests (catalogue, pages) need none. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header || !header.includes(name)) return undefined;
  return request.server.parseCookie(header)[name];
}

/**
 * Security headers and the request id on every response (API, pages, static files, 404s), set in one
 * synchronous onRequest hook from a precomputed table: each hook and each per-request computation is paid
 * on every catalogue read. @fastify/cookie stays for request.cookies in handlers and reply.setCookie/clearCookie
 * of the sessions.
 */
export const securityPlugin = fp(
  async function security(app: FastifyInstance, options: SecurityOptions) {
    const documentHeaders = Object.entries(securityHeaders(options));
    const resourceHeaders = Object.entries(resourceSecurityHeaders(options));
    const mediaHeaders = Object.entries(mediaSecurityHeaders(options));
    app.addHook(
      'onRequest',
      function responseHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        const headers = request.url.startsWith(MEDIA_PREFIX)
          ? mediaHeaders
          : isResourcePath(request.url)
            ? resourceHeaders
            : documentHeaders;
        for (const [name, value] of headers) reply.header(name, value);
        // A proxy's id is kept (requestIdHeader in logger.ts), so the two logs can be matched.
        reply.header('x-request-id', request.id);
        done();
      },
    );
    // Parsed just before handlers (request.cookies), never in onRequest: cached catalogue answers and 404s
    // end earlier and skip it. Hooks that run before (auth) use readCookie.
    await app.register(cookie, { hook: 'preHandler' });
  },
  { name: 'security' },
);
