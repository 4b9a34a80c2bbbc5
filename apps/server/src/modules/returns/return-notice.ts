import { asc, desc, eq } from 'drizzle-orm';
import { orderItems, orderReturnLines, orderReturns, orders, refunds, type Db } from '@matjar/db';
import { queueReturnNotice } from '../../mail/mail-queue.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import type { ReturnNoticeEmail } from '../../mail/templates/return-notice.js';

/**
 * Tells the shopper that goods came back from their order (decision 048), once per return, in the order's
 * language: what came back (each unit's serial when it has one) and the refund made with it. Queued once the
 * return and its money have moved, so the e-mail says what happened to the money rather than what was asked;
 * a resent request queues it again if it was not (the outbox's key keeps it to one). An order that came back
 * whole is told by its status e-mail instead. A shopper who opted in to WhatsApp is told there too. Answers
 * whether an e-mail was queued now.
 */
export async function tellShopperOfReturn(
  db: Db,
  whatsapp: WhatsAppMessages,
  returnId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!row) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) return false;
    const [latest] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))
      .orderBy(desc(orderReturns.id))
      .limit(1);
    // The return that brought the last units back moved the order to returned: the status e-mail says so.
    if (order.status === 'returned' && latest?.id === returnId) return false;

    const lines = await tx
      .select({ line: orderReturnLines, item: orderItems })
      .from(orderReturnLines)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
      .where(eq(orderReturnLines.returnId, returnId))
      .orderBy(asc(orderReturnLines.id));
    const english = order.locale === 'en';
    const byItem = new Map<number, ReturnNoticeEmail['lines'][number]>();
    for (const { line, item } of lines) {
      const entry = byItem.get(item.id) ?? {
        productName: english ? (item.productNameEn ?? item.productName) : item.productName,
        variantName: english ? (item.variantNameEn ?? item.variantName) : item.variantName,
        quantity: 0,
        serials: [],
      };
      entry.quantity += line.quantity;
      if (line.serialNumber) entry.serials.push(line.serialNumber);
      byItem.set(item.id, entry);
    }
    if (byItem.size === 0) return false;

    const [refund] = row.refundId ? await tx.select().from(refunds).where(eq(refunds.id, row.refundId)) : [];
    const [replacement] = row.replacementOrderId
      ? await tx.select().from(orders).where(eq(orders.id, row.replacementOrderId))
      : [];
    // And by WhatsApp where the shopper opted in (once per return): how many units came back.
    await whatsapp.queueOrderNotice(tx, order.id, {
      event: 'part-return',
      returnId,
      quantity: [...byItem.values()].reduce((sum, line) => sum + line.quantity, 0),
    });
    return queueReturnNotice(tx, returnId, {
      to: order.customerEmail,
      locale: order.locale,
      orderNumber: order.orderNumber,
      shortNumber: order.shortNumber,
      customerName: order.customerName,
      exchange: row.kind === 'exchange',
      lines: [...byItem.values()],
      value: row.value,
      refund:
        refund && refund.status !== 'failed'
          ? { status: refund.status, amount: refund.amount, method: refund.method }
          : null,
      replacement: replacement
        ? {
            shortNumber: replacement.shortNumber,
            due: replacement.paymentStatus === 'completed' ? 0 : replacement.totalAmount,
          }
        : null,
    });
  });
}
