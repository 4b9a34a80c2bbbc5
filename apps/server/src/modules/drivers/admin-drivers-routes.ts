import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAssignDriverBody,
  AdminAssignDriverResponse,
  AdminCashReportResponse,
  AdminCreateDriverBody,
  AdminDeliverySheetResponse,
  AdminCashReportCsvQuery,
  AdminDohaDayQuery,
  AdminDriver,
  AdminDriverListResponse,
  AdminDriverParams,
  AdminOrderParams,
  AdminUpdateDriverBody,
  ApiErrorBody,
  SuccessResponse,
  dohaDate,
} from '@matjar/core';
import type { Db } from '@matjar/db';
import { staffActor } from '../staff/index.js';
import { cashReportCsv, loadCashReport, loadDeliverySheet } from './cash-reconciliation.js';
import type { DriversService } from './drivers-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const tags = ['back office: drivers and cash'];

/** Drivers, order assignment, the delivery sheet and the daily cash report. */
export const adminDriversRoutes: FastifyPluginAsyncZod<{
  db: Db;
  service: DriversService;
  now: () => Date;
}> = async (app, { db, service, now }) => {
  const dayOf = (date: string | undefined) => date ?? dohaDate(now());

  app.get(
    '/api/admin/drivers',
    {
      schema: {
        tags,
        summary: 'The drivers, active first, with how many orders name each',
        response: { 200: AdminDriverListResponse, ...guarded },
      },
    },
    async () => ({ drivers: await service.list() }),
  );

  app.post(
    '/api/admin/drivers',
    {
      schema: {
        tags,
        summary: 'Adds a driver (name, Qatari mobile number in any form); audited',
        body: AdminCreateDriverBody,
        response: { 201: AdminDriver, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body as { name: string; phone: string };
      return reply.code(201).send(await service.create(staffActor(request.staff), body));
    },
  );

  app.patch(
    '/api/admin/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Renames a driver, changes the number, deactivates or reactivates; audited',
        params: AdminDriverParams,
        body: AdminUpdateDriverBody,
        response: { 200: AdminDriver, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => service.update(staffActor(request.staff), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a driver no order names (409 DRIVER_HAS_ORDERS otherwise: deactivate); audited',
        params: AdminDriverParams,
        response: { 200: SuccessResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await service.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/drivers/:id/delivery-sheet',
    {
      schema: {
        tags,
        summary: "A driver's delivery sheet: their orders booked for a Doha day (today by default)",
        params: AdminDriverParams,
        querystring: AdminDohaDayQuery,
        response: { 200: AdminDeliverySheetResponse, ...guarded },
      },
    },
    async (request) => loadDeliverySheet(db, request.params.id, dayOf(request.query.date), dohaDate(now())),
  );

  app.put(
    '/api/admin/orders/:id/driver',
    {
      schema: {
        tags,
        summary: 'Assigns an order still to deliver to an active driver, or unassigns it (null); audited',
        params: AdminOrderParams,
        body: AdminAssignDriverBody,
        response: { 200: AdminAssignDriverResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const driver = await service.assign(staffActor(request.staff), id, request.body.driver_id);
      return { success: true as const, driver };
    },
  );

  app.get(
    '/api/admin/cash-report',
    {
      schema: {
        tags,
        summary: 'Cash recorded on a Doha day per driver and staff member: expected, received, differences',
        querystring: AdminDohaDayQuery,
        response: { 200: AdminCashReportResponse, ...guarded },
      },
    },
    async (request) => loadCashReport(db, dayOf(request.query.date)),
  );

  app.get(
    '/api/admin/cash-report.csv',
    {
      schema: {
        tags,
        summary:
          'The daily cash report as CSV (UTF-8 with BOM), one row per driver or staff member and a total',
        querystring: AdminCashReportCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (request, reply) => {
      const date = dayOf(request.query.date);
      const csv = cashReportCsv(await loadCashReport(db, date), request.query.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cash-report-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
