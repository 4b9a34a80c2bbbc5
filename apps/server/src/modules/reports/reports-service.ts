import {
  giftCardReportTotals,
  previousReportRange,
  reportBucket,
  reportBuckets,
  reportRangeWindow,
  type AdminCashRangeReportResponse,
  type AdminCouponsReportResponse,
  type AdminGiftCardReportResponse,
  type AdminGiftCodeStock,
  type AdminCustomersReportResponse,
  type AdminProductsReportResponse,
  type AdminReturnsReportResponse,
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
import { createReturnsReportRepository } from './returns-report-repository.js';
import { createSalesReportRepository, sumFigures } from './sales-report-repository.js';
import { createStockReportRepository } from './stock-report-repository.js';
import { createGiftCardReportRepository } from './gift-card-report-repository.js';
import { createGiftCodeStockRepository } from '../gift-cards/index.js';

/**
 * Brand card values at or below their card's low-codes threshold, fewest codes first: the stock report's alert,
 * by each card's own figure (goods are low below core's LOW_STOCK_BELOW; a brand card is not in that list).
 */
function lowCodesFirst(codes: AdminGiftCodeStock[]): AdminGiftCodeStock[] {
  return codes.filter((row) => row.low).sort((a, b) => a.available - b.available || a.value - b.value);
}

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
  const returns = createReturnsReportRepository(db);
  const giftCards = createGiftCardReportRepository(db, (handle) =>
    createGiftCodeStockRepository(handle).loadGiftCodeStock(),
  );

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

    /** Returns by reason and product (decision 048), read from the returns on each request. */
    async returns(range: ReportRange): Promise<AdminReturnsReportResponse> {
      return { range, ...(await returns.report(reportRangeWindow(range))) };
    },

    async giftCards(range: ReportRange): Promise<AdminGiftCardReportResponse> {
      const rows = await giftCards.report(reportRangeWindow(range));
      return { range, rows, totals: giftCardReportTotals(rows) };
    },

    async stock(range: ReportRange): Promise<AdminStockReportResponse> {
      const [report, codes] = await Promise.all([
        stock.report(reportRangeWindow(range)),
        createGiftCodeStockRepository(db).loadGiftCodeStock(),
      ]);
      return { range, ...report, low_codes: lowCodesFirst(codes) };
    },
  };
}
