import {
  previousReportRange,
  reportBucket,
  reportBuckets,
  reportRangeWindow,
  type AdminCashRangeReportResponse,
  type AdminCouponsReportResponse,
  type AdminCustomersReportResponse,
  type AdminProductsReportResponse,
  type AdminSalesReportResponse,
  type AdminStockReportResponse,
  type ReportGroup,
  type ReportProductDimension,
  type ReportRange,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { createBuyersReportRepository } from './buyers-report-repository.js';
import { createCashRangeReportRepository } from './cash-report-range-repository.js';
import { createProductsReportRepository } from './products-report-repository.js';
import { createReportDayCache } from './report-day-cache.js';
import { createSalesReportRepository, sumFigures } from './sales-report-repository.js';
import { createStockReportRepository } from './stock-report-repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

/**
 * The reports of /admin/reports (decisions 025 and 028): whole past days of sales, products and cash
 * from the day cache, today and the customers and coupons reports read from the orders on each request.
 */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  const cache = createReportDayCache(db, now);
  const sales = createSalesReportRepository(db, cache);
  const products = createProductsReportRepository(db, cache);
  const cash = createCashRangeReportRepository(db, cache);
  const buyers = createBuyersReportRepository(db);
  const stock = createStockReportRepository(db);

  return {
    async sales(range: ReportRange, group: ReportGroup): Promise<AdminSalesReportResponse> {
      const previousRange = previousReportRange(range);
      // One pass over both periods, by Doha day; the periods and the buckets are sums of days.
      const days = await sales.days({ from: previousRange.from, to: range.to });
      const inRange = (r: ReportRange) => days.filter((day) => day.date >= r.from && day.date <= r.to);
      const current = inRange(range);
      return {
        range,
        previous_range: previousRange,
        current: sumFigures(current),
        previous: sumFigures(inRange(previousRange)),
        series: reportBuckets(range, group).map((bucket) => {
          const figures = sumFigures(current.filter((day) => reportBucket(day.date, group) === bucket));
          return {
            bucket,
            orders: figures.orders,
            net_sales: figures.net_sales,
            received: figures.received,
            net_received: figures.net_received,
          };
        }),
      };
    },

    async products(range: ReportRange, by: ReportProductDimension): Promise<AdminProductsReportResponse> {
      return { range, by, ...(await products.report(range, by)) };
    },

    async cash(range: ReportRange): Promise<AdminCashRangeReportResponse> {
      return { range, ...(await cash.report(range, now())) };
    },

    async coupons(range: ReportRange): Promise<AdminCouponsReportResponse> {
      return { range, rows: await buyers.coupons(reportRangeWindow(range)) };
    },

    async customers(range: ReportRange): Promise<AdminCustomersReportResponse> {
      return { range, ...(await buyers.customers(reportRangeWindow(range))) };
    },

    async stock(range: ReportRange): Promise<AdminStockReportResponse> {
      return { range, ...(await stock.report(reportRangeWindow(range))) };
    },
  };
}
