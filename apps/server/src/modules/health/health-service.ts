import { sql } from 'drizzle-orm';
import type { Database } from '@matjar/db';

/** What the health check asks of the database. */
export function createHealthService(database: Database) {
  return {
    /** The embedded server in the data folder, or an external PostgreSQL. */
    databaseKind: database.kind,
    /** Resolves when the database answers a query; throws otherwise. */
    async pingDatabase(): Promise<void> {
      await database.db.execute(sql`SELECT 1`);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
