import { AppError, type AdminLoginBody, type AdminUser } from '@matjar/core';
import { toAdminUser } from './admin-user-view.js';
import type { LoginRateLimiter } from './login-rate-limiter.js';
import { verifyAgainstDummy, verifyPassword } from './password.js';
import type { SessionRepository } from './session-repository.js';
import {
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
  hashSessionToken,
  newSessionToken,
  slidingExpiry,
} from './session-token.js';
import type { AdminUserRow, StaffRepository } from './staff-repository.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface StaffSession {
  tokenHash: string;
  user: AdminUserRow;
}

/** Sign-in, session checks and sign-out for staff (back-office §7, D7). */
export function createAuthService(deps: {
  staff: StaffRepository;
  sessions: SessionRepository;
  limiter: LoginRateLimiter;
  now?: () => Date;
}) {
  const { staff, sessions, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Every failure answers the same 'Invalid username or password' after the same work (a dummy hash check
     * for unknown names), so neither the text nor the timing tells which usernames exist or are inactive.
     */
    async login(
      body: AdminLoginBody,
      client: ClientInfo,
    ): Promise<{ token: string; user: AdminUser; expiresAt: Date }> {
      const wait = limiter.retryAfterSeconds(client.ip, body.username);
      if (wait > 0) {
        // `seconds` also becomes the Retry-After header (staff-routes).
        throw new AppError('SIGN_IN_RATE_LIMITED', { minutes: Math.ceil(wait / 60), seconds: wait });
      }
      const user = await staff.findByUsername(body.username);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !passwordOk || !user.isActive) {
        limiter.recordFailure(client.ip, body.username);
        throw new AppError('ADMIN_INVALID_CREDENTIALS');
      }
      limiter.recordSuccess(body.username);

      const at = now();
      const token = newSessionToken();
      const expiresAt = new Date(at.getTime() + SESSION_IDLE_MS);
      await sessions.removeExpired(at);
      await sessions.insert({
        tokenHash: hashSessionToken(token),
        adminUserId: user.id,
        expiresAt,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        ip: client.ip,
      });
      await staff.recordLogin(user.id, at);
      return { token, user: toAdminUser({ ...user, lastLogin: at }), expiresAt };
    },

    /** The session behind a token, or undefined when it is unknown, expired, or its user is inactive. */
    async authenticate(token: string): Promise<StaffSession | undefined> {
      const tokenHash = hashSessionToken(token);
      const at = now();
      const session = await sessions.findActive(tokenHash, at);
      if (!session) return undefined;
      if (at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        await sessions.touch(tokenHash, at, slidingExpiry(session.createdAt, at));
      }
      return { tokenHash, user: session.user };
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.remove(tokenHash);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
