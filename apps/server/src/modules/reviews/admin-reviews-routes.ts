import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReviewListQuery,
  AdminReviewListResponse,
  AdminReviewParams,
  AdminReviewRow,
  AdminUpdateReviewBody,
  ApiErrorBody,
  SuccessResponse,
} from '@matjar/core';
import { staffActor } from '../staff/index.js';
import type { ReviewModerationService } from './review-moderation-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: reviews'];

/** The back office's reviews (D9): the list, hide / restore / approve, delete. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ moderation: ReviewModerationService }> = async (
  app,
  { moderation },
) => {
  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary:
          'Reviews, newest first, one page: filters by rating, status, product (id or name in either language)',
        querystring: AdminReviewListQuery,
        response: { 200: AdminReviewListResponse, ...guarded },
      },
    },
    async (request) => {
      const found = await moderation.list(request.query);
      return { ...found, page: request.query.page, page_size: request.query.page_size };
    },
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      schema: {
        tags,
        summary:
          'Publishes (approves a pending review, restores a hidden one) or hides it; the shop follows at once',
        params: AdminReviewParams,
        body: AdminUpdateReviewBody,
        response: { 200: AdminReviewRow, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) =>
      moderation.setStatus(staffActor(request.staff), request.params.id, request.body.status),
  );

  app.delete(
    '/api/admin/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Deletes the review for good (audited); the shop follows at once',
        params: AdminReviewParams,
        response: { 200: SuccessResponse, ...guarded, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await moderation.remove(staffActor(request.staff), request.params.id);
      return { success: true as const };
    },
  );
};
