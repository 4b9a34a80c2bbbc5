import { formatOrderNumber, type AdminOrderDetail, type StorefrontSettings } from '@matjar/core';
import { ArrowRight, Printer } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../../../../i18n/ar';
import { useI18n } from '../../../../i18n/language-context';
import { OrderLoadFailed, OrderLoading, OrderNotFound } from '../order-query-states';
import { ApiError } from '../../../../lib/api/api-error';
import { Button, buttonClasses } from '../../../../ui/button';
import { useStoreSettings } from '../../../../lib/api/store-settings';
import { PRINT_CSS } from '../../../../ui/print-sheet';
import { useOrderDetail } from '../../api/order-detail';

/**
 * A printable page of one order, outside the back office's layout: a toolbar (back, print) that never
 * prints, then the sheet. Waits for the order and the shop's settings (the logo and contact details); a
 * sheet is still printed without them if the settings cannot be read.
 */
export function PrintPage({
  orderId,
  title,
  children,
}: {
  orderId: number | null;
  /** What the sheet is ('print.invoice'): with the order number, the tab's title and the PDF's file name. */
  title: MessageKey;
  children: (order: AdminOrderDetail, settings: StorefrontSettings | null) => ReactNode;
}) {
  const { t } = useI18n();
  const order = useOrderDetail(orderId ?? 0);
  const settings = useStoreSettings();
  const notFound = orderId === null || (order.error instanceof ApiError && order.error.status === 404);
  const ready = order.data !== undefined && (settings.data !== undefined || settings.isError);
  const orderNumber = order.data && formatOrderNumber(order.data.short_number);

  useEffect(() => {
    if (!orderNumber) return;
    const before = document.title;
    document.title = `${t(title)} ${orderNumber}`;
    return () => {
      document.title = before;
    };
  }, [orderNumber, t, title]);

  return (
    <div className="min-h-screen bg-zinc-100 px-3 py-4 print:bg-white print:p-0 sm:px-6">
      <style>{PRINT_CSS}</style>
      <div
        role="toolbar"
        aria-label={t('print.toolbar')}
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-2 print:hidden"
      >
        {orderId !== null ? (
          <Link to={`/orders/${orderId}`} className={buttonClasses('ghost', 'sm')}>
            <ArrowRight aria-hidden="true" className="size-4 ltr:-scale-x-100" />
            {t('print.backToOrder')}
          </Link>
        ) : (
          <span />
        )}
        <Button variant="primary" icon={Printer} disabled={!ready} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm]">
        {notFound ? (
          <OrderNotFound />
        ) : order.isError ? (
          <OrderLoadFailed order={order} />
        ) : ready && order.data ? (
          <article className="rounded-lg bg-white p-6 text-zinc-900 shadow-sm print:rounded-none print:p-0 print:shadow-none sm:p-10">
            {children(order.data, settings.data ?? null)}
          </article>
        ) : (
          <OrderLoading />
        )}
      </main>
    </div>
  );
}
