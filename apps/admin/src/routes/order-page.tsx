import { parseIdText } from '@matjar/core';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  OrderLoadFailed,
  OrderLoading,
  OrderNotFound,
} from '../features/orders/order-page/order-query-states';
import { OrderPageView } from '../features/orders/order-page/order-page-view';
import { useOrderDetail } from '../features/orders/api/order-detail';
import { useI18n } from '../i18n/language-context';
import { ApiError } from '../lib/api/api-error';
import { markOrderOpened } from '../lib/new-orders';
import { buttonClasses } from '../ui/button';

/** /admin/orders/{id}: one order with everything staff need to handle it; opening it ends its "new" mark. */
export function OrderPage() {
  const { t } = useI18n();
  const id = parseIdText(useParams().id);
  const order = useOrderDetail(id ?? 0);
  const notFound = id === null || (order.error instanceof ApiError && order.error.status === 404);
  // Opened: no longer highlighted as new on the board and in the lists (its alert stays unread until read).
  const openedId = order.data?.id;
  useEffect(() => {
    if (openedId !== undefined) markOrderOpened(openedId);
  }, [openedId]);

  return (
    <>
      <Link to="/orders" className={`${buttonClasses('ghost', 'sm')} -ms-2.5 mb-2`}>
        {/* Back points to where reading started: right in Arabic, left in English. */}
        <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
        {t('orderPage.backToOrders')}
      </Link>
      {notFound ? (
        <OrderNotFound />
      ) : order.data ? (
        <OrderPageView order={order.data} />
      ) : order.isError ? (
        <OrderLoadFailed order={order} />
      ) : (
        <OrderLoading />
      )}
    </>
  );
}
