import {
  ORDER_STATUS_LABELS,
  type OrderPaymentFacts,
  type OrderStatus,
  formatOrderNumber,
} from '@matjar/core';
import { toast } from 'sonner';
import { currentFocus, returnFocusWhenLost } from '../../ui/focus-return';
import { useI18n } from '../../i18n/language-context';
import type { MessageKey } from '../../i18n/ar';
import { apiErrorCode, describeApiError } from '../../lib/api/api-error';
import { useConfirm } from '../../ui/confirm-dialog';
import { useMoveOrderStatus } from './api/orders-api';
import { useReturnReason } from './return-reason-dialog';

/** What a status-move control needs to know about its order (its payment decides some moves). */
export interface MovableOrder extends OrderPaymentFacts {
  id: number;
  status: OrderStatus;
  short_number: number;
}

/** The server refused a move made on a stale screen (someone else moved the order first). */
export const ORDER_CHANGED = 'ORDER_CHANGED';

/** The button label of a move: "Back to confirmed" is not the same act as confirming a new order. */
export function moveLabelKey(from: OrderStatus, to: OrderStatus): MessageKey {
  switch (to) {
    case 'confirmed':
      return from === 'shipped' ? 'orders.move.reconfirm' : 'orders.move.confirmed';
    case 'shipped':
      return 'orders.move.shipped';
    case 'delivered':
      return 'orders.move.delivered';
    case 'canceled':
      return 'orders.move.canceled';
    case 'returned':
      return 'orders.move.returned';
    case 'pending':
      // No move leads back to pending (D8); named by the status should one ever be offered.
      return 'orders.status.pending';
  }
}

/**
 * Moving an order from the status the screen shows to another: a cancellation asks first (stock returns,
 * the customer is told), a return asks for its reason (decision 027), success and failure are toasted in the staff member's language, and every orders
 * screen reloads either way (the mutation does that), so a refused move shows the order as it now is.
 * Returns the move, the confirmation dialog to render, and the move under way (null when none).
 */
export function useOrderMove() {
  const { t, language } = useI18n();
  const mutation = useMoveOrderStatus();
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReturnReason();

  const move = async (order: MovableOrder, to: OrderStatus): Promise<boolean> => {
    // The button that moved the order goes with the old status (and on the board the card moves to another
    // column): focus goes to the order's next move, else its card's link, else the screen — or stays with
    // the control that moved it where that is still there (the list's select).
    const mover = currentFocus();
    const followCard = () =>
      returnFocusWhenLost(
        mover,
        () => document.querySelector<HTMLElement>(`[data-order-moves="${order.id}"] button:enabled`),
        () => document.querySelector<HTMLElement>(`[data-order-card="${order.id}"] a`),
        () => document.getElementById('main-content'),
      );
    let reason: string | undefined;
    if (to === 'returned') {
      const answer = await askReason(order);
      if (answer === null) return false;
      reason = answer;
    }
    if (to === 'canceled') {
      const ok = await confirm({
        title: t('orders.cancel.title', { number: formatOrderNumber(order.short_number) }),
        description: t('orders.cancel.body'),
        confirmLabel: t('orders.move.canceled'),
        cancelLabel: t('orders.cancel.keep'),
        destructive: true,
      });
      if (!ok) return false;
    }
    try {
      await mutation.mutateAsync({ id: order.id, status: to, from: order.status, reason });
      followCard();
      toast.success(
        t('orders.move.done', {
          number: formatOrderNumber(order.short_number),
          status: ORDER_STATUS_LABELS[to][language],
        }),
      );
      return true;
    } catch (error) {
      const fallback = apiErrorCode(error) === ORDER_CHANGED ? 'orders.move.changed' : 'orders.move.failed';
      toast.error(describeApiError(error, language, t(fallback)));
      followCard();
      return false;
    }
  };

  const moving = mutation.isPending ? (mutation.variables ?? null) : null;
  return {
    move,
    confirmDialog: (
      <>
        {confirmDialog}
        {reasonDialog}
      </>
    ),
    moving,
  };
}
