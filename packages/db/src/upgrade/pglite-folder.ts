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
 * Opens a PGlite folder (pg_trgm loaded, as every open needed) and brings it to the current migrations first,
 * so its tables are exactly the new server's. Opening and migrating write to the folder: the upgrade passes a
 * copy of the shop's folder, never the folder itself. PGlite (PostgreSQL 18 in WebAssembly) stays a
 * dependency for this alone.
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
      // Read from each sequence itself: pg_sequences shows no last value for a sequence never called (0017
      // leaves orders_short_number_seq so, at the first short number still to give), and is_called is only
      // there. setval on the new server takes both as they are.
      const names = await client.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY c.relname`,
      );
      const sequences = [];
      for (const { name } of names.rows) {
        const result = await client.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text AS last_value, is_called FROM ${quote(name)}`,
        );
        const { last_value: lastValue, is_called: isCalled } = result.rows[0]!;
        sequences.push({ name, lastValue, isCalled });
      }
      return sequences;
    },
    close: () => client.close(),
  };
}
