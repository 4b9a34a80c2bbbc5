import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductExportQuery,
  AdminProductImportBody,
  AdminProductImportQuery,
  AdminProductImportResponse,
  ApiErrorBody,
  AppError,
  can,
  decodeUtf8,
  dohaDate,
  PRODUCT_IMPORT_MAX_BYTES,
} from '@matjar/core';
import { staffActor } from '../../staff/index.js';
import type { ProductCsvService } from './product-csv-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: products'];

/** Products as CSV (beyond the spec; docs/api.md "Product CSV"): export with the list's filters, import. */
export const adminProductsCsvRoutes: FastifyPluginAsyncZod<{ csv: ProductCsvService }> = async (
  app,
  { csv },
) => {
  // The file is the body as it is (text/csv); the limit answers 413 before any of it is read into memory.
  // Registered in this plugin's scope only: no other route takes CSV. Read as bytes and decoded strictly: a
  // file that is not UTF-8 (Excel's plain "CSV", Windows-1256 for Arabic) is refused whole, where a lenient
  // decoding would import its Arabic as replacement characters.
  app.addContentTypeParser(
    ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
    (_request, body, done) => {
      const text = decodeUtf8(body as Buffer);
      if (text === null) done(new AppError('CSV_NOT_UTF8'), undefined);
      else done(null, text);
    },
  );

  app.get(
    '/api/admin/products.csv',
    {
      schema: {
        tags,
        summary:
          'Products as CSV (UTF-8 with BOM): the list filters and sort, one row per product and variant',
        querystring: AdminProductExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (request, reply) => {
      // Named by the shop's calendar day (Doha), as the orders, customers and cash exports are.
      const day = dohaDate(new Date());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await csv.exportCsv(request.query, { withCost: can(request.staff, 'products.cost') }));
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      bodyLimit: PRODUCT_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Imports a product CSV all or nothing (dry_run=true validates and reports only)',
        querystring: AdminProductImportQuery,
        consumes: ['text/csv'],
        body: AdminProductImportBody,
        response: { 200: AdminProductImportResponse, ...guarded, 409: ApiErrorBody, 413: ApiErrorBody },
      },
    },
    async (request) => {
      const report = await csv.importCsv(staffActor(request.staff), request.body, {
        dryRun: request.query.dry_run,
        withCost: can(request.staff, 'products.cost'),
      });
      return { success: true as const, ...report };
    },
  );
};
