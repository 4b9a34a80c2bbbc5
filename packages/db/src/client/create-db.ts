import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './pglite-database.js';
import { openPostgres } from './postgres-database.js';
import type { CreateDbOptions, Database } from './types.js';

export const DEFAULT_PGLITE_FOLDER = './data/pglite';

export type DatabaseTarget =
  { driver: 'pglite'; folder: string | null } | { driver: 'postgres'; url: string };

/**
 * Reads a DATABASE_URL: nothing or `file:<folder>` → PGlite files, `memory:` → in-memory PGlite,
 * `postgres://` / `postgresql://` → a PostgreSQL server. Relative folders are taken from the working directory.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const value = url?.trim() || `file:${DEFAULT_PGLITE_FOLDER}`;
  if (value === 'memory:' || value === 'memory://') return { driver: 'pglite', folder: null };
  if (/^postgres(ql)?:\/\//.test(value)) return { driver: 'postgres', url: value };
  if (value.startsWith('file://')) return { driver: 'pglite', folder: fileURLToPath(value) };
  if (value.startsWith('file:')) {
    const folder = value.slice('file:'.length);
    if (folder) return { driver: 'pglite', folder: resolve(folder) };
  }
  throw new Error(
    `Unsupported database URL "${value}": use file:<folder>, memory:, or postgres://user:password@host:port/database`,
  );
}

export async function createDb(url?: string, options: CreateDbOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  return target.driver === 'postgres' ? openPostgres(target.url, options) : openPglite(target.folder);
}
