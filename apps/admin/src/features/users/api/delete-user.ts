import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminDeleteUserResponse } from '@matjar/core';
import { apiDelete } from '../../../lib/api/api-client';
import { activityKeys, userKeys } from '../../../lib/api/query-keys';

/** DELETE /api/auth/users/{id}; refreshes the lists, stats and activity log. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/auth/users/${id}`, AdminDeleteUserResponse),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
  });
}
