import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCustomerCsvQuery,
  AdminCustomerDetail,
  AdminCustomerListQuery,
  AdminCustomerListResponse,
  AdminCustomerParams,
  AdminUpdateCustomerBody,
  AdminUpdateCustomerResponse,
  ApiErrorBody,
  AppError,
  dohaDate,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { CustomerReadService } from './customer-read-service.js';
import type { CustomerStatusService } from './customer-status-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: customers'];

/** The back office's customers: the paged list, CSV, one customer, activate / deactivate. */
export interface AdminCustomersRoutesOptions {
  reads: CustomerReadService;
  status: CustomerStatusService;
}

export const adminCustomersRoutes: FastifyPluginAsyncZod<AdminCustomersRoutesOptions> = async (
  app,
  options,
) => {
  const { reads, status } = options;

  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers, one page, newest first: search by name, e-mail or phone; active or inactive',
        querystring: AdminCustomerListQuery,
        response: { 200: AdminCustomerListResponse, ...guarded },
      },
    },
    async (request) => {
      const { customers, total } = await reads.list(request.query);
      return { customers, total, page: request.query.page, page_size: request.query.page_size };
    },
  );

  app.get(
    '/api/admin/customers.csv',
    {
      schema: {
        tags,
        summary: 'Customers as CSV (UTF-8 with BOM), the list filters, newest first',
        querystring: AdminCustomerCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (request, reply) => {
      const { csv, total } = await reads.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="customers-${dohaDate(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(total))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer: details, order count, total spent, last order and their latest orders',
        params: AdminCustomerParams,
        response: { 200: AdminCustomerDetail, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const customer = await reads.find(request.params.id);
      if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
      return customer;
    },
  );

  app.patch(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: "Activates or deactivates a customer; deactivating ends all of the customer's sessions",
        params: AdminCustomerParams,
        body: AdminUpdateCustomerBody,
        response: { 200: AdminUpdateCustomerResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await status.setActive(staffActor(request.staff), request.params.id, request.body.is_active)),
    }),
  );
};
