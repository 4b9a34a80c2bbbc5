import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCreateUserBody,
  AdminDeleteUserResponse,
  AdminLoginBody,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminUpdateUserBody,
  AdminUserResponse,
  AdminUsersResponse,
  AdminUserStatsResponse,
  AdminVerifyResponse,
  ApiErrorBody,
  AppError,
  IdParams,
} from '@matjar/core';
import { toAdminUser } from './admin-user-view.js';
import type { AuthService } from './auth-service.js';
import type { StaffIdentity } from './staff-guard.js';
import type { StaffRepository } from './staff-repository.js';
import { ADMIN_COOKIE, SESSION_MAX_MS } from './staff-session.js';
import type { UsersService } from './users-service.js';

const guarded = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };
const tags = ['back office: staff'];

/** Set by the staff guard's hook on every guarded route; its absence is a wiring bug, not a client error. */
function signedIn(staff: StaffIdentity | null): StaffIdentity {
  if (!staff) throw new AppError('UNAUTHENTICATED');
  return staff;
}

/** Staff sign-in and user management (back-office §7) plus the Users screen's stats (customers: modules/customers). */
export interface StaffRoutesOptions {
  auth: AuthService;
  users: UsersService;
  staff: StaffRepository;
  servesHttps: boolean;
}

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const { auth, users, staff } = options;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: options.servesHttps,
    path: '/',
  };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: returns a bearer token and sets the httpOnly session cookie',
        body: AdminLoginBody,
        response: { 200: AdminLoginResponse, 400: ApiErrorBody, 401: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { token, user } = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_MS / 1000 });
      return { success: true as const, token, user };
    },
  );

  app.get(
    '/api/auth/verify',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: AdminVerifyResponse, ...guarded },
      },
    },
    async (request) => {
      const session = signedIn(request.staff);
      const user = await staff.findById(session.id);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        success: true as const,
        user: toAdminUser(user),
        session_expires_at: session.sessionExpiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Ends this session', response: { 200: AdminLogoutResponse, ...guarded } } },
    async (request, reply) => {
      await auth.logout(signedIn(request.staff).tokenHash);
      reply.clearCookie(ADMIN_COOKIE, cookieOptions);
      return { success: true as const };
    },
  );

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
