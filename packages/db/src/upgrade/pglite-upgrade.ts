import { cp, rename, rm, stat } from 'node:fs/promises';
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
  /** For the name the old folder is kept under: the moment of the upgrade (tests pass a fixed one). */
  now?: Date;
}

export interface UpgradeResult {
  tables: number;
  rows: number;
  /** Where the old PGlite folder now is (renamed, its files unchanged). */
  keptAt: string;
}

/**
 * The upgrade failed and nothing was committed. Its message is one line for the operator's terminal: what
 * failed, that nothing changed, where the shop's data is and what to do; the cause (with its stack) is kept
 * for a debug log.
 */
export class UpgradeFailedError extends Error {
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\s+/g, ' ').trim();
    super(
      `The shop in ${folder} could not be carried over to PostgreSQL: ${reason}. Nothing was committed: the new ` +
        `database holds none of it and ${folder} is exactly as the previous release left it (that release can ` +
        'still run on it). Fix the cause and start again (the upgrade starts over), or go back to the previous ' +
        'release as the README\'s "Upgrading from PGlite" says.',
      { cause },
    );
    this.name = 'UpgradeFailedError';
  }
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
 * Carries a shop made by a release that ran on PGlite (`DATA_DIR/pglite`) over to the PostgreSQL server.
 * The folder itself is only read: it is copied to `DATA_DIR/pglite-upgrade-copy`, and that copy is brought to
 * the current migrations and read, so the previous release can still run on the folder whatever happens. Every
 * row of every table and every sequence goes into the new server in one transaction, verified table by table
 * (rows and a hash sum) before it commits. Then the copy is deleted and the folder renamed (its files
 * unchanged), so the next start does not carry it over again; the log says where it is. Runs only when the new
 * database holds no shop yet (no staff, no category), so a start interrupted half way simply starts over.
 * Resolves to null when there is nothing to carry over; a failure rejects with an UpgradeFailedError.
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
  // The lock the previous release took: a shop of that release still running on the folder would keep
  // writing to it while we copy it.
  const lock = await lockFolder(folder, `${folder}.lock`);
  const copy = join(dataDir, 'pglite-upgrade-copy');
  try {
    let result: Omit<UpgradeResult, 'keptAt'>;
    try {
      log(
        `Carrying the shop over from PGlite (${folder}) to PostgreSQL. That folder is only read: a copy of it ` +
          `(${copy}) is brought to the current migrations and copied from, then deleted.`,
      );
      // A copy left by a start that was interrupted is not trusted: copy again.
      await rm(copy, { recursive: true, force: true });
      await cp(folder, copy, { recursive: true });
      const source = await openPgliteFolder(copy);
      try {
        result = await copyEverything(source, pool, log);
      } finally {
        // Only the copy, deleted next: failing to close it changes nothing that was committed.
        await source.close().catch(() => {});
      }
    } catch (error) {
      throw new UpgradeFailedError(folder, error);
    } finally {
      await rm(copy, { recursive: true, force: true }).catch(() => {});
    }
    const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    const keptAt = join(dataDir, `pglite-before-postgres-${stamp}`);
    const moved = await rename(folder, keptAt).then(
      () => true,
      (error: unknown) => {
        log(`${folder} could not be renamed (${(error as Error).message}); it stays where it is, unchanged.`);
        return false;
      },
    );
    const where = moved
      ? `, only renamed to ${keptAt} so that the next start does not carry it over again`
      : '';
    log(
      `The shop was carried over: ${result.tables} tables, ${result.rows} rows, each table checked (rows and ` +
        `contents). The PGlite folder was not changed${where}; the previous release can still run on it (the ` +
        'README\'s "Upgrading from PGlite" says how to go back). Once you have checked the shop, you may delete it.',
    );
    return { ...result, keptAt: moved ? keptAt : folder };
  } finally {
    await lock.release();
  }
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
          `the copy of table ${table} does not match the PGlite database (${before.rows} rows, sum ` +
            `${before.sum}; copied ${after.rows} rows, sum ${after.sum})`,
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
