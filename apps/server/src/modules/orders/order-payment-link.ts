import { AppError } from '@matjar/core';
import type { Db } from '@matjar/db';
import { paymentLinksSent, queuePaymentLinkMail } from '../../mail/mail-queue.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { lockUnpaidCardOrder } from './order-switch-to-cash.js';

/** Sendings of one order's payment link by staff: enough for a lost e-mail and a second try, never a flood. */
export const PAYMENT_LINK_SENDINGS_MAX = 3;

/**
 * Sends an unpaid card order's payment link to the shopper again (they lost the page, or ask on the phone): the
 * hosted page the order already has, by e-mail, and on WhatsApp when they opted in (the payment reminder). No
 * new payment is opened, so there is never a second link that could be paid: the link works until the order's
 * payment window ends, after which the order is cancelled. Refused with PAYMENT_LINK_NOT_OPEN for a paid,
 * closed, archived or cash order, PAYMENT_LINK_EXPIRED once its window has ended, PAYMENT_LINK_RESENT_ENOUGH
 * after PAYMENT_LINK_SENDINGS_MAX sendings. One transaction, the order row locked, audited. Answers whether a
 * WhatsApp message was queued too.
 */
export async function resendPaymentLink(
  db: Db,
  whatsapp: WhatsAppMessages,
  actor: ActivityActor,
  orderId: number,
  now: Date,
): Promise<{ whatsapp: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockUnpaidCardOrder(tx, orderId, 'PAYMENT_LINK_NOT_OPEN');
    if (!order.paymentUrl || !order.paymentExpiresAt || order.paymentExpiresAt <= now) {
      throw new AppError('PAYMENT_LINK_EXPIRED');
    }
    const sent = await paymentLinksSent(tx, order.id);
    if (sent >= PAYMENT_LINK_SENDINGS_MAX) throw new AppError('PAYMENT_LINK_RESENT_ENOUGH');

    await queuePaymentLinkMail(
      tx,
      { orderId: order.id, count: sent + 1 },
      {
        to: order.customerEmail,
        locale: order.locale,
        orderNumber: order.orderNumber,
        shortNumber: order.shortNumber ?? undefined,
        customerName: order.customerName,
        total: order.totalAmount,
        paymentUrl: order.paymentUrl,
        expiresAt: order.paymentExpiresAt.toISOString(),
      },
    );
    const queued = await whatsapp.queueOrder(tx, order.id, 'payment-reminder', `sent-${sent + 1}`);
    await recordActivity(tx, actor, {
      action: 'UPDATE',
      entityType: 'order',
      entityId: order.id,
      entityName: order.orderNumber,
      old: null,
      new: { payment_link_sent: sent + 1 },
      description: `Sent the payment link of order ${order.orderNumber} again by e-mail${queued ? ' and WhatsApp' : ''}`,
    });
    return { whatsapp: queued };
  });
}
