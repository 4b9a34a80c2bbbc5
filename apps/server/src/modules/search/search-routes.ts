import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorefrontSearchService } from '@matjar/storefront';
import {
  ApiErrorBody,
  StoreSearchQuery,
  StoreSearchResults,
  StoreSearchSuggestQuery,
  StoreSearchSuggestions,
} from '@matjar/core';
import { cachedJsonFastPath, sendCachedJson, listTags } from '../catalog/index.js';
import type { ContentCache } from '../content/index.js';

const tags = ['store: search'];

/** Header suggestions and the results page; a blank query answers an empty list. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: StorefrontSearchService;
  cache: ContentCache;
}> = async (app, options) => {
  const { search, cache } = options;
  // Every GET here is cached by URL: later requests for the same URL are answered before validation.
  app.addHook('onRequest', cachedJsonFastPath(cache));

  app.get(
    '/api/store/search/suggest',
    {
      schema: {
        tags,
        querystring: StoreSearchSuggestQuery,
        response: { 200: StoreSearchSuggestions, 400: ApiErrorBody },
      },
    },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreSearchSuggestions,
        async () => ({ items: await search.suggest(request.query.q) }),
        (suggestions) => listTags(suggestions.items),
      ),
  );

  app.get(
    '/api/store/search',
    {
      schema: {
        tags,
        querystring: StoreSearchQuery,
        response: { 200: StoreSearchResults, 400: ApiErrorBody },
      },
    },
    (request, reply) =>
      sendCachedJson(
        request,
        reply,
        cache,
        StoreSearchResults,
        () => search.search(request.query.q, request.query.limit),
        (results) => listTags(results.items),
      ),
  );
};
