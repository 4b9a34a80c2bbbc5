import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { DATABASE_ENTRY, packArchive, UPLOADS_ENTRY } from './backup-archive.js';
import { GIFT_CODES_KEY_FILE } from '../gift-codes/gift-code-vault.js';
import { BackupError } from './backup-error.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  type BackupManifest,
  type FileCount,
} from './backup-manifest.js';
import { openBackupSource } from './backup-source.js';
import { runBaseBackup, type BaseBackupResult } from './base-backup-session.js';
import { WAL_FOLDER } from './base-backup-rules.js';
import { copyDataFolder } from './copy-data-folder.js';
import { copyUploads, exists } from './file-tree.js';
import { copyWalSegments } from './wal-segments.js';

export interface TakeBackupOptions {
  /** The shop's DATA_DIR: the database is its postgres/ folder. */
  dataDir: string;
  /** Where uploaded images live (DATA_DIR/uploads unless UPLOADS_DIR says otherwise). */
  uploadsDir: string;
  /** The backup file to write (see backupFileName). */
  file: string;
  log?: (message: string) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Whether a shop was serving from the folder during the backup. */
  shopRunning: boolean;
  seconds: number;
}

/** matjar-backup-YYYYMMDD-HHMMSS.tar.gz, in the machine's local time (the one `ls -l` shows). */
export function backupFileName(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `matjar-backup-${date}-${time}.tar.gz`;
}

const isInside = (path: string, folder: string) => {
  const fromFolder = relative(folder, path);
  return fromFolder !== '' && !fromFolder.startsWith('..') && !isAbsolute(fromFolder);
};

/**
 * Writes one file holding a consistent copy of the whole shop, its database and its uploads, while the shop goes
 * on serving: PostgreSQL's base backup of the embedded server (see runBaseBackup), the uploads copied after it.
 * Restoring it replays the WAL to the moment pg_backup_stop returned, so every order acknowledged before the
 * backup began is in it, and no order is in it by half. The copy is staged beside the file, then packed.
 */
export async function takeBackup({
  dataDir,
  uploadsDir,
  file,
  log = () => {},
}: TakeBackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = new Date(started).toISOString();
  for (const folder of [join(dataDir, DATABASE_ENTRY), uploadsDir]) {
    if (isInside(resolve(file), resolve(folder))) {
      throw new BackupError(`Write the backup outside ${folder}: it would be copying itself.`);
    }
  }
  if (await exists(file)) {
    throw new BackupError(
      `${file} already exists; name another file (an older backup is never overwritten).`,
    );
  }
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.matjar-backup-'));
  try {
    const database = join(staging, DATABASE_ENTRY);
    const source = await openBackupSource(join(dataDir, DATABASE_ENTRY), log);
    let folder: FileCount = { files: 0, bytes: 0 };
    let wal = { files: 0, bytes: 0, segments: 0 };
    let backup: BaseBackupResult;
    try {
      log(
        source.shopRunning
          ? 'The shop is running: copying its database while it serves.'
          : 'No shop is running: started the database for the backup.',
      );
      backup = await runBaseBackup(source.url, `matjar ${createdAt}`, {
        copyFiles: async () => {
          folder = await copyDataFolder(join(dataDir, DATABASE_ENTRY), database);
        },
        afterStop: async (stopped) => {
          await writeFile(join(database, 'backup_label'), stopped.labelFile, { mode: 0o600 });
          if (stopped.tablespaceMap) {
            await writeFile(join(database, 'tablespace_map'), stopped.tablespaceMap, { mode: 0o600 });
          }
          wal = await copyWalSegments(
            join(dataDir, DATABASE_ENTRY, WAL_FOLDER),
            join(database, WAL_FOLDER),
            stopped.wal,
          );
        },
      });
    } finally {
      await source.close();
    }
    const uploads = await copyUploads(uploadsDir, join(staging, UPLOADS_ENTRY));
    await mkdir(join(staging, UPLOADS_ENTRY), { recursive: true });
    // The key that opens the brand gift-card codes travels with the database that holds them sealed: without
    // it a restored shop could not hand out one code it bought. (A key given by GIFT_CODES_KEY is not a file.)
    const giftCodesKey = await readFile(join(dataDir, GIFT_CODES_KEY_FILE)).catch(() => null);
    if (giftCodesKey) await writeFile(join(staging, GIFT_CODES_KEY_FILE), giftCodesKey, { mode: 0o600 });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt,
      postgresVersion: backup.serverVersion,
      postgresMajor: Number.parseInt(backup.serverVersion, 10),
      startLsn: backup.startLsn,
      stopLsn: backup.stopLsn,
      database: {
        files: folder.files + 1 + wal.files,
        bytes: folder.bytes + Buffer.byteLength(backup.labelFile) + wal.bytes,
        walSegments: wal.segments,
      },
      uploads,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    log(
      `Copied ${manifest.database.files} database files (${wal.segments} WAL segments) and ${uploads.files} uploads; packing.`,
    );
    const bytes = await packArchive(staging, file);
    return { file, bytes, manifest, shopRunning: source.shopRunning, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
