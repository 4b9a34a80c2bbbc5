import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError } from './backup-error.js';
import type { FileCount } from './backup-manifest.js';
import {
  baseBackupRule,
  CONTROL_FILE,
  isDatabaseFolder,
  isSkippedRelationFile,
  WAL_FOLDER,
} from './base-backup-rules.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies a running server's data folder as each file is at the moment it is read, between pg_backup_start
 * and pg_backup_stop. Files that change while they are copied are fine: every page written since the backup's
 * checkpoint has a full image in the WAL, which the restore replays over the copy. Files that vanish (a table
 * dropped, a temporary file gone) are skipped. pg_wal is left empty (the WAL is copied after
 * pg_backup_stop) and global/pg_control is copied last.
 */
export async function copyDataFolder(source: string, target: string): Promise<FileCount> {
  const count: FileCount = { files: 0, bytes: 0 };
  await mkdir(target, { recursive: true, mode: 0o700 });
  await copyFolder(source, target, '', count);
  await copyControlFile(source, target, count);
  return count;
}

async function copyFolder(source: string, target: string, path: string, count: FileCount) {
  const from = join(source, path);
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return []; // dropped while we copied
    throw error;
  });
  const names = new Set(entries.map((entry) => entry.name));
  const inDatabase = isDatabaseFolder(path);
  for (const entry of entries) {
    const child = path ? `${path}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      // pg_tblspc holds one per tablespace; the shop creates none, and a copy would not carry their files.
      throw new BackupError(
        `The database folder holds a symbolic link (${child}): tablespaces and linked folders are not backed up.`,
      );
    }
    const rule = baseBackupRule(child, entry.isDirectory());
    if (rule === 'skip') continue;
    if (entry.isDirectory()) {
      await mkdir(join(target, child), { mode: 0o700 });
      if (child === WAL_FOLDER) {
        await mkdir(join(target, child, 'archive_status'), { mode: 0o700 });
        await mkdir(join(target, child, 'summaries'), { mode: 0o700 });
      }
      if (rule === 'copy') await copyFolder(source, target, child, count);
      continue;
    }
    if (!entry.isFile() || (inDatabase && isSkippedRelationFile(entry.name, names))) continue;
    const bytes = await copyOne(join(source, child), join(target, child));
    if (bytes === null) continue;
    count.files += 1;
    count.bytes += bytes;
  }
}

/** Copies one file as it is now; null when it no longer exists. */
async function copyOne(from: string, to: string): Promise<number | null> {
  try {
    await copyFile(from, to);
    return (await stat(to)).size;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The server rewrites pg_control in place (at each checkpoint), and a read racing that write could catch half
 * of each. Two reads that agree cannot be torn; the restore refuses a control file whose checksum fails.
 */
async function copyControlFile(source: string, target: string, count: FileCount) {
  let previous = await readFile(join(source, CONTROL_FILE));
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await readFile(join(source, CONTROL_FILE));
    if (current.equals(previous)) {
      await writeFile(join(target, CONTROL_FILE), current, { mode: 0o600 });
      count.files += 1;
      count.bytes += current.length;
      return;
    }
    previous = current;
  }
  throw new BackupError('global/pg_control kept changing while it was read; try the backup again.');
}
