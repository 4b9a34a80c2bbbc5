import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { queryPart } from '../../ui/query-state';
import { useCustomerList, useExportCustomers } from './api/customer-list';
import { customerColumns } from './customer-columns';
import { CustomerFiltersBar } from './customer-filters-bar';
import {
  CUSTOMERS_PAGE_SIZE,
  hasCustomerFilters,
  initialCustomerListParams,
  type CustomerListParams,
} from './list-params';

interface CustomersTableProps {
  /** Element ids of the search and filter start with it. */
  idPrefix: string;
  /** False while the list is out of sight (a closed tab): nothing is fetched. */
  enabled?: boolean;
}

/**
 * Shop customers, newest first, a server page at a time: search, status filter and CSV export of what the
 * filters match. Each name opens the customer page. Used by the Customers screen and the Users screen's tab.
 */
export function CustomersTable({ idPrefix, enabled = true }: CustomersTableProps) {
  const { t, language } = useI18n();
  const [params, setParams] = useState<CustomerListParams>(initialCustomerListParams);
  const list = useCustomerList(params, enabled);
  const exporter = useExportCustomers();
  // A new search or filter starts again on the first page.
  const change = useCallback(
    (next: Partial<CustomerListParams>) => setParams((current) => ({ ...current, page: 1, ...next })),
    [],
  );
  const filtered = hasCustomerFilters(params);

  const exportFile = () =>
    exporter.mutate(params, {
      onError: (error) => toast.error(describeApiError(error, language, t('customers.exportFailed'))),
    });

  return (
    <div className="space-y-4">
      <CustomerFiltersBar idPrefix={idPrefix} params={params} onChange={change} />
      <div className="flex justify-end">
        <Button icon={Download} size="sm" loading={exporter.isPending} onClick={exportFile}>
          {t('customers.export')}
        </Button>
      </div>
      <DataTable
        label={t('customers.tableLabel')}
        columns={customerColumns(t, language)}
        query={queryPart(list, (data) => data.customers)}
        rowKey={(customer) => customer.id}
        errorTitle={t('customers.loadFailed')}
        empty={{ title: filtered ? t('customers.noMatches') : t('customers.empty') }}
        pagination={{
          page: params.page,
          pageSize: CUSTOMERS_PAGE_SIZE,
          total: list.data?.total ?? null,
          onPageChange: (page) => setParams((current) => ({ ...current, page })),
        }}
      />
    </div>
  );
}
