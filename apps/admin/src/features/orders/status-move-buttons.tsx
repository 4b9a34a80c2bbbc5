import {
  allowedMoves,
  errorMessage,
  heldMoves,
  PAYMENT_HOLD_ERRORS,
  type OrderStatus,
  formatOrderNumber,
} from '@matjar/core';
import { ArrowLeftRight, Ban, Check, Clock, PackageCheck, Truck, Undo2, type LucideIcon } from 'lucide-react';
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
  returned: Undo2,
};

function variantOf(to: OrderStatus, from: OrderStatus): ButtonVariant {
  if (to === 'canceled' || to === 'returned') return 'ghost-danger';
  // The forward move is the usual next step; going back is the exception, so it does not look like one.
  if (from === 'shipped' && to === 'confirmed') return 'secondary';
  return 'primary';
}

/**
 * One button per move the status machine allows from the order's status (D8) that the order's payment allows
 * (core's allowedMoves: a card order not paid is not confirmed or shipped). A cancellation asks
 * first. Without 'orders.manage' the buttons show but are disabled, with the reason as their description.
 * `explainHeld` (the order page) says in a line why the moves held by the payment are missing; the board's
 * card shows its awaiting-payment badge instead.
 */
export function StatusMoveButtons({
  order,
  size = 'sm',
  explainHeld = false,
}: {
  order: MovableOrder;
  size?: ButtonSize;
  explainHeld?: boolean;
}) {
  const { t, language } = useI18n();
  const can = useCan();
  const { move, confirmDialog, moving } = useOrderMove();
  const allowed = can('orders.manage');
  const moves = allowedMoves(order);
  const held = explainHeld ? heldMoves(order) : null;
  if (moves.length === 0 && !held) return null;
  const reasonId = `order-${order.id}-move-reason`;

  return (
    <div
      role="group"
      data-order-moves={order.id}
      aria-label={t('orders.move.group', { number: formatOrderNumber(order.short_number) })}
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
            aria-label={t('orders.move.named', {
              action: label,
              number: formatOrderNumber(order.short_number),
            })}
            aria-describedby={allowed ? undefined : reasonId}
            onClick={() => void move(order, to)}
          >
            {label}
          </Button>
        );
      })}
      {held && (
        <p className="inline-flex basis-full items-center gap-1.5 text-sm font-medium text-amber-800">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {errorMessage(PAYMENT_HOLD_ERRORS[held.hold], language)}
        </p>
      )}
      {!allowed && (
        <span id={reasonId} className="text-xs text-zinc-600">
          {t('orders.move.notAllowed')}
        </span>
      )}
      {confirmDialog}
    </div>
  );
}
