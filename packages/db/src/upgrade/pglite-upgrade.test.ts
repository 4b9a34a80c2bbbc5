import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldGiftCardCode } from '@matjar/core';
import { poolOf } from '../client/postgres-database.js';
import { openTestDatabase } from '../client/test-database.js';
import type { Database } from '../client/types.js';
import { checksums, contentsOf, makeOldShop, migratedContents, oldRows, rowsIn } from './pglite-era-shop.js';
import { UpgradeFailedError, upgradeFromPglite } from './pglite-upgrade.js';
import { createGiftCodeVault } from '../gift-codes/gift-code-vault.js';
import { openShopCardCode, sealWaitingGiftCardCodes } from '../gift-codes/shop-card-codes.js';

// A DATA_DIR made by the last release that ran on PGlite (its migrations 0000–0012) is carried over on the
// first start, and the folder it leaves is never changed.

/**
 * Old columns that later migrations rewrite on purpose, so the new server holds them changed: guest orders
 * joined to their customer and their phone and e-mail keys (0017), city names made codes (0020), Qatari
 * mobiles in one form (0027), the shop's gift-card codes out of the clear (0047: they wait to be sealed at
 * the server's start). Every other old column of every old table must come over unchanged.
 */
const REWRITTEN: Record<string, string[]> = {
  orders: ['customer_id', 'phone_key', 'email_key', 'shipping_city', 'customer_phone'],
  customers: ['phone'],
  gift_cards: ['code'],
};

/** Reads on one connection of the new server, in UTC like the old side, so rows print alike. */
const readers = new Map<Database, pg.PoolClient>();
async function query(database: Database, text: string): Promise<{ rows: unknown[] }> {
  let reader = readers.get(database);
  if (!reader) {
    reader = await poolOf(database)!.connect();
    await reader.query("SET timezone = 'UTC'");
    readers.set(database, reader);
  }
  return reader.query(text);
}

async function closeTarget(database: Database | undefined) {
  if (!database) return;
  readers.get(database)?.release();
  readers.delete(database);
  await database.close();
}

async function nextValue(database: Database, sequence: string): Promise<number> {
  const result = await query(database, `SELECT nextval('${sequence}')::int AS n`);
  return (result.rows[0] as { n: number }).n;
}

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matjar-upgrade-'));
  await chmod(dataDir, 0o755);
  return dataDir;
}

describe('upgrade of a shop with orders made by the PGlite release', () => {
  let dataDir: string;
  let folder: string;
  let target: Database;
  let sums: Record<string, string>;
  let expected: Awaited<ReturnType<typeof migratedContents>>;
  let old: Awaited<ReturnType<typeof oldRows>>;
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = await newDataDir();
    folder = join(dataDir, 'pglite');
    await makeOldShop(folder, { orders: true });
    sums = await checksums(folder);
    expected = await migratedContents(folder);
    old = await oldRows(folder, REWRITTEN);
    target = await openTestDatabase();
  }, 300_000);

  afterAll(async () => {
    await closeTarget(target);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is a real PGlite-era shop: the migrations leave the short-number sequence un-called', () => {
    expect(old.rows['orders']).toHaveLength(45);
    expect(old.columns['orders']).toContain('order_number');
    expect(old.columns['orders']).not.toContain('short_number');
    expect(expected.sequences['orders_short_number_seq']).toBe('1046 false');
    expect(expected.sequences['orders_id_seq']).toBe('47 true');
  });

  it('fails with one plain line, commits nothing and leaves the folder byte for byte as it was', async () => {
    // A constraint the shop's orders break stands for anything that can go wrong half way through the copy.
    await query(target, 'ALTER TABLE orders ADD CONSTRAINT upgrade_test_refuses CHECK (id < 0) NOT VALID');
    try {
      const failure = await upgradeFromPglite({ dataDir, target, log: () => {} }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(UpgradeFailedError);
      const message = (failure as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain('upgrade_test_refuses');
      expect(message).toContain('Nothing was committed');
      expect(message).toContain(folder);
      expect(message).toContain('Upgrading from PGlite');
    } finally {
      await query(target, 'ALTER TABLE orders DROP CONSTRAINT upgrade_test_refuses');
    }
    for (const table of ['admin_users', 'categories', 'orders', 'activity_logs']) {
      expect((await query(target, `SELECT count(*)::int AS n FROM ${table}`)).rows, table).toEqual([
        { n: 0 },
      ]);
    }
    expect(await checksums(folder)).toEqual(sums);
    expect((await readdir(dataDir)).sort()).toEqual(['pglite']);
  }, 300_000);

  it('after an interrupted start, copies every table and sequence, checks them and keeps the folder unchanged', async () => {
    // What a start killed during the copy leaves: a lock naming a dead process and half a copy.
    await writeFile(join(dataDir, 'pglite.lock'), '2147483646');
    await mkdir(join(dataDir, 'pglite-upgrade-copy'));
    await writeFile(join(dataDir, 'pglite-upgrade-copy', 'PG_VERSION'), 'half');

    const result = await upgradeFromPglite({
      dataDir,
      target,
      log: (message) => logged.push(message),
      now: new Date('2026-11-26T09:30:00Z'),
    });
    const keptAt = join(dataDir, 'pglite-before-postgres-20261126-0930');
    expect(result).toMatchObject({ keptAt, tables: Object.keys(expected.rows).length });
    expect((await readdir(dataDir)).sort()).toEqual(['pglite-before-postgres-20261126-0930']);
    expect(await checksums(keptAt)).toEqual(sums);
    expect(logged.join('\n')).toMatch(/ {2}orders: 45 rows, checked/);
    expect(logged.join('\n')).toMatch(/ {2}activity_logs: 2000 of 2500 rows/);
    expect(logged.at(-1)).toContain(`The PGlite folder was not changed, only renamed to ${keptAt}`);

    expect(await contentsOf((text) => query(target, text))).toEqual(expected);
  }, 300_000);

  it('holds every old row in its old columns, but for those the migrations rewrite', async () => {
    expect(Object.keys(old.rows)).toHaveLength(30);
    for (const [table, columns] of Object.entries(old.columns)) {
      const now = await rowsIn((text) => query(target, text), table, columns);
      // Guest orders became customers (0017): the accounts are still there, as they were.
      if (table === 'customers') expect(now, table).toEqual(expect.arrayContaining(old.rows[table]!));
      else expect(now, table).toEqual(old.rows[table]);
    }
  });

  it('brings the old gift-card codes over waiting, then sealed and hashed by the start, each the same code', async () => {
    const waiting = await query(target, 'SELECT id, code_sealed FROM gift_cards ORDER BY id');
    expect(waiting.rows.map((row) => (row as { code_sealed: string }).code_sealed)).toEqual([
      'unsealed:GC-AAAA-1111',
      'unsealed:GC-BBBB-2222',
      'unsealed:GC-CCCC-3333',
    ]);
    const vault = createGiftCodeVault(randomBytes(32));
    expect(await sealWaitingGiftCardCodes(target, vault)).toBe(3);
    const sealed = (await query(target, 'SELECT code_hash, code_sealed FROM gift_cards ORDER BY id'))
      .rows as {
      code_hash: string;
      code_sealed: string;
    }[];
    expect(sealed.map((row) => openShopCardCode(vault, row.code_sealed))).toEqual([
      'GC-AAAA-1111',
      'GC-BBBB-2222',
      'GC-CCCC-3333',
    ]);
    expect(sealed.map((row) => row.code_hash)).toEqual(
      ['GC-AAAA-1111', 'GC-BBBB-2222', 'GC-CCCC-3333'].map((code) => vault.cardHash(foldGiftCardCode(code))),
    );
    expect(JSON.stringify(sealed)).not.toContain('GC-');
  });

  it('gives the next order the next id and the next short number', async () => {
    expect(await nextValue(target, 'orders_id_seq')).toBe(48);
    expect(await nextValue(target, 'orders_short_number_seq')).toBe(1046);
  });

  it('does nothing the second time (the folder has moved) or when the new database already holds a shop', async () => {
    expect(await upgradeFromPglite({ dataDir, target, log: () => {} })).toBeNull();
  });
});

describe('upgrade of a PGlite-era shop that has taken no order yet', () => {
  let dataDir: string;
  let target: Database;

  beforeAll(async () => {
    dataDir = await newDataDir();
    await makeOldShop(join(dataDir, 'pglite'), { orders: false });
    target = await openTestDatabase();
  }, 300_000);

  afterAll(async () => {
    await closeTarget(target);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('carries it over, its first order to be #1001', async () => {
    const sums = await checksums(join(dataDir, 'pglite'));
    const result = await upgradeFromPglite({ dataDir, target, log: () => {} });
    expect(result).not.toBeNull();
    expect(await checksums(result!.keptAt)).toEqual(sums);
    expect((await query(target, 'SELECT username FROM admin_users ORDER BY id')).rows).toEqual([
      { username: 'owner' },
      { username: 'noura' },
    ]);
    expect(await nextValue(target, 'orders_short_number_seq')).toBe(1001);
    expect(await nextValue(target, 'orders_id_seq')).toBe(1);
    expect(await nextValue(target, 'categories_id_seq')).toBe(4);
  });
});
