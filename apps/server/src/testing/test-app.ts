import { sql } from 'drizzle-orm';
import { createDb, openTestDatabase, type Database } from '@matjar/db';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../plugins/config.js';
import { TEST_GIFT_CODES_KEY } from '../modules/gift-cards/testing/gift-codes-test-support.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A database of the test file's own on the test run's PostgreSQL server (embedded, or CI's PostgreSQL 15). */
export { openTestDatabase };

/** An app on a test database with a throwaway DATA_DIR; one per test file. */
export async function buildTestApp(
  overrides: Partial<BuildAppOptions> & {
    env?: Record<string, string>;
    /** Extra routes for a test, registered before the app is ready. */
    routes?: (app: App) => void;
  } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'matjar-server-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    GIFT_CODES_KEY: TEST_GIFT_CODES_KEY,
    ...overrides.env,
  });
  const database = overrides.database ?? (await openTestDatabase());
  const { env: _env, routes, ...options } = overrides;
  const app = await buildApp({ config, database, storefront: null, ...options });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!overrides.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second pool (with its own LISTEN connection) on the very database `database` is connected to: what a
 * second server process on the same database has. The caller closes it.
 */
export async function secondProcessDatabase(database: Database): Promise<Database> {
  const result = await database.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return createDb(url.toString(), { poolSize: 2 });
}
