import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { poolOf } from '../client/postgres-database.js';
import { lockFolder } from '../client/folder-lock.js';
import type { Database } from '../client/types.js';
import { fingerprintSql } from './fingerprint.js';
import { openPgliteFolder, type PgliteFolder } from './pglite-folder.js';

export interface UpgradeOptions {
  /** The shop's DATA_DIR: the old database is `pglite/` in it. */
  dataDir: string;
  /** The new, migrated database (the embedded server's). */
  target: Database;
  log: (message: string) => void;
  /** For the folder the old database is kept in: the moment of the upgrade (tests pass a fixed one). */
  now?: Date;
}

export interface UpgradeResult {
  tables: number;
  rows: number;
  /** Where the old PGlite folder now is. */
  keptAt: string;
}

/** Rows fetched from PGlite and inserted into PostgreSQL per statement. */
const BATCH_ROWS = 2_000;

/** A per-table fingerprint: row count and a sum of each row's hash, equal on both sides iff the rows are. */
interface TableFingerprint {
  rows: number;
  sum: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Carries a shop made by a release that ran on PGlite (`DATA_DIR/pglite`) over to the PostgreSQL server:
 * every row of every table and every sequence, in one transaction on the new server, verified table by table
 * (rows and a hash sum) before it commits. The old folder is then renamed, never deleted: the log says where
 * it is. Runs only when the new database holds no shop yet (no staff, no category), so a start interrupted half
 * way simply tries again. Resolves to null when there is nothing to carry over.
 */
export async function upgradeFromPglite({
  dataDir,
  target,
  log,
  now = new Date(),
}: UpgradeOptions): Promise<UpgradeResult | null> {
  const folder = join(dataDir, 'pglite');
  if (!(await stat(join(folder, 'PG_VERSION')).catch(() => null))) return null;
  const pool = poolOf(target);
  if (!pool) throw new Error('upgradeFromPglite: the target database was not opened by createDb');
  if (await holdsShop(pool)) {
    log(`${folder} is still there but this database already holds a shop; it was left as it is.`);
    return null;
  }
  // A shop of the old release still running on the folder would keep writing to it.
  const lock = await lockFolder(folder, `${folder}.lock`);
  let result: Omit<UpgradeResult, 'keptAt'>;
  try {
    log(`Carrying the shop over from PGlite (${folder}) to PostgreSQL; the old folder is not changed.`);
    const source = await openPgliteFolder(folder);
    try {
      result = await copyEverything(source, pool, log);
    } finally {
      await source.close();
    }
  } finally {
    await lock.release();
  }
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const keptAt = join(dataDir, `pglite-before-postgres-${stamp}`);
  await rename(folder, keptAt);
  await rm(`${folder}.lock`, { force: true });
  log(
    `The shop was carried over: ${result.tables} tables, ${result.rows} rows, each table checked (rows and contents). ` +
      `The old PGlite database is kept in ${keptAt}; once you have checked the shop, delete that folder.`,
  );
  return { ...result, keptAt };
}

async function holdsShop(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM admin_users) OR EXISTS (SELECT 1 FROM categories) AS any',
  );
  return result.rows[0]!.any;
}

async function copyEverything(source: PgliteFolder, pool: pg.Pool, log: (message: string) => void) {
  const tables = await source.tables();
  const client = await pool.connect();
  let rows = 0;
  try {
    await client.query('BEGIN');
    await client.query("SET LOCAL timezone = 'UTC'");
    // Rows arrive table by table, not in foreign-key order, and nothing should fire while they do.
    await client.query('SET LOCAL session_replication_role = replica');
    // Whatever the migrations wrote (none today) is replaced by the shop's own rows.
    await client.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of tables) {
      const total = await source.count(table);
      const columns = await source.insertableColumns(table);
      const list = columns.map(quote).join(', ');
      let copied = 0;
      for await (const batch of source.batches(table, BATCH_ROWS)) {
        await client.query(
          `INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
           SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
          [batch],
        );
        copied += countJsonRows(batch);
        if (total > BATCH_ROWS) log(`  ${table}: ${copied} of ${total} rows`);
      }
      const [before, after] = [await source.fingerprint(table), await fingerprint(client, table)];
      if (before.rows !== after.rows || before.sum !== after.sum) {
        throw new Error(
          `The copy of table ${table} does not match the PGlite database (${before.rows} rows, sum ${before.sum}; ` +
            `copied ${after.rows} rows, sum ${after.sum}). Nothing was changed; the shop keeps the old folder.`,
        );
      }
      log(`  ${table}: ${after.rows} rows, checked`);
      rows += after.rows;
    }
    for (const sequence of await source.sequences()) {
      await client.query('SELECT setval($1::regclass, $2, $3)', [
        quote(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return { tables: tables.length, rows };
}

/** The batches are JSON arrays of row objects, one per line of json_agg's output. */
function countJsonRows(batch: string): number {
  return (JSON.parse(batch) as unknown[]).length;
}

async function fingerprint(client: pg.PoolClient, table: string): Promise<TableFingerprint> {
  const result = await client.query<TableFingerprint>(fingerprintSql(table));
  return result.rows[0]!;
}
