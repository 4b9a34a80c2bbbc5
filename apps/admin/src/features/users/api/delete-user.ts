import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../auth/use-api';
import { usersQueryPrefix } from './admin-users';

/** DELETE /api/auth/users/{id}. */
export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(`/api/auth/users/${id}`, { method: 'DELETE' });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: ['activity-logs'] }),
      ]);
    },
  });
}
