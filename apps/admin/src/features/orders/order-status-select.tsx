import { ORDER_STATUS_LABELS, allowedMoves, type OrderStatus, formatOrderNumber } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import { useCan } from '../../lib/session/use-can';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderMove, type MovableOrder } from './use-order-move';

/**
 * The all-orders table's inline status selector (back-office §2), offering only what the one machine allows
 * from the current status (D8) and the order's payment allows besides the current one. A final
 * status, or a role that may not move orders, shows the badge instead of a control that could only refuse.
 */
export function OrderStatusSelect({ order }: { order: MovableOrder }) {
  const { t, language } = useI18n();
  const can = useCan();
  const { move, confirmDialog, moving } = useOrderMove();
  const moves = allowedMoves(order);
  if (moves.length === 0 || !can('orders.manage')) return <OrderStatusBadge status={order.status} />;
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status][language];

  return (
    <>
      <select
        aria-label={t('orders.status.select', { number: formatOrderNumber(order.short_number) })}
        value={moving?.status ?? order.status}
        // Busy, it stays focusable (aria-disabled): a disabled select would drop the focus to the page.
        aria-disabled={moving !== null || undefined}
        onChange={(event) => {
          if (moving === null) void move(order, event.target.value as OrderStatus);
        }}
        className="h-9 rounded-lg border border-zinc-300 bg-white ps-2 pe-8 text-sm font-medium text-zinc-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <option value={order.status}>{t('orders.status.current', { status: label(order.status) })}</option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
      </select>
      {confirmDialog}
    </>
  );
}
