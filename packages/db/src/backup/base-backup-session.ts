import pg from 'pg';
import type { WalRange } from './wal-segments.js';

/** What pg_backup_stop answers, and the WAL the copy needs to become consistent. */
export interface BackupStopped {
  startLsn: string;
  stopLsn: string;
  /** The backup_label the restored folder must hold: without it, recovery would start from the wrong checkpoint. */
  labelFile: string;
  /** Empty unless the server has tablespaces (the shop creates none). */
  tablespaceMap: string;
  wal: WalRange;
}

export interface BaseBackupSteps {
  /** Copies the data folder while the backup runs. */
  copyFiles(): Promise<void>;
  /** Runs after pg_backup_stop, while the replication slot still holds the WAL: writes the label, copies WAL. */
  afterStop(stopped: BackupStopped): Promise<void>;
}

export interface BaseBackupResult extends BackupStopped {
  serverVersion: string;
}

/**
 * PostgreSQL's low-level base backup ("Making a Base Backup Using the Low Level API"), on one session of the
 * server at `url`, which must stay open from start to stop:
 * 1. a temporary physical replication slot, reserving WAL at once: no checkpoint may recycle a segment the
 *    backup needs while the files are copied (the shop keeps writing);
 * 2. pg_backup_start with a fast checkpoint: from here every page changed carries a full image in the WAL;
 * 3. the files are copied (`copyFiles`);
 * 4. pg_backup_stop, which writes the backup's end into the WAL, switches to a new segment and answers the
 *    backup_label; `afterStop` copies the WAL up to that end.
 * Closing the session drops the slot, and aborts the backup if it was not stopped.
 */
export async function runBaseBackup(
  url: string,
  label: string,
  steps: BaseBackupSteps,
): Promise<BaseBackupResult> {
  const client = new pg.Client({ connectionString: url, application_name: 'matjar-backup' });
  client.on('error', () => {}); // a lost connection fails the running query, which reports it
  await client.connect();
  try {
    const { rows: settings } = await client.query<{ version: string; segment_size: string }>(
      `SELECT current_setting('server_version') AS version,
        (SELECT setting FROM pg_settings WHERE name = 'wal_segment_size') AS segment_size`,
    );
    const slot = `matjar_backup_${process.pid}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const { rows: started } = await client.query<{ lsn: string }>(
      'SELECT pg_backup_start($1, true)::text AS lsn',
      [label],
    );
    await steps.copyFiles();
    // false: WAL archiving is off (nothing to wait for); the WAL is copied by afterStop instead.
    const { rows: stoppedRows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'SELECT lsn::text AS lsn, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const startLsn = started[0]!.lsn;
    const stopped = stoppedRows[0]!;
    // The first segment holds the start point; pg_walfile_name names the one holding the last byte before
    // the stop point (the stop point itself may be the first byte of the next, empty, segment).
    const { rows: files } = await client.query<{ first: string; last: string }>(
      'SELECT (pg_walfile_name_offset($1::pg_lsn)).file_name AS first, pg_walfile_name($2::pg_lsn) AS last',
      [startLsn, stopped.lsn],
    );
    const result: BaseBackupResult = {
      serverVersion: settings[0]!.version,
      startLsn,
      stopLsn: stopped.lsn,
      labelFile: stopped.labelfile,
      tablespaceMap: stopped.spcmapfile ?? '',
      wal: {
        first: files[0]!.first,
        last: files[0]!.last,
        segmentSize: Number(settings[0]!.segment_size),
      },
    };
    await steps.afterStop(result);
    return result;
  } finally {
    await client.end().catch(() => {});
  }
}
