import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** Security headers for every response, and cookie parsing (the storefront's language cookie, staff sessions). */
export const securityPlugin = fp(
  async function security(app: FastifyInstance, options: { servesHttps: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          // React Router streams its hydration data in inline scripts; the admin SPA and Swagger UI do not need more.
          scriptSrc: ["'self'", "'unsafe-inline'"],
          // Tailwind and React style={} attributes, and Swagger UI's inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The payment gateway's hosted page is reached by navigation, not framed.
          frameSrc: ["'self'"],
          // Only behind TLS: on plain http (a LAN address, the e2e server) upgrading would break every asset.
          ...(options.servesHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Images on a CDN or another origin must still load in pages.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: options.servesHttps ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
