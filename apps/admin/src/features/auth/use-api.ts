import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiJson, type ApiRequestOptions } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { sessionQueryKey } from './api/verify-session';

export type ApiCall = (path: string, options?: ApiRequestOptions) => Promise<unknown>;

/**
 * apiJson on the session cookie. A 401 means the session ended on the server (logout elsewhere, expiry):
 * re-checking it lets the guard send the visitor to the sign-in page.
 */
export function useApi(): ApiCall {
  const queryClient = useQueryClient();
  return useCallback<ApiCall>(
    async (path, options = {}) => {
      try {
        return await apiJson(path, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
        throw error;
      }
    },
    [queryClient],
  );
}
