import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from './prepared-statement.js';
import { openTestDatabase } from './test-database.js';
import type { Database } from './types.js';

describe('executePrepared (a named prepared statement through Drizzle’s handle)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const doubled = (n: number) => sql`SELECT ${n}::int * 2 AS twice`;

  it('answers with each call’s own parameters, on the pool and in a transaction', async () => {
    const first = await executePrepared<{ twice: number }>(database.db, 'test-doubled', doubled(21));
    const again = await executePrepared<{ twice: number }>(database.db, 'test-doubled', doubled(5));
    expect([first.rows, again.rows]).toEqual([[{ twice: 42 }], [{ twice: 10 }]]);
    const inTransaction = await database.db.transaction((tx) =>
      executePrepared<{ twice: number }>(tx, 'test-doubled', doubled(-3)),
    );
    expect(inTransaction.rows).toEqual([{ twice: -6 }]);
  });

  it('is a prepared statement of the connection, named by its name and its text', async () => {
    const statements = await database.db.transaction(async (tx) => {
      await executePrepared(tx, 'test-named', sql`SELECT ${1}::int AS one`);
      // The same name for another text (a query whose shape varies) is another statement, not an error.
      await executePrepared(tx, 'test-named', sql`SELECT ${1}::int AS one, ${2}::int AS two`);
      return executePrepared<{ name: string; statement: string }>(
        tx,
        'test-listed',
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE ${'test-named%'} ORDER BY statement`,
      );
    });
    expect(statements.rows).toEqual([
      { name: expect.stringMatching(/^test-named_[0-9a-f]{12}$/), statement: 'SELECT $1::int AS one' },
      {
        name: expect.stringMatching(/^test-named_[0-9a-f]{12}$/),
        statement: 'SELECT $1::int AS one, $2::int AS two',
      },
    ]);
    expect(statements.rows[0]!.name).not.toBe(statements.rows[1]!.name);
  });
});
