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

/**
 * What a completed card payment tells everyone, in one statement of the payment's transaction, once the order
 * is as the payment leaves it (paid, its codes out): the staff's new-order alerts and their announcement
 * (only now is it an order to staff, core's isPlacedOrder), the boards' order-changed event read from the row,
 * the held confirmation e-mail made due and the codes e-mail queued (`codes`: the order issued gift cards),
 * with the mail worker woken. Notifications go out on commit, in that order, and not at all if the payment
 * rolls back.
 */
export async function announcePaidOrder(
  tx: DbTransaction,
  order: { id: number; orderNumber: string },
  codes: GiftCardCodesEmail | null,
): Promise<void> {
  await executePrepared(
    tx,
    'paid-order-announce',
    sql`
    WITH alerts AS (${newOrderAlertsInsert(order.orderNumber)}),
      released AS (${orderConfirmationRelease(order.orderNumber)})
      ${codes ? sql`, codes AS (${giftCardCodesInsert(codes)})` : sql``}
    SELECT ${newOrderNotice(order.orderNumber)}, ${orderChangedNotice('payment')},
      ${mailWorkerNotice(ORDER_CONFIRMATION_KIND)}
    FROM orders o WHERE o.id = ${order.id}::int`,
  );
}
