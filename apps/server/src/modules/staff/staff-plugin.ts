import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAuthService, type AuthService } from './auth-service.js';
import { createSessionRepository } from './session-repository.js';
import { installStaffGuard } from './staff-guard.js';
import { createStaffRepository } from './staff-repository.js';
import { signInRoutes } from './sign-in-routes.js';
import { createStaffMembersService } from './staff-members-service.js';
import { staffMembersRoutes } from './staff-members-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff sessions: sign-in, the guard's check, whether a session is still open (live alerts). */
    staffAuth: AuthService;
  }
}

export interface StaffPluginOptions {
  /** The public address: cookie-authenticated writes must come from it (staff-guard.ts). */
  publicUrl: string;
  /** Session cookies are `Secure` when the shop is served over https. */
  servesHttps: boolean;
}

/**
 * Staff accounts, sessions and the guard of every back-office route (staff-guard.ts): registered before any
 * module with back-office routes, which all depend on it. Sign-in, sign-out, the users screen.
 */
export const staffPlugin = fp(
  async function staff(app: FastifyInstance, options: StaffPluginOptions) {
    const staff = createStaffRepository(app.db);
    const sessions = createSessionRepository(app.db);
    const auth = createAuthService({ staff, sessions, limits: app.signInLimits });
    app.decorate('staffAuth', auth);
    installStaffGuard(app, { staffAuth: auth, publicUrl: options.publicUrl });
    await app.register(signInRoutes, { auth, staff, servesHttps: options.servesHttps });
    await app.register(staffMembersRoutes, {
      members: createStaffMembersService({
        db: app.db,
        staff: createStaffRepository,
        sessions: createSessionRepository,
      }),
    });
  },
  { name: 'staff', dependencies: ['database', 'security', 'errors', 'rate-limits'] },
);
