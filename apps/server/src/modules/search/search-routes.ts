import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  StoreSearchQuery,
  StoreSearchResults,
  StoreSearchSuggestQuery,
  StoreSearchSuggestions,
} from '@matjar/core';
import { cachedJsonFastPath, sendCachedJson } from '../catalog/cached-json.js';
import { listTags } from '../catalog/cache-tags.js';

const tags = ['store: search'];

/** Header suggestions and the results page; a blank query answers an empty list. */
export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { productSearch: search, contentCache: cache } = app;
  // Every GET here is cached by URL: later requests for the same URL are answered before validation.
  api.addHook('onRequest', cachedJsonFastPath(cache));

  api.get(
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

  api.get(
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
}
