import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { StorefrontCatalogService } from '@matjar/storefront';
import { createContentCache, type ContentCache } from '../content/index.js';
import { changedTags } from './cache-tags.js';
import { createCatalogRepository } from './catalog-repository.js';
import { createCatalogService } from './catalog-service.js';
import { adminProductsCsvRoutes } from './products/admin-products-csv-routes.js';
import { adminProductBatchesRoutes } from './products/admin-product-batches-routes.js';
import { adminProductsRoutes } from './products/admin-products-routes.js';
import { createProductBulkService } from './products/product-bulk-service.js';
import { createProductCsvService } from './products/product-csv-service.js';
import { createProductPatchService } from './products/product-patch-service.js';
import { createProductReadService } from './products/product-read-service.js';
import { createProductWriteService } from './products/product-write-service.js';
import { createVariantBatchService } from './products/variant-batch-service.js';
import { storeCatalogRoutes } from './store-catalog-routes.js';
import { adminCatalogTermsRoutes } from './terms/admin-catalog-terms-routes.js';
import { createAllBrandsIcon } from './terms/all-brands-icon.js';
import { createCatalogTermService } from './terms/catalog-term-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Catalogue answers and serialised API bodies, emptied on every catalogue or settings change; a change to
     * some products' stock or reviews drops only the answers showing them.
     */
    contentCache: ContentCache;
    catalog: StorefrontCatalogService;
  }
}

/** Bounded so that crawlers walking every page and query cannot grow memory without limit. */
const CONTENT_CACHE_ENTRIES = 5_000;

/**
 * The catalogue: the storefront's cached reads (products, categories, brands, homepage, settings) at the
 * root of this folder, and the back office's writes beside them — products/ (the list, the edit page, quick
 * changes, CSV) and terms/ (categories and brands). Writes announce their changes (NOTIFY), which empty the
 * cached reads on every process.
 */
export const catalogPlugin = fp(
  async function catalog(app: FastifyInstance) {
    const cache = createContentCache({ max: CONTENT_CACHE_ENTRIES });
    app.onContentChange(() => cache.clear());
    app.onProductsChange((productIds, reordered) => cache.invalidate(changedTags(productIds, reordered)));
    app.decorate('contentCache', cache);
    const catalog = createCatalogService({
      repository: createCatalogRepository(app.db),
      settings: app.settings,
      cache,
    });
    app.decorate('catalog', catalog);
    await app.register(storeCatalogRoutes, { catalog, cache, settings: app.settings });

    const media = {
      isShopImage: (url: string) => app.media.isShopImage(url),
      releaseMedia: (urls: Iterable<string | null | undefined>) => app.media.releaseMedia(urls),
    };
    await app.register(adminProductsRoutes, {
      reads: createProductReadService(app.db),
      writes: createProductWriteService({ db: app.db, ...media }),
      patches: createProductPatchService({ db: app.db }),
    });
    await app.register(adminProductBatchesRoutes, {
      variants: createVariantBatchService({ db: app.db }),
      bulk: createProductBulkService({ db: app.db, releaseMedia: media.releaseMedia }),
    });
    await app.register(adminProductsCsvRoutes, { csv: createProductCsvService(app.db) });
    await app.register(adminCatalogTermsRoutes, {
      categories: createCatalogTermService('category', { db: app.db, ...media }),
      brands: createCatalogTermService('brand', { db: app.db, ...media }),
      allBrandsIcon: createAllBrandsIcon({ db: app.db, ...media }),
    });
  },
  { name: 'catalog', dependencies: ['database', 'content', 'media', 'staff'] },
);
