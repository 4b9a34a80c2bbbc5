import { sql } from 'drizzle-orm';
import { executePrepared, type DbTransaction } from '@matjar/db';
import { orderChangedNotice } from '../../events/order-changed.js';
import {
  giftCardCodesInsert,
  mailWorkerNotice,
  orderConfirmationRelease,
  ORDER_CONFIRMATION_KIND,
  type GiftCardCodesEmail,
} from '../../mail/mail-queue.js';
import { newOrderAlertsInsert, newOrderNotice } from '../staff-events/index.js';
import { orderPaidCtes, type OrderPaid } from './payments-repository.js';

/**
 * A completed card payment on its order, and what it tells everyone, in one statement of the payment's
 * transaction, once the order's codes are issued: the order paid (and complete, orderPaidCtes) with its
 * timeline and transaction row; the staff's new-order alerts and their announcement (only now is it an order
 * to staff, core's isPlacedOrder); the boards' order-changed event, read from the row as the payment leaves
 * it; the held confirmation e-mail made due and the codes e-mail queued (`codes`: the order issued gift
 * cards), with the mail worker woken. Notifications go out on commit, in that order, and not at all if the
 * payment rolls back.
 */
export async function settlePaidOrder(
  tx: DbTransaction,
  order: { id: number; orderNumber: string },
  paid: OrderPaid & { codes: GiftCardCodesEmail | null },
): Promise<void> {
  const { codes } = paid;
  await executePrepared(
    tx,
    'paid-order-settle',
    sql`
    WITH ${orderPaidCtes(order.id, paid)},
      alerts AS (${newOrderAlertsInsert(order.orderNumber)}),
      released AS (${orderConfirmationRelease(order.orderNumber)})
      ${codes ? sql`, codes AS (${giftCardCodesInsert(codes)})` : sql``}
    SELECT ${newOrderNotice(order.orderNumber)}, ${orderChangedNotice('payment')},
      ${mailWorkerNotice(ORDER_CONFIRMATION_KIND)}
    FROM paid o`,
  );
}
