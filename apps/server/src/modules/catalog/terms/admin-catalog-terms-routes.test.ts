import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLogs, brands, categories } from '@matjar/db';
import { buildTestApp } from '../../../testing/test-app.js';
import { storedImage } from '../../media/testing/media-test-support.js';
import { insertCatalogTerms, productBody } from '../products/testing/admin-products-test-support.js';
import { bearer, createSessionToken, createStaffUser } from '../../staff/testing/staff-test-support.js';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let headers: Record<string, string>;
let viewerHeaders: Record<string, string>;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await buildTestApp();
  const editor = await createStaffUser(t.database.db, { role: 'editor' });
  headers = bearer(await createSessionToken(t.database.db, editor.id));
  const viewer = await createStaffUser(t.database.db, { role: 'viewer' });
  viewerHeaders = bearer(await createSessionToken(t.database.db, viewer.id));
  // Icons are files the shop stores: these stand for uploads.
  for (const key of ['categories/watch.webp', 'brands/sony.webp', 'brands/all.webp', 'brands/kept.webp']) {
    await storedImage(t, key);
  }
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const logOf = (entityType: string, id: number) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entityType, entityType), eq(activityLogs.entityId, String(id))))
    .orderBy(activityLogs.id);

describe('categories', () => {
  it('refuses a category without its English name, on create and edit, writing nothing', async () => {
    const before = (await t.database.db.select().from(categories)).length;
    for (const name_en of ['', '  ']) {
      const refused = await call('POST', '/api/admin/categories', { name: `بلا إنجليزي ${tag}`, name_en });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues).toEqual([
        expect.objectContaining({
          path: ['body', 'name_en'],
          code: 'CATEGORY_NAME_EN_REQUIRED',
          message: 'Please enter the category name in English: the English store shows it',
          messageAr: 'يرجى إدخال اسم الفئة بالإنجليزية: يظهر في المتجر الإنجليزي',
        }),
      ]);
    }
    const absent = await call('POST', '/api/admin/categories', { name: `بلا إنجليزي ${tag}` });
    expect(absent.json().error.issues).toEqual([expect.objectContaining({ path: ['body', 'name_en'] })]);
    expect((await t.database.db.select().from(categories)).length).toBe(before);
    const { phones } = await insertCatalogTerms(t.database.db);
    const edit = await call('PUT', `/api/admin/categories/${phones.id}`, { name: phones.name, name_en: '' });
    expect(edit.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(categories).where(eq(categories.id, phones.id));
    expect(stored!.nameEn).toBe(phones.nameEn);
  });

  it('creates with both names, edits, sets and deletes the icon, deletes', async () => {
    const created = await call('POST', '/api/admin/categories', {
      name: `ساعات ${tag}`,
      name_en: `Watches ${tag}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().category;
    expect(category).toMatchObject({
      name: `ساعات ${tag}`,
      name_en: `Watches ${tag}`,
      icon: null,
      product_count: 0,
    });

    const updated = await call('PUT', `/api/admin/categories/${category.id}`, {
      name: `ساعات ذكية ${tag}`,
      name_en: `Smart watches ${tag}`,
      icon: '⌚',
    });
    expect(updated.json().category).toMatchObject({ name_en: `Smart watches ${tag}`, icon: '⌚' });
    const icon = await call('PUT', `/api/admin/categories/${category.id}/icon`, {
      icon: '/media/categories/watch.webp',
    });
    expect(icon.json().category.icon).toBe('/media/categories/watch.webp');
    const cleared = await call('DELETE', `/api/admin/categories/${category.id}/icon`);
    expect(cleared.json().category.icon).toBeNull();

    const listed = (await call('GET', '/api/admin/categories')).json().categories;
    expect(listed.map((c: { id: number }) => c.id)).toContain(category.id);

    expect((await call('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(404);
    expect((await logOf('category', category.id)).map((e) => e.actionType)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'DELETE',
    ]);
  });

  it('refuses a duplicate name with the spec message, a missing Arabic name with 400, writing nothing', async () => {
    await call('POST', '/api/admin/categories', { name: `مكرر ${tag}`, name_en: `Duplicate ${tag}` });
    const before = (await t.database.db.select().from(categories)).length;
    const duplicate = await call('POST', '/api/admin/categories', { name: `مكرر ${tag}`, name_en: 'Other' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: 'A category with the same name exists, use a different name',
    });
    const missing = await call('POST', '/api/admin/categories', { name: ' ', name_en: 'Only English' });
    expect(missing.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/categories', { name: 'x', name_en: 'x', icon: '' })).statusCode,
    ).toBe(400);
    expect((await t.database.db.select().from(categories)).length).toBe(before);
  });

  it('refuses to delete a category products still use (they need one), and a viewer may only read', async () => {
    const terms = await insertCatalogTerms(t.database.db);
    const product = await call('POST', '/api/admin/products', productBody(terms));
    expect(product.statusCode).toBe(201);
    const refused = await call('DELETE', `/api/admin/categories/${terms.phones.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CATEGORY_IN_USE', params: { count: 1 } });
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: viewerHeaders,
      payload: { name: 'x' },
    });
    expect(viewer.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/categories', headers: viewerHeaders })).statusCode).toBe(
      200,
    );
  });

  it('the storefront shows a renamed category right away', async () => {
    const { phones } = await insertCatalogTerms(t.database.db);
    const url = `/api/store/categories/${phones.id}`;
    expect((await t.app.inject(url)).statusCode).toBe(200);
    await call('PUT', `/api/admin/categories/${phones.id}`, {
      name: `جديد ${tag}`,
      name_en: `Renamed ${tag}`,
    });
    await vi.waitFor(async () =>
      expect(JSON.stringify((await t.app.inject(url)).json())).toContain(`Renamed ${tag}`),
    );
  });
});

describe('brands', () => {
  it('needs both names; duplicates get the spec message; edits, icon and delete are audited', async () => {
    const missing = await call('POST', '/api/admin/brands', { name: `سوني ${tag}` });
    expect(missing.statusCode).toBe(400);
    const created = await call('POST', '/api/admin/brands', { name: `سوني ${tag}`, name_en: `Sony ${tag}` });
    expect(created.statusCode).toBe(201);
    const brand = created.json().brand;
    const duplicate = await call('POST', '/api/admin/brands', { name: `سوني ${tag}`, name_en: 'Sony 2' });
    expect(duplicate.json().error.code).toBe('BRAND_NAME_TAKEN');
    const other = await call('POST', '/api/admin/brands', { name: `أخرى ${tag}`, name_en: `Other ${tag}` });
    const renamedOnto = await call('PUT', `/api/admin/brands/${brand.id}`, {
      name: `أخرى ${tag}`,
      name_en: 'x',
    });
    expect([renamedOnto.statusCode, renamedOnto.json().error.code]).toEqual([409, 'BRAND_NAME_TAKEN']);
    expect((await call('DELETE', `/api/admin/brands/${other.json().brand.id}`)).statusCode).toBe(200);
    const icon = await call('PUT', `/api/admin/brands/${brand.id}/icon`, { icon: '/media/brands/sony.webp' });
    expect(icon.json().brand.icon).toBe('/media/brands/sony.webp');
    expect((await call('DELETE', `/api/admin/brands/${brand.id}/icon`)).json().brand.icon).toBeNull();
    expect((await call('DELETE', `/api/admin/brands/${brand.id}`)).statusCode).toBe(200);
    expect((await logOf('brand', brand.id)).map((e) => e.actionType)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'DELETE',
    ]);
    expect((await t.database.db.select().from(brands).where(eq(brands.id, brand.id))).length).toBe(0);
  });

  it('refuses to delete a brand products use', async () => {
    const terms = await insertCatalogTerms(t.database.db);
    await call('POST', '/api/admin/products', productBody(terms));
    const refused = await call('DELETE', `/api/admin/brands/${terms.brand.id}`);
    expect(refused.json().error).toMatchObject({ code: 'BRAND_IN_USE', params: { count: 1 } });
  });

  it('sets and deletes the all-brands icon; the storefront settings follow', async () => {
    const set = await call('PUT', '/api/admin/all-brands-icon', { icon: '/media/brands/all.webp' });
    expect(set.json()).toEqual({ success: true, all_brands_icon: '/media/brands/all.webp' });
    expect((await call('GET', '/api/admin/brands')).json().all_brands_icon).toBe('/media/brands/all.webp');
    await vi.waitFor(async () =>
      expect((await t.app.inject('/api/store/settings')).json().allBrandsIcon).toBe('/media/brands/all.webp'),
    );
    const cleared = await call('DELETE', '/api/admin/all-brands-icon');
    expect(cleared.json().all_brands_icon).toBeNull();
    await vi.waitFor(async () =>
      expect((await t.app.inject('/api/store/settings')).json().allBrandsIcon).toBeNull(),
    );
    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'setting'), eq(activityLogs.entityId, 'all_brands_icon')))
      .orderBy(activityLogs.id);
    expect(entry).toMatchObject({
      actionType: 'UPDATE',
      changes: { new: { all_brands_icon: '/media/brands/all.webp' } },
    });
  });
});

// An icon is a file the shop stores, as the logo and banners are; a category's may be an emoji.
describe('icons name files of the shop', () => {
  const FOREIGN = [
    'javascript:alert(1)',
    'https://evil.test/x.png',
    '/media/../../etc/passwd',
    '/media/brands/missing.webp',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ];
  const refusedIcon = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({
      code: 'IMAGE_NOT_SHOP_MEDIA',
      message: expect.any(String),
      messageAr: expect.any(String),
    });
    expect(error.issues[0].path).toEqual(['icon']);
  };

  it.each(FOREIGN)(
    'a category icon %j is refused on create, update and set, writing nothing',
    async (icon) => {
      const before = (await t.database.db.select().from(categories)).length;
      refusedIcon(
        await call('POST', '/api/admin/categories', { name: `x ${tag} ${icon}`, name_en: 'X', icon }),
      );
      expect((await t.database.db.select().from(categories)).length).toBe(before);
      const { phones } = await insertCatalogTerms(t.database.db);
      refusedIcon(
        await call('PUT', `/api/admin/categories/${phones.id}`, { name: phones.name, name_en: 'P', icon }),
      );
      refusedIcon(await call('PUT', `/api/admin/categories/${phones.id}/icon`, { icon }));
      const [stored] = await t.database.db.select().from(categories).where(eq(categories.id, phones.id));
      expect(stored!.icon).toBeNull();
    },
  );

  it.each(FOREIGN)('a brand icon %j is refused on create, update and set', async (icon) => {
    refusedIcon(await call('POST', '/api/admin/brands', { name: `ب ${tag} ${icon}`, name_en: 'B', icon }));
    const { brand } = await insertCatalogTerms(t.database.db);
    refusedIcon(await call('PUT', `/api/admin/brands/${brand.id}`, { name: brand.name, name_en: 'B', icon }));
    refusedIcon(await call('PUT', `/api/admin/brands/${brand.id}/icon`, { icon }));
  });

  it.each(FOREIGN)('the all-brands icon %j is refused, the setting unchanged', async (icon) => {
    const before = (await call('GET', '/api/admin/brands')).json().all_brands_icon;
    refusedIcon(await call('PUT', '/api/admin/all-brands-icon', { icon }));
    expect((await call('GET', '/api/admin/brands')).json().all_brands_icon).toBe(before);
  });

  it('an emoji stays a category icon (D17), never a brand icon or the all-brands icon', async () => {
    const created = await call('POST', '/api/admin/categories', {
      name: `إيموجي ${tag}`,
      name_en: `Emoji ${tag}`,
      icon: '🎧',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().category.icon).toBe('🎧');
    const set = await call('PUT', `/api/admin/categories/${created.json().category.id}/icon`, { icon: '🇶🇦' });
    expect(set.json().category.icon).toBe('🇶🇦');
    refusedIcon(
      await call('POST', '/api/admin/brands', { name: `ب إيموجي ${tag}`, name_en: 'E', icon: '🎧' }),
    );
    refusedIcon(await call('PUT', '/api/admin/all-brands-icon', { icon: '🎧' }));
  });

  it('an icon a row already has stays acceptable when it is saved again', async () => {
    const { brand } = await insertCatalogTerms(t.database.db);
    await t.database.db
      .update(brands)
      .set({ icon: '/media/brands/legacy.webp' })
      .where(eq(brands.id, brand.id));
    const renamed = await call('PUT', `/api/admin/brands/${brand.id}`, {
      name: `${brand.name} ٢`,
      name_en: 'Renamed',
      icon: '/media/brands/legacy.webp',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const replaced = await call('PUT', `/api/admin/brands/${brand.id}/icon`, {
      icon: '/media/brands/kept.webp',
    });
    expect(replaced.json().brand.icon).toBe('/media/brands/kept.webp');
    // Gone from the row, the old address is no longer the row's own: it is refused like any other.
    refusedIcon(
      await call('PUT', `/api/admin/brands/${brand.id}/icon`, { icon: '/media/brands/legacy.webp' }),
    );
  });
});
