import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBoardColumnPage,
  AdminBoardColumnParams,
  AdminBoardColumnQuery,
  AdminOrderBoardResponse,
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderParams,
  ApiErrorBody,
  AppError,
  dohaDate,
  seesShopperContact,
  type AdminOrderSummary,
} from '@matjar/core';
import { orderDetailFor, orderSummaryFor } from './order-contact-view.js';
import type { OrderReadService } from './order-read-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: orders'];

/** A caller who reads contact details masked searches by order number only (order-list-filters.ts). */
const searchScope = (staff: { role: string } | null) => ({ contact: seesShopperContact(staff) });

export interface AdminOrdersRoutesOptions {
  reads: OrderReadService;
  /** The clock the Doha-day periods are counted from (tests fix it). */
  now: () => Date;
}

/**
 * The back office's orders, read side: all orders, CSV, the active board, one order — each with
 * the shoppers' contact details masked for a caller who does not handle orders (order-contact-view.ts).
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (app, options) => {
  const { reads, now } = options;

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'All orders, one page, newest first: status, Doha-day period, awaiting cash, archived, search',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderListResponse, ...guarded },
      },
    },
    async (request) => {
      const scope = searchScope(request.staff);
      const { orders, total } = await reads.list(request.query, now(), scope);
      return {
        orders: orders.map((order) => orderSummaryFor(request.staff, order)),
        total,
        page: request.query.page,
        page_size: request.query.page_size,
      };
    },
  );

  app.get(
    '/api/admin/orders.csv',
    {
      schema: {
        tags,
        summary: 'All orders as CSV (UTF-8 with BOM), the list filters, newest first',
        querystring: AdminOrderListQuery.omit({ page: true, page_size: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (request, reply) => {
      const at = now();
      const { csv, total } = await reads.exportCsv(request.query, at, searchScope(request.staff));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${dohaDate(at)}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(total))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/orders/board',
    {
      schema: {
        tags,
        summary:
          "The active board: each column's count and oldest page, latest delivered and canceled, cash awaiting per Doha day",
        response: { 200: AdminOrderBoardResponse, ...guarded },
      },
    },
    async (request) => {
      const board = await reads.board();
      const view = (orders: AdminOrderSummary[]) =>
        orders.map((order) => orderSummaryFor(request.staff, order));
      return {
        ...board,
        columns: board.columns.map((column) => ({ ...column, orders: view(column.orders) })),
        history: view(board.history),
      };
    },
  );

  app.get(
    '/api/admin/orders/board/:status',
    {
      schema: {
        tags,
        summary: 'One active column of the board, the next page after a keyset cursor (oldest first)',
        params: AdminBoardColumnParams,
        querystring: AdminBoardColumnQuery,
        response: { 200: AdminBoardColumnPage, ...guarded },
      },
    },
    async (request) => {
      const page = await reads.boardColumn(request.params.status, request.query.after);
      return { ...page, orders: page.orders.map((order) => orderSummaryFor(request.staff, order)) };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order: lines, customer, transaction, timeline, notes, cash and archive marks',
        params: AdminOrderParams,
        response: { 200: AdminOrderDetail, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const order = await reads.find(request.params.id);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return orderDetailFor(request.staff, order);
    },
  );
};
