import { formatDate, type AdminOrderDetail, formatOrderNumber } from '@matjar/core';
import { Package, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/language-context';
import { useCan } from '../../../lib/session/use-can';
import { buttonClasses } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { OrderStatusBadge, PartlyReturnedTag } from '../order-status-badge';
import { StatusMoveButtons } from '../status-move-buttons';
import { ArchiveOrderButton } from './order-archive-controls';
import { OrderNumberText } from './order-number-text';

/** Number, status, when it was placed (Doha time), the moves the machine allows, print and archive. */
export function OrderHeader({ order }: { order: AdminOrderDetail }) {
  const { t, language } = useI18n();
  const can = useCan();
  return (
    <header className="space-y-3">
      <PageHeading
        title={<OrderNumberText message="orderPage.title" number={formatOrderNumber(order.short_number)} />}
        actions={
          <>
            <Link to={`/orders/${order.id}/invoice`} className={buttonClasses('secondary')}>
              <Printer aria-hidden="true" className="size-4" />
              {t('orderPage.invoice')}
            </Link>
            <Link to={`/orders/${order.id}/packing-slip`} className={buttonClasses('secondary')}>
              <Package aria-hidden="true" className="size-4" />
              {t('orderPage.packingSlip')}
            </Link>
            {!order.archived && can('orders.manage') && <ArchiveOrderButton order={order} />}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-zinc-700">
        <OrderStatusBadge status={order.status} className="text-sm" />
        <PartlyReturnedTag order={order} />
        <span>{t('orderPage.placed', { date: formatDate(order.created_at, language) })}</span>
        <span>{t('orderPage.orderLanguage', { language: t(`orderPage.language.${order.locale}`) })}</span>
        {/* The long number payment gateways and older e-mails name (D20). */}
        <span>{t('orderPage.reference', { number: `\u2066${order.order_number}\u2069` })}</span>
      </div>
      {!order.archived && <StatusMoveButtons order={order} size="md" explainHeld />}
    </header>
  );
}
