import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse, type AdminCreateUserBody, type AdminUpdateUserBody } from '@matjar/core';
import type { z } from 'zod';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { activityKeys, userKeys } from '../../../lib/api/query-keys';

export type SaveUserRequest =
  | { kind: 'create'; body: z.input<typeof AdminCreateUserBody> }
  | { kind: 'update'; id: number; body: z.input<typeof AdminUpdateUserBody> };

/** POST /api/auth/create-user or PUT /api/auth/users/{id}; refreshes the lists, stats and activity log. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveUserRequest) => {
      const answer =
        request.kind === 'create'
          ? await apiPost('/api/auth/create-user', request.body, AdminUserResponse)
          : await apiPut(`/api/auth/users/${request.id}`, request.body, AdminUserResponse);
      return answer.user;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
