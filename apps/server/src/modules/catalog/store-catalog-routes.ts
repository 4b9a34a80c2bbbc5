import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorefrontCatalogService } from '@matjar/storefront';
import {
  AppError,
  ApiErrorBody,
  IdParam,
  LocaleSchema,
  StoreBrand,
  StoreCategory,
  StoreHomepage,
  StoreHomepageSection,
  StoreIdParams,
  StoreProductCard,
  StoreProductDetail,
  StoreProductList,
  StoreProductListQuery,
  StoreSectionParams,
  StorefrontSettings,
} from '@matjar/core';
import { cachedJsonFastPath, sendCachedJson } from './cached-json.js';
import { homepageTags, listTags, productTag, sectionTags } from './cache-tags.js';
import { requireProduct } from './catalog-service.js';
import type { ContentCache, SettingsService } from '../content/index.js';

const tags = ['store: catalogue'];
const errors = { 400: ApiErrorBody, 404: ApiErrorBody };
const LocaleQuery = z.object({ locale: LocaleSchema.default('ar') });

/** Public catalogue reads under /api/store (active products only; cached, ETag, revalidated by clients). */
export interface StoreCatalogRoutesOptions {
  catalog: StorefrontCatalogService;
  cache: ContentCache;
  settings: SettingsService;
}

export const storeCatalogRoutes: FastifyPluginAsyncZod<StoreCatalogRoutesOptions> = async (app, options) => {
  const { catalog, cache, settings } = options;
  // Every GET here is cached by URL: later requests for the same URL are answered before validation.
  app.addHook('onRequest', cachedJsonFastPath(cache));

  app.get(
    '/api/store/products',
    { schema: { tags, querystring: StoreProductListQuery, response: { 200: StoreProductList, ...errors } } },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreProductList,
        () => catalog.listProducts(request.query),
        (list) => listTags(list.items),
      ),
  );

  app.get(
    '/api/store/products/:id',
    { schema: { tags, params: StoreIdParams, response: { 200: StoreProductDetail, ...errors } } },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreProductDetail,
        () => requireProduct(catalog, request.params.id),
        (product) => [productTag(product.id)],
      ),
  );

  const RelatedList = z.object({ items: z.array(StoreProductCard) });
  app.get(
    '/api/store/products/:id/related',
    { schema: { tags, params: StoreIdParams, response: { 200: RelatedList, ...errors } } },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        RelatedList,
        async () => {
          await requireProduct(catalog, request.params.id);
          return { items: await catalog.relatedProducts(request.params.id) };
        },
        (related) => listTags(related.items),
      ),
  );

  const CategoryList = z.object({ items: z.array(StoreCategory) });
  app.get('/api/store/categories', { schema: { tags, response: { 200: CategoryList } } }, (request, reply) =>
    sendCachedJson(request, reply, cache, CategoryList, async () => ({
      items: await catalog.listCategories(),
    })),
  );

  app.get(
    '/api/store/categories/:id',
    { schema: { tags, params: StoreIdParams, response: { 200: StoreCategory, ...errors } } },
    (request, reply) =>
      sendCachedJson(request, reply, cache, StoreCategory, async () => {
        const category = await catalog.getCategory(request.params.id);
        if (!category) throw new AppError('NOT_FOUND');
        return category;
      }),
  );

  const BrandList = z.object({ items: z.array(StoreBrand) });
  app.get(
    '/api/store/brands',
    {
      schema: {
        tags,
        querystring: z.object({ category: IdParam.optional() }),
        response: { 200: BrandList, ...errors },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, cache, BrandList, async () => ({
        items: await catalog.listBrands(request.query.category),
      })),
  );

  app.get(
    '/api/store/homepage',
    { schema: { tags, querystring: LocaleQuery, response: { 200: StoreHomepage, ...errors } } },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreHomepage,
        () => catalog.homepage(request.query.locale),
        homepageTags,
      ),
  );

  app.get(
    '/api/store/sections/:id',
    {
      schema: {
        tags,
        params: StoreSectionParams,
        querystring: LocaleQuery,
        response: { 200: StoreHomepageSection, ...errors },
      },
    },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreHomepageSection,
        async () => {
          const section = await catalog.section(request.params.id, request.query.locale);
          if (!section) throw new AppError('NOT_FOUND');
          return section;
        },
        sectionTags,
      ),
  );

  app.get(
    '/api/store/settings',
    { schema: { tags, response: { 200: StorefrontSettings } } },
    (request, reply) => sendCachedJson(request, reply, cache, StorefrontSettings, () => settings.get()),
  );
};
