import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAllBrandsIconResponse,
  AdminBrandBody,
  AdminBrandResponse,
  AdminBrandsResponse,
  AdminCategoriesResponse,
  AdminCategoryBody,
  AdminCategoryResponse,
  AdminIconBody,
  ApiErrorBody,
  IdParams,
  SuccessResponse,
} from '@matjar/core';
import { staffActor } from '../../staff/index.js';
import type { AllBrandsIcon } from './all-brands-icon.js';
import type { CatalogTermService } from './catalog-term-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const writeErrors = { ...guarded, 404: ApiErrorBody, 409: ApiErrorBody };

/** Categories and brands screens (back-office §2): list, create, update, delete, icon set and delete. */
export interface AdminCatalogTermsRoutesOptions {
  categories: CatalogTermService;
  brands: CatalogTermService;
  allBrandsIcon: AllBrandsIcon;
}

export const adminCatalogTermsRoutes: FastifyPluginAsyncZod<AdminCatalogTermsRoutesOptions> = async (
  app,
  options,
) => {
  const { categories, brands, allBrandsIcon } = options;

  // ——— categories ———
  const categoryTags = ['back office: categories'];
  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags: categoryTags,
        summary: 'Categories with their product counts',
        response: { 200: AdminCategoriesResponse, ...guarded },
      },
    },
    async () => ({ success: true as const, categories: await categories.list() }),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        tags: categoryTags,
        summary: 'Creates a category (both names required)',
        body: AdminCategoryBody,
        response: { 201: AdminCategoryResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { name, name_en, icon, search_words } = request.body;
      const category = await categories.create(staffActor(request.staff), {
        name,
        nameEn: name_en,
        icon,
        searchWords: search_words,
      });
      return reply.code(201).send({ success: true as const, category });
    },
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: categoryTags,
        summary: 'Updates a category',
        params: IdParams,
        body: AdminCategoryBody,
        response: { 200: AdminCategoryResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { name, name_en, icon, search_words } = request.body;
      const category = await categories.update(staffActor(request.staff), request.params.id, {
        name,
        nameEn: name_en,
        icon,
        searchWords: search_words,
      });
      return { success: true as const, category };
    },
  );
  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: categoryTags,
        summary: 'Deletes a category no product uses',
        params: IdParams,
        response: { 200: SuccessResponse, ...writeErrors },
      },
    },
    async (request) => {
      await categories.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );
  app.put(
    '/api/admin/categories/:id/icon',
    {
      schema: {
        tags: categoryTags,
        summary: "Sets a category's icon (an uploaded image's url, or an emoji)",
        params: IdParams,
        body: AdminIconBody,
        response: { 200: AdminCategoryResponse, ...writeErrors },
      },
    },
    async (request) => {
      const category = await categories.setIcon(
        staffActor(request.staff),
        request.params.id,
        request.body.icon,
      );
      return { success: true as const, category };
    },
  );
  app.delete(
    '/api/admin/categories/:id/icon',
    {
      schema: {
        tags: categoryTags,
        summary: "Deletes a category's icon",
        params: IdParams,
        response: { 200: AdminCategoryResponse, ...writeErrors },
      },
    },
    async (request) => {
      const category = await categories.setIcon(staffActor(request.staff), request.params.id, null);
      return { success: true as const, category };
    },
  );

  // ——— brands ———
  const brandTags = ['back office: brands'];
  app.get(
    '/api/admin/brands',
    {
      schema: {
        tags: brandTags,
        summary: 'Brands with their product counts, and the all-brands icon',
        response: { 200: AdminBrandsResponse, ...guarded },
      },
    },
    async () => ({
      success: true as const,
      brands: await brands.list(),
      all_brands_icon: await allBrandsIcon.read(),
    }),
  );
  app.post(
    '/api/admin/brands',
    {
      schema: {
        tags: brandTags,
        summary: 'Creates a brand (both names required)',
        body: AdminBrandBody,
        response: { 201: AdminBrandResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { name, name_en, icon } = request.body;
      const brand = await brands.create(staffActor(request.staff), { name, nameEn: name_en, icon });
      return reply.code(201).send({ success: true as const, brand });
    },
  );
  app.put(
    '/api/admin/brands/:id',
    {
      schema: {
        tags: brandTags,
        summary: 'Updates a brand',
        params: IdParams,
        body: AdminBrandBody,
        response: { 200: AdminBrandResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { name, name_en, icon } = request.body;
      const brand = await brands.update(staffActor(request.staff), request.params.id, {
        name,
        nameEn: name_en,
        icon,
      });
      return { success: true as const, brand };
    },
  );
  app.delete(
    '/api/admin/brands/:id',
    {
      schema: {
        tags: brandTags,
        summary: 'Deletes a brand no product uses',
        params: IdParams,
        response: { 200: SuccessResponse, ...writeErrors },
      },
    },
    async (request) => {
      await brands.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );
  app.put(
    '/api/admin/brands/:id/icon',
    {
      schema: {
        tags: brandTags,
        summary: "Sets a brand's icon (logo)",
        params: IdParams,
        body: AdminIconBody,
        response: { 200: AdminBrandResponse, ...writeErrors },
      },
    },
    async (request) => {
      const brand = await brands.setIcon(staffActor(request.staff), request.params.id, request.body.icon);
      return { success: true as const, brand };
    },
  );
  app.delete(
    '/api/admin/brands/:id/icon',
    {
      schema: {
        tags: brandTags,
        summary: "Deletes a brand's icon",
        params: IdParams,
        response: { 200: AdminBrandResponse, ...writeErrors },
      },
    },
    async (request) => {
      const brand = await brands.setIcon(staffActor(request.staff), request.params.id, null);
      return { success: true as const, brand };
    },
  );
  app.put(
    '/api/admin/all-brands-icon',
    {
      schema: {
        tags: brandTags,
        summary: "Sets the 'all brands' button's icon (setting all_brands_icon)",
        body: AdminIconBody,
        response: { 200: AdminAllBrandsIconResponse, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      all_brands_icon: await allBrandsIcon.set(staffActor(request.staff), request.body.icon),
    }),
  );
  app.delete(
    '/api/admin/all-brands-icon',
    {
      schema: {
        tags: brandTags,
        summary: "Deletes the 'all brands' button's icon",
        response: { 200: AdminAllBrandsIconResponse, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      all_brands_icon: await allBrandsIcon.set(staffActor(request.staff), null),
    }),
  );
};
