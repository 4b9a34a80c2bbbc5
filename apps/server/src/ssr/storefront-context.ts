import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, startOfNextDohaYear } from '@matjar/core';
import { isDatabaseUnavailable } from '@matjar/db';
import {
  changedTags,
  homepageTags,
  listTags,
  productTag,
  sectionTags,
  type CacheTags,
} from '../modules/catalog/cache-tags.js';
import type { StorefrontContext } from './storefront-handler.js';
import { createPageCache, type PageCache } from './page-cache.js';

/**
 * A service whose calls turn "the database is away" into a thrown 503 Response: React Router renders the
 * storefront's error boundary with that status, which tells the shopper the shop could not be reached and
 * offers to try again, instead of a 500 "something went wrong". Other errors pass unchanged.
 */
function unavailableAs503<T extends object>(service: T): T {
  const translate = (error: unknown): never => {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new Response(null, {
      status: 503,
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  };
  return new Proxy(service, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch(translate) : result;
        } catch (error) {
          return translate(error);
        }
      };
    },
  });
}

/** The services every loader gets, taken from the API modules (in process, cached like the API). */
export function buildStorefrontContext(app: FastifyInstance): StorefrontContext {
  return {
    services: {
      settings: unavailableAs503(app.settings),
      catalog: unavailableAs503(app.catalog),
      search: unavailableAs503(app.productSearch),
      reviews: unavailableAs503(app.reviews),
      contact: unavailableAs503(app.contact),
    },
  };
}

/**
 * The context for one page render, noting the products its loaders read (a product, the cards of a list),
 * so that the cached page is tagged with them and dropped when one of them changes. Read `tags` once the
 * page's body is complete: deferred loaders finish while it streams.
 */
export function trackShownProducts(base: StorefrontContext): {
  context: StorefrontContext;
  tags: Set<string>;
} {
  const tags = new Set<string>();
  const note = <T>(value: T, shown: CacheTags): T => {
    for (const tag of shown) tags.add(tag);
    return value;
  };
  const { catalog, search } = base.services;
  const context: StorefrontContext = {
    ...base,
    services: {
      ...base.services,
      catalog: {
        ...catalog,
        listProducts: (query) => catalog.listProducts(query).then((list) => note(list, listTags(list.items))),
        getProduct: (id) => catalog.getProduct(id).then((product) => note(product, [productTag(id)])),
        relatedProducts: (id) => catalog.relatedProducts(id).then((cards) => note(cards, listTags(cards))),
        homepage: (locale) => catalog.homepage(locale).then((home) => note(home, homepageTags(home))),
        section: (id, locale) =>
          catalog.section(id, locale).then((section) => note(section, sectionTags(section))),
      },
      search: {
        search: (q, limit) =>
          search.search(q, limit).then((results) => note(results, listTags(results.items))),
        suggest: (q) => search.suggest(q).then((items) => note(items, listTags(items))),
        bestSellers: () => search.bestSellers().then((cards) => note(cards, listTags(cards))),
      },
    },
  };
  return { context, tags };
}

/**
 * Rendered pages: up to 2,000 of them within 64 MB, emptied with the catalogue caches on every catalogue or
 * settings change and at the Doha new year; a change to some products' stock or reviews drops only the pages
 * showing them.
 */
export function buildPageCache(app: FastifyInstance): PageCache {
  const pageCache = createPageCache({
    maxBytes: 64 * 1024 * 1024,
    maxEntries: 2_000,
    // The footer shows the Doha year (D18): no page rendered in one year is served in the next.
    freshUntil: (renderedAt) => startOfNextDohaYear(renderedAt).getTime(),
  });
  app.onContentChange(() => pageCache.clear());
  app.onProductsChange((productIds, reordered) => pageCache.invalidate(changedTags(productIds, reordered)));
  return pageCache;
}
