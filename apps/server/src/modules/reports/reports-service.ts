import {
  previousReportRange,
  reportBuckets,
  reportRangeWindow,
  type AdminCashRangeReportResponse,
  type AdminCouponsReportResponse,
  type AdminCustomersReportResponse,
  type AdminProductsReportResponse,
  type AdminSalesReportResponse,
  type ReportGroup,
  type ReportProductDimension,
  type ReportRange,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { createBuyersReportRepository } from './buyers-report-repository.js';
import { createCashRangeReportRepository } from './cash-report-range-repository.js';
import { createProductsReportRepository } from './products-report-repository.js';
import { createSalesReportRepository } from './sales-report-repository.js';

export type ReportsService = ReturnType<typeof createReportsService>;

/** The reports of /admin/reports (issue 26, decision 025): read from the orders on each request. */
export function createReportsService(db: Db, now: () => Date = () => new Date()) {
  const sales = createSalesReportRepository(db);
  const products = createProductsReportRepository(db);
  const cash = createCashRangeReportRepository(db);
  const buyers = createBuyersReportRepository(db);

  return {
    async sales(range: ReportRange, group: ReportGroup): Promise<AdminSalesReportResponse> {
      const previousRange = previousReportRange(range);
      const window = reportRangeWindow(range);
      const [current, previous, buckets] = [
        await sales.figures(window),
        await sales.figures(reportRangeWindow(previousRange)),
        await sales.series(window, group),
      ];
      const byBucket = new Map(buckets.map((bucket) => [bucket.bucket, bucket]));
      return {
        range,
        previous_range: previousRange,
        current,
        previous,
        series: reportBuckets(range, group).map(
          (bucket) => byBucket.get(bucket) ?? { bucket, orders: 0, net_sales: 0, received: 0 },
        ),
      };
    },

    async products(range: ReportRange, by: ReportProductDimension): Promise<AdminProductsReportResponse> {
      return { range, by, ...(await products.report(reportRangeWindow(range), by)) };
    },

    async cash(range: ReportRange): Promise<AdminCashRangeReportResponse> {
      return { range, ...(await cash.report(reportRangeWindow(range), now())) };
    },

    async coupons(range: ReportRange): Promise<AdminCouponsReportResponse> {
      return { range, rows: await buyers.coupons(reportRangeWindow(range)) };
    },

    async customers(range: ReportRange): Promise<AdminCustomersReportResponse> {
      return { range, ...(await buyers.customers(reportRangeWindow(range))) };
    },
  };
}
