import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_HOMEPAGE_SECTIONS, type HomepageSection } from '@matjar/core';
import { activityLogs, siteSettings } from '@matjar/db';
import { insertCatalogTerms, productBody } from '../catalog/products/testing/admin-products-test-support.js';
import { siteAdminTestApp } from './testing/site-admin-test-support.js';

let ctx: Awaited<ReturnType<typeof siteAdminTestApp>>;
let call: ReturnType<Awaited<ReturnType<typeof siteAdminTestApp>>['as']>;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await siteAdminTestApp();
  call = ctx.as('editor');
  const terms = await insertCatalogTerms(ctx.t.database.db);
  categoryId = terms.phones.id;
  const created = await call('POST', '/api/admin/products', productBody(terms));
  productId = created.json().product.id;
});
afterAll(() => ctx?.t.close());

const URL = '/api/admin/homepage-sections';
type Doc = { sections: HomepageSection[]; version: string | null };
const load = async (): Promise<Doc> => (await call('GET', URL)).json();
const storedValue = async () =>
  (
    await ctx.t.database.db
      .select({ value: siteSettings.settingValue })
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, 'homepage_sections'))
  )[0]?.value ?? null;

describe('the homepage document', () => {
  it('with nothing stored answers the default layout numbered from 1, version null', async () => {
    const doc = await load();
    expect(doc.version).toBeNull();
    expect(doc.sections.map((s) => [s.section_type, s.display_order])).toEqual([
      ['hero_banner', 1],
      ['latest_products', 2],
      ['categories', 3],
      ['simple_banner_1', 4],
      ['offers', 5],
      ['about', 6],
      ['simple_banner_2', 7],
    ]);
    expect(doc.sections.filter((s) => s.is_permanent).map((s) => s.id)).toEqual(['categories']);
  });

  it('saves the order sent, renumbered from 1, marks only categories permanent, audits, and the storefront follows at once', async () => {
    const before = await load();
    expect((await ctx.t.app.inject({ url: '/api/store/homepage?locale=en' })).json().sections).toHaveLength(
      7,
    );
    const reordered = [...before.sections].reverse().map((s, index) => ({
      ...s,
      display_order: 100 - index,
      is_permanent: s.section_type === 'offers',
      is_enabled: s.section_type !== 'about',
    }));
    const saved = await call('PUT', URL, { sections: reordered, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const doc: Doc = saved.json();
    expect(doc.version).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(doc.sections.map((s) => [s.id, s.display_order])).toEqual(
      [...before.sections].reverse().map((s, index) => [s.id, index + 1]),
    );
    expect(doc.sections.filter((s) => s.is_permanent).map((s) => s.id)).toEqual(['categories']);
    expect(await load()).toEqual(doc);

    // settings_changed reaches this process moments after the commit.
    await vi.waitFor(async () => {
      const store = (await ctx.t.app.inject({ url: '/api/store/homepage?locale=en' })).json();
      expect(store.sections.map((s: { section: HomepageSection }) => s.section.id)).toEqual(
        doc.sections.filter((s) => s.is_enabled).map((s) => s.id),
      );
    });

    const [entry] = await ctx.t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'setting'), eq(activityLogs.entityId, 'homepage_sections')));
    expect(entry).toMatchObject({ actionType: 'UPDATE', userRole: 'editor' });
    const changes = entry!.changes as {
      old: { homepage_sections: HomepageSection[] };
      new: { homepage_sections: HomepageSection[] };
    };
    expect(changes.old.homepage_sections.map((s) => s.id)).toEqual(before.sections.map((s) => s.id));
    expect(changes.new.homepage_sections).toEqual(doc.sections);
  });

  it('saves back what it loaded unchanged (numbers written "24px" are read as numbers)', async () => {
    const doc = await load();
    const withPx = doc.sections.map((s) =>
      s.section_type === 'latest_products'
        ? { ...s, config: { ...s.config, title_font_size: '28px', title_font_weight: '600' } }
        : s,
    );
    const saved = await call('PUT', URL, { sections: withPx, version: doc.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const latest = (saved.json() as Doc).sections.find((s) => s.section_type === 'latest_products')!;
    expect(latest.config).toMatchObject({ title_font_size: 28, title_font_weight: 600 });
    const again = await call('PUT', URL, { sections: saved.json().sections, version: saved.json().version });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('a bad document is refused with 400 naming the problem, and nothing is stored', () => {
  const banner = (config: object) => ({
    id: 'banner_bad',
    section_type: 'banner_bad',
    is_enabled: true,
    config,
  });
  const info = (config: object) => ({ id: 'info_bad', section_type: 'info_bad', is_enabled: true, config });
  const categories = { id: 'categories', section_type: 'categories', is_enabled: true, config: {} };
  const image = (fields: object) => ({
    images: [{ id: 'one', url: '/media/banners/nothing-768.webp', ...fields }],
  });

  const cases: [string, () => object[], string, string?][] = [
    [
      'an unknown type',
      () => [categories, { ...info({}), section_type: 'carousel' }],
      'SECTION_TYPE_UNKNOWN',
      'carousel',
    ],
    ['a duplicate id', () => [categories, info({}), info({})], 'SECTION_ID_DUPLICATE', 'info_bad'],
    [
      'a field of another kind',
      () => [categories, banner({ product_ids: [1] })],
      'SECTION_FIELD_NOT_ALLOWED',
      'product_ids',
    ],
    ['a field nobody knows', () => [categories, info({ colour: '#000000' })], 'VALIDATION_FAILED'],
    [
      'an http image',
      () => [categories, banner(image({ url: 'http://example.com/a.png' }))],
      'IMAGE_NOT_SHOP_MEDIA',
      'http://example.com/a.png',
    ],
    [
      'an https image of another site',
      () => [categories, banner(image({ url: 'https://example.com/a.png' }))],
      'IMAGE_NOT_SHOP_MEDIA',
    ],
    [
      'a media address with no file',
      () => [categories, banner(image({}))],
      'IMAGE_NOT_SHOP_MEDIA',
      '/media/banners/nothing-768.webp',
    ],
    [
      'a javascript: link',
      () => [categories, banner(image({ link: 'javascript:alert(1)' }))],
      'VALIDATION_FAILED',
      'INVALID_LINK',
    ],
    [
      'a protocol-relative link',
      () => [categories, banner(image({ link: '//evil.example/x' }))],
      'VALIDATION_FAILED',
      'INVALID_LINK',
    ],
    [
      'a backslash link',
      () => [categories, banner(image({ link: '/\\evil.example' }))],
      'VALIDATION_FAILED',
      'INVALID_LINK',
    ],
    [
      'a missing product',
      () => [
        categories,
        {
          id: 'products_x',
          section_type: 'products_x',
          is_enabled: true,
          config: { product_ids: [productId, 999_999] },
        },
      ],
      'SECTION_PRODUCTS_NOT_FOUND',
      '999999',
    ],
    [
      'a missing category',
      () => [
        categories,
        {
          id: 'categories_x',
          section_type: 'categories_x',
          is_enabled: true,
          config: { category_ids: [categoryId, 888_888] },
        },
      ],
      'SECTION_CATEGORIES_NOT_FOUND',
      '888888',
    ],
    [
      'an over-long title',
      () => [categories, info({ title_ar: 'ع'.repeat(121) })],
      'VALIDATION_FAILED',
      'TEXT_TOO_LONG',
    ],
    [
      'a NUL in the text',
      () => [categories, info({ text_en: 'a\u0000b' })],
      'VALIDATION_FAILED',
      'INVALID_CHARACTERS',
    ],
    [
      'a height off the list',
      () => [categories, banner({ height: 250 })],
      'VALIDATION_FAILED',
      'VALUE_NOT_ALLOWED',
    ],
    [
      'a colour that is not #rrggbb',
      () => [categories, info({ bg_color: 'red' })],
      'VALIDATION_FAILED',
      'INVALID_COLOR',
    ],
    [
      'an id with capitals',
      () => [categories, { ...info({}), id: 'Info_Bad' }],
      'VALIDATION_FAILED',
      'INVALID_SECTION_IDENTIFIER',
    ],
    [
      'too many sections',
      () => [
        categories,
        ...Array.from({ length: MAX_HOMEPAGE_SECTIONS }, (_, i) => ({
          ...info({}),
          id: `info_${i}`,
          section_type: `info_${i}`,
        })),
      ],
      'VALIDATION_FAILED',
    ],
    ['an empty list', () => [], 'VALIDATION_FAILED'],
  ];

  it.each(cases)('%s', async (_name, sections, code, mentioned) => {
    const doc = await load();
    const stored = await storedValue();
    const response = await call('PUT', URL, { sections: sections(), version: doc.version });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(error.message).toBeTruthy();
    expect(error.messageAr).toBeTruthy();
    if (mentioned) expect(response.body).toContain(mentioned);
    expect(error.issues?.length ?? 0).toBeGreaterThan(0);
    expect(await storedValue()).toBe(stored);
  });

  it('a list without the categories section is refused with 409 PERMANENT_SECTION', async () => {
    const doc = await load();
    const response = await call('PUT', URL, {
      sections: doc.sections.filter((s) => s.section_type !== 'categories'),
      version: doc.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'PERMANENT_SECTION',
      message: 'This section cannot be deleted; you can only disable it using the toggle',
    });
    expect((await load()).version).toBe(doc.version);
  });

  it('the categories section may be disabled (only not deleted)', async () => {
    const doc = await load();
    const sections = doc.sections.map((s) =>
      s.section_type === 'categories' ? { ...s, is_enabled: false } : s,
    );
    const response = await call('PUT', URL, { sections, version: doc.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().sections.find((s: HomepageSection) => s.section_type === 'categories'),
    ).toMatchObject({
      is_enabled: false,
      is_permanent: true,
    });
  });
});

describe('two staff saving at once', () => {
  it('one save wins, the other is told to reload (409 HOMEPAGE_CHANGED); a stale version is refused later too', async () => {
    const doc = await load();
    const first = { sections: doc.sections, version: doc.version };
    const second = { sections: [...doc.sections].reverse(), version: doc.version };
    const answers = await Promise.all([call('PUT', URL, first), call('PUT', URL, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error.code).toBe('HOMEPAGE_CHANGED');
    expect(refused.json().error.messageAr).toContain('أعد التحميل');
    const winner = answers.find((a) => a.statusCode === 200)!.json() as Doc;
    expect(await load()).toEqual(winner);
    expect((await call('PUT', URL, first)).statusCode).toBe(409);
  });
});

describe('adding a section', () => {
  it('appends it enabled at the end, saved at once, with its kind, titles and defaults', async () => {
    const doc = await load();
    const response = await call('POST', URL, {
      kind: 'banner',
      identifier: '  Summer  Sale ',
      title_ar: 'تخفيضات الصيف',
      title_en: 'Summer sale',
      version: doc.version,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.section).toEqual({
      id: 'banner_summer_sale',
      section_type: 'banner_summer_sale',
      display_order: doc.sections.length + 1,
      is_enabled: true,
      is_permanent: false,
      config: { title_ar: 'تخفيضات الصيف', title_en: 'Summer sale', height: 300, images: [] },
    });
    expect(body.sections.at(-1)).toEqual(body.section);
    expect(await load()).toEqual({ sections: body.sections, version: body.version });

    const again = await call('POST', URL, {
      kind: 'banner',
      identifier: 'summer sale',
      version: body.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SECTION_EXISTS');
  });

  it.each([
    [{ kind: 'info', identifier: '   ' }, 'SECTION_NAME_REQUIRED'],
    [{ kind: 'info', identifier: 'عروض' }, 'INVALID_SECTION_IDENTIFIER'],
    [{ kind: 'info', identifier: 'top banner' }, 'SECTION_NAME_RESERVED'],
    [{ kind: 'poster', identifier: 'x' }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s', async (body, code) => {
    const doc = await load();
    const response = await call('POST', URL, { ...body, version: doc.version });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(code);
    expect((await load()).version).toBe(doc.version);
  });

  it('refuses a stale version', async () => {
    const response = await call('POST', URL, {
      kind: 'info',
      identifier: 'late',
      version: '2000-01-01T00:00:00.000000Z',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('HOMEPAGE_CHANGED');
  });
});

describe('one section', () => {
  it('answers 404 "section does not exist" for an unknown id', async () => {
    for (const response of [
      await call('GET', `${URL}/nothing_here`),
      await call('PUT', `${URL}/nothing_here`, { config: {}, version: (await load()).version }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'SECTION_NOT_FOUND',
        messageAr: 'هذا القسم غير موجود',
      });
    }
  });

  it('refuses a banner link that leads nowhere with 422 BANNER_LINK_NOT_FOUND, naming the field', async () => {
    const picture = await ctx.upload('banner');
    const save = async (link: string) =>
      call('PUT', `${URL}/simple_banner_2`, {
        config: { height: 400, images: [{ id: 'a', url: picture.url, link }] },
        version: (await load()).version,
      });
    for (const link of ['/prodcts', '/product/999999999', '/en/category/999999999']) {
      const refused = await save(link);
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().error).toMatchObject({ code: 'BANNER_LINK_NOT_FOUND', params: { link } });
      expect(refused.json().error.issues[0].path).toEqual(['config', 'images', 0, 'link']);
      expect(refused.json().error.messageAr).toContain('رابط البانر');
    }
    for (const link of ['/en/gift-cards', `/category/${categoryId}`, `/product/${productId}`, '']) {
      expect((await save(link)).statusCode, link).toBe(200);
    }
  });

  it('saves a banner with uploaded images, then releases the image it drops', async () => {
    const [main, tablet, other] = [
      await ctx.upload('banner'),
      await ctx.upload('banner'),
      await ctx.upload('banner'),
    ];
    const doc = await load();
    const config = {
      title_en: 'Sale',
      height: 400,
      title_font_size: 32,
      images: [
        { id: 'a', url: main.url, url_tablet: tablet.url, link: '/products' },
        { id: 'b', url: other.url, link: 'https://example.com/sale' },
      ],
    };
    const saved = await call('PUT', `${URL}/simple_banner_1`, {
      config,
      is_enabled: false,
      version: doc.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().section).toMatchObject({ id: 'simple_banner_1', is_enabled: false, config });
    const read = await call('GET', `${URL}/simple_banner_1`);
    expect(read.json()).toEqual(saved.json());

    const exists = (url: string) => ctx.t.app.inject({ url }).then((r) => r.statusCode);
    expect(await exists(tablet.url)).toBe(200);
    const dropTablet = { ...config, images: [{ ...config.images[0]!, url_tablet: null }, config.images[1]!] };
    const next = await call('PUT', `${URL}/simple_banner_1`, {
      config: dropTablet,
      version: saved.json().version,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(await exists(tablet.url)).toBe(404);
    expect(await exists(main.url)).toBe(200);
  });

  it('refuses a field of another kind, naming it, and a product list naming the missing ids', async () => {
    const doc = await load();
    const foreign = await call('PUT', `${URL}/about`, { config: { images: [] }, version: doc.version });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({ code: 'SECTION_FIELD_NOT_ALLOWED' });
    expect(foreign.json().error.message).toContain('"images"');
    expect(foreign.json().error.issues[0].path).toEqual(['config', 'images']);

    const products = await call('PUT', `${URL}/latest_products`, {
      config: { product_ids: [productId, 777_777, 777_778] },
      version: doc.version,
    });
    expect(products.statusCode).toBe(400);
    expect(products.json().error.message).toContain('777777, 777778');
    expect((await load()).version).toBe(doc.version);
  });
});
