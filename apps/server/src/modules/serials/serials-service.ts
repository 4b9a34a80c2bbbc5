import { and, eq } from 'drizzle-orm';
import {
  AppError,
  formatOrderNumber,
  isPlacedOrder,
  normalizeSerial,
  SERIAL_EDITABLE_STATUSES,
  serialRefusal,
  serialsMissing,
  type AdminOrderSerialsResponse,
  type AdminRecordSerialBody,
} from '@matjar/core';
import { orderItemSerials, type Db, type DbTransaction } from '@matjar/db';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { uniqueViolation } from '../../sql/postgres-errors.js';
import { recordActivity, type ActivityActor } from '../audit/index.js';
import { createSerialsRepository, toAdminSerial } from './serials-repository.js';

type LockedOrder = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSerialsRepository>['lockOrderForSerials']>>
>;

/** The order, locked, if its units' serials may be recorded or corrected now: it is placed and not yet out. */
async function packableOrder(tx: DbTransaction, orderId: number): Promise<LockedOrder> {
  const order = await createSerialsRepository(tx).lockOrderForSerials(orderId);
  if (!order || order.archivedAt) throw new AppError('ORDER_NOT_FOUND');
  if (!SERIAL_EDITABLE_STATUSES.includes(order.status)) throw new AppError('SERIAL_ORDER_CLOSED');
  if (!isPlacedOrder({ payment_method: order.paymentMethod, payment_status: order.paymentStatus })) {
    throw new AppError('SERIAL_ORDER_UNPAID');
  }
  return order;
}

/** One line's serials and the whole order's count of units still without one, after a change. */
async function answer(
  tx: DbTransaction,
  orderId: number,
  itemId: number,
): Promise<AdminOrderSerialsResponse> {
  const lines = await createSerialsRepository(tx).serialLines(orderId);
  const byLine = await createSerialsRepository(tx).serialsByLine(orderId);
  return {
    success: true,
    order_item_id: itemId,
    serials: (byLine.get(itemId) ?? []).map(toAdminSerial),
    missing: serialsMissing(
      lines.map((line) => ({
        serialized: line.serialized,
        is_gift_card: line.isGiftCard,
        quantity: line.quantity,
        serials: byLine.get(line.id) ?? [],
      })),
    ),
  };
}

/** The refusal of a serial another unit carries, naming the order that has it out. */
async function alreadySold(db: Db | DbTransaction, serial: string): Promise<never> {
  const holder = await createSerialsRepository(db).orderHoldingSerial(serial);
  throw new AppError('SERIAL_ALREADY_SOLD', {
    number: holder ? formatOrderNumber(holder.shortNumber) : '',
  });
}

/**
 * Serial numbers of an order's units (decision 049), recorded by staff while the order is packed: new or
 * confirmed, placed (cash, or a card that paid). Each serial is read and checked by core's rules (an IMEI by
 * its check digit); one that is out on any order is refused, and the unique index over serials still out
 * settles two staff racing to record the same one. Every change is in the activity log, in its transaction.
 */
export function createSerialsService(db: Db) {
  async function record(
    actor: ActivityActor,
    orderId: number,
    body: AdminRecordSerialBody,
  ): Promise<AdminOrderSerialsResponse> {
    const serial = normalizeSerial(body.serial);
    const refusal = serialRefusal(serial);
    if (refusal) throw new AppError(refusal);
    try {
      return await db.transaction(async (tx) => {
        const order = await packableOrder(tx, orderId);
        const line = (await createSerialsRepository(tx).serialLines(orderId)).find(
          (item) => item.id === body.order_item_id,
        );
        if (!line) throw new AppError('SERIAL_LINE_NOT_FOUND');
        if (!line.serialized || line.isGiftCard) throw new AppError('SERIAL_NOT_TRACKED');
        const recorded = (await createSerialsRepository(tx).serialsByLine(orderId)).get(line.id) ?? [];
        if (recorded.length >= line.quantity) throw new AppError('SERIAL_LINE_COMPLETE');
        if (await createSerialsRepository(tx).orderHoldingSerial(serial)) await alreadySold(tx, serial);
        const [row] = await tx
          .insert(orderItemSerials)
          .values({
            orderId,
            orderItemId: line.id,
            serial,
            adminUserId: actor.id,
            username: actor.username,
          })
          .returning();
        await recordActivity(tx, actor, {
          action: 'UPDATE',
          entityType: 'order',
          entityId: orderId,
          entityName: order.orderNumber,
          new: { serial_recorded: serial, order_item_id: line.id, serial_id: row!.id },
          description: `Order ${order.orderNumber}: serial ${serial} recorded for ${line.productName}`,
        });
        await createSerialsRepository(tx).touchOrder(orderId);
        await notifyOrderChanged(tx, orderId, 'serials');
        return answer(tx, orderId, line.id);
      });
    } catch (error) {
      // Another unit took this serial between the check and the insert.
      if (uniqueViolation(error) === 'order_item_serials_out_unique') await alreadySold(db, serial);
      throw error;
    }
  }

  /** A wrong serial taken off again while the order is still being packed. */
  async function remove(
    actor: ActivityActor,
    orderId: number,
    serialId: number,
  ): Promise<AdminOrderSerialsResponse> {
    return db.transaction(async (tx) => {
      const order = await packableOrder(tx, orderId);
      const [row] = await tx
        .delete(orderItemSerials)
        .where(and(eq(orderItemSerials.id, serialId), eq(orderItemSerials.orderId, orderId)))
        .returning();
      if (!row) throw new AppError('SERIAL_NOT_FOUND');
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'order',
        entityId: orderId,
        entityName: order.orderNumber,
        old: { serial_recorded: row.serial, order_item_id: row.orderItemId, serial_id: row.id },
        description: `Order ${order.orderNumber}: serial ${row.serial} removed`,
      });
      await createSerialsRepository(tx).touchOrder(orderId);
      await notifyOrderChanged(tx, orderId, 'serials');
      return answer(tx, orderId, row.orderItemId);
    });
  }

  return { record, remove };
}

export type SerialsService = ReturnType<typeof createSerialsService>;
