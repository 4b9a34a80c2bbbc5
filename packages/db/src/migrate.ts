import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { schema } from './schema/index.js';
import type { Database } from './client/types.js';
import { poolOf } from './client/postgres-database.js';

// Any constant shared by every Matjar process; two servers starting together must not both migrate.
const MIGRATION_LOCK_KEY = 7_245_001;

/** packages/db/migrations, found from this file so it works from src/ (tests, tsx) and dist/ (built). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

type Schema = typeof schema;

/** Applies the committed drizzle-kit migrations that have not run yet. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  const pool = poolOf(database);
  if (!pool) throw new Error('migrate: this database was not opened by createDb');
  // A session-level advisory lock held on one connection while the migrator works on others.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // database.db is node-postgres' database object typed as the shared PgDatabase; the migrator wants it back.
    await migratePostgres(database.db as unknown as NodePgDatabase<Schema>, config);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}
