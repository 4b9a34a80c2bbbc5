import { sql } from 'drizzle-orm';
import type { Database } from '@matjar/db';

/** What the health checks ask of the database. */
export function createHealthService(database: Database) {
  return {
    /** The embedded server in the data folder, or an external PostgreSQL. */
    databaseKind: database.kind,
    /** Restarts of the embedded server after it stopped on its own; 0 for an external server. */
    databaseRestarts: (): number => database.server?.restarts() ?? 0,
    /**
     * Why the database does not answer, as far as this process knows: the embedded supervisor's state when it
     * is not running, else unreachable (an external server, or one still recovering).
     */
    databaseDownState(): 'restarting' | 'stopped' | 'unreachable' {
      const state = database.server?.state();
      return state === 'restarting' || state === 'stopped' ? state : 'unreachable';
    },
    /** Resolves when the database answers a query; throws otherwise. */
    async pingDatabase(): Promise<void> {
      await database.db.execute(sql`SELECT 1`);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
