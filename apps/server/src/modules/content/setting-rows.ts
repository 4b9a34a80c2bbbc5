import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '@matjar/db';

/** One site_settings row as the back office edits it: its text value and its version (updated_at). */
export interface SettingRow {
  value: string | null;
  /** updated_at as ISO 8601 in UTC with the database's full microsecond precision. */
  version: string;
}

// Microseconds, not the milliseconds a JS Date keeps: two saves within one millisecond still differ.
const VERSION = sql`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function readSetting(db: Db | DbTransaction, key: string): Promise<SettingRow | null> {
  const result = await db.execute<{ value: string | null; version: string }>(
    sql`SELECT setting_value AS value, ${VERSION} AS version FROM site_settings WHERE setting_key = ${key}`,
  );
  return result.rows[0] ?? null;
}

/**
 * Reads a setting for a change, holding it until the transaction ends. The row is locked FOR UPDATE; a key
 * that has no row yet has nothing to lock, so a transaction-scoped advisory lock on the key comes first:
 * two first saves queue behind each other too.
 */
export async function lockSetting(tx: DbTransaction, key: string): Promise<SettingRow | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`site_settings:${key}`}))`);
  const result = await tx.execute<{ value: string | null; version: string }>(
    sql`SELECT setting_value AS value, ${VERSION} AS version FROM site_settings
        WHERE setting_key = ${key} FOR UPDATE`,
  );
  return result.rows[0] ?? null;
}

/** Stores a value; its new version is the clock at this moment (not the transaction's start). */
export async function writeSetting(tx: DbTransaction, key: string, value: string | null): Promise<string> {
  const result = await tx.execute<{ version: string }>(
    sql`INSERT INTO site_settings (setting_key, setting_value, updated_at)
        VALUES (${key}, ${value}, clock_timestamp())
        ON CONFLICT (setting_key) DO UPDATE
          SET setting_value = excluded.setting_value, updated_at = excluded.updated_at
        RETURNING ${VERSION} AS version`,
  );
  return result.rows[0]!.version;
}
