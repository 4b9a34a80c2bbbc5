import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveStorefrontSettings } from '@matjar/core';
import { activityLogs } from '@matjar/db';
import { siteAdminTestApp } from './testing/site-admin-test-support.js';

let ctx: Awaited<ReturnType<typeof siteAdminTestApp>>;
let admin: ReturnType<Awaited<ReturnType<typeof siteAdminTestApp>>['as']>;

beforeAll(async () => {
  ctx = await siteAdminTestApp();
  admin = ctx.as('admin');
});
afterAll(() => ctx?.t.close());

const put = (key: string, value: unknown) => admin('PUT', `/api/admin/settings/${key}`, { value });
const storefront = async () => (await ctx.t.app.inject({ url: '/api/store/settings' })).json();
/** The storefront follows once settings_changed reaches this process (moments after the commit). */
const storefrontShows = (expected: object) =>
  vi.waitFor(async () => expect(await storefront()).toMatchObject(expected));
const fileStatus = (url: string) => ctx.t.app.inject({ url }).then((response) => response.statusCode);
const contact = {
  email: 'hello@matjar.qa',
  whatsapp: '97455512345',
  location_ar: 'الدوحة، لوسيل',
  location_en: 'Lusail, Doha',
  facebook: 'https://facebook.com/matjar',
  instagram: 'https://instagram.com/matjar',
};

describe('reading the settings', () => {
  it('answers the defaults when nothing is stored', async () => {
    const response = await ctx.as('editor')('GET', '/api/admin/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual(resolveStorefrontSettings({}));
  });
});

describe('each key', () => {
  it.each([
    ['logo_size', 'h-16', { logoSize: 'h-16' }],
    ['banner_color', '#0F4C81', { bannerColor: '#0F4C81' }],
    ['hero_banner_size', 'xl', { heroBannerSize: 'xl' }],
    ['contact_settings', contact, { contact }],
    ['commercial_registration', '123456/2', { commercialRegistration: '123456/2' }],
  ])('%s = %j is stored, audited, and the storefront shows it at once', async (key, value, shown) => {
    await storefront(); // cached before the change
    const response = await put(key, value);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings).toMatchObject(shown);
    await storefrontShows(shown);
    expect((await admin('GET', '/api/admin/settings')).json().settings).toMatchObject(shown);
    const entries = await ctx.t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityType, 'setting'), eq(activityLogs.entityId, key)))
      .orderBy(activityLogs.id);
    expect(entries.at(-1)).toMatchObject({
      actionType: 'UPDATE',
      userRole: 'admin',
      changes: { new: { [key]: value } },
    });
  });

  it.each([
    ['logo_size', 'h-13', 'VALUE_NOT_ALLOWED'],
    ['logo_size', null, 'VALUE_NOT_ALLOWED'],
    ['banner_color', 'blue', 'INVALID_COLOR'],
    ['banner_color', '#fff', 'INVALID_COLOR'],
    ['hero_banner_size', 'huge', 'VALUE_NOT_ALLOWED'],
    ['contact_settings', { ...contact, whatsapp: '+97455512345' }, 'INVALID_WHATSAPP'],
    ['contact_settings', { ...contact, facebook: 'http://facebook.com/matjar' }, 'INVALID_LINK'],
    ['contact_settings', { ...contact, instagram: 'javascript:alert(1)' }, 'INVALID_LINK'],
    ['contact_settings', { ...contact, email: 'not-an-address' }, 'INVALID_EMAIL'],
    ['contact_settings', { email: 'a@b.qa' }, 'REQUIRED'],
    ['contact_settings', 'text', 'VALIDATION_FAILED'],
    ['contact_settings', { ...contact, location_ar: 'ع'.repeat(201) }, 'TEXT_TOO_LONG'],
    ['site_logo', '', 'REQUIRED'],
    ['site_logo', 'https://example.com/logo.png', 'IMAGE_NOT_SHOP_MEDIA'],
    ['site_logo', '/media/site/missing-480.webp', 'IMAGE_NOT_SHOP_MEDIA'],
    ['site_favicon', 'javascript:alert(1)', 'IMAGE_NOT_SHOP_MEDIA'],
    ['site_favicon', { url: 'x' }, 'REQUIRED'],
    ['commercial_registration', 'CR-12345', 'INVALID_CR_NUMBER'],
    ['commercial_registration', '12345678901', 'INVALID_CR_NUMBER'],
  ])('%s = %j is refused with 400 %s in both languages, nothing stored', async (key, value, code) => {
    const before = (await admin('GET', '/api/admin/settings')).json();
    const response = await put(key, value);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(error.message).toBeTruthy();
    expect(error.messageAr).toBeTruthy();
    expect(error.issues[0].path[0]).toBe('value');
    expect((await admin('GET', '/api/admin/settings')).json()).toEqual(before);
  });

  it('a contact field staff clear stays clear on the storefront (no built-in default comes back)', async () => {
    const cleared = { ...contact, facebook: '', whatsapp: '' };
    expect((await put('contact_settings', cleared)).statusCode).toBe(200);
    await storefrontShows({ contact: cleared });
  });

  it('the commercial registration number is read in Arabic-Indic digits, and cleared to none', async () => {
    const typed = await put('commercial_registration', ' ٥٤٣٢١ ');
    expect(typed.json().settings.commercialRegistration).toBe('54321');
    const cleared = await put('commercial_registration', '');
    expect(cleared.json().settings.commercialRegistration).toBeNull();
  });

  it('refuses a key that is not editable here', async () => {
    for (const key of ['homepage_sections', 'all_brands_icon', 'nothing']) {
      expect((await put(key, 'x')).statusCode).toBe(400);
    }
  });
});

describe('logo and favicon files', () => {
  it('a replaced logo and a removed logo have their files deleted; the new one stays', async () => {
    const first = await ctx.upload('logo');
    const second = await ctx.upload('logo');
    expect((await put('site_logo', first.url)).json().settings.siteLogo).toBe(first.url);
    await storefrontShows({ siteLogo: first.url });

    expect((await put('site_logo', second.url)).statusCode).toBe(200);
    for (const url of first.variants) expect(await fileStatus(url)).toBe(404);
    expect(await fileStatus(second.url)).toBe(200);

    const removed = await put('site_logo', null);
    expect(removed.json().settings.siteLogo).toBeNull();
    await storefrontShows({ siteLogo: null });
    for (const url of second.variants) expect(await fileStatus(url)).toBe(404);
    const [entry] = await ctx.t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityId, 'site_logo'), eq(activityLogs.description, 'Deleted the site logo')),
      );
    expect(entry?.changes).toEqual({ old: { site_logo: second.url }, new: { site_logo: null } });
  });
});
