import { openTestDatabase } from '@matjar/db';
import { buildApp, type App, type BuildAppOptions } from './app.js';
import { loadConfig } from './plugins/config.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The database tests run on: in-memory PGlite, or a fresh database on TEST_DATABASE_URL (CI runs both). */
export { openTestDatabase };

/** An app on a test database with a throwaway DATA_DIR; one per test file (PGlite takes seconds to open). */
export async function buildTestApp(
  overrides: Partial<BuildAppOptions> & {
    env?: Record<string, string>;
    /** Extra routes for a test, registered before the app is ready. */
    routes?: (app: App) => void;
  } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'matjar-server-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides.env });
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
