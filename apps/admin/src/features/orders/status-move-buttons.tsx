import { nextStatuses, type OrderStatus } from '@matjar/core';
import { ArrowLeftRight, Ban, Check, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { useCan } from '../../lib/session/use-can';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button';
import { moveLabelKey, useOrderMove, type MovableOrder } from './use-order-move';

const ICON: Record<OrderStatus, LucideIcon> = {
  pending: Check,
  confirmed: Check,
  shipped: Truck,
  delivered: PackageCheck,
  canceled: Ban,
};

function variantOf(to: OrderStatus, from: OrderStatus): ButtonVariant {
  if (to === 'canceled') return 'ghost-danger';
  // The forward move is the usual next step; going back is the exception, so it does not look like one.
  if (from === 'shipped' && to === 'confirmed') return 'secondary';
  return 'primary';
}

/**
 * One button per move the status machine allows from the order's status (D8). A cancellation asks first.
 * Without 'orders.manage' the buttons show but are disabled, with the reason as their description.
 */
export function StatusMoveButtons({ order, size = 'sm' }: { order: MovableOrder; size?: ButtonSize }) {
  const { t } = useI18n();
  const can = useCan();
  const { move, confirmDialog, moving } = useOrderMove();
  const allowed = can('orders.manage');
  const moves = nextStatuses(order.status);
  if (moves.length === 0) return null;
  const reasonId = `order-${order.id}-move-reason`;

  return (
    <div
      role="group"
      aria-label={t('orders.move.group', { number: order.order_number })}
      className="flex flex-wrap items-center gap-2"
    >
      {moves.map((to) => {
        const label = t(moveLabelKey(order.status, to));
        const Icon = to === 'confirmed' && order.status === 'shipped' ? ArrowLeftRight : ICON[to];
        return (
          <Button
            key={to}
            size={size}
            variant={variantOf(to, order.status)}
            icon={Icon}
            disabled={!allowed || (moving !== null && moving.status !== to)}
            loading={moving?.status === to}
            aria-label={t('orders.move.named', { action: label, number: order.order_number })}
            aria-describedby={allowed ? undefined : reasonId}
            onClick={() => void move(order, to)}
          >
            {label}
          </Button>
        );
      })}
      {!allowed && (
        <span id={reasonId} className="text-xs text-zinc-600">
          {t('orders.move.notAllowed')}
        </span>
      )}
      {confirmDialog}
    </div>
  );
}
