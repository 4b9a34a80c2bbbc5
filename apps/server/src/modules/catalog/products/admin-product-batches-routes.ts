import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  AdminBatchVariantsBody,
  AdminBulkDeleteProductsBody,
  AdminBulkProductsBody,
  AdminBulkProductsResponse,
  AdminProductResponse,
  ApiErrorBody,
  IdParams,
} from '@matjar/core';
import { staffActor } from '../../staff/index.js';
import { productForRole } from './product-detail-repository.js';
import type { ProductBulkService } from './product-bulk-service.js';
import type { VariantBatchService } from './variant-batch-service.js';

const guarded = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const tags = ['back office: products'];

/** Many rows in one request: the edit page's variant grid and the product list's bulk actions. */
export interface AdminProductBatchesRoutesOptions {
  variants: VariantBatchService;
  bulk: ProductBulkService;
}

export const adminProductBatchesRoutes: FastifyPluginAsyncZod<AdminProductBatchesRoutesOptions> = async (
  app,
  { variants, bulk },
) => {
  app.patch(
    '/api/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary: 'Price, stock and SKU of several variants at once (all or nothing; stock with one reason)',
        params: IdParams,
        body: AdminBatchVariantsBody,
        response: { 200: AdminProductResponse, ...guarded },
      },
    },
    async (request) => {
      const product = await variants.save(staffActor(request.staff), request.params.id, request.body);
      return {
        success: true as const,
        product: productForRole(product, can(request.staff, 'products.cost')),
      };
    },
  );

  app.post(
    '/api/admin/products/bulk',
    {
      schema: {
        tags,
        summary: 'Activates, deactivates, or adds to or removes from a category the selected products',
        body: AdminBulkProductsBody,
        response: { 200: AdminBulkProductsResponse, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      count: await bulk.apply(staffActor(request.staff), request.body),
    }),
  );

  app.post(
    '/api/admin/products/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Deletes the selected products (super_admin); past orders keep their lines',
        body: AdminBulkDeleteProductsBody,
        response: { 200: AdminBulkProductsResponse, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      count: await bulk.remove(staffActor(request.staff), request.body),
    }),
  );
};
