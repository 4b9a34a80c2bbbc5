import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, PRODUCT_CSV_COLUMNS } from '@matjar/core';
import { buildTestApp } from '../../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import {
  insertCatalogTerms,
  productBody,
  productCsv,
  type CatalogTerms,
} from './testing/admin-products-test-support.js';

// A product's SKU, GTIN (barcode number) and MPN, and a variant's GTIN and MPN: the form's and the CSV's
// fields, checked by the server, read by the storefront's structured data and feeds.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = bearer(await createSessionToken(t.database.db, user.id));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor, ...(payload ? { payload } : {}) });

type Overrides = Parameters<typeof productBody>[1];
const create = (overrides: Overrides) => call('POST', '/api/admin/products', productBody(terms, overrides));

/** The edit form's whole body for a product as loaded, with some fields changed. */
async function saveAgain(id: number, change: (body: Record<string, unknown>) => void) {
  const product = (await call('GET', `/api/admin/products/${id}`)).json().product;
  const body: Record<string, unknown> = {
    ...productBody(terms),
    name: product.name,
    variants: product.variants.map((v: Record<string, unknown>) => ({
      id: v.id,
      name: v.name,
      price: v.price,
      stock: v.stock,
      sku: v.sku,
    })),
  };
  change(body);
  return call('PUT', `/api/admin/products/${id}`, body);
}

// Real numbers with right check digits: an EAN-13 and a UPC-A.
const EAN = '4006381333931';
const UPC = '036000291452';
let serial = 0;
const sku = (name: string) => `${name}-${terms.tag}-${++serial}`;

describe('product and variant identifiers', () => {
  it('keeps a GTIN as its digits (groups and Arabic digits read), with the SKU and MPN', async () => {
    const productSku = sku('P');
    const created = await create({ sku: productSku, gtin: ' 4 006381-33393 1 ', mpn: ' MU773AH/A ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().product).toMatchObject({ sku: productSku, gtin: EAN, mpn: 'MU773AH/A' });

    const withVariants = await create({
      variants: [
        { name: 'أسود', price: 1000, stock: 1, sku: sku('V'), gtin: '٠٣٦٠٠٠٢٩١٤٥٢', mpn: 'A-1' },
        { name: 'أبيض', price: 1000, stock: 1 },
      ],
    });
    expect(withVariants.statusCode, withVariants.body).toBe(201);
    const variants = withVariants.json().product.variants;
    expect(variants.map((v: { gtin: string | null; mpn: string | null }) => [v.gtin, v.mpn])).toEqual([
      [UPC, 'A-1'],
      [null, null],
    ]);

    // The storefront's product reads them.
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/store/products/${created.json().product.id}` })
    ).json();
    expect(shown).toMatchObject({ sku: productSku, gtin: EAN, mpn: 'MU773AH/A' });
  });

  it('refuses a GTIN whose check digit is wrong, on its field, in both languages', async () => {
    for (const [overrides, path] of [
      // The schema's issues are on the request's body.
      [{ gtin: '4006381333932' }, ['body', 'gtin']],
      [{ gtin: '12345' }, ['body', 'gtin']],
      [
        { variants: [{ name: 'س', price: 1, stock: 0, gtin: '036000291453' }] },
        ['body', 'variants', 0, 'gtin'],
      ],
    ] as [Overrides, (string | number)[]][]) {
      const response = await create(overrides);
      expect(response.statusCode, response.body).toBe(400);
      const issue = response.json().error.issues.find((i: { code: string }) => i.code === 'GTIN_INVALID');
      expect(issue).toMatchObject({
        path,
        message: expect.stringContaining('GTIN'),
        messageAr: expect.stringContaining('GTIN'),
      });
    }
  });

  it('keeps stored identifiers when a body leaves them out, and clears them with null or empty', async () => {
    const created = (await create({ sku: sku('K'), gtin: EAN, mpn: 'M-1' })).json().product;
    const kept = await saveAgain(created.id, (body) => {
      body.price = 999;
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject({ sku: created.sku, gtin: EAN, mpn: 'M-1', price: 999 });
    const cleared = await saveAgain(created.id, (body) => {
      Object.assign(body, { sku: null, gtin: '', mpn: null });
    });
    expect(cleared.json().product).toMatchObject({ sku: null, gtin: null, mpn: null });
  });

  it("refuses a SKU another product or another product's variant holds, whichever table", async () => {
    const variantSku = sku('VAR');
    const holder = await create({
      sku: sku('OWN'),
      variants: [{ name: 'ف', price: 1, stock: 0, sku: variantSku }],
    });
    const owner = holder.json().product;
    for (const [overrides, path] of [
      [{ sku: variantSku.toLowerCase() }, ['sku']],
      [{ sku: owner.sku }, ['sku']],
      [{ variants: [{ name: 'ق', price: 1, stock: 0, sku: owner.sku }] }, ['variants', 0, 'sku']],
    ] as [Overrides, (string | number)[]][]) {
      const response = await create(overrides);
      expect([response.statusCode, response.json().error.code], response.body).toEqual([409, 'SKU_TAKEN']);
      // On the field at fault, so the editor marks it.
      expect(response.json().error.issues[0].path).toEqual(path);
    }
    // Its own SKUs stay its own when it is saved again.
    const again = await saveAgain(owner.id, (body) => {
      body.sku = owner.sku;
    });
    expect(again.statusCode, again.body).toBe(200);
    // The same SKU on the product and one of its own variants is one SKU twice.
    const twice = await create({
      sku: 'TWICE-' + terms.tag,
      variants: [{ name: 'ك', price: 1, stock: 0, sku: 'TWICE-' + terms.tag }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.issues[0]).toMatchObject({
      code: 'SKU_TAKEN',
      path: ['body', 'variants', 0, 'sku'],
    });
  });

  it('finds a product in the back-office list by its barcode number or its own SKU', async () => {
    const productSku = sku('FIND');
    const product = (await create({ sku: productSku, gtin: '96385074' })).json().product;
    for (const q of ['96385074', productSku.toLowerCase()]) {
      const list = (await call('GET', `/api/admin/products?q=${encodeURIComponent(q)}`)).json();
      expect(list.products.map((p: { id: number }) => p.id)).toContain(product.id);
    }
  });
});

describe('identifiers in the product CSV', () => {
  const importCsv = (csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('exports them and imports them back, a wrong GTIN refused at its cell', async () => {
    const product = (
      await create({ name: `معرف ${terms.tag}`, sku: sku('CSV'), gtin: EAN, mpn: 'X-9' })
    ).json().product;
    const exported = await call('GET', `/api/admin/products.csv?brand_id=${terms.brand.id}`);
    const records = parseCsv(exported.body).map((r) => r.fields);
    const col = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => records[0]!.indexOf(name);
    const row = records.find((r) => r[col('id')] === String(product.id))!;
    expect([row[col('sku')], row[col('gtin')], row[col('mpn')]]).toEqual([product.sku, EAN, 'X-9']);

    const base = {
      id: product.id,
      name_ar: product.name,
      description_ar: 'وصف المنتج',
      price: '3500.00',
      stock: 7,
      category_ids: terms.phones.id,
      brand_id: terms.brand.id,
      sku: product.sku,
    };
    const wrong = await importCsv(productCsv([{ ...base, gtin: '4006381333932', mpn: 'X-9' }]));
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.issues).toEqual([
      expect.objectContaining({ code: 'GTIN_INVALID', path: [2, 'gtin'] }),
    ]);
    const right = await importCsv(productCsv([{ ...base, gtin: UPC, mpn: '' }]));
    expect(right.statusCode, right.body).toBe(200);
    const saved = (await call('GET', `/api/admin/products/${product.id}`)).json().product;
    expect(saved).toMatchObject({ gtin: UPC, mpn: null, sku: product.sku });
  });

  it('leaves them as they are when a file has no GTIN and MPN columns (an older export)', async () => {
    const product = (await create({ name: `قديم ${terms.tag}`, gtin: EAN, mpn: 'OLD-1' })).json().product;
    const columns = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'gtin' && c !== 'mpn' && c !== 'cost_price');
    const cells: Record<string, string | number> = {
      id: product.id,
      name_ar: product.name,
      description_ar: 'وصف المنتج',
      price: '12.00',
      stock: 7,
      category_ids: terms.phones.id,
      brand_id: terms.brand.id,
    };
    const csv = `${columns.join(',')}\r\n${columns.map((c) => cells[c] ?? '').join(',')}\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    const saved = (await call('GET', `/api/admin/products/${product.id}`)).json().product;
    expect(saved).toMatchObject({ price: 1200, gtin: EAN, mpn: 'OLD-1' });
  });
});
