import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AdminBrandResponse,
  AdminBrandsResponse,
  AdminCategoriesResponse,
  AdminCategoryResponse,
  type AdminBrandBody,
  type AdminCategoryBody,
} from '@matjar/core';
import { apiGet, apiPost, apiPut } from './api-client';
import { activityKeys, brandKeys, categoryKeys, productKeys } from './query-keys';

// Categories and brands, read by the catalogue-terms screens, the product list and form, and the homepage
// editor: one request and one cache key each, so every screen shares one copy and one invalidation.

/** The two kinds of catalogue term (as on the server, which serves both with one service). */
export type CatalogTermKind = 'category' | 'brand';

/** Where each kind lives in the API, its cache keys, and its one-term answer (reduced to the term). */
export const CATALOG_TERM_API = {
  category: {
    path: '/api/admin/categories',
    keys: categoryKeys,
    term: AdminCategoryResponse.transform((answer) => answer.category),
  },
  brand: {
    path: '/api/admin/brands',
    keys: brandKeys,
    term: AdminBrandResponse.transform((answer) => answer.brand),
  },
} as const;

/** GET /api/admin/categories: every category with its icon and product count, oldest first. */
const categoriesQuery = queryOptions({
  queryKey: categoryKeys.lists(),
  queryFn: async ({ signal }) =>
    (await apiGet('/api/admin/categories', AdminCategoriesResponse, { signal })).categories,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

/** GET /api/admin/brands: every brand with its icon and product count, and the 'all brands' icon. */
const brandsQuery = queryOptions({
  queryKey: brandKeys.lists(),
  queryFn: async ({ signal }) => {
    const answer = await apiGet('/api/admin/brands', AdminBrandsResponse, { signal });
    return { brands: answer.brands, allBrandsIcon: answer.all_brands_icon };
  },
});

export function useBrands() {
  return useQuery(brandsQuery);
}

export type CatalogTermBody = AdminCategoryBody | AdminBrandBody;
export interface SaveCatalogTermRequest {
  /** null adds a new term. */
  id: number | null;
  body: CatalogTermBody;
}

/**
 * POST /api/admin/{categories|brands} or PUT …/{id}: the terms screens' form and the product form's
 * '+ add brand' modal. Answers the saved term.
 */
export function useSaveCatalogTerm(kind: CatalogTermKind) {
  const queryClient = useQueryClient();
  const api = CATALOG_TERM_API[kind];
  return useMutation({
    mutationFn: ({ id, body }: SaveCatalogTermRequest) =>
      id === null ? apiPost(api.path, body, api.term) : apiPut(`${api.path}/${id}`, body, api.term),
    onSuccess: (_term, { id }) =>
      refreshAfterTermChange(queryClient, kind, id === null ? 'added' : 'changed'),
  });
}

/**
 * What a change shows in: the terms, the activity log, and — once a term may be on products (an edit, a
 * deletion, an icon removed) — the product lists and pages, which show its name and icon.
 */
export function refreshAfterTermChange(
  queryClient: QueryClient,
  kind: CatalogTermKind,
  change: 'added' | 'changed',
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CATALOG_TERM_API[kind].keys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    change === 'changed' ? queryClient.invalidateQueries({ queryKey: productKeys.all }) : undefined,
  ]);
}
