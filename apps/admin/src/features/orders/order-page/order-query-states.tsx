import { SearchX } from 'lucide-react';
import { useI18n } from '../../../i18n/language-context';
import { ErrorState, LoadingState } from '../../../ui/query-state';
import { StatusPanel } from '../../../ui/status-panel';

// The states of one order's page while its answer is not there, shared by the order page and its print
// pages; each names the page (a hidden heading) so a screen reader hears where it is.

/** No order with this id (or no id at all in the address). */
export function OrderNotFound() {
  const { t } = useI18n();
  return (
    <>
      <h1 className="sr-only">{t('orderPage.notFound')}</h1>
      <StatusPanel icon={SearchX} title={t('orderPage.notFound')}>
        <p>{t('orderPage.notFoundBody')}</p>
      </StatusPanel>
    </>
  );
}

/** The order could not be read: the error, with a retry. */
export function OrderLoadFailed({
  order,
}: {
  order: { error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="sr-only">{t('orderPage.loadFailed')}</h1>
      <ErrorState
        title={t('orderPage.loadFailed')}
        error={order.error}
        onRetry={order.refetch}
        retrying={order.isFetching}
      />
    </>
  );
}

export function OrderLoading() {
  const { t } = useI18n();
  return (
    <>
      <h1 className="sr-only">{t('orderPage.loading')}</h1>
      <LoadingState label={t('orderPage.loading')} />
    </>
  );
}
