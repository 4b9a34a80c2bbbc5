// Journey: a store owner adds a category and a brand in the back office, gives each an icon, sees them on the
// storefront, and deletes them, in Arabic and in English (back-office §2 Categories and Brands screens).
import { AdminBrandsResponse, AdminCategoriesResponse, ERRORS, isolate, type ErrorCode } from '@matjar/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, gotoHydrated, launchBrowser, saveScreenshot } from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { drawIconPng } from './support/png.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
type Language = 'ar' | 'en';
const LANGUAGES = [
  { language: 'ar', messages: ar, storefrontPrefix: '' },
  { language: 'en', messages: en, storefrontPrefix: '/en' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills {name} placeholders the way the admin app's translate() does. */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A server message of the error catalogue, its {params} matching anything. */
function catalogMessage(code: ErrorCode, language: Language): RegExp {
  const escaped = ERRORS[code][language].replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  // A placeholder, or a whole `{n, plural, …}` block, stands for any text.
  return new RegExp(`^${escaped.replace(/\{\w+, plural,(?:[^{}]|\{[^{}]*\})*\}|\{\w+\}/g, '.+')}$`);
}

/** The cards of the Categories screen (not the toasts, which are list items too). */
function categoryCards(page: Page, messages: Messages) {
  return page.getByRole('list', { name: messages['categories.list'], exact: true }).getByRole('listitem');
}

/**
 * Closes the context once no toast is moving: closing checks the open page with axe, and a toast caught
 * fading in or out has the contrast of a half-transparent one, not the one a person reads.
 */
async function closeSettled(context: BrowserContext, page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations({ subtree: true }).length === 0,
    ),
  );
  await context.close();
}

async function openScreen(page: Page, path: string, title: string) {
  await gotoChecked(page, `${baseUrl}${path}`);
  await page.getByRole('heading', { name: title, exact: true, level: 1 }).waitFor();
}

/** The Arabic and English inputs of a BilingualTextField, named "<label> <language>". */
function bilingualInputs(dialog: Locator, messages: Messages, label: MessageKey) {
  return {
    ar: dialog.getByRole('textbox', { name: `${messages[label]} ${messages['kit.bilingual.arabic']}` }),
    en: dialog.getByRole('textbox', { name: `${messages[label]} ${messages['kit.bilingual.english']}` }),
  };
}

/** Chooses a picture with the uploader's button, as a person picks a file. */
async function chooseIcon(
  page: Page,
  scope: Locator,
  messages: Messages,
  file: { name: string; buffer: Buffer },
) {
  const button = scope.getByRole('button', {
    name: fill(messages['kit.upload.chooseFile'], { label: messages['icon.upload'] }),
  });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
}

/** Drops a picture on the uploader's zone, as a person drags one from their desktop. */
async function dropIcon(
  page: Page,
  scope: Locator,
  messages: Messages,
  file: { name: string; buffer: Buffer },
) {
  const zone = scope.getByText(messages['kit.upload.dropHere'], { exact: true }).locator('..');
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    },
    { name: file.name, base64: file.buffer.toString('base64') },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/**
 * A product filed under a category or brand, through the API: the storefront leaves empty categories and
 * brands out, so a new one shows once it holds a product. Returns a function that deletes it.
 */
async function stockIt(names: { category?: string; brand?: string }): Promise<() => Promise<void>> {
  const token = await signInThroughApi(baseUrl, E2E_ADMIN);
  const categories = AdminCategoriesResponse.parse(await adminJson(baseUrl, token, 'GET', '/categories'));
  const brands = AdminBrandsResponse.parse(await adminJson(baseUrl, token, 'GET', '/brands'));
  const category = categories.categories.find((c) => c.name === names.category) ?? categories.categories[0]!;
  const brand = brands.brands.find((b) => b.name === names.brand) ?? brands.brands[0]!;
  const created = (await adminJson(baseUrl, token, 'POST', '/products', {
    name: `منتج ${names.category ?? names.brand}`,
    name_en: `Product ${names.category ?? names.brand}`,
    description: 'وصف',
    price: 10_000,
    stock: 3,
    category_ids: [category.id],
    brand_id: brand.id,
  })) as { product: { id: number } };
  return async () => {
    await adminJson(baseUrl, token, 'DELETE', `/products/${created.product.id}`);
  };
}

/** Reloads a storefront page until it shows what was just saved (catalogue caches drop on NOTIFY). */
async function storefrontShows(page: Page, url: string, locate: (page: Page) => Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await gotoHydrated(page, url);
        return locate(page).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
}

describe.each(LANGUAGES)('categories and brands in $language', ({ language, messages, storefrontPrefix }) => {
  const suffix = uniqueSuffix();
  const icon = { name: `icon-${suffix}.png`, buffer: drawIconPng(96, [138, 21, 56]) };

  it('adds a category, gives it an icon and a new English name, shows it on the storefront, deletes it', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await openScreen(page, '/admin/categories', messages['nav.categories']);
    const nameAr = `فئة تجربة ${suffix}`;
    const nameEn = `Trial category ${suffix}`;
    const firstNameEn = `New category ${suffix}`;

    // Add: both names are required (the English store must not show the Arabic one as English).
    await page.getByRole('button', { name: messages['categories.add'], exact: true }).first().click();
    let dialog = page.getByRole('dialog', { name: messages['categories.addTitle'] });
    let names = bilingualInputs(dialog, messages, 'categories.field.name');
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.getByText(ERRORS.REQUIRED[language], { exact: true }).waitFor();
    await dialog.getByText(ERRORS.CATEGORY_NAME_EN_REQUIRED[language], { exact: true }).waitFor();
    await names.en.fill(firstNameEn);
    // A name another category has is refused beside the field, in the spec's words.
    await names.ar.fill('هواتف');
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.getByText(ERRORS.CATEGORY_NAME_TAKEN[language], { exact: true }).waitFor();
    await names.ar.fill(nameAr);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page
      .getByText(fill(messages['categories.created'], { name: isolate(nameAr) }), { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = categoryCards(page, messages).filter({ hasText: nameAr });
    await card.waitFor();
    expect(await card.locator('img').count()).toBe(0);

    // Edit: an English name and an uploaded icon.
    await card
      .getByRole('button', { name: fill(messages['categories.editNamed'], { name: nameAr }) })
      .click();
    dialog = page.getByRole('dialog', { name: fill(messages['categories.editTitle'], { name: nameAr }) });
    names = bilingualInputs(dialog, messages, 'categories.field.name');
    expect(await names.en.inputValue()).toBe(firstNameEn);
    await names.en.fill(nameEn);
    await chooseIcon(page, dialog, messages, icon);
    await dialog.getByText(messages['icon.current'], { exact: true }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-category-form-${language}-1366`);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page
      .getByText(fill(messages['categories.updated'], { name: isolate(nameAr) }), { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const iconImage = card.locator('img');
    await iconImage.waitFor();
    expect(await iconImage.getAttribute('src')).toMatch(/^\/media\/categories\//);
    await card.getByText(nameEn, { exact: true }).waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-categories-${language}-1366`);

    // The storefront lists it, once it holds a product, under its name in the page's language, with the icon.
    const unstock = await stockIt({ category: nameAr });
    const shownName = language === 'ar' ? nameAr : nameEn;
    const listed = (p: Page) => p.getByRole('link').filter({ hasText: shownName });
    await storefrontShows(page, `${baseUrl}${storefrontPrefix}/categories`, listed);
    expect(await listed(page).locator('img[src^="/media/categories/"]').count()).toBe(1);
    await unstock();

    // Delete, after confirming.
    await openScreen(page, '/admin/categories', messages['nav.categories']);
    await card
      .getByRole('button', { name: fill(messages['categories.deleteNamed'], { name: nameAr }) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: messages['categories.deleteTitle'] });
    await confirm
      .getByText(fill(messages['categories.deleteConfirm'], { name: nameAr }), { exact: true })
      .waitFor();
    await confirm.getByRole('button', { name: messages['categories.deleteAction'], exact: true }).click();
    await page.getByText(fill(messages['categories.deleted'], { name: nameAr }), { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    await storefrontShows(page, `${baseUrl}${storefrontPrefix}/categories`, (p) =>
      p.getByRole('heading', { level: 1 }),
    );
    expect(await listed(page).count()).toBe(0);
    await closeSettled(context, page);
  });

  it('adds a brand, drops a logo on it, sets the all-brands icon, shows it on the storefront, deletes it', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await openScreen(page, '/admin/brands', messages['nav.brands']);
    const nameAr = `علامة تجربة ${suffix}`;
    const nameEn = `Trial brand ${suffix}`;

    // Add: both names are required.
    await page.getByRole('button', { name: messages['brands.add'], exact: true }).first().click();
    let dialog = page.getByRole('dialog', { name: messages['brands.addTitle'] });
    let names = bilingualInputs(dialog, messages, 'brands.field.name');
    await names.ar.fill(nameAr);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await dialog.getByText(ERRORS.REQUIRED[language], { exact: true }).waitFor();
    expect(await names.en.getAttribute('aria-invalid')).toBe('true');
    await names.en.fill(nameEn);
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page
      .getByText(fill(messages['brands.created'], { name: isolate(nameAr) }), { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: nameAr });
    await row.getByText(nameEn, { exact: true }).waitFor();

    // Edit: a logo dropped on the form.
    await row.getByRole('button', { name: fill(messages['brands.editNamed'], { name: nameAr }) }).click();
    dialog = page.getByRole('dialog', { name: fill(messages['brands.editTitle'], { name: nameAr }) });
    names = bilingualInputs(dialog, messages, 'brands.field.name');
    await names.en.fill(`${nameEn} Pro`);
    await dropIcon(page, dialog, messages, icon);
    await dialog.getByText(messages['icon.current'], { exact: true }).waitFor();
    await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
    await page
      .getByText(fill(messages['brands.updated'], { name: isolate(nameAr) }), { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(`${nameEn} Pro`, { exact: true }).waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/media\/brands\//);

    // The 'all brands' icon: saved as soon as it is uploaded.
    const allBrands = page.getByRole('region', { name: messages['brands.allBrands.title'] });
    await chooseIcon(page, allBrands, messages, { ...icon, name: `all-${icon.name}` });
    await page.getByText(messages['brands.allBrands.saved'], { exact: true }).waitFor();
    await allBrands.locator('img[src^="/media/brands/"]').waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-brands-${language}-1366`);

    // The storefront's brands page lists it, once it holds a product, with its logo.
    const unstock = await stockIt({ brand: nameAr });
    const shownName = language === 'ar' ? nameAr : `${nameEn} Pro`;
    const listed = (p: Page) => p.getByRole('link').filter({ hasText: shownName });
    await storefrontShows(page, `${baseUrl}${storefrontPrefix}/brands`, listed);
    expect(await listed(page).locator('img[src^="/media/brands/"]').count()).toBe(1);
    await unstock();

    // Clearing the all-brands icon and deleting the brand both ask first.
    await openScreen(page, '/admin/brands', messages['nav.brands']);
    await allBrands.getByRole('button', { name: messages['icon.remove'], exact: true }).click();
    let confirm = page.getByRole('alertdialog', { name: messages['brands.allBrands.clearTitle'] });
    await confirm.getByRole('button', { name: messages['brands.deleteIconAction'], exact: true }).click();
    await page.getByText(messages['brands.iconDeleted'], { exact: true }).first().waitFor();
    await allBrands.getByText(messages['icon.none'], { exact: true }).waitFor();

    await row.getByRole('button', { name: fill(messages['brands.deleteNamed'], { name: nameAr }) }).click();
    confirm = page.getByRole('alertdialog', { name: messages['brands.deleteTitle'] });
    await confirm
      .getByText(fill(messages['brands.deleteConfirm'], { name: nameAr }), { exact: true })
      .waitFor();
    await confirm.getByRole('button', { name: messages['brands.deleteAction'], exact: true }).click();
    await page.getByText(fill(messages['brands.deleted'], { name: nameAr }), { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await closeSettled(context, page);
  });

  it('refuses to delete a category products use, in the server’s words', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await openScreen(page, '/admin/categories', messages['nav.categories']);
    // The demo shop files products under its first category.
    const card = categoryCards(page, messages).first();
    const nameAr = (await card.locator('[lang="ar"]').textContent()) ?? '';
    expect(nameAr).not.toBe('');
    await card
      .getByRole('button', { name: fill(messages['categories.deleteNamed'], { name: nameAr }) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: messages['categories.deleteTitle'] });
    const [refusal] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          /^\/api\/admin\/categories\/\d+$/.test(new URL(response.url()).pathname),
      ),
      confirm.getByRole('button', { name: messages['categories.deleteAction'], exact: true }).click(),
    ]);
    // The server refused (409) and said why, naming how many products the category holds.
    expect(refusal.status()).toBe(409);
    const { error } = (await refusal.json()) as { error: { code: string; params?: { count?: number } } };
    expect(error.code).toBe('CATEGORY_IN_USE');
    expect(error.params?.count).toBeGreaterThan(0);
    await page.getByText(catalogMessage('CATEGORY_IN_USE', language)).waitFor();
    // The dialog stays so the person can cancel; the category is still there, on the screen and the server.
    await confirm.getByRole('button', { name: messages['common.cancel'], exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await categoryCards(page, messages).first().locator('[lang="ar"]').textContent()).toBe(nameAr);
    const categoryId = Number(new URL(refusal.url()).pathname.split('/').at(-1));
    const stored = AdminCategoriesResponse.parse(
      await adminJson(baseUrl, await signInThroughApi(baseUrl, E2E_ADMIN), 'GET', '/categories'),
    );
    expect(stored.categories.map((category) => [category.id, category.name])).toContainEqual([
      categoryId,
      nameAr,
    ]);
    await closeSettled(context, page);
  });

  it('shows the screens read-only to a viewer, at phone width', async () => {
    const viewer = {
      username: `cb-viewer-${language}${suffix}`,
      password: 'viewer-pass-1',
      email: `cb-viewer-${language}${suffix}@matjar.local`,
      fullName: 'Catalogue Viewer',
      role: 'viewer' as const,
    };
    await createStaffThroughApi(baseUrl, await signInThroughApi(baseUrl, E2E_ADMIN), viewer);
    const { context, page } = await signInToAdmin(browser, language, viewer, 'phone');
    await openScreen(page, '/admin/categories', messages['nav.categories']);
    await page.getByText(messages['categories.readOnly'], { exact: true }).waitFor();
    await categoryCards(page, messages).first().waitFor();
    expect(await page.getByRole('button', { name: messages['categories.add'] }).count()).toBe(0);
    expect(await page.getByRole('button', { name: messages['common.edit'] }).count()).toBe(0);

    await openScreen(page, '/admin/brands', messages['nav.brands']);
    await page.getByText(messages['brands.readOnly'], { exact: true }).waitFor();
    await page.getByRole('row').first().waitFor();
    expect(await page.getByRole('button', { name: messages['brands.add'] }).count()).toBe(0);
    expect(await page.getByRole('button', { name: messages['common.delete'] }).count()).toBe(0);
    await closeSettled(context, page);
  });

  it('lays both screens out at phone width for staff who edit', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    await openScreen(page, '/admin/categories', messages['nav.categories']);
    await categoryCards(page, messages).first().waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-categories-${language}-390`);
    await openScreen(page, '/admin/brands', messages['nav.brands']);
    await page.getByRole('row').first().waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-brands-${language}-390`);
    await page.getByRole('button', { name: messages['brands.add'], exact: true }).first().click();
    await page.getByRole('dialog', { name: messages['brands.addTitle'] }).waitFor();
    await saveScreenshot(page, `admin-brand-form-${language}-390`);
    await closeSettled(context, page);
  });
});
