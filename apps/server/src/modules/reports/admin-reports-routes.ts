import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCashRangeReportResponse,
  AdminCouponsReportResponse,
  AdminCustomersReportResponse,
  AdminProductsReportQuery,
  AdminProductsReportResponse,
  AdminReportQuery,
  AdminSalesReportResponse,
  AdminStockReportResponse,
  ApiErrorBody,
} from '@matjar/core';
import type { ReportsService } from './reports-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: reports'];

/** /api/admin/reports/*: sales, products, cash, coupons and customers over a range of Doha days. */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/admin/reports/sales',
    {
      schema: {
        tags,
        summary:
          'Sales counted when placed and money received, against the previous period of the same length, by day, week or month',
        querystring: AdminReportQuery,
        response: { 200: AdminSalesReportResponse, ...guarded },
      },
    },
    async (request) => {
      const { from, to, group } = request.query;
      return reports.sales({ from, to }, group);
    },
  );

  app.get(
    '/api/admin/reports/products',
    {
      schema: {
        tags,
        summary: 'Units and sales by product, variant, category or brand, and the products that did not sell',
        querystring: AdminProductsReportQuery,
        response: { 200: AdminProductsReportResponse, ...guarded },
      },
    },
    async (request) => {
      const { from, to, by } = request.query;
      return reports.products({ from, to }, by);
    },
  );

  app.get(
    '/api/admin/reports/cash',
    {
      schema: {
        tags,
        summary:
          'Cash on delivery recorded in the range per day and per driver or staff member, and cash still out by age',
        querystring: AdminReportQuery,
        response: { 200: AdminCashRangeReportResponse, ...guarded },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return reports.cash({ from, to });
    },
  );

  app.get(
    '/api/admin/reports/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons used on the range’s sales: uses, discount given, net sales of those orders',
        querystring: AdminReportQuery,
        response: { 200: AdminCouponsReportResponse, ...guarded },
      },
    },
    async (request) => reports.coupons({ from: request.query.from, to: request.query.to }),
  );

  app.get(
    '/api/admin/reports/customers',
    {
      schema: {
        tags,
        summary: 'Buyers of the range’s sales: new and returning, orders, top customers by net sales',
        querystring: AdminReportQuery,
        response: { 200: AdminCustomersReportResponse, ...guarded },
      },
    },
    async (request) => reports.customers({ from: request.query.from, to: request.query.to }),
  );

  app.get(
    '/api/admin/reports/stock',
    {
      schema: {
        tags,
        summary:
          'Stock held now at cost and at price, by category and brand, low and out of stock; the range’s stock movements by reason',
        querystring: AdminReportQuery,
        response: { 200: AdminStockReportResponse, ...guarded },
      },
    },
    async (request) => reports.stock({ from: request.query.from, to: request.query.to }),
  );
};
