import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, MIGRATIONS_FOLDER, type Database } from '../index.js';
import { databaseUrl, onServer } from '../client/test-database.js';

// Migration 0017 on a shop that already has orders: short numbers in creation order from #1001,
// and every order linked to a customer as create-order would have linked it.
const url = process.env.TEST_DATABASE_URL!;
const name = `matjar_test_migration_${randomBytes(4).toString('hex')}`;
let database: Database;
let before: string;

beforeAll(async () => {
  // The migrations up to 0016 only: the shop as it was.
  before = await mkdtemp(join(tmpdir(), 'matjar-migrations-'));
  await cp(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 16);
  await writeFile(journalPath, JSON.stringify(journal));
  await onServer(url, `CREATE DATABASE ${name}`);
  database = await createDb(databaseUrl(url, name), { poolSize: 2 });
  await migrate(database, before);
  await database.db.execute(sql`
    INSERT INTO customers (id, first_name, last_name, email, phone, password_hash)
    VALUES (500, 'Noor', 'Account', 'noor@example.qa', '+974 6600 1122', 'x')`);
  // Stored in id order unlike their creation order; phones in several forms, one order without a phone key.
  await database.db.execute(sql`
    INSERT INTO orders (id, order_number, customer_id, customer_name, customer_email, customer_phone,
      payment_method, subtotal, total_amount, created_at)
    VALUES
      (101, 'ORD-C', NULL, 'Hamad Al-Thani', 'hamad@example.qa', '٥٥١٢ ٣٤٥٦', 'cash', 100, 100, '2026-01-03'),
      (102, 'ORD-A', NULL, 'Hamad', 'first@example.qa', '+974 5512 3456', 'cash', 100, 100, '2026-01-01'),
      (103, 'ORD-B', 500, 'Noor Account', 'noor@example.qa', '66001122', 'cash', 100, 100, '2026-01-02'),
      (104, 'ORD-D', NULL, 'Noor', 'NOOR@example.qa', NULL, 'cash', 100, 100, '2026-01-04'),
      (105, 'ORD-E', NULL, 'Sara', 'sara@example.qa', '0097433445566', 'cash', 100, 100, '2026-01-05')`);
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(before, { recursive: true, force: true });
});

describe('migration 0017: short numbers and customers for existing orders', () => {
  it('numbers existing orders in creation order from #1001, and new orders after them', async () => {
    const rows = await database.db.execute<{ order_number: string; short_number: number }>(
      sql`SELECT order_number, short_number FROM orders ORDER BY short_number`,
    );
    expect(rows.rows.map((row) => [row.order_number, row.short_number])).toEqual([
      ['ORD-A', 1001],
      ['ORD-B', 1002],
      ['ORD-C', 1003],
      ['ORD-D', 1004],
      ['ORD-E', 1005],
    ]);
    const next = await database.db.execute<{ short_number: number }>(sql`
      INSERT INTO orders (order_number, customer_name, customer_email, payment_method, subtotal, total_amount)
      VALUES ('ORD-F', 'New', 'new@example.qa', 'cash', 100, 100) RETURNING short_number`);
    expect(next.rows[0]!.short_number).toBe(1006);
  });

  it('links every order to a customer: by phone in any form, then e-mail, an account before a guest', async () => {
    const rows = await database.db.execute<{
      order_number: string;
      customer_id: number;
      placed_signed_in: boolean;
    }>(
      sql`SELECT order_number, customer_id, placed_signed_in FROM orders WHERE order_number <> 'ORD-F'
        ORDER BY order_number`,
    );
    const of = Object.fromEntries(rows.rows.map((row) => [row.order_number, row]));
    expect(of['ORD-A']!.customer_id).toBe(of['ORD-C']!.customer_id);
    expect(of['ORD-B']).toMatchObject({ customer_id: 500, placed_signed_in: true });
    // Joined to the account by e-mail, but not its own: it was not placed signed in.
    expect(of['ORD-D']).toMatchObject({ customer_id: 500, placed_signed_in: false });
    const guests = await database.db.execute<{
      id: number;
      first_name: string;
      email: string;
      phone_key: string;
    }>(sql`SELECT id, first_name, email, phone_key FROM customers WHERE password_hash IS NULL ORDER BY id`);
    expect(guests.rows.map(({ first_name, email, phone_key }) => ({ first_name, email, phone_key }))).toEqual(
      [
        // Made from the oldest order of that phone.
        { first_name: 'Hamad', email: 'first@example.qa', phone_key: '55123456' },
        { first_name: 'Sara', email: 'sara@example.qa', phone_key: '33445566' },
      ],
    );
    const account = await database.db.execute<{ phone_key: string; email_key: string }>(
      sql`SELECT phone_key, email_key FROM customers WHERE id = 500`,
    );
    expect(account.rows[0]).toEqual({ phone_key: '66001122', email_key: 'noor@example.qa' });
  });
});
