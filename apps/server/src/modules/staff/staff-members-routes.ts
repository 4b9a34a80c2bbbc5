import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCreateUserBody,
  AdminDeleteUserResponse,
  AdminUpdateUserBody,
  AdminUserResponse,
  AdminUsersResponse,
  AdminUserStatsResponse,
  ApiErrorBody,
  IdParams,
} from '@matjar/core';
import type { StaffMembersService } from './staff-members-service.js';
import { GUARDED_ANSWERS as guarded, STAFF_TAGS as tags, signedIn } from './staff-route-parts.js';

/**
 * The staff accounts of the Users screen (back-office §7) and its stats cards. The specification's paths put
 * them under /api/auth/users (and /api/auth/create-user); they are staff members, not shoppers, whose
 * accounts are modules/customers'.
 */
export const staffMembersRoutes: FastifyPluginAsyncZod<{ members: StaffMembersService }> = async (
  app,
  { members: users },
) => {
  app.get(
    '/api/auth/users',
    { schema: { tags, summary: 'Admin users', response: { 200: AdminUsersResponse, ...guarded } } },
    async () => ({ success: true as const, users: await users.list() }),
  );

  app.post(
    '/api/auth/create-user',
    {
      schema: {
        tags,
        summary: 'Creates an admin user',
        body: AdminCreateUserBody,
        response: { 201: AdminUserResponse, ...guarded, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const user = await users.create(signedIn(request.staff), request.body);
      return reply.code(201).send({ success: true as const, user });
    },
  );

  app.put(
    '/api/auth/users/:id',
    {
      schema: {
        tags,
        summary: 'Updates an admin user (username immutable; password only when given)',
        params: IdParams,
        body: AdminUpdateUserBody,
        response: { 200: AdminUserResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      user: await users.update(signedIn(request.staff), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/auth/users/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an admin user (not one’s own account)',
        params: IdParams,
        response: { 200: AdminDeleteUserResponse, ...guarded, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      await users.remove(signedIn(request.staff), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/users/stats',
    {
      schema: {
        tags,
        summary: 'Users screen stats cards',
        response: { 200: AdminUserStatsResponse, ...guarded },
      },
    },
    async () => ({ success: true as const, stats: await users.stats() }),
  );
};
