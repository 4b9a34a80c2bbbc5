import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  AppError,
  hasRole,
  isBackOfficePath,
  isPublicBackOfficeEndpoint,
  requiredRoleFor,
  type Role,
} from '@matjar/core';
import type { AuthService } from './auth-service.js';
import { ADMIN_COOKIE } from './staff-session.js';
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
  /** When this session ends unless it is used again (the back office warns before it). */
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every guarded back-office route before validation and the handler run; null elsewhere. */
    staff: StaffIdentity | null;
  }
}

export interface StaffGuardOptions {
  staffAuth: AuthService;
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
 * Enforces the permission table of @matjar/core on every /api/admin and /api/auth route (D5), in an
 * onRequest hook: before the body is read or validated, so an anonymous caller learns nothing but 401. A
 * back-office route missing from the table is refused (fail closed). Cookie-authenticated writes must come
 * from our own origin (Sec-Fetch-Site / Origin), since the browser would attach the cookie to a forged form.
 * The hook is attached to each back-office route as it is declared (onRoute), so it holds for every route
 * registered after this — the staff module comes first in app.ts, and every module with back-office routes
 * depends on it — while catalogue reads, pages and assets never run it, wherever they are registered.
 */
export function installStaffGuard(app: FastifyInstance, options: StaffGuardOptions): void {
  const { staffAuth } = options;
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
      sessionExpiresAt: session.expiresAt,
    };
  }

  app.addHook('onRoute', (route) => {
    if (!isBackOfficePath(route.url)) return;
    const staffGuard: onRequestHookHandler = (request, _reply, done) => {
      guardBackOffice(request, route.url).then(() => done(), done);
    };
    // Before the route's own onRequest hooks, as the app-wide hook it replaces ran.
    route.onRequest = [staffGuard, ...[route.onRequest ?? []].flat()];
  });
}
