import { chmod, constants, copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_POSTGRES_MAJOR, startEmbeddedServer } from '../client/embedded/embedded-server.js';
import { serverUser } from '../client/embedded/server-user.js';
import { FolderLockedError, lockFolder } from '../client/folder-lock.js';
import { checkArchive, DATABASE_ENTRY, unpackArchive, UPLOADS_ENTRY } from './backup-archive.js';
import { BackupError } from './backup-error.js';
import type { BackupManifest } from './backup-manifest.js';
import { chownTree, exists, isEmptyFolder, moveFolder } from './file-tree.js';
import { GIFT_CODES_KEY_FILE } from '../gift-codes/gift-code-vault.js';

export interface RestoreOptions {
  /** The backup file (written by takeBackup). */
  file: string;
  /** The DATA_DIR to restore into: it must hold no database. */
  dataDir: string;
  /** Where the shop reads uploads (DATA_DIR/uploads unless UPLOADS_DIR says otherwise): it must be empty. */
  uploadsDir: string;
  log?: (message: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows of the restored shop, counted on the started database. */
  orders: number;
  products: number;
  seconds: number;
}

/**
 * Restores a backup file into an empty DATA_DIR: the file is read whole and checked first, unpacked beside
 * the target, moved into place (postgres/ into DATA_DIR, uploads/ into the uploads folder the shop reads),
 * handed to the database's account, then the server is started once. It finds backup_label and replays the
 * WAL the backup holds up to the backup's end, the consistent point; the shop's tables are counted, and the
 * server is stopped with a checkpoint, so the next `npm start` opens the shop at once.
 */
export async function restoreBackup({
  file,
  dataDir,
  uploadsDir,
  log = () => {},
}: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const folder = join(dataDir, DATABASE_ENTRY);
  await assertRestoreTarget(dataDir, uploadsDir);
  const manifest = await checkArchive(file);
  if (manifest.postgresMajor !== EMBEDDED_POSTGRES_MAJOR) {
    throw new BackupError(
      `${file} holds a PostgreSQL ${manifest.postgresMajor} database; this release runs PostgreSQL ` +
        `${EMBEDDED_POSTGRES_MAJOR}. Restore it with the release that wrote it (${manifest.createdAt}).`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const lock = await lockFolder(folder, `${folder}.lock`).catch((error: unknown) => {
    if (error instanceof FolderLockedError) {
      throw new BackupError(
        `A Matjar server (process ${error.holderPid ?? 'unknown'}) is running on ${dataDir}. ` +
          'Stop it and restore into an empty DATA_DIR.',
      );
    }
    throw error;
  });
  try {
    // Checked again under the lock: a shop may have started on the folder in between.
    await assertRestoreTarget(dataDir, uploadsDir);
    log(`Unpacking ${file} (backup of ${manifest.createdAt}, PostgreSQL ${manifest.postgresVersion}).`);
    await unpackInto(file, dataDir, folder, uploadsDir);
  } finally {
    await lock.release();
  }
  log('Starting the database: it replays the WAL the backup holds up to the backup’s end.');
  const counts = await openRestored(folder, log);
  return { manifest, ...counts, seconds: (Date.now() - started) / 1000 };
}

/** Refuses a DATA_DIR that already holds a database, or an uploads folder that holds files. */
export async function assertRestoreTarget(dataDir: string, uploadsDir: string): Promise<void> {
  const folder = join(dataDir, DATABASE_ENTRY);
  if (!(await isEmptyFolder(folder))) {
    throw new BackupError(
      `${dataDir} already holds a database (${folder}). Restore into an empty DATA_DIR, or move that ` +
        'folder away first (`npm run reset` deletes the local data).',
    );
  }
  if (await exists(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(
      `${dataDir} holds the database of an older release (pglite/). Restore into an empty DATA_DIR.`,
    );
  }
  if (!(await isEmptyFolder(uploadsDir))) {
    throw new BackupError(
      `${uploadsDir} already holds uploaded files; the backup's would be mixed with them. Restore into an ` +
        'empty uploads folder (DATA_DIR/uploads, or UPLOADS_DIR when it is set).',
    );
  }
}

async function unpackInto(file: string, dataDir: string, folder: string, uploadsDir: string) {
  const staging = await mkdtemp(join(dataDir, '.matjar-restore-'));
  try {
    await unpackArchive(file, staging);
    await rm(folder, { recursive: true, force: true }); // an empty folder, checked above
    await moveFolder(join(staging, DATABASE_ENTRY), folder);
    if (await exists(join(staging, UPLOADS_ENTRY))) {
      await rm(uploadsDir, { recursive: true, force: true }); // missing or empty, checked above
      await moveFolder(join(staging, UPLOADS_ENTRY), uploadsDir);
    }
    // The gift-codes key the backup carried opens the codes its database holds; a key already in the folder
    // (a shop set up since) is left alone rather than overwritten.
    if (await exists(join(staging, GIFT_CODES_KEY_FILE))) {
      await copyFile(
        join(staging, GIFT_CODES_KEY_FILE),
        join(dataDir, GIFT_CODES_KEY_FILE),
        constants.COPYFILE_EXCL,
      )
        .then(() => chmod(join(dataDir, GIFT_CODES_KEY_FILE), 0o600))
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  // PostgreSQL refuses a data folder others can read, and runs as its own account when the shop runs as root.
  await chmod(folder, 0o700);
  const user = await serverUser();
  if (user) await chownTree(folder, user.uid, user.gid);
}

async function openRestored(folder: string, log: (message: string) => void) {
  const server = await startEmbeddedServer({ folder, log });
  try {
    const client = new pg.Client({ connectionString: server.url });
    client.on('error', () => {}); // a lost connection fails the running query, which reports it
    await client.connect();
    try {
      const { rows } = await client.query<{ recovering: boolean; shop: boolean }>(
        `SELECT pg_is_in_recovery() AS recovering, to_regclass('public.orders') IS NOT NULL AND to_regclass('public.products') IS NOT NULL AS shop`,
      );
      if (rows[0]!.recovering) throw new BackupError('The restored database is still recovering; try again.');
      if (!rows[0]!.shop) return { orders: 0, products: 0 };
      const counts = await client.query<{ orders: number; products: number }>(
        'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM products)::int AS products',
      );
      return counts.rows[0]!;
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}
