import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.js';
import { dohaDate, startOfDohaDay } from './doha-time.js';

/**
 * What the reports count (decision 025), defined once beside the revenue rule (revenue.ts, decision
 * 019). Two words, shown plainly on the screen:
 *
 * - **Sales** are counted when the order is placed (its Doha day of `created_at`): an order is a sale unless it
 *   was canceled or is a card order whose payment has not completed (pending, failed or cancelled: nothing was
 *   bought). A cash order is a sale from the moment it is placed. Archived orders count (archiving hides an
 *   order from the lists, not from the books).
 * - **Cancelled value** is the total of orders placed in the period that would have been sales but were canceled.
 * - **Returned value** is the goods' value that came back, whole orders and single items alike (decisions 027 and
 *   048): the lines back at the prices charged (`orders.returned_value`), from orders placed in the period that
 *   were paid (or cash); **returned orders** counts those orders. An order returned whole is not a sale either;
 *   one partly returned still is, and the goods it kept count in its sales. Goods move here; money moves only
 *   with refunds, which money received nets out on the day they were made (revenue.ts).
 * - **Money received** is core's revenue (`revenueOf`): paid card orders when placed, cash when it was recorded.
 *
 * Gross sales are the goods at their list prices (before the product's own discount: `order_items.list_price`),
 * discounts the products' own (list less charged, core's lineProductDiscount) and the coupon's goods discount
 * (`discount_amount`) apart, net sales gross less both (= `subtotal` less the coupon), delivery the fees
 * charged; total = net + delivery.
 *
 * `countsAsSale` decides for one order; SALES_SQL is the same rule over `orders`' unqualified columns. A
 * database test keeps the two in agreement: change them together.
 */
export interface SaleFacts {
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus | null;
}

const paidOrCash = (order: SaleFacts) =>
  order.payment_method === 'cash' || order.payment_status === 'completed';

export function countsAsSale(order: SaleFacts): boolean {
  return order.status !== 'canceled' && order.status !== 'returned' && paidOrCash(order);
}

/** A canceled order that would otherwise have been a sale (its value is the report's cancelled value). */
export function countsAsCancelledSale(order: SaleFacts): boolean {
  return order.status === 'canceled' && paidOrCash(order);
}

/** A returned order (decision 027): not a sale; its value is the report's returned value. */
export function countsAsReturned(order: SaleFacts): boolean {
  return order.status === 'returned' && paidOrCash(order);
}

/**
 * An order some or all of whose goods came back (whole or part), counted in the report's returned value: paid
 * (or cash), not canceled, with goods back. Its value there is `returned_value`.
 */
export function hasReturnedGoods(order: SaleFacts & { returned_value: number }): boolean {
  return order.returned_value > 0 && order.status !== 'canceled' && paidOrCash(order);
}

/**
 * The twins of `countsAsSale`, `countsAsCancelledSale`, `countsAsReturned` and `hasReturnedGoods` in SQL over
 * `orders`.
 */
export const SALES_SQL = {
  counts:
    "(status NOT IN ('canceled', 'returned') AND (payment_method = 'cash' OR payment_status = 'completed'))",
  cancelled: "(status = 'canceled' AND (payment_method = 'cash' OR payment_status = 'completed'))",
  returned: "(status = 'returned' AND (payment_method = 'cash' OR payment_status = 'completed'))",
  // Matches orders_returned_created_idx (its predicate, returned_value > 0, comes first).
  withReturnedGoods:
    "(returned_value > 0 AND status <> 'canceled' AND (payment_method = 'cash' OR payment_status = 'completed'))",
} as const;

/** The ranges the reports screen offers, in Doha days. */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range a report reads (two years and a day): a comparison doubles it. */
export const REPORT_MAX_DAYS = 731;

/** A range of Doha calendar days, both ends included, YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day (YYYY-MM-DD) moved by whole days. */
export const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days in a range, both ends counted. */
export function reportRangeDays(range: ReportRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** A preset's range on the Doha day of `now` (custom: today, for the form to start from). */
export function reportPresetRange(preset: ReportPreset, now: Date): ReportRange {
  const today = dohaDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'yesterday': {
      const day = shiftDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: shiftDays(today, -6), to: today };
    case 'last30':
      return { from: shiftDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shiftDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    default:
      return { from: today, to: today };
  }
}

/** The period of the same length just before a range (last 7 days against the 7 before them). */
export function previousReportRange(range: ReportRange): ReportRange {
  const days = reportRangeDays(range);
  return { from: shiftDays(range.from, -days), to: shiftDays(range.from, -1) };
}

/** The instants a range covers: from Doha's midnight of its first day to that of the day after its last. */
export function reportRangeWindow(range: ReportRange): { from: Date; to: Date } {
  return { from: startOfDohaDay(range.from), to: startOfDohaDay(shiftDays(range.to, 1)) };
}

/**
 * The bucket a Doha day falls in: itself, the Saturday its week began on (Qatar's week runs Saturday to
 * Friday on the shop's calendar), or the first of its month. The SQL side groups the same way.
 */
export function reportBucket(date: string, group: ReportGroup): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDays(date, -((weekday + 1) % 7));
}

/** Every bucket of a range in order, so a chart shows the empty days too. */
export function reportBuckets(range: ReportRange, group: ReportGroup): string[] {
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDays(day, 1)) {
    const bucket = reportBucket(day, group);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}
