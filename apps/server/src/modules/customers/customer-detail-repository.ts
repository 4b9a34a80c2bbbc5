import { sql } from 'drizzle-orm';
import {
  CUSTOMER_ADDRESSES_SHOWN,
  CUSTOMER_ORDERS_SHOWN,
  type AdminCustomerAddress,
  type AdminCustomerDetail,
  type AdminCustomerOrder,
  type OrderStatus,
} from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import { CUSTOMER_ROW_COLUMNS } from './customer-list-filters.js';
import { iso, type Instant } from '../../sql/list-query.js';
import { toAdminCustomer, type RawCustomerRow } from './customer-rows.js';

type RawCustomerOrder = Omit<AdminCustomerOrder, 'created_at' | 'status'> & {
  created_at: Instant;
  status: OrderStatus;
};
type RawAddress = Omit<AdminCustomerAddress, 'last_used_at'> & { last_used_at: Instant };

/** SQL of the back office's customer page. */
export function createCustomerDetailRepository(db: DbHandle) {
  /**
   * One customer's page: details with totals and last order, their latest orders and their delivery addresses;
   * undefined if unknown.
   */
  async function loadAdminCustomer(id: number): Promise<AdminCustomerDetail | undefined> {
    const found = await db.execute<RawCustomerRow>(
      sql`SELECT ${CUSTOMER_ROW_COLUMNS} FROM customers c WHERE c.id = ${id}`,
    );
    const row = found.rows[0];
    if (!row) return undefined;
    // Both served by orders_customer_idx (customer_id, created_at desc).
    const [orders, addresses] = await Promise.all([
      db.execute<RawCustomerOrder>(sql`
        SELECT o.id, o.order_number, o.short_number, o.created_at, o.status, o.payment_method, o.payment_status,
          o.total_amount
        FROM orders o WHERE o.customer_id = ${id} AND o.archived_at IS NULL
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${CUSTOMER_ORDERS_SHOWN}`),
      // Each address once (its key, as create-order folds it; the line itself for orders older than keys), in the words of its latest order.
      db.execute<RawAddress>(sql`
        SELECT DISTINCT ON (coalesce(o.address_key, o.shipping_address)) o.shipping_address AS address, o.shipping_city AS city,
          count(*) OVER (PARTITION BY coalesce(o.address_key, o.shipping_address))::int AS orders, o.created_at AS last_used_at
        FROM orders o
        WHERE o.customer_id = ${id} AND o.shipping_address IS NOT NULL
        ORDER BY coalesce(o.address_key, o.shipping_address), o.created_at DESC`),
    ]);
    return {
      customer: { ...toAdminCustomer(row), updated_at: iso(row.updated_at) },
      orders: orders.rows.map((order) => ({ ...order, created_at: iso(order.created_at) })),
      addresses: addresses.rows
        .map((address) => ({ ...address, last_used_at: iso(address.last_used_at) }))
        .sort((a, b) => b.last_used_at.localeCompare(a.last_used_at))
        .slice(0, CUSTOMER_ADDRESSES_SHOWN),
    };
  }

  return { loadAdminCustomer };
}

export type CustomerDetailRepository = ReturnType<typeof createCustomerDetailRepository>;
