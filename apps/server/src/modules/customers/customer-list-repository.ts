import { sql } from 'drizzle-orm';
import type { AdminCustomer, AdminCustomerListQuery } from '@matjar/core';
import type { Db } from '@matjar/db';
import { countMatches, pageSlice, pageTotal } from '../../sql/list-query.js';
import { CUSTOMER_ROW_COLUMNS, CUSTOMERS_NEWEST_FIRST, customerListWhere } from './customer-list-filters.js';
import { toAdminCustomer, type RawCustomerRow } from './customer-rows.js';

/**
 * One page of the customers list and the number of matches. The page's ids are found first (and counted in
 * the same pass), then only those customers get their order totals computed.
 */
export async function listAdminCustomers(
  db: Db,
  query: AdminCustomerListQuery,
): Promise<{ customers: AdminCustomer[]; total: number }> {
  const where = customerListWhere(query);
  const found = await db.execute<RawCustomerRow & { total: number }>(sql`
    WITH page AS (
      SELECT c.id, count(*) OVER ()::int AS total FROM customers c WHERE ${where}
      ORDER BY ${CUSTOMERS_NEWEST_FIRST}
      ${pageSlice(query)}
    )
    SELECT ${CUSTOMER_ROW_COLUMNS}, page.total FROM page JOIN customers c ON c.id = page.id
    ORDER BY ${CUSTOMERS_NEWEST_FIRST}`);
  const total = await pageTotal(found.rows[0], query.page, () => countMatches(db, sql`customers c`, where));
  return { customers: found.rows.map(toAdminCustomer), total };
}
