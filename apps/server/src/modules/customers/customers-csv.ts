import { sql } from 'drizzle-orm';
import {
  type AdminCustomerCsvQuery,
  csvDocument,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_CSV_EXPORT_MAX,
  type CustomerCsvColumn,
  dohaDateTime,
  qarCell,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { CUSTOMER_ROW_COLUMNS, CUSTOMERS_NEWEST_FIRST, customerListWhere } from './customer-list-filters.js';
import type { RawCustomerRow } from './customer-rows.js';

function csvRow(c: RawCustomerRow): Record<CustomerCsvColumn, string | number | null> {
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    kind: c.is_guest ? 'guest' : 'account',
    active: c.is_active ? 'yes' : 'no',
    joined_at_doha: dohaDateTime(new Date(c.created_at)),
    order_count: c.order_count,
    total_spent_qar: qarCell(Number(c.total_spent)),
    last_order_at_doha: c.last_order_at === null ? null : dohaDateTime(new Date(c.last_order_at)),
  };
}

/**
 * The customers list as CSV (core's csvDocument: BOM, formula guard, CRLF): the list's filters and order,
 * at most CUSTOMER_CSV_EXPORT_MAX rows; `total` is how many matched.
 */
export async function exportCustomersCsv(
  db: Db,
  filters: AdminCustomerCsvQuery,
): Promise<{ csv: string; total: number }> {
  const where = customerListWhere(filters);
  const found = await db.execute<RawCustomerRow & { total: number }>(sql`
    SELECT ${CUSTOMER_ROW_COLUMNS}, count(*) OVER ()::int AS total
    FROM customers c WHERE ${where} ORDER BY ${CUSTOMERS_NEWEST_FIRST} LIMIT ${CUSTOMER_CSV_EXPORT_MAX}`);
  return {
    csv: csvDocument([
      CUSTOMER_CSV_COLUMNS,
      ...found.rows.map(csvRow).map((row) => CUSTOMER_CSV_COLUMNS.map((column) => row[column])),
    ]),
    total: found.rows[0]?.total ?? 0,
  };
}
