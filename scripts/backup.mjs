// `npm run backup [-- FILE or FOLDER]`: writes one file holding a consistent copy of the whole shop (its database
// and uploaded images) while the shop goes on serving; by default matjar-backup-YYYYMMDD-HHMMSS.tar.gz in the
// folder you are in. `npm run restore -- FILE` puts it back into an empty DATA_DIR. docs/deploy.md says more.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exitWithError, formatBytes, readDataSettings } from './lib/data-settings.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';

const { dataDir, uploadsDir, databaseUrl, callerDir } = readDataSettings();
if (databaseUrl) {
  console.error(
    '✗ DATABASE_URL is set: the shop runs on your own PostgreSQL server, which `npm run backup` does not copy.\n' +
      '  Back it up with that server’s tools (pg_dump or pg_basebackup of its major version), and the uploads\n' +
      `  folder (${uploadsDir}) with it: docs/deploy.md, "Backups", says how.`,
  );
  process.exit(1);
}

const target = process.argv[2];
if (target?.startsWith('-')) {
  console.error('Usage: npm run backup [-- FILE or FOLDER]');
  process.exit(1);
}

await prepareWorkspace();
const { backupFileName, takeBackup } = await import('@matjar/db');

const given = target ? resolve(callerDir, target) : callerDir;
const file = existsSync(given) && statSync(given).isDirectory() ? join(given, backupFileName()) : given;

try {
  const result = await takeBackup({
    dataDir,
    uploadsDir,
    file,
    log: (message) => console.log(message),
  });
  const { database, uploads } = result.manifest;
  console.log(
    `\n✓ Backup written: ${result.file}\n` +
      `  ${formatBytes(result.bytes)} in ${result.seconds.toFixed(1)} s; PostgreSQL ${result.manifest.postgresVersion}, ` +
      `${database.files} database files (${formatBytes(database.bytes)}, ${database.walSegments} WAL segments), ` +
      `${uploads.files} uploaded files (${formatBytes(uploads.bytes)}).\n` +
      `  ${result.shopRunning ? 'Taken while the shop served.' : 'No shop was running.'} ` +
      'Restore it with: npm run restore -- FILE',
  );
} catch (error) {
  exitWithError(error);
}
