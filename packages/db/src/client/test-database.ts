import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../migrate.js';
import { createDb } from './create-db.js';
import type { Database } from './types.js';

/**
 * A migrated, empty database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a database of its own created on that server and dropped at close. Test files run in
 * parallel, so sharing one PostgreSQL database would let one file's rows and schema resets leak into another.
 */
export async function openTestDatabase(
  url: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<Database> {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    const database = await createDb(url || 'memory:');
    await migrate(database);
    return database;
  }
  const name = `matjar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await createDb(target.toString(), { poolSize: 4 });
  await migrate(database);
  let closed = false;
  return {
    db: database.db,
    kind: database.kind,
    notify: (channel, payload) => database.notify(channel, payload),
    listen: (channel, handler) => database.listen(channel, handler),
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
