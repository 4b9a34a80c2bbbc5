import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from './postgres-database.js';
import { openTestDatabase } from './test-database.js';
import type { Database } from './types.js';

// A connection the server ends between the moment it is lent and its transaction's BEGIN (a database
// restart, an administrator's pg_terminate_backend) must go back to the pool. Drizzle alone keeps it lent.

describe('a connection ended by the server before its transaction begins', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openTestDatabase();
    pool = poolOf(database)!;
  });
  afterAll(() => database?.close());

  /**
   * Lends the next connection with a slow statement queued first, and ends its session on the server while
   * that statement runs, so the BEGIN queued behind it fails. Resolves once the session was ended.
   */
  function endTheNextLentConnection(): Promise<unknown> {
    return new Promise((resolve) => {
      // node-postgres knows the session's backend pid (processID) without declaring it.
      pool.once('acquire', (client: pg.PoolClient & { processID: number }) => {
        client.query('SELECT pg_sleep(5)').catch(() => {});
        resolve(database.db.execute(sql`SELECT pg_terminate_backend(${client.processID})`));
      });
    });
  }

  it('fails that transaction and leaves no connection lent, so every later transaction runs', async () => {
    const before = pool.totalCount - pool.idleCount;
    for (let round = 0; round < 6; round += 1) {
      const ended = endTheNextLentConnection();
      await expect(database.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      await ended;
    }
    // The ended session's socket closes a moment after pg_terminate_backend answers; its connection goes
    // back then. One that never came back would stay lent, and this would time out.
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(before);
    const result = await database.db.transaction((tx) => tx.execute(sql`SELECT 41 + 1 AS answer`));
    expect(result.rows).toEqual([{ answer: 42 }]);
  });
});
