import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginBody,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminVerifyResponse,
  ApiErrorBody,
  AppError,
} from '@matjar/core';
import { toAdminUser } from './admin-user-view.js';
import type { AuthService } from './auth-service.js';
import { GUARDED_ANSWERS as guarded, STAFF_TAGS as tags, signedIn } from './staff-route-parts.js';
import type { StaffRepository } from './staff-repository.js';
import { ADMIN_COOKIE, SESSION_MAX_MS } from './staff-session.js';

/** Staff sign-in, the signed-in member and sign-out (back-office §7): the session cookie is set and cleared here. */
export interface SignInRoutesOptions {
  auth: AuthService;
  staff: StaffRepository;
  servesHttps: boolean;
}

export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, options) => {
  const { auth, staff } = options;
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
};
