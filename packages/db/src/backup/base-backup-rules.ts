/**
 * What a base backup leaves out of a running server's data folder: the list pg_basebackup uses
 * (src/backend/backup/basebackup.c, PostgreSQL 18). These files are rebuilt, emptied or meaningless when the
 * copy starts as a new server, or belong to the running one alone.
 */

/** Folders kept empty: their contents are removed or rebuilt at start-up (the folders keep their place). */
const EMPTIED_FOLDERS = new Set([
  'pg_stat_tmp',
  'pg_replslot', // replication slots belong to the server they were made on (ours is temporary anyway)
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

const SKIPPED_FILES = new Set([
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  // Written into the copy from pg_backup_stop's answer; one in the running folder would be stale.
  'backup_label',
  'tablespace_map',
  'backup_manifest',
  // The running server's pid and command line.
  'postmaster.pid',
  'postmaster.opts',
]);

/** Temporary files and folders, the relation cache (rebuilt at start-up) and the Unix socket with its lock. */
const SKIPPED_PREFIXES = ['pgsql_tmp', 'pg_internal.init', '.s.PGSQL.'];

/** The folder the WAL lives in: copied apart, after pg_backup_stop, from the segments the backup needs. */
export const WAL_FOLDER = 'pg_wal';
/** Copied last, as pg_basebackup does: the recovery it starts must see every other file first. */
export const CONTROL_FILE = 'global/pg_control';

export type CopyRule = 'copy' | 'skip' | 'empty-folder';

/** How an entry of the data folder, named by its path inside it (`base/5/1259`), is backed up. */
export function baseBackupRule(path: string, isFolder: boolean): CopyRule {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (SKIPPED_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'skip';
  if (isFolder) return EMPTIED_FOLDERS.has(name) || path === WAL_FOLDER ? 'empty-folder' : 'copy';
  if (SKIPPED_FILES.has(name) || path === CONTROL_FILE) return 'skip';
  return 'copy';
}

/** base/<database oid>: the folders whose files are relations. */
export const isDatabaseFolder = (path: string) => /^base\/\d+$/.test(path);

const RELATION_FILE = /^(\d+)(?:_(fsm|vm|init))?(?:\.\d+)?$/;
const TEMPORARY_RELATION = /^t\d+_\d+/;

/**
 * In a database folder: whether a file is left out because its relation is temporary, or unlogged (it has an
 * init fork, `<relfilenode>_init`, which is copied: the relation starts empty from it after a restore).
 */
export function isSkippedRelationFile(name: string, siblings: ReadonlySet<string>): boolean {
  if (TEMPORARY_RELATION.test(name)) return true;
  const match = RELATION_FILE.exec(name);
  if (!match || match[2] === 'init') return false;
  return siblings.has(`${match[1]}_init`);
}
