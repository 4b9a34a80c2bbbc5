import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessResponse } from '@matjar/core';
import { apiDelete } from '../../../lib/api/api-client';
import {
  CATALOG_TERM_API,
  refreshAfterTermChange,
  type CatalogTermKind,
} from '../../../lib/api/catalog-terms';

/** DELETE /api/admin/{categories|brands}/{id}: refused by the server while products use the term. */
export function useDeleteTerm(kind: CatalogTermKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${CATALOG_TERM_API[kind].path}/${id}`, SuccessResponse),
    onSuccess: () => refreshAfterTermChange(queryClient, kind, 'changed'),
  });
}

/** DELETE /api/admin/{categories|brands}/{id}/icon: the term keeps its names and shows the placeholder. */
export function useDeleteTermIcon(kind: CatalogTermKind) {
  const queryClient = useQueryClient();
  const api = CATALOG_TERM_API[kind];
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${api.path}/${id}/icon`, api.term),
    onSuccess: () => refreshAfterTermChange(queryClient, kind, 'changed'),
  });
}
