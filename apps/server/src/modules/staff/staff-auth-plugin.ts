import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import {
  AppError,
  hasRole,
  isBackOfficePath,
  isPublicBackOfficeEndpoint,
  requiredRoleFor,
  type Role,
} from '@matjar/core';
import { createAuthService, type AuthService } from './auth-service.js';
import { createSessionRepository } from './session-repository.js';
import { ADMIN_COOKIE } from './staff-session.js';
import { createStaffRepository } from './staff-repository.js';
import { isSameOriginRequest } from '../../http/same-origin.js';
import { readCookie } from '../../plugins/security.js';

/** The signed-in staff member of a back-office request. */
export interface StaffIdentity {
  id: number;
  username: string;
  role: Role;
  /** SHA-256 of the session token: logout ends exactly this session. */
  tokenHash: string;
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: AuthService;
  }
  interface FastifyRequest {
    /** Set on every guarded back-office route before validation and the handler run; null elsewhere. */
    staff: StaffIdentity | null;
  }
}

export interface AuthPluginOptions {
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readToken(request: FastifyRequest): { token: string; via: StaffIdentity['via'] } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // A malformed Authorization header is refused, not silently replaced by the cookie.
    return match ? { token: match[1]!, via: 'bearer' } : { token: '', via: 'bearer' };
  }
  const cookie = readCookie(request, ADMIN_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * Enforces the permission table of @matjar/core on every /api/admin and /api/auth route (D5), in one
 * onRequest hook: before the body is read or validated, so an anonymous caller learns nothing but 401. A
 * back-office route missing from the table is refused (fail closed). Cookie-authenticated writes must come
 * from our own origin (Sec-Fetch-Site / Origin), since the browser would attach the cookie to a forged form.
 */
export const authPlugin = fp(
  async function auth(app: FastifyInstance, options: AuthPluginOptions) {
    const staffAuth = createAuthService({
      staff: createStaffRepository(app.db),
      sessions: createSessionRepository(app.db),
      limits: app.signInLimits,
    });
    app.decorate('staffAuth', staffAuth);
    app.decorateRequest('staff', null);

    async function guardBackOffice(request: FastifyRequest, pattern: string): Promise<void> {
      if (isPublicBackOfficeEndpoint(request.method, pattern)) return;
      const required = requiredRoleFor(request.method, pattern);
      if (!required) {
        request.log.error(
          { method: request.method, pattern },
          'back-office route missing from the permission table',
        );
        throw new AppError('FORBIDDEN');
      }
      const presented = readToken(request);
      const session = presented?.token ? await staffAuth.authenticate(presented.token) : undefined;
      if (!presented || !session) throw new AppError('UNAUTHENTICATED');
      if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
        if (!isSameOriginRequest(request, options.publicUrl)) throw new AppError('CROSS_SITE_REQUEST');
      }
      const { user } = session;
      if (!hasRole(user, required)) throw new AppError('FORBIDDEN');
      request.staff = {
        id: user.id,
        username: user.username,
        role: user.role,
        tokenHash: session.tokenHash,
        via: presented.via,
      };
    }

    // Most requests (catalogue reads, pages, assets) are not back-office calls: they pass without a promise,
    // which every request would otherwise pay for before a cached answer is sent.
    app.addHook('onRequest', function staffGuard(request, _reply, done: HookHandlerDoneFunction) {
      const pattern = request.routeOptions.url;
      if (!pattern || !isBackOfficePath(pattern)) return done();
      guardBackOffice(request, pattern).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['database', 'security', 'errors', 'rate-limits'] },
);
