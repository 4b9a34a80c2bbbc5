import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrate.js';
import { createDb, parseDatabaseUrl } from './create-db.js';
import { startEmbeddedServer } from './embedded/embedded-server.js';
import { FolderLockedError, isAlive } from './folder-lock.js';
import { openTestDatabase } from './test-database.js';
import type { Database } from './types.js';

describe('a test database (a copy of the migrated template on the test run’s PostgreSQL server)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('answers a query and has the pg_trgm extension', async () => {
    const result = await database.db.execute<{ answer: number; similar: boolean }>(
      sql`SELECT 41 + 1 AS answer, 'iphone' % 'iphone 15' AS similar`,
    );
    expect(result.rows[0]).toEqual({ answer: 42, similar: true });
  });

  it('migrating again is a no-op', async () => {
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
    await database.db.execute(sql`SELECT pg_sleep(0.05)`);
    expect(received).toEqual(['{"productId":7}']);
  });
});

describe('the embedded PostgreSQL server (the default engine)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'matjar-embedded-'));
    await chmod(dir, 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const setting = async (database: Database, name: string) =>
    (await database.db.execute<{ value: string }>(sql`SELECT current_setting(${name}) AS value`)).rows[0]!
      .value;

  it('creates its cluster on first start, durable and on no network interface, and keeps data across restarts', async () => {
    const folder = join(dir, 'shop', 'postgres');
    const first = await createDb(`embedded:${folder}`);
    const serverPid = Number((await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    try {
      expect(first.kind).toBe('embedded');
      expect(await setting(first, 'fsync')).toBe('on');
      expect(await setting(first, 'synchronous_commit')).toBe('on');
      expect(await setting(first, 'full_page_writes')).toBe('on');
      expect(await setting(first, 'listen_addresses')).toBe('');
      expect(await setting(first, 'unix_socket_directories')).toBe(folder);
      await first.db.execute(sql`CREATE TABLE kept (id int PRIMARY KEY)`);
      await first.db.execute(sql`INSERT INTO kept VALUES (7)`);
    } finally {
      await first.close();
    }
    // A clean stop leaves no server behind: its process has exited and its pid file is gone.
    expect(isAlive(serverPid)).toBe(false);
    await expect(stat(join(folder, 'postmaster.pid'))).rejects.toThrow();
    const again = await createDb(`embedded:${folder}`);
    try {
      const rows = await again.db.execute<{ id: number }>(sql`SELECT id FROM kept`);
      expect(rows.rows).toEqual([{ id: 7 }]);
    } finally {
      await again.close();
    }
  });

  it('refuses a second shop on the same folder, in English and Arabic, and allows it after the first closes', async () => {
    const folder = join(dir, 'twice', 'postgres');
    const first = await createDb(`embedded:${folder}`);
    try {
      const refused = await createDb(`embedded:${folder}`).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(FolderLockedError);
      expect((refused as Error).message).toContain(
        `${folder} is already in use by another Matjar server (process ${process.pid})`,
      );
      expect((refused as Error).message).toContain('يستخدمه خادم متجر آخر');
    } finally {
      await first.close();
    }
    // Closing gave the folder up: the lock is gone, and the next shop takes it and serves.
    await expect(stat(`${folder}.lock`)).rejects.toThrow();
    const again = await createDb(`embedded:${folder}`);
    try {
      expect((await readFile(`${folder}.lock`, 'utf8')).trim()).toBe(String(process.pid));
      expect((await again.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await again.close();
    }
  });

  it('after the shop was killed (stale lock, server still running) stops the orphaned server and starts its own', async () => {
    const folder = join(dir, 'killed', 'postgres');
    const orphan = await startEmbeddedServer({ folder });
    const orphanPid = Number((await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    // What kill -9 of the shop leaves: its lock naming a dead process and the database server still up.
    await writeFile(`${folder}.lock`, '999999999');
    const database = await createDb(`embedded:${folder}`);
    try {
      expect(() => process.kill(orphanPid, 0)).toThrow();
      const pid = Number((await readFile(join(folder, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      expect(pid).not.toBe(orphanPid);
      expect((await database.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await orphan.stop().catch(() => {});
    }
  });

  it('starts after a power cut left a postmaster.pid naming a process that is not its server', async () => {
    const folder = join(dir, 'power-cut', 'postgres');
    await (await createDb(`embedded:${folder}`)).close();
    const text = await readFile(join(folder, 'PG_VERSION'), 'utf8');
    expect(text.trim()).toBe('18');
    // After a reboot the recorded pid may belong to anything; this test's own process stands in for it.
    await writeFile(
      join(folder, 'postmaster.pid'),
      `${process.pid}\n${folder}\n0\n5432\n${folder}\n\n0 0\nready\n`,
    );
    const database = await createDb(`embedded:${folder}`);
    try {
      expect((await database.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    [undefined, 'embedded'],
    ['embedded:./data/postgres', 'embedded'],
    ['postgres://u@h/db', 'external'],
    ['postgresql://u@h/db', 'external'],
  ])('%s → %s', (input, driver) => {
    expect(parseDatabaseUrl(input).driver).toBe(driver);
  });

  it('defaults to ./data/postgres, explains that PGlite URLs are gone and refuses unknown schemes', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({
      driver: 'embedded',
      folder: join(process.cwd(), 'data/postgres'),
    });
    expect(() => parseDatabaseUrl('file:./data/pglite')).toThrow(/no longer runs: unset DATABASE_URL/);
    expect(() => parseDatabaseUrl('memory:')).toThrow(/PGlite/);
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/Unsupported database URL/);
  });
});
