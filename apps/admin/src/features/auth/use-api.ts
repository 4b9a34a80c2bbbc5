import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiJson, type ApiRequestOptions } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useSession } from './session-context';

export type ApiCall = (path: string, options?: Omit<ApiRequestOptions, 'token'>) => Promise<unknown>;

/**
 * apiJson with the signed-in user's bearer token (the server also sets an httpOnly cookie; the token keeps
 * working where cookies do not). A 401 means the session ended on the server (logout elsewhere, expiry):
 * re-checking it lets the guard send the visitor to the sign-in page.
 */
export function useApi(): ApiCall {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useCallback<ApiCall>(
    async (path, options = {}) => {
      try {
        return await apiJson(path, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          await queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
        }
        throw error;
      }
    },
    [token, queryClient],
  );
}
