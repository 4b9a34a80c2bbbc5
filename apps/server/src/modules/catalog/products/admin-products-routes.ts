import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCreateProductBody,
  AdminPatchProductBody,
  AdminPatchVariantStockBody,
  AdminProductListQuery,
  AdminProductListResponse,
  AdminProductResponse,
  AdminProductRow,
  AdminUpdateProductBody,
  AdminVariantParams,
  ApiErrorBody,
  AppError,
  can,
  IdParams,
  SuccessResponse,
} from '@matjar/core';
import { staffActor } from '../../staff/index.js';
import { productForRole, withoutCostFields } from './product-detail-repository.js';
import type { ProductPatchService } from './product-patch-service.js';
import type { ProductReadService } from './product-read-service.js';
import type { ProductWriteService } from './product-write-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: products'];
const RowResponse = z.object({ success: z.literal(true), product: AdminProductRow });

/** Products in the back office (back-office §2, §7): list, one, create, update, quick changes, delete. */
export interface AdminProductsRoutesOptions {
  reads: ProductReadService;
  writes: ProductWriteService;
  patches: ProductPatchService;
}

export const adminProductsRoutes: FastifyPluginAsyncZod<AdminProductsRoutesOptions> = async (
  app,
  options,
) => {
  const { reads, writes, patches } = options;

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Products, one page: search (names, SKU), filters, sort',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductListResponse, ...guarded },
      },
    },
    async (request) => {
      const { products, total, specialOfferCount } = await reads.list(request.query);
      return {
        success: true as const,
        products,
        total,
        page: request.query.page,
        page_size: request.query.page_size,
        special_offer_count: specialOfferCount,
      };
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with category links, images, options and values, variants and stock history',
        params: IdParams,
        response: { 200: AdminProductResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const product = await reads.find(request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return {
        success: true as const,
        product: productForRole(product, can(request.staff, 'products.cost')),
      };
    },
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Creates a product with its links, images, options and variants',
        body: AdminCreateProductBody,
        response: { 201: AdminProductResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const cost = can(request.staff, 'products.cost');
      const product = await writes.create(staffActor(request.staff), withoutCostFields(request.body, cost));
      return reply.code(201).send({ success: true as const, product: productForRole(product, cost) });
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Saves the whole product in one transaction (all or nothing)',
        params: IdParams,
        body: AdminUpdateProductBody,
        response: { 200: AdminProductResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const cost = can(request.staff, 'products.cost');
      const body = withoutCostFields(request.body, cost);
      const product = await writes.update(staffActor(request.staff), request.params.id, body);
      return { success: true as const, product: productForRole(product, cost) };
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Stock, active or special offer from the product list',
        params: IdParams,
        body: AdminPatchProductBody,
        response: { 200: RowResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const product = await patches.patch(staffActor(request.staff), request.params.id, request.body);
      return { success: true as const, product };
    },
  );

  app.patch(
    '/api/admin/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        summary: "A variant's stock (its product's moves with it)",
        params: AdminVariantParams,
        body: AdminPatchVariantStockBody,
        response: { 200: RowResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const product = await patches.setVariantStock(staffActor(request.staff), id, variantId, request.body);
      return { success: true as const, product };
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a product (super_admin); past orders keep their lines',
        params: IdParams,
        response: { 200: SuccessResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await writes.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );
};
