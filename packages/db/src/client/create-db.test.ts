import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrate.js';
import { createDb, parseDatabaseUrl } from './create-db.js';
import type { Database } from './types.js';

// CI also runs this file against a real PostgreSQL 15 by setting TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL || 'memory:';

describe(`createDb (${url.startsWith('postgres') ? 'PostgreSQL' : 'PGlite in memory'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDb(url);
    await migrate(database);
  });
  afterAll(() => database?.close());

  it('opens, migrates and answers a query', async () => {
    const result = await database.db.execute<{ answer: number }>(sql`SELECT 41 + 1 AS answer`);
    expect(result.rows[0]?.answer).toBe(42);
    expect(database.kind).toBe(url.startsWith('postgres') ? 'postgres' : 'pglite');
  });

  it('has the pg_trgm extension after migrating', async () => {
    const result = await database.db.execute<{ similar: boolean }>(
      sql`SELECT 'iphone' % 'iphone 15' AS similar`,
    );
    expect(result.rows[0]?.similar).toBe(true);
  });

  it('migrating twice is a no-op', async () => {
    await expect(migrate(database)).resolves.toBeUndefined();
  });

  it('delivers a NOTIFY to a listener and stops after unsubscribing', async () => {
    const received: string[] = [];
    let resolveFirst!: () => void;
    const first = new Promise<void>((r) => (resolveFirst = r));
    const unsubscribe = await database.listen('matjar_test_channel', (payload) => {
      received.push(payload);
      resolveFirst();
    });
    await database.notify('matjar_test_channel', '{"productId":7}');
    await first;
    expect(received).toEqual(['{"productId":7}']);

    await unsubscribe();
    await database.notify('matjar_test_channel', 'after');
    // A round trip on the same connection lets any stray notification arrive before we look.
    await database.db.execute(sql`SELECT 1`);
    expect(received).toEqual(['{"productId":7}']);
  });
});

describe('PGlite folder lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'matjar-db-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second open of the same folder, naming it, and allows it again after close', async () => {
    const folder = join(dir, 'pglite');
    const first = await createDb(`file:${folder}`);
    try {
      await expect(createDb(`file:${folder}`)).rejects.toThrow(
        new RegExp(
          `database folder ${folder.replaceAll('/', '\\/')} is already in use by process ${process.pid}`,
        ),
      );
    } finally {
      await first.close();
    }
    const again = await createDb(`file:${folder}`);
    await again.close();
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const folder = join(dir, 'stale');
    // PIDs are capped far below this on Linux, so no live process can hold it.
    await writeFile(`${folder}.lock`, '999999999');
    const database = await createDb(`file:${folder}`);
    await database.close();
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    [undefined, 'pglite'],
    ['file:./data/db', 'pglite'],
    ['memory:', 'pglite'],
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
  ])('%s → %s', (input, driver) => {
    expect(parseDatabaseUrl(input).driver).toBe(driver);
  });

  it('defaults to ./data/pglite and refuses unknown schemes', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({
      driver: 'pglite',
      folder: join(process.cwd(), 'data/pglite'),
    });
    expect(parseDatabaseUrl('memory:')).toEqual({ driver: 'pglite', folder: null });
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/Unsupported database URL/);
  });
});
