import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../migrate.js';

// Support for the upgrade's tests: a shop as the last release on PGlite left it, and ways to read one. Every
// read goes through a copy, since PGlite writes to a folder it opens.

/**
 * The last release that ran on PGlite shipped migrations 0000–0012: its shops' folders hold that schema, and
 * the upgrade brings them through every later migration (0017's short numbers among them).
 */
export const PGLITE_ERA_MIGRATIONS = 13;

/** A migrations folder holding only the first `count` entries of the journal, as an older release shipped it. */
async function olderMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'matjar-old-migrations-'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    await cp(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

/**
 * The previous release's shop in `folder`: PGlite with its migrations (0000–0012) and, written in that schema
 * as that release wrote them, staff, a catalogue with options, variants and a picture, accounts, 44 orders through
 * every status (guests and accounts, cash and card, received cash, archived), a gift-card order with a voided
 * and replaced card, a coupon, reviews, a contact message and reply, settings, sessions and 2,500 activity
 * rows (more than one batch of the copy). With `orders: false`, staff and categories only. Two order ids are
 * drawn and never used, as a failed checkout would, so the id sequence is ahead of the last order.
 */
export async function makeOldShop(folder: string, { orders }: { orders: boolean }): Promise<void> {
  const migrations = await olderMigrations(PGLITE_ERA_MIGRATIONS);
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrations });
    await client.exec(STAFF_AND_CATALOGUE);
    if (orders) await client.exec(ORDERS_AND_THE_REST);
  } finally {
    await client.close();
    await rm(migrations, { recursive: true, force: true });
  }
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';

const STAFF_AND_CATALOGUE = `
INSERT INTO admin_users (username, email, full_name, role, is_active, password_hash, last_login) VALUES
  ('owner', 'owner@shop.qa', 'صاحب المتجر', 'super_admin', true, '${HASH}', '2026-11-20 08:00+03'),
  ('noura', 'noura@shop.qa', 'Noura', 'editor', true, '${HASH}', NULL);
INSERT INTO categories (name, name_en, icon) VALUES
  ('هواتف', 'Phones', 'phone'), ('سماعات', 'Headphones', NULL), ('بطاقات هدايا', 'Gift cards', NULL);
`;

const ORDERS_AND_THE_REST = `
INSERT INTO brands (name, name_en) VALUES ('سامسونج', 'Samsung');
INSERT INTO products (name, name_en, description, description_en, price, image, category_id, brand_id, stock,
    is_special_offer, discount_type, discount_value, discount_added_by, variant_option_name, variant_option_name_ar)
  VALUES
  ('جالكسي إس ٢٥', 'Galaxy S25', 'هاتف', 'A phone', 349900, '/media/products/galaxy.webp', 1, 1, 40, true,
    'percentage', 10, 'owner', 'Colour', 'اللون'),
  ('سماعة', 'Buds', 'سماعة لاسلكية', 'Wireless earbuds', 59900, NULL, 2, 1, 100, false, NULL, 0, NULL, NULL, NULL),
  ('بطاقة هدية', 'Gift card', 'بطاقة', 'A card', 10000, NULL, 3, NULL, 0, false, NULL, 0, NULL, NULL, NULL);
INSERT INTO product_categories VALUES (1, 1), (2, 2), (3, 3), (2, 1);
INSERT INTO product_options (product_id, option_name, option_name_en, option_type) VALUES (1, 'اللون', 'Colour', 'color');
INSERT INTO product_option_values (option_id, value, value_en, color_hex, images, display_order) VALUES
  (1, 'أسود', 'Black', '#000000', '["/media/products/galaxy-black.webp"]', 0), (1, 'أزرق', 'Blue', '#1e40af', '[]', 1);
INSERT INTO product_variants (product_id, name, name_en, price, stock, sku, attributes, denomination) VALUES
  (1, 'أسود', 'Black', 349900, 25, 'GS25-BLK', '{"Colour": "Black"}', NULL),
  (1, 'أزرق', 'Blue', 349900, 15, 'GS25-BLU', '{"Colour": "Blue"}', NULL),
  (3, '١٠٠ ر.ق', 'QAR 100', 10000, 0, NULL, NULL, 10000);
INSERT INTO product_images (product_id, image_url, display_order, option_value_id) VALUES
  (1, '/media/products/galaxy.webp', 0, NULL), (1, '/media/products/galaxy-black.webp', 1, 1);
INSERT INTO customers (first_name, last_name, email, phone, password_hash, created_at) VALUES
  ('مريم', 'الكواري', 'maryam@example.qa', '5555 1234', '${HASH}', '2026-09-01 10:00+03'),
  ('John', 'Smith', 'john@example.com', '+974 3333 4444', '${HASH}', '2026-09-02 10:00+03');
INSERT INTO coupons (code, type, value, min_order, description, description_en, expires_at, usage_limit,
    per_customer_limit) VALUES
  ('EID10', 'percentage', 10, 0, 'خصم العيد', 'Eid discount', '2027-01-01 00:00+03', 100, 1);
INSERT INTO orders (order_number, customer_id, customer_name, customer_email, customer_phone, status,
    payment_method, payment_status, subtotal, discount_amount, shipping_fee, total_amount, coupon_code,
    shipping_address, shipping_city, shipping_country, shipping_notes, locale, created_at, updated_at,
    email_key, phone_key, cash_received_at, cash_received_amount, cash_received_by, archived_at, archived_by)
SELECT 'ORD-2026-' || lpad(i::text, 5, '0'),
       CASE i % 3 WHEN 0 THEN 1 WHEN 1 THEN NULL ELSE 2 END,
       CASE i % 3 WHEN 0 THEN 'مريم الكواري' WHEN 1 THEN 'Guest ' || i ELSE 'John Smith' END,
       CASE i % 3 WHEN 0 THEN 'maryam@example.qa' WHEN 1 THEN 'guest' || (i % 7) || '@example.com'
         ELSE 'john@example.com' END,
       CASE i % 3 WHEN 1 THEN '٥٥' || (100000 + i) ELSE '+974 3333 4444' END,
       (ARRAY['pending', 'confirmed', 'shipped', 'delivered', 'canceled'])[1 + i % 5],
       CASE WHEN i % 4 = 0 THEN 'online' ELSE 'cash' END,
       CASE WHEN i % 4 = 0 THEN (ARRAY['completed', 'pending', 'failed', 'cancelled'])[1 + (i / 4) % 4] END,
       349900 + i * 100, CASE WHEN i % 6 = 0 THEN 34990 ELSE 0 END, 1500,
       349900 + i * 100 - CASE WHEN i % 6 = 0 THEN 34990 ELSE 0 END + 1500,
       CASE WHEN i % 6 = 0 THEN 'EID10' END,
       'Street ' || i || ', Zone 66', (ARRAY['Doha', 'الريان', 'Lusail', 'Al Wakrah'])[1 + i % 4], 'Qatar',
       CASE WHEN i % 5 = 0 THEN 'اتصل قبل الوصول' END, CASE WHEN i % 2 = 0 THEN 'ar' ELSE 'en' END,
       timestamptz '2026-10-01 09:00+03' + i * interval '13 hours',
       timestamptz '2026-10-01 09:00+03' + i * interval '13 hours' + interval '2 hours',
       NULL, NULL,
       CASE WHEN i % 5 = 3 AND i % 4 <> 0 THEN timestamptz '2026-10-01 09:00+03' + i * interval '13 hours' + interval '1 day' END,
       CASE WHEN i % 5 = 3 AND i % 4 <> 0 THEN 349900 + i * 100 + 1500 END,
       CASE WHEN i % 5 = 3 AND i % 4 <> 0 THEN 'owner' END,
       CASE WHEN i % 10 = 3 THEN timestamptz '2026-11-20 09:00+03' END,
       CASE WHEN i % 10 = 3 THEN 'owner' END
  FROM generate_series(1, 44) i;
INSERT INTO order_items (order_id, product_id, variant_id, product_name, product_name_en, variant_name,
    variant_name_en, quantity, unit_price, total_price)
SELECT id, 1, 1 + id % 2, 'جالكسي إس ٢٥', 'Galaxy S25', CASE id % 2 WHEN 0 THEN 'أسود' ELSE 'أزرق' END,
       CASE id % 2 WHEN 0 THEN 'Black' ELSE 'Blue' END, 1, subtotal, subtotal
  FROM orders;
INSERT INTO order_items (order_id, product_id, product_name, product_name_en, quantity, unit_price, total_price)
SELECT id, 2, 'سماعة', 'Buds', 2, 59900, 119800 FROM orders WHERE id % 4 = 1;
INSERT INTO orders (order_number, customer_id, customer_name, customer_email, customer_phone, status,
    payment_method, payment_status, subtotal, total_amount, is_gift_card_order, locale, created_at)
  VALUES ('ORD-2026-00045', 1, 'مريم الكواري', 'maryam@example.qa', '+974 5555 1234', 'delivered', 'online',
    'completed', 20000, 20000, true, 'ar', '2026-11-25 12:00+03');
INSERT INTO order_items (order_id, product_id, variant_id, product_name, product_name_en, variant_name,
    variant_name_en, quantity, unit_price, total_price, is_gift_card)
  VALUES (45, 3, 3, 'بطاقة هدية', 'Gift card', '١٠٠ ر.ق', 'QAR 100', 2, 10000, 20000, true);
INSERT INTO gift_cards (code, order_id, order_item_id, product_id, product_name, denomination, expires_at)
  VALUES ('GC-AAAA-1111', 45, (SELECT max(id) FROM order_items), 3, 'بطاقة هدية', 10000, '2027-11-25 12:00+03'),
         ('GC-BBBB-2222', 45, (SELECT max(id) FROM order_items), 3, 'بطاقة هدية', 10000, '2027-11-25 12:00+03');
UPDATE gift_cards SET voided_at = '2026-11-26 09:00+03', void_reason = 'Sent to the wrong address', voided_by = 'owner'
  WHERE code = 'GC-BBBB-2222';
INSERT INTO gift_cards (code, order_id, order_item_id, product_id, product_name, denomination, expires_at, replaces_id)
  VALUES ('GC-CCCC-3333', 45, (SELECT max(id) FROM order_items), 3, 'بطاقة هدية', 10000, '2027-11-25 12:00+03', 2);
INSERT INTO order_status_history (order_id, from_status, to_status, admin_user_id, username, created_at)
SELECT id, NULL, 'pending', NULL, NULL, created_at FROM orders;
INSERT INTO order_status_history (order_id, from_status, to_status, admin_user_id, username, created_at)
SELECT id, 'pending', status, 1, 'owner', created_at + interval '1 hour' FROM orders WHERE status <> 'pending';
INSERT INTO order_notes (order_id, admin_user_id, username, body) VALUES (3, 1, 'owner', 'العميل طلب التوصيل مساءً');
INSERT INTO staff_notifications (admin_user_id, order_id, read_at) VALUES (1, 44, NULL), (2, 44, '2026-11-25 10:00+03');
INSERT INTO stock_movements (product_id, variant_id, delta, stock_after, reason, order_id, admin_user_id, actor_name)
SELECT 1, 1 + id % 2, -1, 30, 'order_reserved', id, NULL, NULL FROM orders WHERE id <= 44;
INSERT INTO stock_movements (product_id, delta, stock_after, reason, admin_user_id, actor_name, note)
  VALUES (2, 5, 100, 'manual_adjustment', 1, 'owner', 'شحنة جديدة');
INSERT INTO reviews (product_id, customer_id, customer_name, comment, rating, verified, locale, status, moderated_at,
    moderated_by)
  VALUES (1, 1, 'مريم', 'ممتاز', 5, true, 'ar', 'published', '2026-11-01 10:00+03', 'owner'),
         (2, NULL, 'Guest', 'Too quiet', 2, false, 'en', 'pending', NULL, NULL);
INSERT INTO contact_messages (name, email, phone, subject, message, locale, is_read)
  VALUES ('أحمد', 'ahmed@example.qa', '+974 6666 7777', 'سؤال', 'هل يتوفر اللون الأزرق؟', 'ar', true);
INSERT INTO contact_replies (message_id, body, locale, admin_user_id, username) VALUES (1, 'نعم، متوفر', 'ar', 1, 'owner');
INSERT INTO site_settings (setting_key, setting_value) VALUES ('store_phone', '+974 4444 0000'),
  ('hero_title', 'عروض نوفمبر');
INSERT INTO sessions (token_hash, kind, admin_user_id, customer_id, expires_at, user_agent, ip)
  VALUES ('a1', 'admin', 1, NULL, '2026-12-30 00:00+03', 'Firefox', '10.0.0.2'),
         ('b2', 'customer', NULL, 1, '2026-12-30 00:00+03', 'Safari', '10.0.0.3');
INSERT INTO transactions (order_number, gateway, payment_id, transaction_id, status, amount)
  VALUES ('ORD-2026-00045', 'sandbox', 'pay_45', 'tx_45', 'completed', 20000);
INSERT INTO payment_callbacks (gateway, payment_id, status, order_number, payload, processed_at)
  VALUES ('sandbox', 'pay_45', 'completed', 'ORD-2026-00045', '{"ok": true}', '2026-11-25 12:01+03');
INSERT INTO sandbox_payments (id, order_number, amount, locale, customer_name, return_url, callback_url, status)
  VALUES ('sbx_45', 'ORD-2026-00045', 20000, 'ar', 'مريم', 'http://shop/return', 'http://shop/callback', 'completed');
INSERT INTO outbox (kind, dedupe_key, payload, status, attempts, sent_at)
  VALUES ('order_confirmation', 'order:45', '{"to": "maryam@example.qa"}', 'sent', 1, '2026-11-25 12:02+03'),
         ('contact_message', 'contact:1', '{"to": "owner@shop.qa"}', 'pending', 0, NULL);
INSERT INTO idempotency_keys (key, scope, request_hash, response_status, response_body, expires_at)
  VALUES ('k1', 'create-order', 'h1', 201, '{"orderNumber": "ORD-2026-00044"}', '2026-11-26 12:00+03');
INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ('login:10.0.0.2', 3, '2026-11-26 12:00+03');
INSERT INTO activity_logs (user_id, username, user_role, action_type, entity_type, entity_id, entity_name, changes,
    description, created_at)
SELECT 1, 'owner', 'super_admin', (ARRAY['CREATE', 'UPDATE', 'DELETE'])[1 + i % 3], 'product', (1 + i % 3)::text,
       'Galaxy S25', jsonb_build_object('price', i), 'تعديل ' || i, timestamptz '2026-09-01 00:00+03' + i * interval '1 minute'
  FROM generate_series(1, 2500) i;
SELECT nextval('orders_id_seq'), nextval('orders_id_seq');
`;

/** Every file under `folder` (its path inside it) with a SHA-256 of its bytes: equal maps, an unchanged folder. */
export async function checksums(folder: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sums[relative(folder, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return sums;
}

/** What the current migrations make of a PGlite folder (read from a copy of it): every table's rows, every sequence. */
export async function migratedContents(folder: string) {
  const copy = await mkdtemp(join(tmpdir(), 'matjar-migrated-'));
  await cp(folder, copy, { recursive: true });
  const client = await PGlite.create(copy, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    await client.exec("SET timezone = 'UTC'");
    return await contentsOf((text) => client.query(text));
  } finally {
    await client.close();
    await rm(copy, { recursive: true, force: true });
  }
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Every table's rows as text in a stable order, and every sequence's value and is_called. */
/**
 * Columns a migration fills with a random value for each existing row (0035: every outbox row's Message-ID),
 * so two copies brought to the same migrations differ there and nowhere else.
 */
const RANDOM_COLUMNS: Record<string, string[]> = { outbox: ['message_id'] };

export async function contentsOf(query: Query) {
  const tables = (
    (await query(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const random = RANDOM_COLUMNS[table];
    const row = random ? `(to_jsonb(t) - ARRAY[${random.map((c) => `'${c}'`).join(', ')}])::text` : 't::text';
    const result = (await query(`SELECT ${row} AS row FROM "${table}" t ORDER BY 1`)) as {
      rows: { row: string }[];
    };
    rows[table] = result.rows.map((r) => r.row);
  }
  const names = (
    (await query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`,
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const sequences: Record<string, string> = {};
  for (const name of names) {
    const result = (await query(
      `SELECT last_value::text || ' ' || is_called::text AS state FROM "${name}"`,
    )) as {
      rows: { state: string }[];
    };
    sequences[name] = result.rows[0]!.state;
  }
  return { rows, sequences };
}

/**
 * The old shop's own rows in the columns it had, leaving out generated ones (the new server computes them
 * again) and those in `leaveOut`, for comparing with what the new server holds in the same columns.
 */
export async function oldRows(folder: string, leaveOut: Record<string, string[]>) {
  const copy = await mkdtemp(join(tmpdir(), 'matjar-old-'));
  await cp(folder, copy, { recursive: true });
  const client = await PGlite.create(copy, { extensions: { pg_trgm } });
  try {
    await client.exec("SET timezone = 'UTC'");
    const tables = await client.query<{ table: string; list: string[] }>(
      `SELECT c.table_name AS table, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS list
         FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
        GROUP BY 1 ORDER BY 1`,
    );
    const columns: Record<string, string[]> = {};
    const rows: Record<string, string[]> = {};
    for (const { table, list } of tables.rows) {
      columns[table] = list.filter((column) => !leaveOut[table]?.includes(column));
      rows[table] = await rowsIn((text) => client.query(text), table, columns[table]);
    }
    return { columns, rows };
  } finally {
    await client.close();
    await rm(copy, { recursive: true, force: true });
  }
}

/** A table's rows in the given columns, as text, in a stable order. */
export async function rowsIn(query: Query, table: string, columns: string[]): Promise<string[]> {
  const list = columns.map((column) => `"${column}"`).join(', ');
  const result = (await query(`SELECT row(${list})::text AS row FROM "${table}" ORDER BY 1`)) as {
    rows: { row: string }[];
  };
  return result.rows.map((r) => r.row);
}
