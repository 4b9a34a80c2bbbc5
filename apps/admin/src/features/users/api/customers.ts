import { useQuery } from '@tanstack/react-query';
import { AdminCustomersResponse } from '@matjar/core';
import { useApi } from '../../auth/use-api';
import { usersQueryPrefix } from './admin-users';

export const customersQueryKey = [...usersQueryPrefix, 'customers'] as const;

/** GET /api/admin/customers → the newest customers (the server's first page) and how many there are. */
export function useCustomers({ enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: customersQueryKey,
    queryFn: async () => AdminCustomersResponse.parse(await api('/api/admin/customers')),
    enabled,
  });
}
