import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCoupon,
  AdminCouponListQuery,
  AdminCouponListResponse,
  AdminCreateCouponBody,
  AdminPatchCouponBody,
  AdminUpdateCouponBody,
  ApiErrorBody,
  IdParams,
  SuccessResponse,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { CouponAdminService } from './coupon-admin-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: coupons'];

export interface AdminCouponsRoutesOptions {
  service: CouponAdminService;
  /** The clock states are judged by (tests fix it). */
  now?: () => Date;
}

/** The back office's coupons: list with states and uses, create, edit, switch, delete. */
export const adminCouponsRoutes: FastifyPluginAsyncZod<AdminCouponsRoutesOptions> = async (app, options) => {
  const { service } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first, with its state and uses; filter by state, search by code',
        querystring: AdminCouponListQuery,
        response: { 200: AdminCouponListResponse, ...guarded },
      },
    },
    async (request) => ({ coupons: await service.list(request.query, now()) }),
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (code stored upper-case and unique; dates are Doha calendar days)',
        body: AdminCreateCouponBody,
        response: { 201: AdminCoupon, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const coupon = await service.create(staffActor(request.staff), request.body, now());
      return reply.code(201).send(coupon);
    },
  );

  app.get(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon with its state and uses',
        params: IdParams,
        response: { 200: AdminCoupon, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => service.load(request.params.id, now()),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Edit a whole coupon against the version it was loaded at (409 COUPON_CHANGED otherwise)',
        params: IdParams,
        body: AdminUpdateCouponBody,
        response: { 200: AdminCoupon, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => service.update(staffActor(request.staff), request.params.id, request.body, now()),
  );

  app.patch(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Deactivate or activate a coupon',
        params: IdParams,
        body: AdminPatchCouponBody,
        response: { 200: AdminCoupon, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) =>
      service.setActive(staffActor(request.staff), request.params.id, request.body.is_active, now()),
  );

  app.delete(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon no order ever used (409 COUPON_IN_USE otherwise: deactivate it)',
        params: IdParams,
        response: { 200: SuccessResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await service.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );
};
