import { formatOrderNumber, type AdminOrderSummary } from '@matjar/core';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { useDrivers } from '../../lib/api/drivers';
import { selectClass } from '../../ui/field';
import { useAssignDriver } from './api/order-detail-actions';

/** Orders a driver can still take out: not delivered, canceled or archived (the server's rule too). */
export function driverAssignable(order: Pick<AdminOrderSummary, 'status' | 'archived_at'>): boolean {
  return order.archived_at === null && ['pending', 'confirmed', 'shipped'].includes(order.status);
}

/**
 * Picks the driver taking an order out, saved at once (audited on the server): the active drivers, the one
 * assigned even if since deactivated, and "no driver". Used on the board card and the order page.
 */
export function DriverPicker({
  order,
  id,
  labelled,
}: {
  order: Pick<AdminOrderSummary, 'id' | 'short_number' | 'driver'>;
  id: string;
  /** The visible label's id, or none: the select then names itself (the board card). */
  labelled?: string;
}) {
  const { t, language } = useI18n();
  const drivers = useDrivers();
  const assign = useAssignDriver(order.id);
  const current = order.driver?.id ?? null;
  const choices: { id: number; name: string }[] = (drivers.data ?? []).filter(
    (driver) => driver.active || driver.id === current,
  );
  // The assigned driver shows before the list arrives (and if the list cannot be read).
  if (order.driver && !choices.some((driver) => driver.id === current)) choices.unshift(order.driver);
  const number = `\u2068${formatOrderNumber(order.short_number)}\u2069`;

  const change = async (value: string) => {
    const driverId = value === '' ? null : Number(value);
    try {
      const answer = await assign.mutateAsync(driverId);
      toast.success(
        answer.driver
          ? t('orderPage.driver.saved', { number, name: answer.driver.name })
          : t('orderPage.driver.cleared', { number }),
      );
    } catch (error) {
      toast.error(
        t('orderPage.driver.failed', {
          message: describeApiError(error, language, t('common.tryAgainLater')),
        }),
      );
    }
  };

  return (
    <select
      id={id}
      {...(labelled
        ? { 'aria-labelledby': labelled }
        : { 'aria-label': t('orders.assignDriver', { number: formatOrderNumber(order.short_number) }) })}
      value={current === null ? '' : String(current)}
      disabled={assign.isPending || drivers.isPending}
      onChange={(event) => void change(event.target.value)}
      // min-w-0: a select is as wide as its longest option by default, and a driver's long name in a flex
      // row (the board's card) would push the card past a phone's screen.
      className={`${selectClass(false)} min-w-0`}
    >
      <option value="">{t('orderPage.driver.noDriver')}</option>
      {choices.map((driver) => (
        <option key={driver.id} value={String(driver.id)}>
          {driver.name}
        </option>
      ))}
    </select>
  );
}
