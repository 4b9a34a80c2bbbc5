import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import { rateLimits, type Db } from '@matjar/db';

export interface BucketHit {
  key: string;
  windowMs: number;
}

export interface BucketCount {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  windowEndsAt: Date;
}

/** A lockout applied to every bucket of one hit: the hit reaching `after` turns the window into a lock. */
export interface LockOnHit {
  after: number;
  lockMs: number;
}

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** SQL of the rate_limits counters; times come from the caller's clock so tests can move it. */
export function createRateLimitStore(db: Db) {
  return {
    /**
     * Counts one hit on each bucket in ONE statement (INSERT … ON CONFLICT DO UPDATE … RETURNING): the row is
     * locked while it is counted, so simultaneous requests see 1, 2, 3 … and never the same old count. A
     * window that has ended starts again at 1. Keys are taken in sorted order so that two statements over the
     * same buckets cannot deadlock.
     */
    async hit(buckets: BucketHit[], now: Date, lock?: LockOnHit): Promise<BucketCount[]> {
      if (buckets.length === 0) return [];
      const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const firstEnd = (bucket: BucketHit) =>
        new Date(now.getTime() + (lock && lock.after <= 1 ? lock.lockMs : bucket.windowMs));
      const lockEnd = lock ? new Date(now.getTime() + lock.lockMs) : null;
      const ended = sql`${rateLimits.windowEndsAt} <= ${stamp(now)}`;
      const rows = await db
        .insert(rateLimits)
        .values(sorted.map((bucket) => ({ key: bucket.key, hits: 1, windowEndsAt: firstEnd(bucket) })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            windowEndsAt: lockEnd
              ? sql`CASE WHEN ${ended} THEN excluded.window_ends_at
                  WHEN ${rateLimits.hits} + 1 = ${lock!.after} THEN ${stamp(lockEnd)}
                  ELSE ${rateLimits.windowEndsAt} END`
              : sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
          },
        })
        .returning({ key: rateLimits.key, hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
      return rows;
    },

    /** Gives one hit back (an attempt that turned out legitimate), within the window still running. */
    async release(keys: string[], now: Date): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowEndsAt, now)));
    },

    async clear(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },

    /** Rows whose window (or lock) has ended decide nothing any more. */
    async removeEnded(now: Date): Promise<number> {
      const removed = await db
        .delete(rateLimits)
        .where(lte(rateLimits.windowEndsAt, now))
        .returning({ key: rateLimits.key });
      return removed.length;
    },
  };
}
export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
