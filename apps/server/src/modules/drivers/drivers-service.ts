import { eq, sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  type AdminDriver,
  type AdminUpdateDriverBody,
  dohaDate,
  formatDriverPhone,
} from '@matjar/core';
import { drivers, orders, type Db, type DbTransaction } from '@matjar/db';
import { changedFields, recordActivity, type ActivityActor } from '../audit/index.js';
import { createOrderStatusRepository } from '../orders/index.js';
import { uniqueViolation } from '../../sql/postgres-errors.js';
import type { WhatsAppMessages } from '../whatsapp/index.js';
import { notifyOrderChanged } from '../../events/order-changed.js';
import { bookedDaySql } from '../delivery/index.js';

/** Orders that name the driver: assigned to them, or whose cash they handed in. */
// Written out: inside the subquery an interpolated drivers.id renders as a bare "id", which is the order's.
const ORDER_COUNT = sql<number>`(SELECT count(*)::int FROM orders o
  WHERE o.driver_id = "drivers"."id" OR o.cash_received_driver_id = "drivers"."id")`;

/**
 * The cash a driver should bring back today (Doha): their cash orders booked for today or before (the day the
 * shopper booked, bookedDaySql), not cancelled, returned or archived, whose cash is not recorded yet.
 */
function cashExpectedToday(booked: SQL, today: string) {
  // Written out: inside the subquery an interpolated drivers.id renders as a bare "id", which is the order's.
  return sql<number>`(SELECT coalesce(sum(o.total_amount - o.gift_card_amount), 0)::int FROM orders o
    WHERE o.driver_id = "drivers"."id" AND o.payment_method = 'cash' AND o.cash_received_at IS NULL
      AND o.archived_at IS NULL AND o.status NOT IN ('canceled', 'returned') AND ${booked} <= ${today}::date)`;
}

function driverColumns(cashExpected: SQL<number>) {
  return {
    id: drivers.id,
    name: drivers.name,
    phone: drivers.phone,
    active: drivers.isActive,
    language: drivers.language,
    link_active: drivers.linkActive,
    order_count: ORDER_COUNT,
    cash_expected_today: cashExpected,
    created_at: drivers.createdAt,
  };
}

type DriverRow = Omit<AdminDriver, 'created_at'> & { created_at: Date };
const toDriver = (row: DriverRow): AdminDriver => ({ ...row, created_at: row.created_at.toISOString() });

/** A unique phone violation is a person's mistake, answered as such; anything else stays a 500. */
function phoneTaken(error: unknown): never {
  if (uniqueViolation(error) === 'drivers_phone_unique') throw new AppError('DRIVER_PHONE_TAKEN');
  throw error;
}

/** Order assignments open to a driver: an order still to deliver, not archived. */
const ASSIGNABLE = new Set(['pending', 'confirmed', 'shipped']);

/**
 * The drivers list of the settings: a name and a Qatari mobile number, no sign-in. Every change
 * and every order assignment is in the activity log, in the same transaction.
 */
export function createDriversService(
  db: Db,
  /** The WhatsApp module's messages: the shopper told of the driver now coming. */
  whatsapp: WhatsAppMessages,
  now: () => Date = () => new Date(),
) {
  async function columns(tx: Db | DbTransaction) {
    const today = dohaDate(now());
    return driverColumns(cashExpectedToday((await bookedDaySql(tx, today)).booked, today));
  }

  async function list(): Promise<AdminDriver[]> {
    const rows = await db
      .select(await columns(db))
      .from(drivers)
      .orderBy(sql`${drivers.isActive} DESC`, drivers.name, drivers.id);
    return rows.map(toDriver);
  }

  async function load(tx: Db | DbTransaction, id: number): Promise<AdminDriver> {
    const [row] = await tx
      .select(await columns(tx))
      .from(drivers)
      .where(eq(drivers.id, id));
    if (!row) throw new AppError('DRIVER_NOT_FOUND');
    return toDriver(row);
  }

  async function create(
    actor: ActivityActor,
    input: { name: string; phone: string; language?: 'ar' | 'en' | undefined },
  ) {
    const language = input.language ?? 'ar';
    return db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(drivers)
          .values({ name: input.name, phone: input.phone, language })
          .returning({ id: drivers.id });
        await recordActivity(tx, actor, {
          action: 'CREATE',
          entityType: 'driver',
          entityId: row!.id,
          entityName: input.name,
          new: { name: input.name, phone: input.phone, language },
          description: `Added driver ${input.name} (${formatDriverPhone(input.phone)})`,
        });
        return load(tx, row!.id);
      })
      .catch(phoneTaken);
  }

  type DriverChanges = { name?: string; phone?: string; active?: boolean; language?: 'ar' | 'en' };

  async function update(actor: ActivityActor, id: number, input: DriverChanges | AdminUpdateDriverBody) {
    const changes = input as DriverChanges;
    return db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
        if (!before) throw new AppError('DRIVER_NOT_FOUND');
        const was = {
          name: before.name,
          phone: before.phone,
          active: before.isActive,
          language: before.language,
        };
        const next = {
          name: changes.name ?? was.name,
          phone: changes.phone ?? was.phone,
          active: changes.active ?? was.active,
          language: changes.language ?? was.language,
        };
        await tx
          .update(drivers)
          .set({
            name: next.name,
            phone: next.phone,
            isActive: next.active,
            language: next.language,
            updatedAt: sql`now()`,
          })
          .where(eq(drivers.id, id));
        const diff = changedFields(was, next);
        if (Object.keys(diff.new).length > 0) {
          const verb = next.active === was.active ? 'Edited' : next.active ? 'Reactivated' : 'Deactivated';
          await recordActivity(tx, actor, {
            action: 'UPDATE',
            entityType: 'driver',
            entityId: id,
            entityName: next.name,
            ...diff,
            description: `${verb} driver ${next.name}`,
          });
        }
        return load(tx, id);
      })
      .catch(phoneTaken);
  }

  /** Deletes a driver no order names; one with orders is kept for the books (deactivate instead). */
  async function remove(actor: ActivityActor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const driver = await load(tx, id);
      if (driver.order_count > 0) throw new AppError('DRIVER_HAS_ORDERS');
      await tx.delete(drivers).where(eq(drivers.id, id));
      await recordActivity(tx, actor, {
        action: 'DELETE',
        entityType: 'driver',
        entityId: id,
        entityName: driver.name,
        old: { name: driver.name, phone: driver.phone },
        description: `Deleted driver ${driver.name}`,
      });
    });
  }

  /**
   * Assigns an order still to deliver to an active driver (or unassigns it with null); audited. The order is on
   * the driver's sheet and run for the day the shopper booked (bookedDaySql).
   */
  async function assign(actor: ActivityActor, orderId: number, driverId: number | null) {
    return db.transaction(async (tx) => {
      const order = await createOrderStatusRepository(tx).lockOrder(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.archivedAt || !ASSIGNABLE.has(order.status)) throw new AppError('DRIVER_ORDER_CLOSED');
      let driver: { id: number; name: string } | null = null;
      if (driverId !== null) {
        const found = await load(tx, driverId);
        if (!found.active) throw new AppError('DRIVER_INACTIVE');
        driver = { id: found.id, name: found.name };
      }
      const previous = order.driverId === null ? null : await load(tx, order.driverId);
      await tx
        .update(orders)
        .set({
          driverId: driver?.id ?? null,
          driverAssignedAt: driver ? sql`now()` : null,
          // A new driver takes the order out again: the last failed attempt is behind it.
          ...(driver ? { deliveryFailedReason: null, deliveryFailedAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id));
      await recordActivity(tx, actor, {
        action: 'UPDATE',
        entityType: 'order',
        entityId: order.id,
        entityName: order.orderNumber,
        old: { driver_id: previous?.id ?? null, driver: previous?.name ?? null },
        new: { driver_id: driver?.id ?? null, driver: driver?.name ?? null },
        description: driver
          ? `Assigned order ${order.orderNumber} to driver ${driver.name}`
          : `Unassigned order ${order.orderNumber} from driver ${previous?.name ?? ''}`,
      });
      // Out for delivery with another driver: the shopper is told who is coming now, and their number.
      if (order.status === 'shipped' && driver && driver.id !== previous?.id) {
        const [assigned] = await tx
          .select({ at: orders.driverAssignedAt })
          .from(orders)
          .where(eq(orders.id, order.id));
        await whatsapp.queueOrder(
          tx,
          order.id,
          'out-for-delivery',
          `driver:${driver.id}:${assigned!.at!.getTime()}`,
        );
      }
      await notifyOrderChanged(tx, order.id, 'driver');
      return driver;
    });
  }

  return { list, create, update, remove, assign };
}

export type DriversService = ReturnType<typeof createDriversService>;
