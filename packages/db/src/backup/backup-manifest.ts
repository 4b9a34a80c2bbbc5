import { BackupError } from './backup-error.js';

export const BACKUP_FORMAT = 'matjar-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The first entry of every backup file. */
export const MANIFEST_NAME = 'manifest.json';

export interface FileCount {
  files: number;
  bytes: number;
}

/** What a backup file says about itself (manifest.json inside it). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  /** When the copy began (ISO 8601). */
  createdAt: string;
  /** The server's version, e.g. "18.4": a backup restores only on binaries of the same major version. */
  postgresVersion: string;
  postgresMajor: number;
  /** Where the WAL replay starts and the point the restored database is consistent from. */
  startLsn: string;
  stopLsn: string;
  /** The data folder's files (backup_label included) and, apart, the WAL segments replayed on restore. */
  database: FileCount & { walSegments: number };
  /** Uploaded images, from DATA_DIR/uploads or UPLOADS_DIR. */
  uploads: FileCount;
}

const isCount = (value: unknown): value is FileCount =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as FileCount).files) &&
  Number.isInteger((value as FileCount).bytes);

/** Reads manifest.json; a file that is not a Matjar backup of a version this release reads is refused. */
export function parseManifest(text: string, file: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`${file} is not a Matjar backup: its manifest.json is not JSON.`);
  }
  if (value?.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a Matjar backup (its manifest.json names no "${BACKUP_FORMAT}").`);
  }
  if (value.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a Matjar backup of format ${String(value.version)}, which this release cannot read ` +
        `(it reads format ${BACKUP_FORMAT_VERSION}). Restore it with the release that wrote it.`,
    );
  }
  const complete =
    typeof value.createdAt === 'string' &&
    typeof value.postgresVersion === 'string' &&
    Number.isInteger(value.postgresMajor) &&
    typeof value.startLsn === 'string' &&
    typeof value.stopLsn === 'string' &&
    isCount(value.database) &&
    Number.isInteger(value.database.walSegments) &&
    isCount(value.uploads);
  if (!complete) throw new BackupError(`${file} has an incomplete manifest.json: it may be damaged.`);
  return value as BackupManifest;
}
