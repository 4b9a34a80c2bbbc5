import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { AppError, isActiveStatus } from '@matjar/core';
import { orderItems, orders, type Db, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { notifyProductsChanged } from '../../events/products-changed.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { releaseOrderStock, changeStock } from '../stock/index.js';
import { createOrderStatusRepository } from './order-status-repository.js';

const stockActorOf = (actor: ActivityActor) => ({ adminUserId: actor.id, username: actor.username });

/**
 * Takes an open order's units again when it comes back from the archive (its stock was returned when it was
 * archived), through the stock ledger; INSUFFICIENT_STOCK when they have been sold since (nothing changes).
 */
async function retakeStock(tx: DbTransaction, orderId: number, actor: ActivityActor): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
      nameEn: orderItems.productNameEn,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const counted = lines.flatMap((line) =>
    line.productId == null ? [] : [{ ...line, productId: line.productId, delta: -line.quantity }],
  );
  const { shownChanged } = await changeStock(tx, counted, {
    reason: 'order_reserved',
    orderId,
    actor: stockActorOf(actor),
    note: 'restored from the archive',
    short: (line, available) =>
      new AppError('INSUFFICIENT_STOCK', {
        available: Math.max(0, available),
        product: line.nameEn ?? line.name,
        productAr: line.name,
        productId: line.productId,
      }),
  });
  await tx
    .update(orders)
    .set({ stockReleasedAt: null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.stockReleasedAt)));
  await notifyProductsChanged(tx, shownChanged);
}

/**
 * "Deleting" an order archives it (docs/decisions/012-order-workflow.md): it leaves the lists and keeps its
 * books. An open order (pending, confirmed, shipped) returns its stock once; a super_admin can restore it.
 */
export function createOrderArchiveService(deps: { db: Db }) {
  async function archive(actor: ActivityActor, orderId: number): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
      // The payment could still complete and confirm the order; cancelling it closes the payment first.
      if (order.paymentStatus === 'pending') throw new AppError('ORDER_PAYMENT_OPEN');
      await tx
        .update(orders)
        .set({ archivedAt: sql`now()`, archivedBy: actor.username, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      const stockReturned =
        isActiveStatus(order.status) &&
        (await releaseOrderStock(tx, order.id, 'order_canceled', stockActorOf(actor), 'order archived'));
      await recordActivity(tx, actor, {
        action: 'DELETE',
        entityType: 'order',
        entityId: order.id,
        entityName: order.orderNumber,
        old: { status: order.status, archived: false },
        new: { archived: true, ...(stockReturned ? { stock_returned: true } : {}) },
        description: `Archived order ${order.orderNumber}${stockReturned ? ' (its stock returned)' : ''}`,
      });
      await notifyOrderChanged(tx, order.id, 'archived');
    });
  }

  /**
   * Brings an archived order back with the status it had. An open order takes its units again (they were
   * returned when it was archived); when they are gone, the restore is refused and the order stays archived.
   */
  async function restore(actor: ActivityActor, orderId: number): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (!order.archivedAt) throw new AppError('ORDER_NOT_ARCHIVED');
      const stockTaken = isActiveStatus(order.status) && order.stockReleasedAt !== null;
      if (stockTaken) await retakeStock(tx, order.id, actor);
      await tx
        .update(orders)
        .set({ archivedAt: null, archivedBy: null, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'order',
        entityId: order.id,
        entityName: order.orderNumber,
        old: { archived: true, archived_by: order.archivedBy },
        new: { archived: false, ...(stockTaken ? { stock_taken: true } : {}) },
        description: `Restored order ${order.orderNumber} from the archive${stockTaken ? ' (its stock taken again)' : ''}`,
      });
      await notifyOrderChanged(tx, order.id, 'restored');
    });
  }

  return { archive, restore };
}

export type OrderArchiveService = ReturnType<typeof createOrderArchiveService>;
