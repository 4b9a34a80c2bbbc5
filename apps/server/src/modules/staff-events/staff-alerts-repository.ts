import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { executePrepared, orders, staffNotifications, type DbHandle } from '@matjar/db';
import { STAFF_ALERTS_SHOWN, type StaffAlert } from '@matjar/core';
import { CHANNELS } from '../../events/channels.js';

const unread = and(isNull(staffNotifications.readAt), isNull(staffNotifications.dismissedAt));

const alertColumns = {
  id: staffNotifications.id,
  adminUserId: staffNotifications.adminUserId,
  orderId: staffNotifications.orderId,
  orderNumber: orders.orderNumber,
  shortNumber: orders.shortNumber,
  customerName: orders.customerName,
  totalAmount: orders.totalAmount,
  createdAt: staffNotifications.createdAt,
};

type AlertRow = { [K in keyof typeof alertColumns]: (typeof alertColumns)[K]['_']['data'] };

export function toStaffAlert(row: AlertRow): StaffAlert {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: row.orderNumber,
    short_number: row.shortNumber,
    customer_name: row.customerName,
    total_amount: row.totalAmount,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The INSERT of a new order's alert rows, one for every active staff member who receives notifications: for
 * a statement that writes them with the order's other changes (insertForNewOrder, a paid card order's).
 */
export function newOrderAlertsInsert(orderNumber: string): SQL {
  return sql`
    INSERT INTO staff_notifications (admin_user_id, order_id)
    SELECT u.id, o.id FROM admin_users u CROSS JOIN orders o
    WHERE o.order_number = ${orderNumber} AND u.is_active AND u.receive_notifications
    ON CONFLICT (admin_user_id, order_id) DO NOTHING`;
}

/** The announcement of a new order's alerts (a pg_notify call, delivered when the transaction commits). */
export function newOrderNotice(orderNumber: string): SQL {
  return sql`pg_notify(${CHANNELS.orderCreated}, ${orderNumber}::text)`;
}

/** SQL of the staff alerts: every query is scoped to one staff member, except the fan-out of a new order. */
export function createStaffAlertsRepository(db: DbHandle) {
  const selectAlerts = () =>
    db
      .select(alertColumns)
      .from(staffNotifications)
      .innerJoin(orders, eq(orders.id, staffNotifications.orderId));

  return {
    /**
     * One alert row for every active staff member who receives notifications, and the announcement every
     * listening process pushes them on (modules/staff-events), in one statement of the order's own transaction:
     * an order never exists without its alerts, a rolled-back order leaves none and is never announced.
     */
    async insertForNewOrder(orderNumber: string): Promise<void> {
      await executePrepared(
        db,
        'staff-alerts-new-order',
        sql`
    WITH alerts AS (${newOrderAlertsInsert(orderNumber)})
    SELECT ${newOrderNotice(orderNumber)}`,
      );
    },

    /** The newest unread alerts of one staff member, optionally only those after an event id. */
    async unreadOf(adminUserId: number, afterId = 0): Promise<AlertRow[]> {
      return selectAlerts()
        .where(
          and(
            eq(staffNotifications.adminUserId, adminUserId),
            unread,
            afterId > 0 ? gt(staffNotifications.id, afterId) : undefined,
          ),
        )
        .orderBy(desc(staffNotifications.id))
        .limit(STAFF_ALERTS_SHOWN);
    },

    async unreadCount(adminUserId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffNotifications)
        .where(and(eq(staffNotifications.adminUserId, adminUserId), unread));
      return row?.n ?? 0;
    },

    /** The unread alerts of one order for the given staff members (those connected to this process). */
    async unreadOfOrder(orderNumber: string, adminUserIds: number[]): Promise<AlertRow[]> {
      if (adminUserIds.length === 0) return [];
      return selectAlerts()
        .where(
          and(
            eq(orders.orderNumber, orderNumber),
            inArray(staffNotifications.adminUserId, adminUserIds),
            unread,
          ),
        )
        .orderBy(staffNotifications.id);
    },

    /**
     * Marks one of the staff member's own unread alerts read or dismissed. Answers false when there is no
     * such alert of theirs; an alert already read or dismissed is left as it was and answers true.
     */
    async close(adminUserId: number, id: number, how: 'read' | 'dismissed'): Promise<boolean> {
      const own = and(eq(staffNotifications.id, id), eq(staffNotifications.adminUserId, adminUserId));
      const [found] = await db.select({ id: staffNotifications.id }).from(staffNotifications).where(own);
      if (!found) return false;
      const column = how === 'read' ? { readAt: sql`now()` } : { dismissedAt: sql`now()` };
      await db.update(staffNotifications).set(column).where(and(own, unread));
      return true;
    },

    async readAll(adminUserId: number): Promise<void> {
      await db
        .update(staffNotifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(staffNotifications.adminUserId, adminUserId), unread));
    },
  };
}
export type StaffAlertsRepository = ReturnType<typeof createStaffAlertsRepository>;
