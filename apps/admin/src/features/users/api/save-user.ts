import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserResponse, type AdminCreateUserBody, type AdminUpdateUserBody } from '@matjar/core';
import type { z } from 'zod';
import { useApi } from '../../auth/use-api';
import { usersQueryPrefix } from './admin-users';

export type SaveUserRequest =
  | { kind: 'create'; body: z.input<typeof AdminCreateUserBody> }
  | { kind: 'update'; id: number; body: z.input<typeof AdminUpdateUserBody> };

/** POST /api/auth/create-user or PUT /api/auth/users/{id}; refreshes the lists, stats and activity log. */
export function useSaveUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveUserRequest) => {
      const answer =
        request.kind === 'create'
          ? await api('/api/auth/create-user', { method: 'POST', body: request.body })
          : await api(`/api/auth/users/${request.id}`, { method: 'PUT', body: request.body });
      return AdminUserResponse.parse(answer).user;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: ['activity-logs'] }),
      ]);
    },
  });
}
