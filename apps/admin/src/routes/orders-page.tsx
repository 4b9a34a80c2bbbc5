import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveBoard } from '../features/orders/active-board';
import { useOrderBoard } from '../features/orders/api/orders-api';
import { AwaitingCashPanel } from '../features/orders/awaiting-cash-panel';
import { OrderHistoryTable } from '../features/orders/order-history-table';
import { useI18n } from '../i18n/language-context';
import { buttonClasses } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { RefreshButton } from '../ui/refresh-button';
import { QueryState } from '../ui/query-state';

/**
 * /admin/orders (back-office §2 active orders): pending, confirmed and shipped orders as cards with their
 * allowed moves (each column a page at a time), the latest delivered and canceled orders, and the cash still to
 * collect. One bounded call loads it; every move, and every change a colleague or the gateway makes (the event
 * stream), reloads it.
 */
export function OrdersPage() {
  const { t } = useI18n();
  const board = useOrderBoard();

  return (
    <>
      <PageHeading
        title={t('orders.activeTitle')}
        actions={
          <>
            <RefreshButton label={t('orders.refresh')} query={board} />
            <Link to="/all-orders" className={buttonClasses('secondary')}>
              {t('orders.toAll')}
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </>
        }
      />
      <div className="mt-6">
        <QueryState query={board} errorTitle={t('orders.loadFailed')}>
          {(data) => (
            <div className="space-y-8">
              <section aria-labelledby="active-orders-title">
                <h2 id="active-orders-title" className="sr-only">
                  {t('orders.board.label')}
                </h2>
                <ActiveBoard columns={data.columns} />
              </section>
              <AwaitingCashPanel cash={data.awaiting_cash} />
              <section aria-labelledby="order-history-title" className="space-y-3">
                <h2 id="order-history-title" className="text-lg font-semibold text-zinc-900">
                  {t('orders.history.title')}
                </h2>
                <OrderHistoryTable history={data.history} total={data.history_total} />
              </section>
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
