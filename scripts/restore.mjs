// `npm run restore -- FILE`: puts a file written by `npm run backup` back into an empty DATA_DIR (the database
// into DATA_DIR/postgres, the uploads into DATA_DIR/uploads or UPLOADS_DIR), starts the database once so it
// replays the backup's WAL, and checks that it answers. Then `npm start` serves the restored shop.
import { resolve } from 'node:path';
import { exitWithError, readDataSettings } from './lib/data-settings.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';

const { dataDir, uploadsDir, databaseUrl, callerDir } = readDataSettings();
const given = process.argv[2];
if (!given || given.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE   (a file written by npm run backup)');
  process.exit(1);
}
if (databaseUrl) {
  console.error(
    '✗ DATABASE_URL is set: the shop runs on your own PostgreSQL server and would not use a database restored\n' +
      '  into DATA_DIR. Unset it to restore a backup of the built-in database, or restore your server with its\n' +
      '  own tools (docs/deploy.md, "Backups").',
  );
  process.exit(1);
}

await prepareWorkspace();
const { restoreBackup } = await import('@matjar/db');

try {
  const result = await restoreBackup({
    file: resolve(callerDir, given),
    dataDir,
    uploadsDir,
    log: (message) => console.log(message),
  });
  const { manifest } = result;
  console.log(
    `\n✓ Restored the backup of ${manifest.createdAt} into ${dataDir} in ${result.seconds.toFixed(1)} s:\n` +
      `  ${result.orders} orders, ${result.products} products, ${manifest.uploads.files} uploaded files ` +
      `(in ${uploadsDir}).\n  Start the shop on it with: npm start (with this DATA_DIR)`,
  );
} catch (error) {
  exitWithError(error);
}
