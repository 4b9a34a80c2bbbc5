import { sql } from 'drizzle-orm';
import {
  CUSTOMER_ORDERS_SHOWN,
  type AdminCustomerDetail,
  type AdminCustomerOrder,
  type OrderStatus,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { CUSTOMER_ROW_COLUMNS } from './customer-list-filters.js';
import { iso } from '../../sql/list-query.js';
import { toAdminCustomer, type RawCustomerRow } from './customer-rows.js';

type RawCustomerOrder = Omit<AdminCustomerOrder, 'created_at' | 'status'> & {
  created_at: Date | string;
  status: OrderStatus;
};

/** One customer's page: details with totals and last order, and their latest orders; undefined if unknown. */
export async function loadAdminCustomer(db: Db, id: number): Promise<AdminCustomerDetail | undefined> {
  const found = await db.execute<RawCustomerRow>(
    sql`SELECT ${CUSTOMER_ROW_COLUMNS} FROM customers c WHERE c.id = ${id}`,
  );
  const row = found.rows[0];
  if (!row) return undefined;
  // Served by orders_customer_idx (customer_id, created_at desc).
  const orders = await db.execute<RawCustomerOrder>(sql`
    SELECT o.id, o.order_number, o.created_at, o.status, o.payment_method, o.payment_status, o.total_amount
    FROM orders o WHERE o.customer_id = ${id} AND o.archived_at IS NULL
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${CUSTOMER_ORDERS_SHOWN}`);
  return {
    customer: {
      ...toAdminCustomer(row),
      updated_at: iso(row.updated_at),
      last_order_at: row.last_order_at === null ? null : iso(row.last_order_at),
    },
    orders: orders.rows.map((order) => ({ ...order, created_at: iso(order.created_at) })),
  };
}
