import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../migrate.js';
import { createDb } from './create-db.js';
import { startEmbeddedServer, type EmbeddedServer } from './embedded/embedded-server.js';
import { databaseUrl, onServer } from './test-database.js';

export interface TestServer {
  /** The server for TEST_DATABASE_URL. */
  url: string;
  /** A migrated database for TEST_DATABASE_TEMPLATE: each test file's database is a copy of it. */
  template: string;
  stop(): Promise<void>;
}

/**
 * For a test run's global setup: the PostgreSQL server the database and API tests use (an embedded one in a
 * temporary folder, or `externalUrl`), with one migrated template database on it.
 */
export async function startTestServer(externalUrl?: string): Promise<TestServer> {
  let server: EmbeddedServer | null = null;
  let folder: string | null = null;
  let url = externalUrl;
  if (!url) {
    folder = await mkdtemp(join(tmpdir(), 'matjar-test-pg-'));
    await chmod(folder, 0o755); // run as root, the server's own account must enter it
    // Throwaway data: durability would only slow every commit of every test.
    server = await startEmbeddedServer({
      folder: join(folder, 'postgres'),
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' },
    });
    url = server.url;
  }
  const template = `matjar_template_${process.pid}`;
  await onServer(url, `DROP DATABASE IF EXISTS ${template}`);
  await onServer(url, `CREATE DATABASE ${template}`);
  const database = await createDb(databaseUrl(url, template), { poolSize: 2 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  const serverUrl = url;
  return {
    url: serverUrl,
    template,
    async stop() {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
      await server?.stop();
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}
