import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { adminUsers, sessions, type DbHandle } from '@matjar/db';
import { CHANNELS } from '../../events/channels.js';
import { notify } from '../../events/notify.js';
import type { AdminUserRow } from './staff-repository.js';

export interface NewSession {
  tokenHash: string;
  adminUserId: number;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export interface SessionWithUser {
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: AdminUserRow;
}

/** Tells every process that sessions of this staff member ended (CHANNELS.staffSessionsEnded). */
const announceEnded = (tx: DbHandle, staffId: number) =>
  notify(tx, CHANNELS.staffSessionsEnded, JSON.stringify({ staff: staffId }));

/** SQL for staff sessions (sessions rows of kind 'admin'); only token hashes are stored. */
export function createSessionRepository(db: DbHandle) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values({ ...session, kind: 'admin' });
    },

    /** The unexpired session of an active staff member, or undefined. */
    async findActive(tokenHash: string, now: Date): Promise<SessionWithUser | undefined> {
      const [row] = await db
        .select({
          tokenHash: sessions.tokenHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          user: adminUsers,
        })
        .from(sessions)
        .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.kind, 'admin'),
            gt(sessions.expiresAt, now),
            eq(adminUsers.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async touch(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends one session (sign-out); its event streams end with it. */
    async remove(tokenHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.tokenHash, tokenHash))
          .returning({ adminUserId: sessions.adminUserId });
        const staffId = ended[0]?.adminUserId;
        if (staffId != null) await announceEnded(tx, staffId);
      });
    },

    /**
     * Ends every session of a user, except one (the caller's own, when they change their own password), in the
     * caller's transaction; their event streams end when it commits.
     */
    async removeForUser(adminUserId: number, keepTokenHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.adminUserId, adminUserId),
            keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
          ),
        );
      await announceEnded(db, adminUserId);
    },

    async removeExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
