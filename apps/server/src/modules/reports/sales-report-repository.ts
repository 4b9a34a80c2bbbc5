import { sql } from 'drizzle-orm';
import { netRevenue, type ReportRange, type ReportSalesFigures } from '@matjar/core';
import type { Db, DbTransaction } from '@matjar/db';
import type { createReportDayCache } from './report-day-cache.js';
import {
  HAS_RETURNED_GOODS,
  IS_CANCELLED_SALE,
  IS_REFUND,
  IS_REVENUE,
  IS_SALE,
  REFUND_AMOUNT,
  REFUND_AT,
  REVENUE_AMOUNT,
  REVENUE_AT,
  dohaDay,
  within,
  type TimeWindow,
} from './reports-sql.js';

type Row = Record<string, string | number | null>;
const n = (value: string | number | null | undefined) => Number(value ?? 0);

/** One Doha day's sales figures (the report sums days into its periods and buckets). */
export type SalesDay = ReportSalesFigures & { date: string };

const ZERO: ReportSalesFigures = {
  orders: 0,
  units: 0,
  gross_sales: 0,
  product_discounts: 0,
  coupon_discounts: 0,
  discounts: 0,
  net_sales: 0,
  delivery_fees: 0,
  total_sales: 0,
  cancelled_orders: 0,
  cancelled_value: 0,
  returned_orders: 0,
  returned_value: 0,
  cash_orders: 0,
  cash_sales: 0,
  card_orders: 0,
  card_sales: 0,
  received: 0,
  received_cash: 0,
  received_card: 0,
  refunded: 0,
  refunded_card: 0,
  refunded_cash: 0,
  net_received: 0,
};

/** Adds figures up (days into a period or a bucket). */
export function sumFigures(days: readonly ReportSalesFigures[]): ReportSalesFigures {
  const total = { ...ZERO };
  for (const day of days)
    for (const key of Object.keys(total) as (keyof ReportSalesFigures)[]) total[key] += day[key];
  return total;
}

/**
 * Sales (counted when placed) and money received (core's revenue) per Doha day over a window: three queries run
 * side by side, each one pass over its index range — orders by created_at (orders_sales_created_idx covers every
 * column they read), their lines, and revenue by the instant it came in (orders_revenue_at_idx).
 */
async function computeDays(handle: Db | DbTransaction, w: TimeWindow): Promise<SalesDay[]> {
  const rows = async (query: ReturnType<typeof sql>) => (await handle.execute<Row>(query)).rows;
  const day = dohaDay(sql`created_at`);
  const [placed, lines, received, refunded, returned] = await Promise.all([
    rows(sql`
      SELECT to_char(${day}, 'YYYY-MM-DD') AS date,
        count(*) FILTER (WHERE ${IS_SALE}) AS orders,
        sum(subtotal) FILTER (WHERE ${IS_SALE}) AS gross,
        sum(discount_amount) FILTER (WHERE ${IS_SALE}) AS discounts,
        sum(shipping_fee) FILTER (WHERE ${IS_SALE}) AS delivery,
        count(*) FILTER (WHERE ${IS_CANCELLED_SALE}) AS cancelled_orders,
        sum(total_amount) FILTER (WHERE ${IS_CANCELLED_SALE}) AS cancelled_value,
        count(*) FILTER (WHERE ${IS_SALE} AND payment_method = 'cash') AS cash_orders,
        sum(subtotal - discount_amount + shipping_fee) FILTER (WHERE ${IS_SALE} AND payment_method = 'cash') AS cash_sales,
        count(*) FILTER (WHERE ${IS_SALE} AND payment_method = 'online') AS card_orders,
        sum(subtotal - discount_amount + shipping_fee) FILTER (WHERE ${IS_SALE} AND payment_method = 'online') AS card_sales
      FROM orders WHERE ${within(sql`created_at`, w)} GROUP BY ${day}`),
    rows(sql`
      SELECT to_char(${dohaDay(sql`o.created_at`)}, 'YYYY-MM-DD') AS date, sum(i.quantity) AS units,
        -- core's lineProductDiscount, summed
        sum(greatest(i.list_price - i.unit_price, 0) * i.quantity) AS product_discounts
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE ${within(sql`o.created_at`, w)} AND ${IS_SALE} GROUP BY 1`),
    rows(sql`
      SELECT to_char(${dohaDay(REVENUE_AT)}, 'YYYY-MM-DD') AS date,
        sum(${REVENUE_AMOUNT}) FILTER (WHERE payment_method = 'cash') AS cash,
        sum(${REVENUE_AMOUNT}) FILTER (WHERE payment_method = 'online') AS card
      FROM orders WHERE ${IS_REVENUE} AND ${within(REVENUE_AT, w)} GROUP BY 1`),
    // Refunds on the day the money went back (core's REFUND_SQL), by method.
    rows(sql`
      SELECT to_char(${dohaDay(REFUND_AT)}, 'YYYY-MM-DD') AS date,
        sum(${REFUND_AMOUNT}) FILTER (WHERE method = 'card') AS card,
        sum(${REFUND_AMOUNT}) FILTER (WHERE method = 'cash') AS cash
      FROM refunds WHERE ${IS_REFUND} AND ${within(REFUND_AT, w)} GROUP BY 1`),
    // Goods back, whole orders and single items alike, by the day the order was placed (core's
    // hasReturnedGoods): the lines' value at the prices charged, from orders_returned_created_idx alone.
    rows(sql`
      SELECT to_char(${day}, 'YYYY-MM-DD') AS date, count(*) AS orders, sum(returned_value) AS value
      FROM orders WHERE ${HAS_RETURNED_GOODS} AND ${within(sql`created_at`, w)} GROUP BY ${day}`),
  ]);
  const days = new Map<string, SalesDay>();
  const dayOf = (date: string) => {
    let entry = days.get(date);
    if (!entry) days.set(date, (entry = { date, ...ZERO }));
    return entry;
  };
  const productDiscounts = new Map(lines.map((row) => [String(row.date), n(row.product_discounts)]));
  for (const row of placed) {
    const entry = dayOf(String(row.date));
    const charged = n(row.gross);
    const product = productDiscounts.get(String(row.date)) ?? 0;
    const coupon = n(row.discounts);
    const delivery = n(row.delivery);
    Object.assign(entry, {
      orders: n(row.orders),
      gross_sales: charged + product,
      product_discounts: product,
      coupon_discounts: coupon,
      discounts: product + coupon,
      net_sales: charged - coupon,
      delivery_fees: delivery,
      total_sales: charged - coupon + delivery,
      cancelled_orders: n(row.cancelled_orders),
      cancelled_value: n(row.cancelled_value),
      cash_orders: n(row.cash_orders),
      cash_sales: n(row.cash_sales),
      card_orders: n(row.card_orders),
      card_sales: n(row.card_sales),
    });
  }
  for (const row of lines) dayOf(String(row.date)).units = n(row.units);
  for (const row of returned) {
    const entry = dayOf(String(row.date));
    entry.returned_orders = n(row.orders);
    entry.returned_value = n(row.value);
  }
  for (const row of received) {
    const entry = dayOf(String(row.date));
    entry.received_cash = n(row.cash);
    entry.received_card = n(row.card);
    entry.received = entry.received_cash + entry.received_card;
    entry.net_received = netRevenue(entry.received, entry.refunded);
  }
  for (const row of refunded) {
    const entry = dayOf(String(row.date));
    entry.refunded_card = n(row.card);
    entry.refunded_cash = n(row.cash);
    entry.refunded = entry.refunded_card + entry.refunded_cash;
    entry.net_received = netRevenue(entry.received, entry.refunded);
  }
  return [...days.values()];
}

/**
 * The sales report's days: whole past days from the day cache (decision 028), computed once per version of the
 * day, and the rest of the range — today — read from the orders as they are.
 */
export function createSalesReportRepository(db: Db, cache: ReturnType<typeof createReportDayCache>) {
  return {
    async days(range: ReportRange): Promise<SalesDay[]> {
      const split = await cache.prepare('sales', range, sql`report_sales_days`, async (tx, w) => {
        const days = (await computeDays(db, w)).map(({ date, ...figures }) => ({ day: date, figures }));
        if (days.length === 0) return;
        await tx.execute(sql`
          INSERT INTO report_sales_days (day, figures)
          SELECT day, figures FROM json_to_recordset(${JSON.stringify(days)}::json) AS t(day date, figures jsonb)`);
      });
      const { cached, live } = split;
      const [stored, fresh] = await Promise.all([
        cached
          ? db.execute<{ date: string; figures: ReportSalesFigures }>(sql`
              SELECT to_char(day, 'YYYY-MM-DD') AS date, figures FROM report_sales_days
              WHERE day BETWEEN ${cached.from}::date AND ${cached.to}::date`)
          : { rows: [] },
        live ? computeDays(db, live) : [],
      ]);
      return [...stored.rows.map(({ date, figures }) => ({ ...ZERO, ...figures, date })), ...fresh];
    },
  };
}
