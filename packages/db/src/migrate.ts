import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { schema } from './schema/index.js';
import type { Database } from './client/types.js';
import { poolOf } from './client/postgres-database.js';

// Any constant shared by every Matjar process; two servers starting together must not both migrate.
const MIGRATION_LOCK_KEY = 7_245_001;

/** packages/db/migrations, found from this file so it works from src/ (tests, tsx) and dist/ (built). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

type Schema = typeof schema;

/** Applies the committed drizzle-kit migrations that have not run yet, with the migrator of the driver. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  // database.db is the driver's own database object typed as the shared PgDatabase; the migrators want it back.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const pool = poolOf(database);
  if (!pool) throw new Error('migrate: this PostgreSQL database was not opened by createDb');
  // A session-level advisory lock held on one connection while the migrator works on others.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(database.db as unknown as NodePgDatabase<Schema>, config);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}
