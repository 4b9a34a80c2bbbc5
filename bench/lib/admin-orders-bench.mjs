// The back office's all-orders list with BENCH_ORDERS (100,000) orders: what staff do on /admin/all-orders —
// filter (status, Doha-day period, cash awaiting), search (number, name in Arabic or English, e-mail, phone in
// Arabic-Indic digits and +974 forms) and page deep into the list; the customers list of the same shop (issue
// 24: every buyer a customer, BENCH_BUYERS of them): pages, kind filter, search by name and by phone in its
// forms; the dashboard; then the active board with BENCH_ACTIVE_ORDERS (10,000) more orders to handle. Admin
// answers are never cached, so every request runs its queries; a few staff at once (BENCH_ADMIN_CONNECTIONS).
import { sql } from 'drizzle-orm';
import { dohaDate } from '@matjar/core';
import { createDb, migrate, seedIfEmpty } from '@matjar/db';
import { warmAdminList } from './admin-list-bench.mjs';
import { startMatjar } from './processes.mjs';
import { createStaffToken } from './upload-bench.mjs';

const FIRST = [
  'مُحَمَّد',
  'أحمد',
  'فاطمة',
  'عائشة',
  'خالد',
  'Sara',
  'John',
  'Maryam',
  'عبدالله',
  'Noor',
  'إبراهيم',
];
const LAST = ['الأحمد', 'العلي', 'Smith', 'الكواري', 'المري', 'Khan', 'الهاجري', 'Thomas', 'النعيمي'];
/** Distinct shoppers among the orders: a buyer orders 2 or 3 times in the year (for the customers list). */
export const BENCH_BUYERS = Number(process.env.BENCH_BUYERS ?? 40_000);
const textArray = (words) => sql.raw(`ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`);

/**
 * Adds `count` orders in one INSERT … SELECT generate_series (seconds, not minutes): one every 5 minutes back
 * from now (about a year for 100,000). The last day's are spread over the active statuses; older ones were
 * delivered (85 %) or canceled; 3 in 5 are cash, and cash delivered in the last few days still awaits
 * collection; 1 in 100 is archived. Phones are typed as shoppers type them: +974 with spaces, 8 digits,
 * Arabic-Indic digits. One line per order. Then VACUUM ANALYZE, as autovacuum would have.
 */
export async function seedOrders(url, count) {
  const database = await createDb(url);
  try {
    const { db } = database;
    // A bulk load goes through the search index's pending list and is merged once at the end, as a restore
    // would; the shop's own writes go straight into the index (migration 0013), which is what is measured.
    await db.execute(sql`ALTER INDEX orders_search_trgm_idx SET (fastupdate = on)`);
    await db.execute(sql`
      INSERT INTO orders (order_number, customer_name, customer_email, customer_phone, status, payment_method,
        payment_status, subtotal, shipping_fee, total_amount, shipping_address, shipping_city, locale,
        created_at, cash_received_at, cash_received_amount, archived_at, archived_by)
      SELECT 'ORD-' || (1700000000000 + n::bigint * 300000)::text || '-' || upper(lpad(to_hex(n), 6, '0')),
        name, 'customer' || (n % ${BENCH_BUYERS}) || '@example.qa', phone, status, method,
        CASE WHEN method = 'online' THEN 'completed' END,
        total - 2500, 2500, total,
        -- the line core's deliveryAddressLine writes (D14), in the order's language; cities from its list
        CASE WHEN n % 3 = 0
          THEN 'Zone ' || (1 + n % 98) || ', Street ' || (1 + n % 900) || ', Building ' || (1 + n % 40)
          ELSE 'منطقة ' || (1 + n % 98) || '، شارع ' || (1 + n % 900) || '، مبنى ' || (1 + n % 40) END,
        (ARRAY['doha', 'doha', 'al_rayyan', 'al_wakrah', 'lusail'])[1 + n % 5],
        CASE WHEN n % 3 = 0 THEN 'en' ELSE 'ar' END, created,
        CASE WHEN method = 'cash' AND status = 'delivered' AND n > 1500 THEN created + interval '1 day' END,
        CASE WHEN method = 'cash' AND status = 'delivered' AND n > 1500 THEN total END,
        CASE WHEN n % 100 = 42 THEN created + interval '2 days' END,
        CASE WHEN n % 100 = 42 THEN 'admin' END
      FROM (
        SELECT n,
          (${textArray(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (n / 7) % ${LAST.length}] AS name,
          CASE n % 3
            WHEN 0 THEN '+974 ' || (30000000 + (n % ${BENCH_BUYERS}) * 7)::text
            WHEN 1 THEN (30000000 + (n % ${BENCH_BUYERS}) * 7)::text
            ELSE translate((30000000 + (n % ${BENCH_BUYERS}) * 7)::text, '0123456789', '٠١٢٣٤٥٦٧٨٩') END AS phone,
          CASE WHEN n <= 300 THEN (ARRAY['pending', 'confirmed', 'shipped', 'delivered'])[1 + n % 4]
            WHEN n % 20 < 3 THEN 'canceled' ELSE 'delivered' END AS status,
          CASE WHEN n % 5 < 3 THEN 'cash' ELSE 'online' END AS method,
          5000 + (n * 7919 % 400) * 500 AS total,
          now() - n * interval '5 minutes' AS created
        FROM generate_series(1, ${count}) AS n
      ) AS generated`);
    await db.execute(sql`
      INSERT INTO order_items (order_id, product_name, product_name_en, quantity, unit_price, list_price, total_price)
      SELECT id, 'منتج ' || (id % 500), 'Product ' || (id % 500), 1, total_amount - 2500,
        total_amount - 2500 + CASE WHEN id % 4 = 0 THEN 1000 ELSE 0 END, total_amount - 2500
      FROM orders WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id)`);
    // Each line names one of the shop's products, in turn, so the reports group real products, categories and
    // brands.
    await db.execute(sql`
      UPDATE order_items i SET product_id = p.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM products) AS p
      WHERE i.product_id IS NULL AND p.k = i.order_id % p.n`);
    await db.execute(sql`VACUUM FULL order_items`);
    await db.execute(sql`ALTER INDEX orders_search_trgm_idx SET (fastupdate = off)`);
    await db.execute(sql`SELECT gin_clean_pending_list('orders_search_trgm_idx'::regclass)`);
    await linkBuyers(db);
    // linkBuyers rewrote every order, leaving the indexes three times their size (the search's trigram index 44
    // MB against 13); create-order writes a shop's orders once, so the bench compacts what its bulk updates left.
    await db.execute(sql`VACUUM FULL orders`);
    // What autovacuum does for a running shop's orders (its insert threshold): statistics, and the visibility
    // map that lets counts and deep pages read the indexes alone.
    await db.execute(sql`VACUUM ANALYZE orders, order_items, customers`);
  } finally {
    await database.close();
  }
}

/**
 * Every buyer a customer, as create-order would have made them (in bulk): the orders' keys (core's phoneKey and
 * emailKey), one guest per phone from its first order, the orders linked, and 1 customer in 10 an account.
 */
async function linkBuyers(db) {
  await db.execute(sql`
    UPDATE orders SET email_key = lower(customer_email),
      phone_key = right(regexp_replace(translate(customer_phone, '٠١٢٣٤٥٦٧٨٩', '0123456789'), '[^0-9]', '', 'g'), 8)
    WHERE customer_id IS NULL AND phone_key IS NULL`);
  await db.execute(sql`
    INSERT INTO customers (first_name, last_name, email, phone, phone_key, email_key, created_at, updated_at)
    SELECT DISTINCT ON (phone_key) split_part(customer_name, ' ', 1),
      substr(customer_name, length(split_part(customer_name, ' ', 1)) + 2), customer_email, customer_phone,
      phone_key, email_key, created_at, created_at
    FROM orders WHERE customer_id IS NULL AND phone_key IS NOT NULL
    ORDER BY phone_key, created_at
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE orders o SET customer_id = c.id FROM customers c
    WHERE o.customer_id IS NULL AND c.phone_key = o.phone_key AND c.password_hash IS NULL`);
  await db.execute(
    sql`UPDATE customers SET password_hash = 'bench' WHERE password_hash IS NULL AND id % 10 = 0`,
  );
}

/** The customers list's requests, 20 of each kind: pages and filters; searches by name, e-mail and phone. */
export function adminCustomerPaths() {
  const base = '/api/admin/customers?page_size=25';
  const list = [
    '',
    '&page=2',
    '&page=40',
    '&page=400',
    '&kind=guest',
    '&kind=account',
    '&kind=guest&page=3',
    '&kind=account&page=30',
    '&status=active',
    '&status=inactive',
  ].flatMap((query) => [`${base}${query}`, `${base.replace('=25', '=50')}${query}`]);
  // A buyer's phone (buyer b: 3000 0000 + 7b) typed as staff type it: +974 with spaces, 00974, Arabic-Indic.
  const phone = Array.from({ length: 20 }, (_, i) => {
    const local = String(30_000_000 + ((i * 1_931) % BENCH_BUYERS) * 7);
    const forms = [
      `+974 ${local.slice(0, 4)} ${local.slice(4)}`,
      local,
      `00974${local}`,
      local.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    ];
    return `${base}&q=${encodeURIComponent(forms[i % forms.length])}`;
  });
  const name = [
    'محمد',
    'الكواري',
    'sara',
    'john smith',
    'customer4243@example.qa',
    'نور',
    'فاطمه',
    'Khan',
    'عبدالله المري',
    'customer777',
  ]
    .flatMap((q) => [`${base}&q=${encodeURIComponent(q)}`, `${base}&q=${encodeURIComponent(q)}&kind=guest`])
    .slice(0, 20);
  return { list, 'search by phone': phone, 'search by name or e-mail': name };
}

/** The list requests of each kind, 20 each: filtered pages, searches, plain pages deep into the list. */
export function adminOrderPaths() {
  const base = '/api/admin/orders?page_size=25';
  const filters = [
    'status=pending',
    'status=delivered',
    'status=canceled&period=month',
    'period=today',
    'period=week',
    'period=month',
    'awaiting_cash=true',
    'status=shipped&period=week',
    'archived=true',
    'status=delivered&period=week',
  ];
  const filter = filters.flatMap((query) => [`${base}&${query}`, `${base}&${query}&page=2`]);
  const search = [
    'محمد',
    'الاحمد',
    'عائشه',
    'ابراهيم الكواري',
    'sara',
    'john smith',
    'noor khan',
    'customer4243@example.qa',
    'customer777',
    '@example.qa',
    '+974 3000 0707',
    '٣٠٠٠٠٧٠٧',
    '30001414',
    '0097430006993',
    'ORD-1700000300000',
    'ord-1700029',
    '0012AB',
    'مريم',
    'Thomas',
    'المري',
  ].map((q, i) => `${base}&q=${encodeURIComponent(q)}${i % 4 === 3 ? '&page=2' : ''}`);
  const page = Array.from({ length: 20 }, (_, i) => `${base}&page=${(i + 1) * 190}`);
  return { filter, search, page };
}

/** The reports' goal: every report, 30 days or 12 months of 100,000 orders. */
export const REPORTS_GOAL = { maxP95: 200, target: 'p95 < 200 ms' };

/**
 * The reports' requests, one row per report and range: the last 30 Doha days and the last 12 months
 * (365 days, about 100,000 orders at one every 5 minutes), each as the screen asks for it.
 */
export function reportPaths(now = new Date()) {
  const day = (back) => dohaDate(new Date(now.getTime() - back * 86_400_000));
  const ranges = { '30 days': `from=${day(29)}&to=${day(0)}`, '12 months': `from=${day(364)}&to=${day(0)}` };
  return Object.entries(ranges).flatMap(([range, query]) => [
    [`sales, ${range}`, [`/api/admin/reports/sales?${query}&group=${range === '30 days' ? 'day' : 'month'}`]],
    [`sales by product, ${range}`, [`/api/admin/reports/products?${query}&by=product`]],
    [`sales by category, ${range}`, [`/api/admin/reports/products?${query}&by=category`]],
    [`cash on delivery, ${range}`, [`/api/admin/reports/cash?${query}`]],
    [`coupons, ${range}`, [`/api/admin/reports/coupons?${query}`]],
    [`customers, ${range}`, [`/api/admin/reports/customers?${query}`]],
  ]);
}

/** The dashboard row's goal; the list rows keep run.mjs's p95 < 50 ms. */
export const DASHBOARD_GOAL = { maxP95: 100, target: 'p95 < 100 ms' };

/** Active orders added for the board's rows: a flash sale's backlog, on top of the year of orders. */
export const BENCH_ACTIVE_ORDERS = Number(process.env.BENCH_ACTIVE_ORDERS ?? 10_000);

/**
 * A flash sale: `count` orders in the last hours that are all still to handle — half pending, a third confirmed,
 * the rest shipped; 2 in 5 by card, of which a fifth still awaiting payment (the board's badge) and 1 in 50 whose
 * payment failed (off the board). One INSERT … SELECT, one line each, then VACUUM ANALYZE as autovacuum would.
 */
export async function seedActiveOrders(url, count) {
  const database = await createDb(url);
  try {
    const { db } = database;
    await db.execute(sql`
      INSERT INTO orders (order_number, customer_name, customer_email, customer_phone, status, payment_method,
        payment_status, subtotal, shipping_fee, total_amount, shipping_address, shipping_city, locale, created_at)
      SELECT 'ORD-1800000000000-F' || lpad(to_hex(n), 6, '0'), 'Flash ' || n, 'flash' || n || '@example.qa',
        '+974 5' || lpad((n % 10000000)::text, 7, '0'),
        CASE WHEN method = 'online' AND n % 5 = 0 THEN 'pending'
          WHEN n % 6 < 3 THEN 'pending' WHEN n % 6 < 5 THEN 'confirmed' ELSE 'shipped' END,
        method,
        CASE WHEN method = 'cash' THEN NULL WHEN n % 50 = 0 THEN 'failed' WHEN n % 5 = 0 THEN 'pending'
          ELSE 'completed' END,
        total - 2500, 2500, total, 'منطقة ' || (1 + n % 98) || '، شارع ' || (1 + n % 900), 'doha', 'ar',
        now() - n * interval '1 second'
      FROM (
        SELECT n, CASE WHEN n % 5 < 3 THEN 'cash' ELSE 'online' END AS method, 5000 + (n * 7919 % 400) * 500 AS total
        FROM generate_series(1, ${count}) AS n
      ) AS generated`);
    await db.execute(sql`
      INSERT INTO order_items (order_id, product_name, product_name_en, quantity, unit_price, list_price, total_price)
      SELECT id, 'منتج ' || (id % 500), 'Product ' || (id % 500), 1, total_amount - 2500,
        total_amount - 2500 + CASE WHEN id % 4 = 0 THEN 1000 ELSE 0 END, total_amount - 2500
      FROM orders WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id)`);
    await db.execute(sql`VACUUM ANALYZE orders, order_items`);
    const counted = await db.execute(sql`SELECT count(*)::int AS n FROM orders o WHERE o.archived_at IS NULL
      AND o.status IN ('pending', 'confirmed', 'shipped')
      AND NOT (o.payment_method = 'online' AND o.payment_status IN ('failed', 'cancelled'))`);
    return counted.rows[0].n;
  } finally {
    await database.close();
  }
}

/**
 * The board's requests: the board itself (each column's count and first page), and "show more" pages spread
 * through the pending column, found by walking it once from the board's first cursor.
 */
async function boardPaths(baseUrl, headers) {
  const read = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const board = await read('/api/admin/orders/board');
  const cursors = [];
  let after = board.columns[0].next_after;
  while (after) {
    cursors.push(after);
    after = (await read(`/api/admin/orders/board/pending?after=${encodeURIComponent(after)}`)).next_after;
  }
  const step = Math.max(1, Math.floor(cursors.length / 20));
  const more = cursors
    .filter((_, index) => index % step === 0)
    .slice(0, 20)
    .map((cursor) => `/api/admin/orders/board/pending?after=${encodeURIComponent(cursor)}`);
  return { board: ['/api/admin/orders/board'], more };
}

const noFiles = { put: async () => {}, exists: async () => true, url: (key) => `/media/${key}` };

/**
 * One phase of the bench: a shop of its own (the demo seed and `orders` orders) on `databaseUrl`, a server
 * on it, then each kind of list request and the dashboard measured by `measure` (run.mjs's wrk runner) with
 * `connections` staff; a row with a goal of its own carries it as `goal`. The other rows' shop is left alone, so 100,000 orders do not change what they measure.
 */
export async function benchAdminOrders({ databaseUrl, dataDir, orders, connections, label, measure }) {
  const started = Date.now();
  const database = await createDb(databaseUrl);
  try {
    await migrate(database);
    await seedIfEmpty(database, { media: noFiles, images: false, log: () => {} });
  } finally {
    await database.close();
  }
  await seedOrders(databaseUrl, orders);
  const token = await createStaffToken(databaseUrl);
  console.log(
    `${orders.toLocaleString('en')} orders on ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  const results = [];
  const headers = { Authorization: `Bearer ${token}` };
  const start = () => startMatjar({ databaseUrl, ...(dataDir ? { dataDir } : {}) });
  const server = await start();
  try {
    for (const [kind, paths] of Object.entries(adminOrderPaths())) {
      await warmAdminList(server.baseUrl, paths, headers);
      const title = `all-orders list of ${orders.toLocaleString('en')} (${label}): ${kind} (${connections} staff)`;
      results.push(await measure(title, server, paths, headers, connections));
    }
    for (const [kind, paths] of Object.entries(adminCustomerPaths())) {
      await warmAdminList(server.baseUrl, paths, headers);
      const title = `customers list, buyers of ${orders.toLocaleString('en')} orders (${label}): ${kind} (${connections} staff)`;
      results.push({ ...(await measure(title, server, paths, headers, connections)) });
    }
    // The dashboard: today's cockpit over the same orders, read fresh on every request.
    const dashboard = ['/api/admin/dashboard'];
    await warmAdminList(server.baseUrl, dashboard, headers);
    const title = `dashboard at ${orders.toLocaleString('en')} orders (${label}) (${connections} staff)`;
    results.push({
      ...(await measure(title, server, dashboard, headers, connections)),
      goal: DASHBOARD_GOAL,
    });
    // The reports: each report over 30 days and 12 months (past days from the day cache, decision 028).
    for (const [kind, paths] of reportPaths()) {
      await warmAdminList(server.baseUrl, paths, headers);
      const what = `report at ${orders.toLocaleString('en')} orders (${label}): ${kind} (${connections} staff)`;
      results.push({ ...(await measure(what, server, paths, headers, connections)), goal: REPORTS_GOAL });
    }
  } finally {
    await server.stop();
  }
  // The active board on a busy day: BENCH_ACTIVE_ORDERS more orders to handle (added with the server
  // stopped: the embedded database has one owner at a time), then the board and its "show more" pages, each
  // answer bounded whatever the backlog. Goal: p95 < 50 ms.
  const active = await seedActiveOrders(databaseUrl, BENCH_ACTIVE_ORDERS);
  const boardServer = await start();
  try {
    const board = await boardPaths(boardServer.baseUrl, headers);
    for (const [kind, paths] of Object.entries(board)) {
      await warmAdminList(boardServer.baseUrl, paths, headers);
      const what = kind === 'board' ? 'board' : 'board, "show more" pages deep in a column';
      const title = `${what} at ${active.toLocaleString('en')} active orders (${label}, ${connections} staff; goal p95 < 50 ms)`;
      results.push(await measure(title, boardServer, paths, headers, connections));
    }
  } finally {
    await boardServer.stop();
  }
  return results;
}
