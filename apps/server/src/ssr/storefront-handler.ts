import type { FastifyBaseLogger } from 'fastify';
import type { StorefrontContext } from '@matjar/storefront';

/** What the storefront's loaders receive as their load context: services, never HTTP calls back to us. */
export type { StorefrontContext };

export type StorefrontHandler = (request: Request, context: StorefrontContext) => Promise<Response>;

interface StorefrontBuild {
  createStorefrontHandler(): StorefrontHandler;
}

// A variable, not a literal, so TypeScript and bundlers do not require the storefront to be built first.
const STOREFRONT_ENTRY = '@matjar/storefront';

/**
 * Imports the storefront's built SSR entry if there is one. Only the storefront package imports
 * react-router; loading its build here keeps a single copy of it in the process.
 */
export async function loadStorefrontHandler(log: FastifyBaseLogger): Promise<StorefrontHandler | null> {
  try {
    const build = (await import(STOREFRONT_ENTRY)) as Partial<StorefrontBuild>;
    if (typeof build.createStorefrontHandler !== 'function') {
      log.warn('the storefront build does not export createStorefrontHandler; pages are not served');
      return null;
    }
    return build.createStorefrontHandler();
  } catch (error) {
    log.warn({ err: error }, 'storefront not built (npm run build); pages answer 503');
    return null;
  }
}
