import { parseIdText } from '@matjar/core';
import { ArrowRight, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useCustomer } from '../features/customers/api/customer-detail';
import { CustomerAddresses } from '../features/customers/customer-addresses';
import { customerName } from '../features/customers/customer-columns';
import { CustomerDetails } from '../features/customers/customer-details';
import { CustomerOrdersTable } from '../features/customers/customer-orders-table';
import { CustomerStats } from '../features/customers/customer-stats';
import { CustomerStatusControl } from '../features/customers/customer-status-control';
import { useI18n } from '../i18n/language-context';
import { ApiError } from '../lib/api/api-error';
import { useCan } from '../lib/session/use-can';
import { buttonClasses } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { ErrorState, LoadingState } from '../ui/query-state';
import { StatusPanel } from '../ui/status-panel';

/** /admin/customers/{id}: one customer's details, totals and orders; activate or deactivate the account. */
export function CustomerPage() {
  const { t } = useI18n();
  const can = useCan();
  const id = parseIdText(useParams().id);
  const query = useCustomer(id);
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  const detail = query.data;

  return (
    <>
      <Link to="/customers" className={`${buttonClasses('ghost', 'sm')} -ms-2.5 mb-2`}>
        {/* Back points to where reading started: right in Arabic, left in English. */}
        <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
        {t('customers.back')}
      </Link>
      {notFound ? (
        <>
          <h1 className="sr-only">{t('customers.notFound')}</h1>
          <StatusPanel icon={SearchX} title={t('customers.notFound')}>
            <p>{t('customers.notFoundBody')}</p>
          </StatusPanel>
        </>
      ) : detail ? (
        <>
          <PageHeading
            title={<bdi>{customerName(detail.customer)}</bdi>}
            actions={
              // A guest has no account to sign in to, so nothing to activate or deactivate.
              can('customers.manage') &&
              detail.customer.kind === 'account' && <CustomerStatusControl customer={detail.customer} />
            }
          />
          <div className="mt-4 space-y-4">
            <CustomerStats customer={detail.customer} />
            <CustomerDetails customer={detail.customer} />
            <CustomerAddresses addresses={detail.addresses} />
            <CustomerOrdersTable
              orders={detail.orders}
              orderCount={detail.customer.order_count}
              name={customerName(detail.customer)}
            />
          </div>
        </>
      ) : query.isError ? (
        <>
          <h1 className="sr-only">{t('customers.loadOneFailed')}</h1>
          <ErrorState
            title={t('customers.loadOneFailed')}
            error={query.error}
            onRetry={query.refetch}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <>
          <h1 className="sr-only">{t('customers.loading')}</h1>
          <LoadingState label={t('customers.loading')} />
        </>
      )}
    </>
  );
}
