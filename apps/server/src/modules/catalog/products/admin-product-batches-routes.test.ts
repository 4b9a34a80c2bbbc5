import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_CATEGORIES_PER_PRODUCT } from '@matjar/core';
import { activityLogs, categories, productCategories, products, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { ledgerMismatches } from '../../stock/testing/stock-ledger-test-support.js';
import { insertCatalogTerms, productBody, type CatalogTerms } from './testing/admin-products-test-support.js';

// The variant grid's one request, the product list's bulk actions, and the guard on variant
// changes that would drop stock.

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
let editor: Record<string, string>;
let viewer: Record<string, string>;
let boss: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  const session = async (role: 'viewer' | 'editor' | 'super_admin') =>
    bearer(await createSessionToken(t.database.db, (await createStaffUser(t.database.db, { role })).id));
  editor = await session('editor');
  viewer = await session('viewer');
  boss = await session('super_admin');
});
afterAll(() => t?.close());

const call = (
  method: 'POST' | 'PUT' | 'PATCH' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = editor,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function create(overrides: Parameters<typeof productBody>[1] = {}) {
  const response = await call('POST', '/api/admin/products', productBody(terms, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product as {
    id: number;
    name: string;
    stock: number;
    variants: { id: number; name: string; price: number; stock: number; sku: string | null }[];
  };
}

const threeVariants = () =>
  create({
    variants: [
      { name: 'أسود', price: 1_000, stock: 5, sku: `B-${terms.tag}-${Math.random()}` },
      { name: 'أبيض', price: 1_000, stock: 3 },
      { name: 'أحمر', price: 1_000, stock: 0 },
    ],
  });

const movements = (productId: number) =>
  t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

describe('PATCH /api/admin/products/:id/variants (the variant grid)', () => {
  it('saves price, stock and SKU of several variants at once; stock through the ledger with the one reason', async () => {
    const product = await threeVariants();
    const [black, white, red] = product.variants;
    const response = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [
        { id: black!.id, price: 1_500, stock: 9 },
        { id: white!.id, stock: 0, sku: `W-${terms.tag}` },
        { id: red!.id, price: 1_500 },
      ],
      stock_reason: 'stock_count',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().product;
    expect(
      saved.variants.map((v: { price: number; stock: number; sku: string | null }) => [
        v.price,
        v.stock,
        v.sku,
      ]),
    ).toEqual([
      [1_500, 9, black!.sku],
      [1_000, 0, `W-${terms.tag}`],
      [1_500, 0, null],
    ]);
    expect(saved.stock).toBe(9);
    const manual = (await movements(product.id)).filter((m) => m.reason === 'manual_adjustment');
    expect(manual.map((m) => [m.variantId, m.delta, m.note]).sort()).toEqual(
      [
        [null, 1, 'stock_count'],
        [black!.id, 4, 'stock_count'],
        [white!.id, -3, 'stock_count'],
      ].sort(),
    );
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, String(product.id)), eq(activityLogs.actionType, 'UPDATE')));
    expect(entries).toHaveLength(1);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses a stock change without a reason, and is all or nothing on a bad row', async () => {
    const product = await threeVariants();
    const [black, white] = product.variants;
    const noReason = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [{ id: black!.id, price: 2_000, stock: 1 }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('STOCK_REASON_REQUIRED');

    const other = await threeVariants();
    const foreign = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [
        { id: black!.id, price: 2_000 },
        { id: other.variants[0]!.id, price: 2_000 },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('VARIANT_NOT_FOUND');

    const takenSku = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [
        { id: white!.id, price: 2_000, stock: 7 },
        { id: black!.id, sku: other.variants[0]!.sku },
      ],
      stock_reason: 'correction',
    });
    expect(takenSku.statusCode).toBe(409);
    expect(takenSku.json().error.code).toBe('SKU_TAKEN');

    const twice = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [
        { id: black!.id, price: 2_000 },
        { id: black!.id, price: 3_000 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const negative = await call('PATCH', `/api/admin/products/${product.id}/variants`, {
      variants: [{ id: black!.id, stock: -1 }],
      stock_reason: 'damaged',
    });
    expect(negative.statusCode).toBe(400);

    const after = (await call('GET', `/api/admin/products/${product.id}`)).json().product;
    expect(after.variants.map((v: { price: number; stock: number }) => [v.price, v.stock])).toEqual(
      product.variants.map((v) => [v.price, v.stock]),
    );
    expect((await movements(product.id)).every((m) => m.reason === 'initial')).toBe(true);
  });

  it('is for staff who edit the catalogue', async () => {
    const product = await threeVariants();
    const body = { variants: [{ id: product.variants[0]!.id, price: 5 }] };
    expect((await call('PATCH', `/api/admin/products/${product.id}/variants`, body, viewer)).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/products/${product.id}/variants`,
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('variant changes never drop stock silently (PUT /api/admin/products/:id)', () => {
  it('refuses to give a product with 24 units its first variants at 0 unless acknowledged', async () => {
    const product = await create({ stock: 24 });
    const body = productBody(terms, {
      stock: 24,
      variants: [
        { name: 'أسود', price: 1_000, stock: 0 },
        { name: 'أبيض', price: 1_000, stock: 0 },
      ],
    });
    const refused = await call('PUT', `/api/admin/products/${product.id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'STOCK_DROP_UNCONFIRMED' });
    expect(refused.json().error.message).toContain('24');
    expect(refused.json().error.messageAr).toContain('24');
    const [unchanged] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(unchanged!.stock).toBe(24);

    const agreed = await call('PUT', `/api/admin/products/${product.id}`, {
      ...body,
      stock_drop_acknowledged: true,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().product.stock).toBe(0);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('refuses removing a variant that holds stock; an empty one, or keeping them all, needs nothing', async () => {
    const product = await threeVariants();
    const [black, white, red] = product.variants;
    const keep = (ids: number[]) =>
      productBody(terms, {
        variants: product.variants
          .filter((v) => ids.includes(v.id))
          .map((v) => ({ id: v.id, name: v.name, price: v.price, stock: v.stock, sku: v.sku })),
      });
    const dropsWhite = await call('PUT', `/api/admin/products/${product.id}`, keep([black!.id, red!.id]));
    expect(dropsWhite.statusCode).toBe(409);
    expect(dropsWhite.json().error.code).toBe('STOCK_DROP_UNCONFIRMED');
    const dropsRed = await call('PUT', `/api/admin/products/${product.id}`, keep([black!.id, white!.id]));
    expect(dropsRed.statusCode, dropsRed.body).toBe(200);
    expect(dropsRed.json().product.stock).toBe(8);
  });
});

describe('POST /api/admin/products/bulk and bulk-delete (the product list)', () => {
  it('activates and deactivates the selected products in one request, one log entry each', async () => {
    const a = await create();
    const b = await create({ is_active: false });
    const off = await call('POST', '/api/admin/products/bulk', { action: 'deactivate', ids: [a.id, b.id] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().count).toBe(1);
    const on = await call('POST', '/api/admin/products/bulk', { action: 'activate', ids: [a.id, b.id] });
    expect(on.json().count).toBe(2);
    const rows = await t.database.db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, b.id]));
    expect(rows.every((row) => row.isActive)).toBe(true);
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(inArray(activityLogs.entityId, [String(a.id), String(b.id)]));
    expect(entries.filter((e) => e.actionType === 'UPDATE')).toHaveLength(3);
  });

  it('adds to and removes from a category; a product is never left without one; unknown ids change nothing', async () => {
    const a = await create({ category_ids: [terms.phones.id] });
    const b = await create({ category_ids: [terms.phones.id, terms.audio.id] });
    const links = async (id: number) =>
      (await t.database.db.select().from(productCategories).where(eq(productCategories.productId, id)))
        .map((l) => l.categoryId)
        .sort();
    const add = await call('POST', '/api/admin/products/bulk', {
      action: 'add_category',
      ids: [a.id, b.id],
      category_id: terms.audio.id,
    });
    expect(add.json().count).toBe(1);
    expect(await links(a.id)).toEqual([terms.phones.id, terms.audio.id].sort());

    const remove = await call('POST', '/api/admin/products/bulk', {
      action: 'remove_category',
      ids: [a.id, b.id],
      category_id: terms.phones.id,
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await links(b.id)).toEqual([terms.audio.id]);
    const [moved] = await t.database.db.select().from(products).where(eq(products.id, b.id));
    expect(moved!.categoryId).toBe(terms.audio.id);

    const last = await call('POST', '/api/admin/products/bulk', {
      action: 'remove_category',
      ids: [a.id, b.id],
      category_id: terms.audio.id,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({ code: 'PRODUCT_LAST_CATEGORY' });
    expect(await links(a.id)).toEqual([terms.audio.id]);

    const unknown = await call('POST', '/api/admin/products/bulk', {
      action: 'deactivate',
      ids: [a.id, 999_999],
    });
    expect(unknown.statusCode).toBe(404);
    const [still] = await t.database.db.select().from(products).where(eq(products.id, a.id));
    expect(still!.isActive).toBe(true);
  });

  it('refuses to add a category to a product already in the most categories, changing nothing', async () => {
    const extra = await t.database.db
      .insert(categories)
      .values(
        Array.from({ length: MAX_CATEGORIES_PER_PRODUCT }, (_, index) => ({
          name: `فئة ${terms.tag} ${index}`,
          nameEn: `Category ${terms.tag} ${index}`,
        })),
      )
      .returning({ id: categories.id });
    const full = await create({ category_ids: extra.slice(0, MAX_CATEGORIES_PER_PRODUCT).map((c) => c.id) });
    const roomy = await create({ category_ids: [terms.phones.id] });
    const add = await call('POST', '/api/admin/products/bulk', {
      action: 'add_category',
      ids: [full.id, roomy.id],
      category_id: terms.audio.id,
    });
    expect(add.statusCode, add.body).toBe(409);
    expect(add.json().error).toMatchObject({ code: 'PRODUCT_CATEGORIES_FULL' });
    const roomyLinks = await t.database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.productId, roomy.id));
    expect(roomyLinks.map((link) => link.categoryId)).toEqual([terms.phones.id]);
  });

  it('deletes the selected products for the super_admin only (server-enforced), logging each', async () => {
    const a = await create();
    const b = await create();
    const byEditor = await call('POST', '/api/admin/products/bulk-delete', { ids: [a.id, b.id] });
    expect(byEditor.statusCode).toBe(403);
    const byViewer = await call(
      'POST',
      '/api/admin/products/bulk',
      { action: 'activate', ids: [a.id] },
      viewer,
    );
    expect(byViewer.statusCode).toBe(403);
    const byBoss = await call('POST', '/api/admin/products/bulk-delete', { ids: [a.id, b.id] }, boss);
    expect(byBoss.statusCode, byBoss.body).toBe(200);
    expect(byBoss.json().count).toBe(2);
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(inArray(products.id, [a.id, b.id])),
    ).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          inArray(activityLogs.entityId, [String(a.id), String(b.id)]),
          eq(activityLogs.actionType, 'DELETE'),
        ),
      );
    expect(entries).toHaveLength(2);
  });
});
