// Where the shop keeps its data, read as the server reads it (the environment, then .env; relative folders from
// the project, where `npm start` runs the server), for the scripts that work on that data.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rootDir } from './workspace-state.mjs';

export function readDataSettings() {
  const envFile = join(rootDir, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const dataDir = resolve(rootDir, process.env.DATA_DIR?.trim() || './data');
  const uploadsDir = process.env.UPLOADS_DIR?.trim()
    ? resolve(rootDir, process.env.UPLOADS_DIR.trim())
    : join(dataDir, 'uploads');
  return {
    dataDir,
    uploadsDir,
    /** Set: the shop runs on an external PostgreSQL server, not the one in DATA_DIR. */
    databaseUrl: process.env.DATABASE_URL?.trim() || null,
    /** The folder `npm run …` was typed in (npm runs scripts from the project root): paths given are from there. */
    callerDir: process.env.INIT_CWD || process.cwd(),
  };
}

/** Prints a backup or restore refusal as it is (it is written for the reader), anything else with its stack. */
export function exitWithError(error) {
  const forReader = error?.name === 'BackupError' || error?.name === 'FolderLockedError';
  console.error(forReader ? `\n✗ ${error.message}` : error);
  process.exit(1);
}

export function formatBytes(bytes) {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
