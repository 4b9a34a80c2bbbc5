import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { schema } from '../schema/index.js';
import { lockFolder, type FolderLock } from './folder-lock.js';
import type { Database, Db } from './types.js';

/** Opens PGlite in a folder (locked against a second process) or in memory when `folder` is null. */
export async function openPglite(folder: string | null): Promise<Database> {
  let lock: FolderLock | null = null;
  if (folder !== null) {
    await mkdir(dirname(folder), { recursive: true });
    // The lock lives beside the folder, not inside it, so PGlite's own files stay untouched.
    lock = await lockFolder(folder, `${folder}.lock`);
  }
  let client: PGlite;
  try {
    // pg_trgm must be loaded on every open, not just the first, or later writes to trigram indexes fail.
    client = await PGlite.create(folder ?? 'memory://', { extensions: { pg_trgm } });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
