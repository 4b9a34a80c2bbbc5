import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { QATAR_CITIES } from '@matjar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrate, MIGRATIONS_FOLDER, type Database } from '../index.js';
import { databaseUrl, onServer } from '../client/test-database.js';

// Migration 0020 on a shop whose orders name their city in English or Arabic: each becomes the
// city's code; a name outside the list stays as it was.
const url = process.env.TEST_DATABASE_URL!;
const name = `matjar_test_migration_${randomBytes(4).toString('hex')}`;
let database: Database;
let before: string;

const stored = [
  ...QATAR_CITIES.flatMap((city) => [
    [city.en, city.code],
    [city.ar, city.code],
  ]),
  [' doha ', 'doha'],
  ['AL RAYYAN', 'al_rayyan'],
  ['West Bay', 'West Bay'],
] as const;

beforeAll(async () => {
  // The migrations up to 0019 only: the shop as it was.
  before = await mkdtemp(join(tmpdir(), 'matjar-migrations-'));
  await cp(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 19);
  await writeFile(journalPath, JSON.stringify(journal));
  await onServer(url, `CREATE DATABASE ${name}`);
  database = await createDb(databaseUrl(url, name), { poolSize: 2 });
  await migrate(database, before);
  for (const [index, [city]] of stored.entries()) {
    await database.db.execute(sql`
      INSERT INTO orders (order_number, customer_name, customer_email, payment_method, subtotal, total_amount,
        shipping_city)
      VALUES (${`ORD-${index}`}, 'Sara', 'sara@example.qa', 'cash', 100, 100, ${city})`);
  }
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(before, { recursive: true, force: true });
});

describe('migration 0020: orders store the city code', () => {
  it('turns every listed city, named in either language, into its code and keeps other values', async () => {
    const rows = await database.db.execute<{ order_number: string; shipping_city: string }>(
      sql`SELECT order_number, shipping_city FROM orders`,
    );
    const of = Object.fromEntries(rows.rows.map((row) => [row.order_number, row.shipping_city]));
    expect(stored.map((_, index) => of[`ORD-${index}`])).toEqual(stored.map(([, code]) => code));
  });
});
