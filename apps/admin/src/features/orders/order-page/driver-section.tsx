import { dohaDate, type AdminOrderDetail } from '@matjar/core';
import { Printer, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/language-context';
import { useCan } from '../../../lib/session/use-can';
import { buttonClasses } from '../../../ui/button';
import { DriverPicker, driverAssignable } from '../driver-picker';
import { OrderSection } from './order-section';

/**
 * The driver taking the order out: a picker for those who manage orders while the order is still
 * to deliver, the name otherwise, and a link to that driver's delivery sheet of the day the order is on.
 */
export function DriverSection({ order }: { order: AdminOrderDetail }) {
  const { t } = useI18n();
  // The delivery sheet lists shoppers' addresses and phones: for those who manage orders, as assigning is.
  const canManage = useCan()('orders.manage');
  const canAssign = canManage && driverAssignable(order);
  const driver = order.driver;
  return (
    <OrderSection
      id="order-driver"
      title={t('orderPage.driver.title')}
      actions={
        driver &&
        canManage && (
          <Link
            to={`/drivers/${driver.id}/delivery-sheet?date=${order.sheet_date ?? dohaDate(new Date())}`}
            className={buttonClasses('ghost', 'sm')}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('orderPage.driver.sheet')}
          </Link>
        )
      }
    >
      {canAssign ? (
        <div>
          <label
            id="order-driver-label"
            htmlFor="order-driver-picker"
            className="mb-1.5 block text-sm font-medium text-zinc-800"
          >
            {t('orderPage.driver.label')}
          </label>
          <DriverPicker order={order} id="order-driver-picker" labelled="order-driver-label" />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-zinc-700">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
          {driver ? (
            <bdi>{t('orderPage.driver.assigned', { name: driver.name })}</bdi>
          ) : (
            t('orderPage.driver.none')
          )}
        </p>
      )}
    </OrderSection>
  );
}
