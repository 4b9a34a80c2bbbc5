import { AppError, type AdminLoginBody, type AdminUser } from '@matjar/core';
import { toAdminUser } from './admin-user-view.js';
import type { SignInLimits } from '../rate-limits/index.js';
import { verifyAgainstDummy, verifyPassword } from '../../credentials/password.js';
import type { SessionRepository } from './session-repository.js';
import { hashSessionToken, newSessionToken } from '../../credentials/session-token.js';
import { SESSION_IDLE_MS, SESSION_TOUCH_EVERY_MS, slidingExpiry } from './staff-session.js';
import type { AdminUserRow, StaffRepository } from './staff-repository.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface StaffSession {
  tokenHash: string;
  user: AdminUserRow;
  /** The session's expiry after this request (pushed forward when the request touched it). */
  expiresAt: Date;
}

/** Sign-in, session checks and sign-out for staff (back-office §7, D7). */
export function createAuthService(deps: {
  staff: StaffRepository;
  sessions: SessionRepository;
  limits: SignInLimits;
  now?: () => Date;
}) {
  const { staff, sessions, limits } = deps;
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
      // Refused with 429 before any password check when the address or the account is over its limit.
      const user = await limits.attempt(
        { scope: 'staff', account: body.username, ip: client.ip },
        async () => {
          const found = await staff.findByUsername(body.username);
          const passwordOk = found
            ? await verifyPassword(found.passwordHash, body.password)
            : await verifyAgainstDummy(body.password);
          if (found && passwordOk && found.isActive) return { ok: true, value: found };
          // Staff accounts have an e-mail; the back office speaks Arabic first.
          return { ok: false, owner: found?.isActive ? { email: found.email, locale: 'ar' } : null };
        },
      );
      if (!user) throw new AppError('ADMIN_INVALID_CREDENTIALS');

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
      let expiresAt = session.expiresAt;
      if (at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS) {
        expiresAt = slidingExpiry(session.createdAt, at);
        await sessions.touch(tokenHash, at, expiresAt);
      }
      return { tokenHash, user: session.user, expiresAt };
    },

    /** Whether the session with this token hash is still open (a live event stream asks it again and again). */
    async isActive(tokenHash: string): Promise<boolean> {
      return (await sessions.findActive(tokenHash, now())) !== undefined;
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.remove(tokenHash);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
