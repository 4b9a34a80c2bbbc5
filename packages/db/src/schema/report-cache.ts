import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The reports' day cache (decision 028): whole past Doha days of the sales, products and cash reports, kept so
 * a 12-month report sums a few hundred rows instead of reading 100,000 orders. A day's figures are written by
 * the report that first needs them and are trusted only while the day's version is the one they were computed
 * at; triggers on `orders` and `order_items` bump the version of every past day a change touches (placed,
 * cash recorded), in the changing transaction, so a cancel, a cash record or an archive of a past order is in
 * the next report. Today is never cached and never bumped (the row every new order would queue on).
 */
export const reportDayVersions = pgTable('report_day_versions', {
  day: date('day', { mode: 'string' }).primaryKey(),
  version: integer('version').notNull(),
});

/** Which report has which day cached, at which version of the day. */
export const reportCachedDays = pgTable(
  'report_cached_days',
  {
    report: text('report').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.report, t.day] })],
);

/** The sales report's figures for one Doha day (the server's SalesDay, less its date). */
export const reportSalesDays = pgTable('report_sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  figures: jsonb('figures').$type<Record<string, number>>().notNull(),
});

/** A day's sale lines summed per product and variant, with the lines' own copy of the names. */
export const reportProductDays = pgTable(
  'report_product_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id'),
    variantId: integer('variant_id'),
    productName: text('product_name'),
    productNameEn: text('product_name_en'),
    variantName: text('variant_name'),
    variantNameEn: text('variant_name_en'),
    units: bigint('units', { mode: 'number' }).notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
  },
  (t) => [index('report_product_days_day_idx').on(t.day)],
);

/** A day's cash recorded, per driver or staff member who handed it in. */
export const reportCashDays = pgTable(
  'report_cash_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    driverId: integer('driver_id'),
    receivedBy: text('received_by'),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    expected: bigint('expected', { mode: 'number' }).notNull(),
    collected: bigint('collected', { mode: 'number' }).notNull(),
    short: bigint('short', { mode: 'number' }).notNull(),
    over: bigint('over', { mode: 'number' }).notNull(),
  },
  (t) => [index('report_cash_days_day_idx').on(t.day)],
);
