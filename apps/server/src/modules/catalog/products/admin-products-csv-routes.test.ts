import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  parseCsv,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  UTF8_BOM,
  dohaDate,
} from '@matjar/core';
import { activityLogs, products, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { ledgerMismatches } from '../../stock/testing/stock-ledger-test-support.js';
import { insertCatalogTerms, productBody, type CatalogTerms } from './testing/admin-products-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
let editor: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = bearer(await createSessionToken(t.database.db, user.id));
  const reader = await createStaffUser(t.database.db, { role: 'viewer' });
  viewer = bearer(await createSessionToken(t.database.db, reader.id));
});
afterAll(() => t?.close());

async function create(overrides: Parameters<typeof productBody>[1] = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: editor,
    payload: productBody(terms, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as { id: number; variants: { id: number }[] };
}

const exportCsv = (headers = editor) =>
  t.app.inject({ method: 'GET', url: `/api/admin/products.csv?brand_id=${terms.brand.id}`, headers });

const importCsv = (csv: string, dryRun = false, headers = editor) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });

/** A file of the export's columns; each row gives some cells by name. */
function sheet(rows: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>[]) {
  const lines = [
    PRODUCT_CSV_COLUMNS.join(','),
    ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? '').join(',')),
  ];
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

const newRow = (name: string, stock: number | string = 3) => ({
  name_ar: name,
  description_ar: 'وصف',
  price: '12.50',
  stock,
  category_ids: terms.phones.id,
  brand_id: terms.brand.id,
});

const snapshot = async () =>
  JSON.stringify(
    await t.database.db
      .select({ id: products.id, name: products.name, stock: products.stock, price: products.price })
      .from(products)
      .where(eq(products.brandId, terms.brand.id))
      .orderBy(products.id),
  );

describe('GET /api/admin/products.csv', () => {
  it('writes UTF-8 with BOM, Arabic intact, formula cells guarded, variants as their own rows', async () => {
    const plain = await create({ name: '=HYPERLINK("http://x")', name_en: 'Pen', price: 1_250, stock: 4 });
    const withVariants = await create({
      name: `ساعة ${terms.tag}`,
      variants: [
        { name: 'صغير', price: 10_000, stock: 2, sku: `S-${terms.tag}` },
        { name: 'كبير', price: 12_000, stock: 5, sku: `L-${terms.tag}` },
      ],
    });
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    // Named by Doha's calendar day, like every other export (after 21:00 UTC that is already tomorrow).
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="products-${dohaDate(new Date())}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain(`ساعة ${terms.tag}`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    const records = parseCsv(response.body).map((r) => r.fields);
    // An editor's file has no cost column (decision 026: cost prices are for admin roles).
    expect(records[0]).toEqual(PRODUCT_CSV_COLUMNS.filter((c) => c !== 'cost_price'));
    const col = (name: string) => PRODUCT_CSV_COLUMNS.indexOf(name as never);
    const pen = records.find((r) => r[col('id')] === String(plain.id) && r[col('variant_id')] === '')!;
    expect(pen[col('price')]).toBe('12.50');
    expect(pen[col('active')]).toBe('true');
    const variantRows = records.filter(
      (r) => r[col('id')] === String(withVariants.id) && r[col('variant_id')],
    );
    expect(variantRows.map((r) => r[col('sku')])).toEqual([`S-${terms.tag}`, `L-${terms.tag}`]);
  });

  it('is refused without a session and answers 400 on a bad filter', async () => {
    expect((await exportCsv({})).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products.csv?sort=nope',
      headers: editor,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/products/import', () => {
  it('reads its own export back as unchanged', async () => {
    const exported = (await exportCsv()).body;
    const before = await snapshot();
    const response = await importCsv(exported);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 0, updated: 0, dry_run: false });
    expect(response.json().unchanged).toBeGreaterThanOrEqual(2);
    expect(await snapshot()).toBe(before);
  });

  it('reports every bad row by row and column in both languages, and applies nothing', async () => {
    const existing = await create({ name: `قائم ${terms.tag}`, stock: 9 });
    const before = await snapshot();
    const response = await importCsv(
      sheet([
        newRow('أ'), // row 2
        { ...newRow('ب'), id: existing.id, stock: 1 }, // row 3: would update
        newRow('ج'), // row 4
        newRow(''), // row 5: no Arabic name
        newRow('د'), // row 6
        newRow('هـ', -3), // row 7: negative stock
        { ...newRow('و'), price: 'abc' }, // row 8: no amount
      ]),
    );
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('IMPORT_ROWS_INVALID');
    expect(error.issues.map((i: { path: unknown[]; code: string }) => [...i.path, i.code])).toEqual([
      [5, 'name_ar', 'PRODUCT_NAME_REQUIRED'],
      [7, 'stock', 'STOCK_WHOLE_NUMBER'],
      [8, 'price', 'CSV_NOT_AN_AMOUNT'],
    ]);
    expect(error.issues[0].messageAr).toBe('يرجى إدخال اسم المنتج بالعربية');
    expect(await snapshot()).toBe(before);
  });

  it('creates and updates all at once: stock through the ledger (import), an audit entry per product', async () => {
    const existing = await create({ name: `مخزون ${terms.tag}`, stock: 9 });
    const watch = await create({
      name: `ساعة ب ${terms.tag}`,
      variants: [{ name: 'واحد', price: 10_000, stock: 2 }],
    });
    const csv = sheet([
      { ...newRow(`مخزون ${terms.tag}`, 20), id: existing.id, price: '3500.00' },
      { id: watch.id, variant_id: watch.variants[0]!.id, name_ar: 'واحد', price: '100', stock: 6 },
      newRow(`جديد ${terms.tag}`, 4),
    ]);
    const dry = await importCsv(csv, true);
    expect(dry.json()).toEqual({ success: true, dry_run: true, created: 1, updated: 2, unchanged: 0 });
    const [stillNine] = await t.database.db.select().from(products).where(eq(products.id, existing.id));
    expect(stillNine!.stock).toBe(9);

    const response = await importCsv(csv);
    expect(response.json()).toEqual({ success: true, dry_run: false, created: 1, updated: 2, unchanged: 0 });
    const touched = await t.database.db
      .select()
      .from(products)
      .where(inArray(products.name, [`مخزون ${terms.tag}`, `جديد ${terms.tag}`, `ساعة ب ${terms.tag}`]));
    expect(Object.fromEntries(touched.map((p) => [p.name, [p.stock, p.price]]))).toEqual({
      [`مخزون ${terms.tag}`]: [20, 350_000],
      [`جديد ${terms.tag}`]: [4, 1_250],
      [`ساعة ب ${terms.tag}`]: [6, 350_000], // the variant row moved the variant, not the product's price
    });
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, existing.id), eq(stockMovements.reason, 'import')));
    expect(moves.map((m) => [m.delta, m.stockAfter, m.note])).toEqual([[11, 20, 'CSV import']]);
    const watchMoves = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, watch.id), eq(stockMovements.reason, 'import')));
    expect(watchMoves).toHaveLength(2); // the variant and its product
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(inArray(activityLogs.entityId, [String(existing.id), String(watch.id)]));
    expect(entries.filter((e) => e.actionType === 'UPDATE')).toHaveLength(2);
    const [summary] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityName, 'CSV import'));
    expect(summary?.description).toMatch(/1 created, 2 updated/);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses a variant row of another product and unknown columns', async () => {
    const a = await create({ name: `أ ${terms.tag}`, variants: [{ name: 'x', price: 1, stock: 1 }] });
    const b = await create({ name: `ب ${terms.tag}` });
    const response = await importCsv(
      sheet([{ id: b.id, variant_id: a.variants[0]!.id, price: '1', stock: 1 }]),
    );
    expect(response.json().error.issues[0]).toMatchObject({
      path: [2, 'variant_id'],
      code: 'CSV_VARIANT_ROW_INVALID',
    });
    const columns = await importCsv('id,nmae_ar\r\n1,x\r\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().error.code).toBe('CSV_COLUMNS_INVALID');
  });

  it('caps the file: over the byte limit 413, over the row limit 400', async () => {
    const big = sheet([newRow('x'.repeat(PRODUCT_IMPORT_MAX_BYTES))]);
    expect((await importCsv(big)).statusCode).toBe(413);
    const many = sheet(Array.from({ length: PRODUCT_IMPORT_MAX_ROWS + 1 }, () => newRow('س')));
    const response = await importCsv(many);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CSV_TOO_MANY_ROWS');
  });

  it('refuses a file that is not UTF-8 (Excel\'s Arabic "CSV", Windows-1256), imports nothing, says how to save it', async () => {
    // "هاتف تجربة" in Windows-1256, the code page Excel's plain "CSV" uses on an Arabic Windows.
    const cp1256Name = Buffer.from([0xe5, 0xc7, 0xca, 0xdd, 0x20, 0xca, 0xcc, 0xd1, 0xc8, 0xc9]);
    const [header, row] = sheet([newRow('NAME')])
      .slice(UTF8_BOM.length)
      .split('\r\n');
    const [before, after] = row!.split('NAME');
    const file = Buffer.concat([
      Buffer.from(`${header}\r\n${before}`, 'latin1'),
      cp1256Name,
      Buffer.from(`${after}\r\n`, 'latin1'),
    ]);
    const was = await snapshot();
    for (const dryRun of [true, false]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
        headers: { ...editor, 'content-type': 'text/csv' },
        payload: file,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'CSV_NOT_UTF8',
        message: expect.stringContaining('CSV UTF-8'),
        messageAr: expect.stringContaining('CSV UTF-8'),
      });
    }
    expect(await snapshot()).toBe(was);
    // The same file as UTF-8 imports.
    const utf8 = Buffer.concat([
      Buffer.from(`${header}\r\n${before}`, 'latin1'),
      Buffer.from('هاتف تجربة'),
      Buffer.from(`${after}\r\n`, 'latin1'),
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: utf8,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().created).toBe(1);
  });

  it('is refused to a viewer', async () => {
    const before = await snapshot();
    expect((await importCsv(sheet([newRow('ز')]), false, viewer)).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('cost prices in the CSV (decision 026)', () => {
  it('an admin exports and imports them; an editor neither sees nor changes them', async () => {
    const adminUser = await createStaffUser(t.database.db, { role: 'admin' });
    const admin = bearer(await createSessionToken(t.database.db, adminUser.id));
    const product = await create({ name: `كلفة ${terms.tag}` });
    await t.database.db.update(products).set({ costPrice: 800 }).where(eq(products.id, product.id));
    const costOf = async () =>
      (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]!.costPrice;

    const exported = await exportCsv(admin);
    const records = parseCsv(exported.body).map((r) => r.fields);
    expect(records[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => records[0]!.indexOf(name);
    const row = records.find((r) => r[col('id')] === String(product.id) && r[col('variant_id')] === '')!;
    expect(row[col('cost_price')]).toBe('8.00');
    // Its own export reads back unchanged; then a new cost is saved, and an empty cell means unknown.
    expect((await importCsv(exported.body, false, admin)).json()).toMatchObject({ updated: 0 });
    const withCost = (cost: string) =>
      exported.body.replace(
        row.join(','),
        row.map((cell, i) => (i === col('cost_price') ? cost : cell)).join(','),
      );
    expect(withCost('9.50')).not.toBe(exported.body);
    expect((await importCsv(withCost('9.50'), false, admin)).statusCode).toBe(200);
    expect(await costOf()).toBe(950);
    const bad = await importCsv(withCost('nine'), false, admin);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('cost_price');
    expect((await importCsv(withCost(''), false, admin)).statusCode).toBe(200);
    expect(await costOf()).toBeNull();

    // An editor's file carrying a cost column changes no cost.
    await t.database.db.update(products).set({ costPrice: 800 }).where(eq(products.id, product.id));
    const response = await importCsv(withCost('1.00'), false, editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(await costOf()).toBe(800);
  });
});
