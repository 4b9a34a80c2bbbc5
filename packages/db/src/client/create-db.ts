import { resolve } from 'node:path';
import { openEmbedded } from './embedded-database.js';
import { openPostgres } from './postgres-database.js';
import type { CreateDbOptions, Database } from './types.js';

export const DEFAULT_EMBEDDED_FOLDER = './data/postgres';

export type DatabaseTarget = { driver: 'embedded'; folder: string } | { driver: 'external'; url: string };

/**
 * Reads a database URL: nothing or `embedded:<folder>` → the embedded PostgreSQL server in that folder,
 * `postgres://` / `postgresql://` → an external PostgreSQL server. Relative folders are taken from the
 * working directory.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const value = url?.trim() || `embedded:${DEFAULT_EMBEDDED_FOLDER}`;
  if (/^postgres(ql)?:\/\//.test(value)) return { driver: 'external', url: value };
  if (value.startsWith('embedded:') && value.length > 'embedded:'.length) {
    return { driver: 'embedded', folder: resolve(value.slice('embedded:'.length)) };
  }
  if (value.startsWith('file:') || value.startsWith('memory:')) {
    throw new Error(
      `DATABASE_URL "${value}" names a PGlite database, which this release no longer runs: unset DATABASE_URL ` +
        '(the shop then runs its own PostgreSQL server in DATA_DIR and carries DATA_DIR/pglite over by itself), ' +
        'or use postgres://user:password@host:port/database.',
    );
  }
  throw new Error(`Unsupported database URL "${value}": use postgres://user:password@host:port/database`);
}

export async function createDb(url?: string, options: CreateDbOptions = {}): Promise<Database> {
  const target = parseDatabaseUrl(url);
  return target.driver === 'external'
    ? openPostgres(target.url, options)
    : openEmbedded(target.folder, options);
}
