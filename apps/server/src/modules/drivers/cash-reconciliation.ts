import { sql } from 'drizzle-orm';
import {
  AppError,
  CASH_REPORT_CSV_COLUMNS,
  CASH_REPORT_CSV_HEADERS,
  CASH_REPORT_KIND_LABELS,
  csvDocument,
  formatDriverPhone,
  qarCell,
  startOfDohaDay,
  type AdminCashReportResponse,
  type AdminDeliverySheetResponse,
  type CashReportRow,
  type DeliverySheetItem,
  type DeliverySheetOrder,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { bookedDaySql, windowField } from '../delivery/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a Doha calendar day spans: [start, end). */
function dohaDayRange(date: string) {
  const start = startOfDohaDay(date);
  return { start: start.toISOString(), end: new Date(start.getTime() + DAY_MS).toISOString() };
}

type RawSheetOrder = Omit<DeliverySheetOrder, 'to_collect' | 'delivery_window' | 'late' | 'items'> & {
  to_collect: number | string;
  cash_recorded: boolean;
  late: boolean;
  delivery_date: string | null;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
};

/**
 * A driver's delivery sheet for a Doha day: their orders booked for that day (not canceled, not archived), an
 * order still to deliver whose day has passed carried onto today (bookedDaySql), with the cash to collect at
 * each door.
 */
export async function loadDeliverySheet(
  db: Db,
  driverId: number,
  date: string,
  today: string,
): Promise<AdminDeliverySheetResponse> {
  const found = await db.execute<{ id: number; name: string; phone: string }>(
    sql`SELECT id, name, phone FROM drivers WHERE id = ${driverId}`,
  );
  const driver = found.rows[0];
  if (!driver) throw new AppError('DRIVER_NOT_FOUND');
  const day = await bookedDaySql(db, today);
  const result = await db.execute<RawSheetOrder>(sql`
    SELECT o.id, o.order_number, o.short_number, o.status, o.customer_name, o.customer_phone, o.shipping_address,
      o.shipping_city, o.shipping_notes, o.payment_method,
      CASE WHEN o.payment_method = 'cash' THEN o.total_amount - o.gift_card_amount ELSE 0 END AS to_collect,
      o.cash_received_at IS NOT NULL AS cash_recorded,
      o.status IN ('pending', 'confirmed', 'shipped') AND ${day.booked} < ${today}::date AS late,
      to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_window_start, o.delivery_window_end
    FROM orders o
    WHERE o.driver_id = ${driverId} AND o.archived_at IS NULL AND o.status NOT IN ('canceled', 'returned')
      AND ${day.run} = ${date}::date
    -- The driver's round by place: Qatar's blue-plate zone numbers are unique across the country, and
    -- the address line starts with the zone (deliveryAddressLine), so zone order is a route; then the city.
    -- Within a zone, by the window booked (decision 034): the morning's doors before the evening's.
    ORDER BY substring(o.shipping_address from '^\\D*(\\d{1,3})')::int NULLS LAST, o.shipping_city NULLS LAST,
      o.delivery_date NULLS LAST, o.delivery_window_start NULLS LAST, o.driver_assigned_at, o.id`);
  const rows = result.rows.map((raw) => {
    const { cash_recorded, late, delivery_date, delivery_window_start, delivery_window_end, ...row } = raw;
    const window = windowField({
      deliveryDate: delivery_date,
      deliveryWindowStart: delivery_window_start,
      deliveryWindowEnd: delivery_window_end,
    });
    const order = {
      ...row,
      to_collect: Number(row.to_collect),
      late,
      ...(window.window ? { delivery_window: window.window } : {}),
    };
    return { order, cash_recorded };
  });
  const items = await sheetItems(
    db,
    rows.map((row) => row.order.id),
  );
  const orders = rows.map((row) => ({ ...row.order, items: items.get(row.order.id) ?? [] }));
  return {
    driver: { id: driver.id, name: driver.name, phone: formatDriverPhone(driver.phone) },
    date,
    orders,
    total_to_collect: orders.reduce((sum, order) => sum + order.to_collect, 0),
    cash_expected: rows.reduce((sum, row) => sum + (row.cash_recorded ? 0 : row.order.to_collect), 0),
  };
}

/** The lines of the sheet's orders, by order, each order's in the order they were placed. */
async function sheetItems(db: Db, orderIds: number[]): Promise<Map<number, DeliverySheetItem[]>> {
  const byOrder = new Map<number, DeliverySheetItem[]>();
  if (orderIds.length === 0) return byOrder;
  const result = await db.execute<DeliverySheetItem & { order_id: number }>(sql`
    SELECT order_id, product_name, product_name_en, variant_name, variant_name_en, quantity
    FROM order_items WHERE order_id IN (${sql.join(orderIds, sql`, `)})
    ORDER BY order_id, id`);
  for (const { order_id, ...item } of result.rows) {
    const lines = byOrder.get(order_id) ?? [];
    lines.push(item);
    byOrder.set(order_id, lines);
  }
  return byOrder;
}

type RawReportRow = {
  driver_id: number | null;
  name: string | null;
  orders: number | string;
  expected: number | string;
  received: number | string;
  short_amount: number | string;
  over_amount: number | string;
  orders_with_difference: number | string;
  refunded: number | string;
};

/**
 * The daily cash report: the cash recorded on a Doha day (a staff member named by their full name, as the
 * screen and the CSV show people; their username when they have none) (archived orders too: the money came in), one row
 * per driver who handed it in and per staff member who took it themselves, drivers first. Cash refunds paid
 * back from cash in hand that day (decision 045) reduce what that driver or staff member hands over; a refund
 * by bank transfer comes from the shop's account and does not.
 */
export async function loadCashReport(db: Db, date: string): Promise<AdminCashReportResponse> {
  const { start, end } = dohaDayRange(date);
  const result = await db.execute<RawReportRow>(sql`
    SELECT c.driver_id, c.name, count(*) FILTER (WHERE c.is_order) AS orders, sum(c.due) AS expected,
      sum(c.received) AS received,
      sum(greatest(c.due - c.received, 0)) AS short_amount,
      sum(greatest(c.received - c.due, 0)) AS over_amount,
      count(*) FILTER (WHERE c.received <> c.due) AS orders_with_difference,
      sum(c.refunded) AS refunded
    FROM (
      SELECT o.cash_received_driver_id AS driver_id, o.total_amount - o.gift_card_amount AS due, o.cash_received_amount AS received,
        CASE WHEN o.cash_received_driver_id IS NULL THEN coalesce(nullif(trim(u.full_name), ''), o.cash_received_by)
          ELSE d.name END AS name,
        true AS is_order, 0 AS refunded
      FROM orders o LEFT JOIN drivers d ON d.id = o.cash_received_driver_id
        LEFT JOIN admin_users u ON u.username = o.cash_received_by
      WHERE o.cash_received_at >= ${start} AND o.cash_received_at < ${end}
      UNION ALL
      SELECT r.cash_paid_by_driver_id, 0, 0,
        CASE WHEN r.cash_paid_by_driver_id IS NULL THEN coalesce(nullif(trim(u.full_name), ''), r.cash_paid_by)
          ELSE d.name END,
        false, r.amount
      FROM refunds r LEFT JOIN drivers d ON d.id = r.cash_paid_by_driver_id
        LEFT JOIN admin_users u ON u.username = r.cash_paid_by
      WHERE r.status = 'succeeded' AND r.method = 'cash' AND r.cash_how = 'cash'
        AND r.settled_at >= ${start} AND r.settled_at < ${end}
    ) c
    GROUP BY c.driver_id, c.name
    ORDER BY (c.driver_id IS NULL), c.name`);
  const rows: CashReportRow[] = result.rows.map((row) => {
    const expected = Number(row.expected);
    const received = Number(row.received);
    return {
      kind: row.driver_id === null ? 'staff' : 'driver',
      driver_id: row.driver_id,
      name: row.name ?? '',
      orders: Number(row.orders),
      expected,
      received,
      difference: received - expected,
      short: Number(row.short_amount),
      over: Number(row.over_amount),
      orders_with_difference: Number(row.orders_with_difference),
      refunded: Number(row.refunded),
      to_hand_over: received - Number(row.refunded),
    };
  });
  const sum = (pick: (row: CashReportRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    date,
    rows,
    totals: {
      orders: sum((row) => row.orders),
      expected: sum((row) => row.expected),
      received: sum((row) => row.received),
      difference: sum((row) => row.difference),
      short: sum((row) => row.short),
      over: sum((row) => row.over),
      orders_with_difference: sum((row) => row.orders_with_difference),
      refunded: sum((row) => row.refunded),
      to_hand_over: sum((row) => row.to_hand_over),
    },
  };
}

/**
 * The report as CSV (the shop's conventions: BOM, CRLF, QAR with two decimals, formula guard on names). The
 * difference is written as two non-negative columns, short and over: a signed "-4.00" would start like a
 * formula and be guarded with an apostrophe, which a spreadsheet no longer sums.
 */
export function cashReportCsv(report: AdminCashReportResponse, lang: 'ar' | 'en'): string {
  const cells = (
    kind: 'driver' | 'staff' | 'total',
    name: string,
    row: AdminCashReportResponse['totals'],
  ) => [
    report.date,
    CASH_REPORT_KIND_LABELS[kind][lang],
    name,
    row.orders,
    qarCell(row.expected),
    qarCell(row.received),
    qarCell(row.short),
    qarCell(row.over),
    row.orders_with_difference,
    qarCell(row.refunded),
    // Like short and over: two non-negative columns, never a signed amount (decision 020).
    qarCell(Math.max(0, row.to_hand_over)),
    qarCell(Math.max(0, -row.to_hand_over)),
  ];
  const rows = report.rows.map((row) => cells(row.kind, row.name, row));
  rows.push(cells('total', '', report.totals));
  const headers = CASH_REPORT_CSV_HEADERS[lang];
  return csvDocument([CASH_REPORT_CSV_COLUMNS.map((column) => headers[column]), ...rows]);
}
