import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AdminCashRangeReportResponse,
  AdminCouponsReportResponse,
  AdminCustomersReportResponse,
  AdminGiftCardReportResponse,
  AdminProductsReportResponse,
  AdminReturnsReportResponse,
  AdminSalesReportResponse,
  AdminStockReportResponse,
  type ReportGroup,
  type ReportProductDimension,
  type ReportRange,
} from '@matjar/core';
import { apiGet } from '../../../lib/api/api-client';
import { reportKeys } from '../../../lib/api/query-keys';

/** GET /api/admin/reports/sales: sales and money received against the previous period, per bucket. */
export function useSalesReport(range: ReportRange, group: ReportGroup) {
  return useQuery({
    queryKey: reportKeys.sales(range.from, range.to, group),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/reports/sales?from=${range.from}&to=${range.to}&group=${group}`,
        AdminSalesReportResponse,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/products: units and sales by product, variant, category or brand. */
export function useProductsReport(range: ReportRange, by: ReportProductDimension) {
  return useQuery({
    queryKey: reportKeys.products(range.from, range.to, by),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/reports/products?from=${range.from}&to=${range.to}&by=${by}`,
        AdminProductsReportResponse,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/cash: cash recorded per day and per collector, and cash still out. */
export function useCashRangeReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.cash(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/cash?from=${range.from}&to=${range.to}`, AdminCashRangeReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/coupons: uses, discount given and net sales per coupon. */
export function useCouponsReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.coupons(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/coupons?from=${range.from}&to=${range.to}`, AdminCouponsReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/customers: new and returning buyers, top customers. */
export function useCustomersReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.customers(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/customers?from=${range.from}&to=${range.to}`, AdminCustomersReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/stock: stock held at cost and at price, low and out, movements by reason. */
export function useStockReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.stock(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/stock?from=${range.from}&to=${range.to}`, AdminStockReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/returns: goods back in the range, by reason and by product (decision 048). */
export function useReturnsReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.returns(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/returns?from=${range.from}&to=${range.to}`, AdminReturnsReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/gift-cards: gift-card sales by card and value, codes' cost, margin and codes left. */
export function useGiftCardsReport(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.giftCards(range.from, range.to),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports/gift-cards?from=${range.from}&to=${range.to}`, AdminGiftCardReportResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
