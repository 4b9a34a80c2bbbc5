import { sql } from 'drizzle-orm';
import type { AdminCustomer, AdminCustomerListQuery } from '@matjar/core';
import { type DbHandle } from '@matjar/db';
import type { LargeCounts } from '../../sql/large-counts.js';
import { countMatches, pageSlice } from '../../sql/list-query.js';
import { CUSTOMER_ROW_COLUMNS, CUSTOMERS_NEWEST_FIRST, customerListWhere } from './customer-list-filters.js';
import { toAdminCustomer, type RawCustomerRow } from './customer-rows.js';

/** SQL of the back office's customer list. */
export function createCustomerListRepository(db: DbHandle) {
  /**
   * One page of the customers list and the number of matches, as the orders list does it (order-list-
   * repository.ts): the page's ids from the indexes, then only those customers with their order figures; a short
   * page gives the total, otherwise the matches are counted on their own (a large count kept a few seconds).
   * With every buyer a customer a shop has tens of thousands, and count(*) OVER () read them all for each page.
   */
  async function listAdminCustomers(
    query: AdminCustomerListQuery,
    counts?: LargeCounts,
  ): Promise<{ customers: AdminCustomer[]; total: number }> {
    const where = customerListWhere(query);
    const found = await db.execute<{ id: number }>(
      sql`SELECT c.id FROM customers c WHERE ${where} ORDER BY ${CUSTOMERS_NEWEST_FIRST} ${pageSlice(query)}`,
    );
    const ids = found.rows.map((row) => row.id);
    const lastPage = ids.length < query.page_size && (ids.length > 0 || query.page === 1);
    const count = () => countMatches(db, sql`customers c`, where);
    const { page: _page, page_size: _size, ...filter } = query;
    const total = lastPage
      ? (query.page - 1) * query.page_size + ids.length
      : await (counts ? counts.count(JSON.stringify(filter), count) : count());
    if (ids.length === 0) return { customers: [], total };
    const rows = await db.execute<RawCustomerRow>(sql`
      SELECT ${CUSTOMER_ROW_COLUMNS} FROM customers c WHERE c.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY ${CUSTOMERS_NEWEST_FIRST}`);
    return { customers: rows.rows.map(toAdminCustomer), total };
  }

  return { listAdminCustomers };
}

export type CustomerListRepository = ReturnType<typeof createCustomerListRepository>;
