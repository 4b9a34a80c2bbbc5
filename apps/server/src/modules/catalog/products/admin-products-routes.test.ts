import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { STOCK_NOTE_PRODUCT_EDIT } from '@matjar/core';
import { activityLogs, orderItems, products, siteSettings, stockMovements } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { storedImage } from '../../media/testing/media-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';
import { ledgerMismatches } from '../../stock/testing/stock-ledger-test-support.js';
import { insertCatalogTerms, productBody, type CatalogTerms } from './testing/admin-products-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let terms: CatalogTerms;
let editor: { id: number; username: string; headers: Record<string, string> };
let boss: { headers: Record<string, string> };

beforeAll(async () => {
  t = await buildTestApp();
  terms = await insertCatalogTerms(t.database.db);
  const user = await createStaffUser(t.database.db, { role: 'editor' });
  editor = { ...user, headers: bearer(await createSessionToken(t.database.db, user.id)) };
  const chief = await createStaffUser(t.database.db, { role: 'super_admin' });
  boss = { headers: bearer(await createSessionToken(t.database.db, chief.id)) };
  // Image fields take files the shop stores: these stand for uploads.
  for (const name of ['a', 'b', 'old-1', 'old-2', 'new', 'never', 'other', 'x']) {
    await storedImage(t, `products/${name}.webp`);
  }
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

async function create(overrides: Parameters<typeof productBody>[1] = {}) {
  const response = await call('POST', '/api/admin/products', productBody(terms, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

const productCount = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

describe('POST /api/admin/products', () => {
  it('creates the product with links, options, variants and images; the server sets discount_added_by', async () => {
    const product = await create({
      name_en: '',
      category_ids: [terms.audio.id, terms.phones.id],
      discount_type: 'percentage',
      discount_value: 10,
      options: [
        {
          option_name: 'اللون',
          option_type: 'color',
          values: [
            { key: 'black', value: 'أسود', color_hex: '#000000' },
            { key: 'blue', value: 'أزرق', value_en: 'Blue', color_hex: '#0000ff' },
          ],
        },
      ],
      variants: [
        { name: '128', price: 350_000, stock: 2, sku: `SKU-A-${terms.tag}` },
        { name: '256', price: 400_000, stock: 3 },
      ],
      images: [
        { url: '/media/products/a.webp' },
        { url: '/media/products/b.webp', option_value_key: 'blue' },
      ],
    });
    expect(product).toMatchObject({
      name_en: null,
      category_id: terms.audio.id,
      category_ids: [terms.audio.id, terms.phones.id],
      discount_added_by: editor.username,
      // A product with variants holds their sum, whatever the form's stock said.
      stock: 5,
      image: '/media/products/a.webp',
    });
    const blue = product.options[0].values.find((v: { value: string }) => v.value === 'أزرق');
    expect(product.images[1]).toMatchObject({ display_order: 1, option_value_id: blue.id });
    expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([2, 3]);
    expect(product.stock_history.map((m: { reason: string }) => m.reason)).toEqual([
      'initial',
      'initial',
      'initial',
    ]);
    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'product'), eq(activityLogs.entityId, String(product.id))));
    expect(entry).toMatchObject({ actionType: 'CREATE', username: editor.username });
  });

  it.each([
    ['no category', { category_ids: [] }, 'CATEGORY_REQUIRED'],
    ['no Arabic name', { name: '  ' }, 'PRODUCT_NAME_REQUIRED'],
    ['no Arabic description', { description: '' }, 'DESCRIPTION_REQUIRED'],
    ['negative stock', { stock: -1 }, 'STOCK_WHOLE_NUMBER'],
    ['fractional stock', { stock: 1.5 }, 'STOCK_WHOLE_NUMBER'],
    ['a discount value without a type', { discount_value: 500 }, 'DISCOUNT_NEEDS_TYPE'],
    ['a percentage over 100', { discount_type: 'percentage', discount_value: 101 }, 'DISCOUNT_PERCENT_RANGE'],
    [
      'an option without values',
      { options: [{ option_name: 'اللون', values: [] }] },
      'OPTION_NAME_AND_VALUES_REQUIRED',
    ],
    [
      'an empty option value',
      { options: [{ option_name: 'السعة', values: [{ value: '' }] }] },
      'OPTION_VALUE_REQUIRED',
    ],
    ['a variant without price', { variants: [{ name: '128' }] }, 'VARIANT_NAME_AND_PRICE_REQUIRED'],
    ['a variant without name', { variants: [{ name: '', price: 1 }] }, 'VARIANT_NAME_AND_PRICE_REQUIRED'],
    [
      'a bad colour',
      { options: [{ option_name: 'ل', option_type: 'color', values: [{ value: 'أ', color_hex: 'red' }] }] },
      'INVALID_COLOR',
    ],
  ] as const)('refuses %s with 400 and the spec message, writing nothing', async (_case, overrides, code) => {
    const before = await productCount();
    const response = await call('POST', '/api/admin/products', productBody(terms, overrides as object));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.map((i: { code: string }) => i.code)).toContain(code);
    expect(error.issues.find((i: { code: string }) => i.code === code).messageAr).toBeTruthy();
    expect(await productCount()).toBe(before);
  });

  it('refuses an unknown brand or category with 404, writing nothing', async () => {
    const before = await productCount();
    const brand = await call('POST', '/api/admin/products', productBody(terms, { brand_id: 999_999 }));
    expect([brand.statusCode, brand.json().error.code]).toEqual([404, 'BRAND_NOT_FOUND']);
    const category = await call(
      'POST',
      '/api/admin/products',
      productBody(terms, { category_ids: [999_999] }),
    );
    expect([category.statusCode, category.json().error.code]).toEqual([404, 'CATEGORY_NOT_FOUND']);
    expect(await productCount()).toBe(before);
  });
});

describe('GET /api/admin/products', () => {
  it('searches both names Arabic-aware and SKUs, filters and pages on the server', async () => {
    // A category of this test's own, so products other tests add do not change its counts.
    const { audio } = await insertCatalogTerms(t.database.db);
    const a = await create({
      name: `سماعة لاسلكية ${terms.tag}`,
      name_en: `Wireless Buds ${terms.tag}`,
      stock: 0,
      category_ids: [audio.id],
    });
    await create({
      name: `سماعة رأس ${terms.tag}`,
      stock: 2,
      category_ids: [audio.id],
      is_active: false,
    });
    await create({
      name: `شاحن ${terms.tag}`,
      category_ids: [audio.id],
      variants: [{ name: 'USB-C', price: 5_000, stock: 9, sku: `CHG-XYZ-${terms.tag}` }],
    });
    const list = async (query: string) => {
      const response = await call('GET', `/api/admin/products?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // ة folds to ه, as in the storefront's search.
    expect((await list(`q=${encodeURIComponent(`سماعه ${terms.tag}`)}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('سماعه')}&category_id=${audio.id}`)).total).toBe(2);
    expect(
      (await list(`q=wireless%20buds&category_id=${audio.id}`)).products.map((p: { id: number }) => p.id),
    ).toEqual([a.id]);
    expect((await list(`q=chg-xyz-${terms.tag}`)).products[0].name).toBe(`شاحن ${terms.tag}`);
    expect((await list(`category_id=${audio.id}&is_active=false`)).total).toBe(1);
    expect(
      (await list(`category_id=${audio.id}&stock_state=out`)).products.map((p: { id: number }) => p.id),
    ).toEqual([a.id]);
    expect((await list(`category_id=${audio.id}&stock_state=low`)).total).toBe(1);
    const page = await list(`category_id=${audio.id}&sort=stock_desc&page=2&page_size=2`);
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.products.map((p: { stock: number }) => p.stock)).toEqual([0]);
    expect((await list(`category_id=${audio.id}&page=9`)).total).toBe(3);
    expect((await list(`q=${encodeURIComponent('سماعه')}&category_id=${audio.id}&page=5`)).total).toBe(2);
    expect((await call('GET', '/api/admin/products?page_size=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/products?is_active=maybe')).statusCode).toBe(400);
  });

  it('answers one product with its parts, and 404 for an unknown id', async () => {
    const product = await create();
    const response = await call('GET', `/api/admin/products/${product.id}`);
    expect(response.json().product).toMatchObject({
      id: product.id,
      category_ids: [terms.phones.id],
      stock: 7,
    });
    expect((await call('GET', '/api/admin/products/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('changes product, links, options, variants and images together; stock moves through the ledger', async () => {
    const product = await create({
      options: [{ option_name: 'السعة', values: [{ value: '128' }, { value: '256' }] }],
      variants: [
        { name: '128', price: 1_000, stock: 4 },
        { name: '256', price: 2_000, stock: 1 },
      ],
      images: [{ url: '/media/products/old-1.webp' }, { url: '/media/products/old-2.webp' }],
    });
    const [keepVariant] = product.variants;
    const response = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, {
        name: `محدث ${terms.tag}`,
        price: 123_400,
        category_ids: [terms.audio.id],
        options: [
          {
            id: product.options[0].id,
            option_name: 'السعة',
            values: [{ id: product.options[0].values[0].id, value: '128 جيجا' }],
          },
        ],
        variants: [
          { id: keepVariant.id, name: '128', price: 1_000, stock: 6 },
          { name: '512', price: 3_000, stock: 2 },
        ],
        // The '256' variant goes with its one unit: the staff member saw it and agreed.
        stock_drop_acknowledged: true,
        images: [
          { url: '/media/products/new.webp' },
          { id: product.images[0].id, url: '/media/products/old-1.webp' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().product;
    expect(saved).toMatchObject({
      name: `محدث ${terms.tag}`,
      price: 123_400,
      category_ids: [terms.audio.id],
      stock: 8,
    });
    expect(saved.image).toBe('/media/products/new.webp');
    expect(saved.options[0].values.map((v: { value: string }) => v.value)).toEqual(['128 جيجا']);
    expect(saved.variants.map((v: { name: string; stock: number }) => [v.name, v.stock])).toEqual([
      ['128', 6],
      ['512', 2],
    ]);
    expect(saved.images.map((i: { url: string }) => i.url)).toEqual([
      '/media/products/new.webp',
      '/media/products/old-1.webp',
    ]);
    // The kept variant's new stock is a manual adjustment with the note the edit page words for staff.
    expect(
      saved.stock_history.find(
        (m: { variant_id: number | null; reason: string }) =>
          m.variant_id === keepVariant.id && m.reason === 'manual_adjustment',
      ),
    ).toMatchObject({ delta: 2, stock_after: 6, actor_name: editor.username, note: STOCK_NOTE_PRODUCT_EDIT });
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('a save that fails halfway (a SKU another product uses) leaves the product exactly as it was', async () => {
    await create({ variants: [{ name: 'x', price: 1, stock: 1, sku: `TAKEN-${terms.tag}` }] });
    const product = await create({ variants: [{ name: 'y', price: 1, stock: 1 }] });
    const before = (await call('GET', `/api/admin/products/${product.id}`)).json().product;
    const response = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, {
        name: 'لن يحفظ',
        category_ids: [terms.audio.id],
        images: [{ url: '/media/products/never.webp' }],
        variants: [
          { id: product.variants[0].id, name: 'y', price: 1, stock: 5 },
          { name: 'z', price: 1, stock: 1, sku: `TAKEN-${terms.tag}` },
        ],
      }),
    );
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'SKU_TAKEN']);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().product).toEqual(before);
  });

  it('refuses ids that are not this product’s, changing nothing', async () => {
    const other = await create({ images: [{ url: '/media/products/other.webp' }] });
    const product = await create();
    const response = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, {
        name: 'سرقة',
        images: [{ id: other.images[0].id, url: '/media/products/x.webp' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().product.name).toBe(product.name);
  });

  it('keeps the discount author until the discount changes, then names the one who changed it', async () => {
    const product = await create({ discount_type: 'fixed', discount_value: 1_000 });
    const other = await createStaffUser(t.database.db, { role: 'admin' });
    const headers = bearer(await createSessionToken(t.database.db, other.id));
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/products/${product.id}`, headers, payload: body });
    const same = await put(
      productBody(terms, { discount_type: 'fixed', discount_value: 1_000, name: 'اسم' }),
    );
    expect(same.json().product.discount_added_by).toBe(editor.username);
    const changed = await put(productBody(terms, { discount_type: 'fixed', discount_value: 2_000 }));
    expect(changed.json().product.discount_added_by).toBe(other.username);
    const cleared = await put(productBody(terms));
    expect(cleared.json().product).toMatchObject({
      discount_type: null,
      discount_value: 0,
      discount_added_by: null,
    });
  });
});

// Product pictures take files the shop stores, as banners and the logo do.
describe('product pictures', () => {
  const HOSTILE = [
    'https://evil.test/x.png',
    '/media/../../etc/passwd',
    'javascript:alert(1)',
    '/media/products/missing.webp',
    'http://example.com/x.webp',
    '📱',
  ];

  it.each(HOSTILE)(
    'refuses %j in images[].url with 400 IMAGE_NOT_SHOP_MEDIA, creating nothing',
    async (url) => {
      const before = await productCount();
      const response = await call(
        'POST',
        '/api/admin/products',
        productBody(terms, { images: [{ url: '/media/products/a.webp' }, { url }] }),
      );
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error).toMatchObject({ code: 'IMAGE_NOT_SHOP_MEDIA', messageAr: expect.any(String) });
      expect(error.issues[0].path).toEqual(['images', 1, 'url']);
      expect(await productCount()).toBe(before);
    },
  );

  it("refuses one in a colour value's pictures, naming it", async () => {
    const response = await call(
      'POST',
      '/api/admin/products',
      productBody(terms, {
        options: [
          {
            option_name: 'اللون',
            option_type: 'color',
            values: [{ value: 'أحمر', color_hex: '#ff0000', images: ['https://evil.test/red.png'] }],
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toEqual(['options', 0, 'values', 0, 'images', 0]);
  });

  it('refuses a new foreign picture on save, keeps one the product already had, changing nothing else', async () => {
    const product = await create({ images: [{ url: '/media/products/a.webp' }] });
    // A picture stored before the rule (old data): saving other fields must not fail on it.
    await t.database.db.execute(
      sql`UPDATE product_images SET image_url = '/media/products/legacy.webp' WHERE product_id = ${product.id}`,
    );
    const kept = [{ id: product.images[0].id, url: '/media/products/legacy.webp' }];
    const foreign = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, { name: 'لن يحفظ', images: [...kept, { url: 'https://evil.test/x.png' }] }),
    );
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([400, 'IMAGE_NOT_SHOP_MEDIA']);
    expect(foreign.json().error.issues[0].path).toEqual(['images', 1, 'url']);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().product.name).toBe(product.name);

    const saved = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      productBody(terms, { name: `محفوظ ${terms.tag}`, images: kept }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product.images.map((i: { url: string }) => i.url)).toEqual([
      '/media/products/legacy.webp',
    ]);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('sets stock through the ledger (who, why) and toggles active, each audited', async () => {
    const product = await create({ stock: 3 });
    const response = await call('PATCH', `/api/admin/products/${product.id}`, {
      stock: 10,
      stock_note: 'delivery',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().product.stock).toBe(10);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'manual_adjustment')));
    expect(movement).toMatchObject({
      delta: 7,
      stockAfter: 10,
      actorName: editor.username,
      adminUserId: editor.id,
      note: 'delivery',
    });
    const off = await call('PATCH', `/api/admin/products/${product.id}`, { is_active: false });
    expect(off.json().product.is_active).toBe(false);
    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, String(product.id)), eq(activityLogs.actionType, 'UPDATE')))
      .orderBy(activityLogs.id);
    expect(entries.map((e) => e.changes)).toEqual([
      { old: { stock: 3 }, new: { stock: 10 } },
      { old: { is_active: true }, new: { is_active: false } },
    ]);
  });

  it('refuses bad stock with 400 and a product-level stock change on a product with variants with 409', async () => {
    const product = await create({ stock: 3 });
    for (const stock of [-1, 2.5, '4']) {
      const response = await call('PATCH', `/api/admin/products/${product.id}`, { stock });
      expect(response.statusCode).toBe(400);
    }
    expect((await call('PATCH', `/api/admin/products/${product.id}`, {})).statusCode).toBe(400);
    const withVariants = await create({ variants: [{ name: 'a', price: 1, stock: 2 }] });
    const refused = await call('PATCH', `/api/admin/products/${withVariants.id}`, { stock: 9 });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'PRODUCT_STOCK_FROM_VARIANTS']);
    const variant = await call(
      'PATCH',
      `/api/admin/products/${withVariants.id}/variants/${withVariants.variants[0].id}`,
      { stock: 9 },
    );
    expect(variant.json().product.stock).toBe(9);
    const foreign = await call(
      'PATCH',
      `/api/admin/products/${product.id}/variants/${withVariants.variants[0].id}`,
      { stock: 1 },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/products/999999', { is_active: true })).statusCode).toBe(404);
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
  });

  it('20 staff toggling special offers at once: at most 8 offers; the rest get the spec message', async () => {
    await t.database.db.update(products).set({ isSpecialOffer: false });
    const candidates = await Promise.all(Array.from({ length: 20 }, () => create()));
    const responses = await Promise.all(
      candidates.map((p) => call('PATCH', `/api/admin/products/${p.id}`, { is_special_offer: true })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(8);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(12);
    expect(refused[0]!.json().error).toMatchObject({
      code: 'SPECIAL_OFFER_LIMIT',
      message: 'Maximum special offers is 8 products. Please remove some existing offers first.',
    });
    const offers = await t.database.db.select().from(products).where(eq(products.isSpecialOffer, true));
    expect(offers).toHaveLength(8);
    // The limit holds for create and update too.
    const created = await call('POST', '/api/admin/products', productBody(terms, { is_special_offer: true }));
    expect(created.json().error.code).toBe('SPECIAL_OFFER_LIMIT');
    // Turning one off makes room.
    await call('PATCH', `/api/admin/products/${offers[0]!.id}`, { is_special_offer: false });
    const listed = (await call('GET', '/api/admin/products?is_special_offer=true')).json();
    expect(listed.special_offer_count).toBe(7);
    await t.database.db.update(products).set({ isSpecialOffer: false });
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('is the super_admin’s; past orders keep their lines', async () => {
    const product = await create({ stock: 5 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      payload: {
        customer: { name: 'Buyer', email: 'buyer@example.com', phone: '+974 55555555' },
        items: [{ product_id: product.id, quantity: 1 }],
        paymentMethod: 'cash',
        orderData: {
          shipping_city: 'Doha',
          shipping_zone: '1',
          shipping_street: '2',
          shipping_building: '3',
        },
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: boss.headers,
    });
    expect(response.statusCode).toBe(200);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productName, product.name));
    expect(lines).toMatchObject([{ productId: null, quantity: 1 }]);
    expect((await call('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, String(product.id)), eq(activityLogs.actionType, 'DELETE')));
    expect(entry).toBeDefined();
  });
});

describe('deleting a product the homepage shows', () => {
  it('takes it out of the homepage products sections, leaving the other ids and sections as they were', async () => {
    const [gone, stays] = [await create(), await create()];
    const sections = [
      {
        id: 'picks',
        section_type: 'products',
        display_order: 1,
        is_enabled: true,
        config: { product_ids: [stays.id, gone.id] },
      },
      { id: 'hero', section_type: 'banner', display_order: 2, is_enabled: true, config: { title_ar: 'عرض' } },
    ];
    await t.database.db
      .insert(siteSettings)
      .values({ settingKey: 'homepage_sections', settingValue: JSON.stringify(sections) })
      .onConflictDoUpdate({
        target: siteSettings.settingKey,
        set: { settingValue: JSON.stringify(sections) },
      });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${gone.id}`,
      headers: boss.headers,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ value: siteSettings.settingValue })
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'homepage_sections'));
    expect(JSON.parse(row!.value!)).toEqual([
      { ...sections[0], config: { product_ids: [stays.id] } },
      sections[1],
    ]);
  });
});

describe('the storefront follows at once', () => {
  it('a cached product answer shows the new price and stock right after the admin change', async () => {
    const product = await create({ stock: 1 });
    const url = `/api/store/products/${product.id}`;
    expect((await t.app.inject(url)).json().price).toBe(350_000);
    await call('PUT', `/api/admin/products/${product.id}`, productBody(terms, { price: 299_900, stock: 1 }));
    await vi.waitFor(async () => expect((await t.app.inject(url)).json().price).toBe(299_900));
    await call('PATCH', `/api/admin/products/${product.id}`, { stock: 0 });
    await vi.waitFor(async () => expect((await t.app.inject(url)).json().stock).toBe(0));
    await call('PATCH', `/api/admin/products/${product.id}`, { is_active: false });
    await vi.waitFor(async () => expect((await t.app.inject(url)).statusCode).toBe(404));
  });
});
