import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { idempotencyKeys, type DbHandle } from '@matjar/db';

export const IDEMPOTENCY_SCOPE = 'create-order';
/** A repeat after a day is a new request; the row (which holds the order token) is forgotten then. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Stable JSON: object keys sorted, so the same body written in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonical(body)).digest('hex');

export interface StoredKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

export function createIdempotencyRepository(db: DbHandle) {
  return {
    async find(key: string, now: Date): Promise<StoredKey | undefined> {
      const [row] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, now)));
      return row;
    },

    /**
     * Claims a key inside the order's transaction. A concurrent request with the same key waits on the unique
     * key until this transaction ends (PostgreSQL), then sees the claim and replays; a rollback frees the key.
     */
    async claim(key: string, hash: string, now: Date): Promise<boolean> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), lte(idempotencyKeys.expiresAt, now)));
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          key,
          scope: IDEMPOTENCY_SCOPE,
          requestHash: hash,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        })
        .onConflictDoNothing({ target: idempotencyKeys.key })
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    async saveResponse(key: string, status: number, body: unknown) {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(eq(idempotencyKeys.key, key));
    },

    async forget(key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
