import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, MIGRATIONS_FOLDER, type Database } from '../index.js';
import { databaseUrl, onServer } from '../client/test-database.js';
import { createGiftCodeVault } from './gift-code-vault.js';
import { rotateGiftCodesKey } from './rotate-gift-codes-key.js';
import {
  openShopCardCode,
  sealWaitingGiftCardCodes,
  shopCardCodeColumns,
  shopCardLookupHash,
} from './shop-card-codes.js';

// Migration 0047 on a shop whose own gift cards kept their codes in the clear: the plain column goes, each
// code waits marked until the server's start seals and hashes it; then no text of the table holds a code,
// and the hash finds the card by the code typed as a shopper types it.
const url = process.env.TEST_DATABASE_URL!;
const name = `matjar_test_migration_${randomBytes(4).toString('hex')}`;
const vault = createGiftCodeVault(randomBytes(32));
let database: Database;
let before: string;

/** A current code, an old-shape one (issue time in base 36 and four random characters), and a brand card's. */
const CURRENT = 'GIFT-50-7KQ2-M3X9-HT4W-BN8C-ZP5D';
const LEGACY = 'GIFT-100-MB3J8Z1Q-W8RZ';

/** Every text of every gift_cards row, as a dump would print it. */
async function tableText(): Promise<string> {
  const { rows } = await database.db.execute<{ row: string }>(sql`SELECT t::text AS row FROM gift_cards t`);
  return rows.map((row) => row.row).join('\n');
}

beforeAll(async () => {
  // The migrations up to 0046 only: the shop as it was.
  before = await mkdtemp(join(tmpdir(), 'matjar-migrations-'));
  await cp(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 46);
  await writeFile(journalPath, JSON.stringify(journal));
  await onServer(url, `CREATE DATABASE ${name}`);
  database = await createDb(databaseUrl(url, name), { poolSize: 2 });
  await migrate(database, before);
  const order = await database.db.execute<{ id: number }>(sql`
    INSERT INTO orders (order_number, customer_name, customer_email, payment_method, payment_status, subtotal,
      total_amount)
    VALUES ('ORD-GIFT', 'Sara', 'sara@example.qa', 'online', 'completed', 15000, 15000) RETURNING id`);
  const orderId = order.rows[0]!.id;
  await database.db.execute(sql`
    INSERT INTO gift_cards (code, order_id, product_name, denomination, balance, expires_at)
    VALUES (${CURRENT}, ${orderId}, 'بطاقة هدايا', 5000, 5000, '2099-01-01'),
           (${LEGACY}, ${orderId}, 'بطاقة هدايا', 10000, 2500, '2099-01-01')`);
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(before, { recursive: true, force: true });
});

describe('migration 0047 and the start-up seal: the shop’s gift-card codes leave the clear', () => {
  it('drops the plain column and leaves each code waiting, found by nobody', async () => {
    const columns = await database.db.execute<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'gift_cards'`);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('code');
    const { rows } = await database.db.execute<{ code_hash: string; code_sealed: string }>(
      sql`SELECT code_hash, code_sealed FROM gift_cards ORDER BY id`,
    );
    expect(rows.map((row) => row.code_sealed)).toEqual([`unsealed:${CURRENT}`, `unsealed:${LEGACY}`]);
    expect(rows.every((row) => /^unsealed:\d+$/.test(row.code_hash))).toBe(true);
  });

  it('seals and hashes every waiting code once; then no text of the table holds one', async () => {
    expect(await sealWaitingGiftCardCodes(database, vault)).toBe(2);
    expect(await sealWaitingGiftCardCodes(database, vault)).toBe(0);
    const text = await tableText();
    for (const code of [CURRENT, LEGACY]) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.slice(-4));
    }
    const { rows } = await database.db.execute<{ code_sealed: string; balance: number }>(
      sql`SELECT code_sealed, balance FROM gift_cards ORDER BY id`,
    );
    expect(rows.map((row) => openShopCardCode(vault, row.code_sealed))).toEqual([CURRENT, LEGACY]);
    // The balances did not move.
    expect(rows.map((row) => row.balance)).toEqual([5000, 2500]);
  });

  it('finds each card by its code typed in any case, spaced, with Arabic-Indic digits; not by a part', async () => {
    const find = async (typed: string) => {
      const hash = shopCardLookupHash(vault, typed);
      if (hash === null) return [];
      const { rows } = await database.db.execute<{ denomination: number }>(
        sql`SELECT denomination FROM gift_cards WHERE code_hash = ${hash}`,
      );
      return rows.map((row) => row.denomination);
    };
    expect(await find(CURRENT)).toEqual([5000]);
    expect(await find('gift 50 7kq2 m3x9 ht4w bn8c zp5d')).toEqual([5000]);
    expect(await find('GIFT-٥٠-7KQ٢-M٣X٩-HT٤W-BN٨C-ZP٥D')).toEqual([5000]);
    expect(await find(LEGACY.toLowerCase())).toEqual([10000]);
    expect(await find('gift-١٠٠-mb3j8z1q w8rz')).toEqual([10000]);
    expect(await find(CURRENT.slice(0, -5))).toEqual([]);
    expect(await find('GIFT-50-7KQ2-M3X9-HT4W-BN8C-ZP5E')).toEqual([]);
  });

  it('holds a code unique by its hash, and a new card stores hash and seal only', async () => {
    const orderId = (await database.db.execute<{ id: number }>(sql`SELECT id FROM orders LIMIT 1`)).rows[0]!
      .id;
    const again = shopCardCodeColumns(vault, CURRENT.toLowerCase());
    await expect(
      database.db.execute(sql`
        INSERT INTO gift_cards (code_hash, code_sealed, order_id, product_name, denomination, expires_at)
        VALUES (${again.codeHash}, ${again.codeSealed}, ${orderId}, 'x', 5000, '2099-01-01')`),
    ).rejects.toMatchObject({ cause: { constraint: 'gift_cards_code_hash_unique' } });
    // Hash without seal (or the other way) is refused, as is a card with neither a code nor a brand code.
    await expect(
      database.db.execute(sql`
        INSERT INTO gift_cards (code_hash, order_id, product_name, denomination, expires_at)
        VALUES ('abc', ${orderId}, 'x', 5000, '2099-01-01')`),
    ).rejects.toMatchObject({ cause: { constraint: 'gift_cards_code_sealed_check' } });
    await expect(
      database.db.execute(sql`
        INSERT INTO gift_cards (order_id, product_name, denomination, expires_at)
        VALUES (${orderId}, 'x', 5000, '2099-01-01')`),
    ).rejects.toMatchObject({ cause: { constraint: 'gift_cards_code_source_check' } });
  });

  it('moves with the key: a rotation re-seals and re-hashes the shop cards too', async () => {
    const next = createGiftCodeVault(randomBytes(32));
    expect(await rotateGiftCodesKey(database, vault, next, (code) => code)).toBe(2);
    const { rows } = await database.db.execute<{ code_hash: string; code_sealed: string }>(
      sql`SELECT code_hash, code_sealed FROM gift_cards ORDER BY id`,
    );
    expect(rows.map((row) => openShopCardCode(next, row.code_sealed))).toEqual([CURRENT, LEGACY]);
    expect(() => openShopCardCode(vault, rows[0]!.code_sealed)).toThrow();
    expect(rows[0]!.code_hash).toBe(shopCardLookupHash(next, CURRENT.toLowerCase()));
    expect(rows[0]!.code_hash).not.toBe(shopCardLookupHash(vault, CURRENT));
  });
});
