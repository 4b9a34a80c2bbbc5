import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_SPECIAL_OFFERS, parseCsv, PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_MAX_ROWS } from '@matjar/core';
import { activityLogs, products, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { ledgerMismatches } from '../../stock/testing/stock-ledger-test-support.js';
import {
  insertCatalogTerms,
  productBody,
  productCsv,
  type CatalogTerms,
  type ProductCsvRow,
} from './testing/admin-products-test-support.js';
import { checkImport } from './product-csv-check.js';
import { readProductSheet } from './product-csv-sheet.js';
import { ImportCheckOutdated, writeImport } from './product-csv-write.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let editor: Record<string, string>;
let actor: { id: number; username: string; role: 'editor' };

beforeAll(async () => {
  t = await buildTestApp();
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = bearer(await createSessionToken(t.database.db, user.id));
  actor = { id: user.id, username: user.username, role: 'editor' };
});
afterAll(() => t?.close());

const importCsv = (csv: string, dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`,
    headers: { ...editor, 'content-type': 'text/csv' },
    payload: csv,
  });

const exportCsv = (terms: CatalogTerms) =>
  t.app.inject({ method: 'GET', url: `/api/admin/products.csv?brand_id=${terms.brand.id}`, headers: editor });

async function create(terms: CatalogTerms, overrides: Parameters<typeof productBody>[1] = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: editor,
    payload: productBody(terms, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as { id: number; variants: { id: number; sku: string | null }[] };
}

const newRow = (terms: CatalogTerms, name: string, stock = 3): ProductCsvRow => ({
  name_ar: name,
  description_ar: 'وصف',
  price: '12.50',
  stock,
  category_ids: terms.phones.id,
  brand_id: terms.brand.id,
});

/** The brand's products as (name, price, stock), by id. */
const brandProducts = (terms: CatalogTerms) =>
  t.database.db
    .select({ id: products.id, name: products.name, price: products.price, stock: products.stock })
    .from(products)
    .where(eq(products.brandId, terms.brand.id))
    .orderBy(products.id);

const movementCount = async (reason: 'initial' | 'import', ids: number[]) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.reason, reason), inArray(stockMovements.productId, ids)))
  )[0]!.n;

describe(`a file of ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en')} rows`, () => {
  let terms: CatalogTerms;
  beforeAll(async () => {
    terms = await insertCatalogTerms(t.database.db);
  });

  it('new products: the dry run counts them and writes nothing; the import creates each with its first stock and audit entry', async () => {
    const csv = productCsv(
      Array.from({ length: PRODUCT_IMPORT_MAX_ROWS }, (_, i) => newRow(terms, `منتج ${i + 1}`, i % 7)),
    );
    const dry = await importCsv(csv, true);
    expect(dry.json()).toEqual({ success: true, dry_run: true, created: 2000, updated: 0, unchanged: 0 });
    expect(await brandProducts(terms)).toEqual([]);

    const response = await importCsv(csv);
    expect(response.json()).toEqual({
      success: true,
      dry_run: false,
      created: 2000,
      updated: 0,
      unchanged: 0,
    });
    const created = await brandProducts(terms);
    expect(created).toHaveLength(2000);
    expect(created.map((p) => [p.name, p.price, p.stock])).toEqual(
      Array.from({ length: 2000 }, (_, i) => [`منتج ${i + 1}`, 1_250, i % 7]),
    );
    const ids = created.map((p) => p.id);
    expect(await movementCount('initial', ids)).toBe(2000);
    const entries = await t.database.db
      .select({ n: count() })
      .from(activityLogs)
      .where(and(eq(activityLogs.actionType, 'CREATE'), inArray(activityLogs.entityId, ids.map(String))));
    expect(entries[0]!.n).toBe(2000);
    const [links] = await t.database.db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM product_categories WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`,
      )
      .then((r) => r.rows);
    expect(links!.n).toBe(2000);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('its own export with every other price and stock changed: the dry run counts, the import moves stock through the ledger', async () => {
    const records = parseCsv((await exportCsv(terms)).body).map((r) => r.fields);
    const [header, ...data] = records;
    expect(data).toHaveLength(2000);
    const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => header!.indexOf(name);
    const edited = data.map((fields, i) =>
      i % 2 === 0
        ? fields.map((value, c) => (c === col('price') ? '20.00' : c === col('stock') ? '11' : value))
        : fields,
    );
    const csv = productCsv(
      edited.map((fields) => Object.fromEntries(header!.map((name, c) => [name, fields[c]!]))),
    );
    const before = await brandProducts(terms);

    const dry = await importCsv(csv, true);
    expect(dry.json()).toEqual({ success: true, dry_run: true, created: 0, updated: 1000, unchanged: 1000 });
    expect(await brandProducts(terms)).toEqual(before);

    const response = await importCsv(csv);
    expect(response.json()).toEqual({
      success: true,
      dry_run: false,
      created: 0,
      updated: 1000,
      unchanged: 1000,
    });
    const after = await brandProducts(terms);
    const editedIds = new Set(
      edited.filter((_, i) => i % 2 === 0).map((fields) => Number(fields[col('id')])),
    );
    for (const product of after) {
      const was = before.find((p) => p.id === product.id)!;
      expect([product.price, product.stock]).toEqual(
        editedIds.has(product.id) ? [2_000, 11] : [was.price, was.stock],
      );
    }
    expect(await movementCount('import', [...editedIds])).toBe(1000);
    const [summary] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityName, 'CSV import'))
      .orderBy(sql`${activityLogs.id} DESC`)
      .limit(1);
    expect(summary?.description).toBe('Imported products from CSV: 0 created, 1000 updated, 1000 unchanged');
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });
});

describe('what the check refuses and the write allows', () => {
  let terms: CatalogTerms;
  beforeAll(async () => {
    terms = await insertCatalogTerms(t.database.db);
  });

  it('a SKU another product holds is refused at its variant row; two variants of the file may swap theirs', async () => {
    const watch = await create(terms, {
      name: `ساعة ${terms.tag}`,
      variants: [
        { name: 'صغير', price: 100, stock: 1, sku: `A-${terms.tag}` },
        { name: 'كبير', price: 100, stock: 1, sku: `B-${terms.tag}` },
      ],
    });
    await create(terms, {
      name: `أخرى ${terms.tag}`,
      variants: [{ name: 'واحد', price: 100, stock: 1, sku: `C-${terms.tag}` }],
    });
    const [small, large] = watch.variants;
    const variantRow = (id: number, sku: string): ProductCsvRow => ({
      id: watch.id,
      variant_id: id,
      name_ar: 'مقاس',
      price: '1.00',
      stock: 1,
      sku,
    });
    const taken = await importCsv(productCsv([variantRow(small!.id, `C-${terms.tag}`)]));
    expect(taken.statusCode).toBe(400);
    expect(
      taken.json().error.issues.map((i: { path: unknown[]; code: string }) => [...i.path, i.code]),
    ).toEqual([[2, 'sku', 'SKU_TAKEN']]);

    const swapped = await importCsv(
      productCsv([variantRow(small!.id, `B-${terms.tag}`), variantRow(large!.id, `A-${terms.tag}`)]),
    );
    expect(swapped.json()).toMatchObject({ created: 0, updated: 1 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${watch.id}`,
      headers: editor,
    });
    expect(detail.json().product.variants.map((v: { sku: string }) => v.sku)).toEqual([
      `B-${terms.tag}`,
      `A-${terms.tag}`,
    ]);
  });

  it(`a special offer beyond ${MAX_SPECIAL_OFFERS} is refused at its row, whichever rows turn others off first`, async () => {
    const offers = Array.from({ length: MAX_SPECIAL_OFFERS + 1 }, (_, i) => ({
      ...newRow(terms, `عرض ${i} ${terms.tag}`),
      special_offer: 'true',
    }));
    const refused = await importCsv(productCsv(offers), true);
    expect(refused.json().error.issues).toMatchObject([
      { path: [MAX_SPECIAL_OFFERS + 2, 'special_offer'], code: 'SPECIAL_OFFER_LIMIT' },
    ]);
    expect((await importCsv(productCsv(offers.slice(0, MAX_SPECIAL_OFFERS)))).json()).toMatchObject({
      created: MAX_SPECIAL_OFFERS,
    });
  });

  it('a product saved after the file was checked is checked again before anything is written', async () => {
    const product = await create(terms, { name: `قديم ${terms.tag}`, stock: 2 });
    const csv = productCsv([{ ...newRow(terms, `جديد ${terms.tag}`, 5), id: product.id }]);
    const checked = await checkImport(t.database.db, await readProductSheet(csv, { withCost: false }));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: editor,
      payload: { is_active: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect(writeImport(t.database.db, actor, checked)).rejects.toBeInstanceOf(ImportCheckOutdated);
    const [still] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect([still!.name, still!.stock, still!.isActive]).toEqual([`قديم ${terms.tag}`, 2, false]);

    // Through the route the file is checked again and written over the newer state.
    expect((await importCsv(csv)).json()).toMatchObject({ updated: 1 });
    const [now] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect([now!.name, now!.stock, now!.isActive]).toEqual([`جديد ${terms.tag}`, 5, false]);
  });
});
