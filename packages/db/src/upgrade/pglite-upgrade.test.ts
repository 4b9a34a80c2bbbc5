import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client/create-db.js';
import type { Database, Db } from '../client/types.js';
import { migrate, MIGRATIONS_FOLDER } from '../migrate.js';
import { schema } from '../schema/index.js';
import { seedIfEmpty } from '../seed/index.js';
import { upgradeFromPglite } from './pglite-upgrade.js';

// Issue 22 item 3: a DATA_DIR made by the release that ran on PGlite is carried over on the first start.

/** The shop's tables whose rows the test compares one by one (the upgrade itself checks every table). */
const KEY_TABLES = [
  'orders',
  'order_items',
  'customers',
  'admin_users',
  'reviews',
  'gift_cards',
  'coupons',
  'site_settings',
  'activity_logs',
  'stock_movements',
  'products',
];

let dataDir: string;
let before: Record<string, string[]>;
let target: Database;
const logged: string[] = [];

/** Every row of a table as text, in a stable order: equal lists mean equal tables. */
async function rowsOf(query: (text: string) => Promise<{ rows: unknown[] }>, table: string) {
  const result = await query(`SELECT t::text AS row FROM "${table}" t ORDER BY 1`);
  return (result.rows as { row: string }[]).map((r) => r.row);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'matjar-upgrade-'));
  await chmod(dataDir, 0o755);
  // The old release's shop: PGlite in DATA_DIR/pglite, migrated and filled by the demo seed, which writes
  // orders, customers, staff, reviews, gift cards, coupons, homepage settings and the activity log.
  const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const old: Database = {
    db: db as unknown as Db,
    kind: 'embedded',
    notify: async () => {},
    listen: async () => async () => {},
    onNotificationsMissed: () => {},
    server: null,
    close: () => client.close(),
  };
  await seedIfEmpty(old, {
    images: false,
    log: () => {},
    media: { put: async () => {}, exists: async () => true, url: (k) => `/media/${k}` },
  });
  await client.exec("SET timezone = 'UTC'");
  before = {};
  for (const table of KEY_TABLES) before[table] = await rowsOf((text) => client.query(text), table);
  await client.close();

  target = await createDb(`embedded:${join(dataDir, 'postgres')}`);
  await migrate(target);
}, 300_000);

afterAll(async () => {
  await target?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('upgrade from PGlite', () => {
  it('copies every table and sequence, checks them, and keeps the old folder under a new name', async () => {
    const result = await upgradeFromPglite({
      dataDir,
      target,
      log: (message) => logged.push(message),
      now: new Date('2026-11-26T09:30:00Z'),
    });
    expect(result).not.toBeNull();
    expect(result!.keptAt).toBe(join(dataDir, 'pglite-before-postgres-20261126-0930'));
    expect(await readdir(dataDir)).toEqual(
      expect.arrayContaining(['pglite-before-postgres-20261126-0930', 'postgres']),
    );
    expect(await readdir(dataDir)).not.toContain('pglite');
    expect(logged.join('\n')).toMatch(/orders: \d+ rows, checked/);
    expect(logged.at(-1)).toContain('kept in');

    await target.db.execute(sql`SET timezone = 'UTC'`);
    for (const table of KEY_TABLES) {
      const after = await rowsOf((text) => target.db.execute(sql.raw(text)), table);
      expect(after.length, table).toBeGreaterThan(0);
      expect(after, table).toEqual(before[table]);
    }
  });

  it('continues every sequence where the old shop stopped', async () => {
    const [max] = (await target.db.execute<{ id: number }>(sql`SELECT max(id)::int AS id FROM orders`)).rows;
    const [next] = (
      await target.db.execute<{ id: number }>(
        sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
      )
    ).rows;
    expect(next!.id).toBe(max!.id + 1);
  });

  it('does nothing the second time (the old folder has moved) or when the new database already holds a shop', async () => {
    expect(await upgradeFromPglite({ dataDir, target, log: () => {} })).toBeNull();
  });
});
