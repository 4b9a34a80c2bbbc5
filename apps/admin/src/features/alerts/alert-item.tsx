import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney, type StaffAlert, formatOrderNumber } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import type { AlertAction } from './api/staff-alerts';
import { ShopperText } from '../../ui/shopper-text';

/** One unread alert: who ordered, how much, when, a link to the order, read and dismiss. */
export function AlertItem({
  alert,
  onAction,
  onNavigate,
}: {
  alert: StaffAlert;
  onAction: (action: AlertAction) => void;
  onNavigate: () => void;
}) {
  const { t, language } = useI18n();
  const name = alert.customer_name;
  // The buttons say "Mark read"; a screen reader also hears whose order.
  const titleId = useId();
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 text-sm text-zinc-900">
          <span id={titleId}>
            {t('alerts.newOrderFrom')}{' '}
            {/* Isolated: a name in the other script must not reorder the words around it. */}
            <ShopperText text={name} className="font-semibold break-words" />
          </span>
        </p>
        <span className="shrink-0 text-sm font-semibold text-brand-800">
          {formatMoney(alert.total_amount, language)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-zinc-500">
        <time dateTime={alert.created_at}>{formatDate(alert.created_at, language)}</time>
        <Link
          to={`/orders/${alert.order_id}`}
          onClick={onNavigate}
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('alerts.openOrder', { number: formatOrderNumber(alert.short_number) })}
        </Link>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          icon={Check}
          aria-describedby={titleId}
          onClick={() => onAction({ kind: 'read', id: alert.id })}
        >
          {t('alerts.markRead')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={X}
          aria-describedby={titleId}
          onClick={() => onAction({ kind: 'dismiss', id: alert.id })}
        >
          {t('alerts.dismiss')}
        </Button>
      </div>
    </li>
  );
}
