import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  AdminGiftCodeImportBody,
  AdminGiftCodeImportResponse,
  AdminGiftCodeInventoryResponse,
  AdminGiftCodePreviewResponse,
  AdminGiftCodeThresholdBody,
  ApiErrorBody,
  GIFT_CODE_IMPORT_MAX_BODY_BYTES,
  AppError,
  IdParams,
} from '@matjar/core';
import { products, type Db } from '@matjar/db';
import { recordActivity } from '../audit/index.js';
import { staffActor } from '../staff/index.js';
import type { GiftCodeImportService } from './gift-code-import-service.js';
import type { GiftCodeStockRepository } from './gift-code-stock-repository.js';
import { sellsFromCodes } from '../stock/index.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: gift-card codes'];

export interface AdminGiftCodeInventoryRoutesOptions {
  db: Db;
  stock: GiftCodeStockRepository;
  imports: GiftCodeImportService;
}

/** The code inventory of brand gift cards: counts (never a code), the import's preview and confirmation. */
export const adminGiftCodeInventoryRoutes: FastifyPluginAsyncZod<
  AdminGiftCodeInventoryRoutesOptions
> = async (app, { db, stock, imports }) => {
  app.get(
    '/api/admin/gift-code-inventory',
    {
      schema: {
        tags,
        summary:
          'Every brand gift card and denomination with its codes counted (available, held by unpaid orders, sold, faulty) and the latest import batches; never a code',
        response: { 200: AdminGiftCodeInventoryResponse, ...guarded },
      },
    },
    () => stock.loadGiftCodeInventory(),
  );

  app.post(
    '/api/admin/gift-code-inventory/preview',
    {
      bodyLimit: GIFT_CODE_IMPORT_MAX_BODY_BYTES,
      schema: {
        tags,
        summary:
          'Reads pasted codes or a CSV file and names each problem (malformed lines, duplicates in the text or among the codes already held, unknown values) with the count per denomination; stores nothing',
        body: AdminGiftCodeImportBody,
        response: { 200: AdminGiftCodePreviewResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    (request) => imports.preview(request.body),
  );

  app.post(
    '/api/admin/gift-code-inventory/import',
    {
      bodyLimit: GIFT_CODE_IMPORT_MAX_BODY_BYTES,
      schema: {
        tags,
        summary:
          'Stores the codes, all or none: refused while any line has a problem; sealed at rest, the stock raised, the batch written to the activity log',
        body: AdminGiftCodeImportBody,
        response: { 201: AdminGiftCodeImportResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const result = await imports.importCodes(staffActor(request.staff), request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/admin/gift-code-inventory/:id/threshold',
    {
      schema: {
        tags,
        summary: 'Sets a brand card’s low-codes alert: at or below this many codes of a denomination',
        params: IdParams,
        body: AdminGiftCodeThresholdBody,
        response: { 200: AdminGiftCodeThresholdBody, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { threshold } = request.body;
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            threshold: products.lowCodesThreshold,
            name: products.name,
            fromCodes: sql<boolean>`${sellsFromCodes(sql.raw('"products"'))}`,
          })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!before) throw new AppError('PRODUCT_NOT_FOUND');
        // Only a card sold from codes runs low on codes; the shop's own card and goods have no such alert.
        if (!before.fromCodes) throw new AppError('GIFT_CODES_NOT_INVENTORY_CARD');
        await tx.update(products).set({ lowCodesThreshold: threshold }).where(eq(products.id, id));
        await recordActivity(tx, staffActor(request.staff), {
          action: 'UPDATE',
          entityType: 'product',
          entityId: id,
          entityName: before.name,
          old: { low_codes_threshold: before.threshold },
          new: { low_codes_threshold: threshold },
          description: `Set the low-codes alert of ${before.name} to ${threshold}`,
        });
        return { threshold };
      });
    },
  );
};
