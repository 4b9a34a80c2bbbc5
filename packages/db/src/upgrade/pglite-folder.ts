import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../migrate.js';
import { fingerprintSql } from './fingerprint.js';

/** What the upgrade reads from a data folder of the release that ran on PGlite. */
export interface PgliteFolder {
  /** The shop's tables (schema public), by name. */
  tables(): Promise<string[]>;
  count(table: string): Promise<number>;
  /** Columns an INSERT may name (generated columns are computed again on the new server). */
  insertableColumns(table: string): Promise<string[]>;
  /** The table's rows as JSON arrays of row objects, `size` rows at a time. */
  batches(table: string, size: number): AsyncGenerator<string>;
  fingerprint(table: string): Promise<{ rows: number; sum: string }>;
  sequences(): Promise<{ name: string; lastValue: string; isCalled: boolean }[]>;
  close(): Promise<void>;
}

/**
 * Opens an old PGlite folder (pg_trgm loaded, as every open needed) and brings it to the current migrations
 * first, so its tables are exactly the new server's. PGlite (PostgreSQL 18 in WebAssembly) stays a dependency
 * for this alone.
 */
export async function openPgliteFolder(folder: string): Promise<PgliteFolder> {
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.exec("SET timezone = 'UTC'");
  } catch (error) {
    await client.close();
    throw error;
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    async tables() {
      const result = await client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      return result.rows.map((row) => row.name);
    },
    async count(table) {
      const result = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
      return result.rows[0]!.n;
    },
    async insertableColumns(table) {
      const result = await client.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [table],
      );
      return result.rows.map((row) => row.name);
    },
    async *batches(table, size) {
      // Keyset over the physical row address: nothing else writes to the folder while we read it.
      let after = '(0,0)';
      for (;;) {
        const result = await client.query<{ batch: string | null; last: string | null }>(
          `SELECT json_agg(to_json(t))::text AS batch, max(t.ctid)::text AS last
             FROM (SELECT ctid, * FROM ${quote(table)} WHERE ctid > $1::tid ORDER BY ctid LIMIT ${size}) t`,
          [after],
        );
        const { batch, last } = result.rows[0]!;
        if (!batch || !last) return;
        yield batch;
        after = last;
      }
    },
    async fingerprint(table) {
      const result = await client.query<{ rows: number; sum: string }>(fingerprintSql(table));
      return result.rows[0]!;
    },
    async sequences() {
      const result = await client.query<{ name: string; last_value: string | null; is_called: boolean }>(
        `SELECT s.sequencename AS name, s.last_value::text AS last_value, s.last_value IS NOT NULL AS is_called
           FROM pg_sequences s WHERE s.schemaname = 'public'`,
      );
      return result.rows.map((row) => ({
        name: row.name,
        // A sequence never used reports no last value: start it where it would have started.
        lastValue: row.last_value ?? '1',
        isCalled: row.is_called,
      }));
    },
    close: () => client.close(),
  };
}
