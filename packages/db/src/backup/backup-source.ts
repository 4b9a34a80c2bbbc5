import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedServerUrl, startEmbeddedServer } from '../client/embedded/embedded-server.js';
import { FolderLockedError } from '../client/folder-lock.js';
import { BackupError } from './backup-error.js';

/** The embedded server a backup reads from: the running shop's, or one started for the backup alone. */
export interface BackupSource {
  url: string;
  /** Whether the shop was running (otherwise the backup started the server, and holds the folder's lock). */
  shopRunning: boolean;
  close(): Promise<void>;
}

/** A shop that has just taken its lock may still be starting its server (first start, crash recovery). */
const RUNNING_SHOP_WAIT_MS = 120_000;

/**
 * Finds the server of the shop's data folder. A running shop holds `<folder>.lock` and serves its socket in the
 * folder: the backup connects to it, and the shop goes on serving. Otherwise the server is started here for the
 * duration of the backup (taking the lock, so no shop starts on the folder meanwhile) and stopped after.
 */
export async function openBackupSource(
  folder: string,
  log: (message: string) => void,
): Promise<BackupSource> {
  if (!(await stat(join(folder, 'PG_VERSION')).catch(() => null))) {
    throw new BackupError(`${folder} holds no database: there is nothing to back up. Check DATA_DIR.`);
  }
  try {
    const server = await startEmbeddedServer({ folder, log });
    return { url: server.url, shopRunning: false, close: () => server.stop() };
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
  }
  const url = embeddedServerUrl(folder);
  await waitForServer(url, folder);
  return { url, shopRunning: true, close: async () => {} };
}

async function waitForServer(url: string, folder: string) {
  const deadline = Date.now() + RUNNING_SHOP_WAIT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new BackupError(
          `A Matjar server holds ${folder}.lock, but its database does not answer on ${folder} ` +
            `(${(error as Error).message}). Is it still starting? Try again once it serves.`,
          { cause: error },
        );
      }
    } finally {
      await client.end().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
