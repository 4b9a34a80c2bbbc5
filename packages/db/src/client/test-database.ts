import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../migrate.js';
import { createDb } from './create-db.js';
import type { Database } from './types.js';

/**
 * A migrated, empty database of its own for one test file (test files run in parallel), on the PostgreSQL
 * server named by TEST_DATABASE_URL: the embedded server that the test run's global setup starts, or one CI
 * gives. When TEST_DATABASE_TEMPLATE names a migrated template (the global setup makes one) the database is a
 * copy of it, which takes milliseconds instead of running every migration. Dropped at close.
 */
export async function openTestDatabase(
  url: string | undefined = process.env.TEST_DATABASE_URL,
  template: string | undefined = process.env.TEST_DATABASE_TEMPLATE,
): Promise<Database> {
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests with vitest from the repository root (its global setup starts ' +
        'a PostgreSQL server) or point it at a throwaway PostgreSQL server.',
    );
  }
  const name = `matjar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await createDb(databaseUrl(url, name), { poolSize: 4 });
  if (!template) await migrate(database);
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The same server's URL with another database name (the socket folder or host and the user stay). */
export function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the running statement, which reports it
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
