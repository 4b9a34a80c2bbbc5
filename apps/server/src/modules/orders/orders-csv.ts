import { sql } from 'drizzle-orm';
import {
  csvDocument,
  dohaDateTime,
  formatOrderNumber,
  maskShopperContact,
  ORDER_CSV_COLUMNS,
  ORDER_CSV_EXPORT_MAX,
  type OrderCsvColumn,
  qarCell,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import {
  NEWEST_FIRST,
  orderListWhere,
  type OrderListFilters,
  type OrderSearchScope,
} from './order-list-filters.js';

type Instant = Date | string;
type ExportedOrder = {
  short_number: number;
  order_number: string;
  created_at: Instant;
  status: string;
  payment_method: string;
  payment_status: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  shipping_city: string | null;
  items: number;
  subtotal: number;
  discount_amount: number;
  shipping_fee: number;
  total_amount: number;
  coupon_code: string | null;
  cash_received_at: Instant | null;
  cash_received_amount: number | null;
  archived_at: Instant | null;
  locale: string;
};

const doha = (value: Instant | null) => (value === null ? null : dohaDateTime(new Date(value)));

function csvRow(o: ExportedOrder): Record<OrderCsvColumn, string | number | null> {
  return {
    short_number: formatOrderNumber(o.short_number),
    order_number: o.order_number,
    created_at_doha: doha(o.created_at),
    status: o.status,
    payment_method: o.payment_method,
    payment_status: o.payment_status,
    customer_name: o.customer_name,
    customer_email: o.customer_email,
    customer_phone: o.customer_phone,
    shipping_city: o.shipping_city,
    items: o.items,
    subtotal_qar: qarCell(o.subtotal),
    discount_qar: qarCell(o.discount_amount),
    shipping_fee_qar: qarCell(o.shipping_fee),
    total_qar: qarCell(o.total_amount),
    coupon_code: o.coupon_code,
    cash_received_at_doha: doha(o.cash_received_at),
    cash_received_qar: o.cash_received_amount === null ? null : qarCell(o.cash_received_amount),
    archived_at_doha: doha(o.archived_at),
    locale: o.locale,
  };
}

/**
 * The all-orders list as CSV (core's csvDocument: BOM, formula guard, CRLF): the list's filters and order,
 * at most ORDER_CSV_EXPORT_MAX rows; `total` is how many matched. `scope.contact` false: masked contact
 * columns and a search by order number only, as the list shows that caller.
 */
export async function exportOrdersCsv(
  db: Db,
  filters: OrderListFilters,
  now: Date,
  scope: OrderSearchScope = { contact: true },
): Promise<{ csv: string; total: number }> {
  const where = orderListWhere(filters, now, scope);
  const found = await db.execute<ExportedOrder & { total: number }>(sql`
    SELECT o.short_number, o.order_number, o.created_at, o.status, o.payment_method, o.payment_status, o.customer_name,
      o.customer_email, o.customer_phone, o.shipping_city, o.subtotal, o.discount_amount, o.shipping_fee,
      o.total_amount, o.coupon_code, o.cash_received_at, o.cash_received_amount, o.archived_at, o.locale,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items,
      count(*) OVER ()::int AS total
    FROM orders o WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${ORDER_CSV_EXPORT_MAX}`);
  // A caller who does not handle orders gets the same columns, the contact ones masked as on screen.
  const rows = found.rows.map((row) => csvRow(scope.contact ? row : maskShopperContact(row)));
  return {
    csv: csvDocument([
      ORDER_CSV_COLUMNS,
      ...rows.map((row) => ORDER_CSV_COLUMNS.map((column) => row[column])),
    ]),
    total: found.rows[0]?.total ?? 0,
  };
}
