// `npm run media:copy [-- FOLDER]`: copies the uploads folder (UPLOADS_DIR, else DATA_DIR/uploads, or the
// folder named) into the S3 bucket the S3_* variables name, under the same keys, so that a shop restarted with
// STORAGE=s3 serves the same pictures at the same addresses. It switches nothing: the shop keeps reading
// what STORAGE says until you change it and restart. Running it again copies only what is missing.
// docs/deploy.md, "Images in object storage", says when to run it.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatBytes, readDataSettings } from './lib/data-settings.mjs';
import { prepareWorkspace } from './lib/prepare.mjs';

const { uploadsDir, callerDir } = readDataSettings();
const given = process.argv[2];
if (given?.startsWith('-')) {
  console.error('Usage: npm run media:copy [-- FOLDER]');
  process.exit(1);
}
const folder = given ? resolve(callerDir, given) : uploadsDir;
if (!existsSync(folder) || !statSync(folder).isDirectory()) {
  console.error(
    `✗ ${folder} is not a folder: name the uploads folder to copy (npm run media:copy -- FOLDER).`,
  );
  process.exit(1);
}

await prepareWorkspace();
const { BucketUnavailableError, ConfigError, copyFolderToBucket, createS3MediaStore, loadConfig } =
  await import('@matjar/server');

let store;
try {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      '✗ No bucket to copy into: set S3_BUCKET and S3_REGION (and S3_ENDPOINT, S3_FORCE_PATH_STYLE,\n' +
        '  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as your storage needs) in the environment or .env.',
    );
    process.exit(1);
  }
  store = createS3MediaStore(config.s3);
  await store.verify();
  console.log(`Copying ${folder} into the bucket "${config.s3.bucket}" (objects under media/)…`);
  let shown = 0;
  const report = await copyFolderToBucket(folder, store, {
    progress(done, total) {
      if (done === total || done - shown >= 500) {
        shown = done;
        console.log(`  ${done} of ${total} files`);
      }
    },
  });
  for (const name of report.ignored) console.log(`  left out (not an image key): ${name}`);
  console.log(
    `\n✓ ${report.copied} files copied (${formatBytes(report.bytes)}); ${report.present} were in the bucket already.\n` +
      `  Nothing was switched: the shop serves ${config.storage === 's3' ? 'the bucket' : 'the uploads folder'} ` +
      'as STORAGE says. To move to the bucket, run this again just before, then set STORAGE=s3 and restart.',
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof BucketUnavailableError)
    console.error(`✗ ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
} finally {
  store?.close();
}
