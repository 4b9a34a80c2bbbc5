// Journey: the storefront and back-office shells in both languages, as a first-time visitor sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ar as adminAr } from '../apps/admin/src/i18n/ar.js';
import { ar } from '../apps/storefront/app/i18n/ar.js';
import { en } from '../apps/storefront/app/i18n/en.js';
import {
  gotoChecked,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import {
  bandsPaintedIn,
  documentLanguage,
  fontsReady,
  hexToRgb,
  imageLoaded,
  waitForDocumentLanguage,
} from './support/page-checks.js';
import { SEEDED_SHELL_SETTINGS } from './support/seeded-settings.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const ARABIC = { lang: 'ar', dir: 'rtl' };
const ENGLISH = { lang: 'en', dir: 'ltr' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(viewport: ViewportName, path: string) {
  const { context, page } = await openPage(browser, viewport);
  const response = await gotoChecked(page, `${baseUrl}${path}`);
  return { context, page, status: response?.status() };
}

/**
 * The header's language toggle, found by its accessible name as a screen-reader user would: the other
 * language's visible mark ("En" or "ع") followed by the sentence.
 */
function languageToggle(page: Page, sentence: string) {
  return page
    .getByRole('link', { name: new RegExp(`^En\\s*ع\\s*${sentence}$`) })
    .filter({ visible: true })
    .first();
}

async function expectShellChrome(page: Page, messages: typeof ar) {
  const logo = page
    .getByRole('img', { name: messages['brand.name'], exact: true })
    .filter({ visible: true })
    .first();
  expect(await logo.getAttribute('src')).toBe(SEEDED_SHELL_SETTINGS.siteLogo);
  expect(await imageLoaded(logo)).toBe(true);

  const bands = await bandsPaintedIn(page, hexToRgb(SEEDED_SHELL_SETTINGS.bannerColor));
  const fullWidthBands = bands.filter((band) => band.widthShare >= 0.95);
  expect(
    fullWidthBands,
    `no full-width strip in ${SEEDED_SHELL_SETTINGS.bannerColor} at the top`,
  ).not.toEqual([]);
}

describe.each<ViewportName>(['phone', 'desktop'])('storefront shell at %s width', (viewport) => {
  it('serves Arabic right-to-left at / with the logo and banner colour from the settings', async () => {
    const { context, page, status } = await visit(viewport, '/');
    expect(status).toBe(200);
    expect(await documentLanguage(page)).toEqual(ARABIC);
    await expectShellChrome(page, ar);
    await fontsReady(page);
    await saveScreenshot(page, `home-ar-${page.viewportSize()?.width}`);
    await context.close();
  });

  it('serves English left-to-right at /en with the same shell', async () => {
    const { context, page, status } = await visit(viewport, '/en');
    expect(status).toBe(200);
    expect(await documentLanguage(page)).toEqual(ENGLISH);
    await expectShellChrome(page, en);
    await fontsReady(page);
    await saveScreenshot(page, `home-en-${page.viewportSize()?.width}`);
    await context.close();
  });
});

describe('language toggle', () => {
  it('moves between / and /en, switching the document language and direction', async () => {
    const { context, page } = await visit('desktop', '/');
    expect(await documentLanguage(page)).toEqual(ARABIC);

    await languageToggle(page, ar['language.switch']).click();
    await page.waitForURL(`${baseUrl}/en`);
    await waitForDocumentLanguage(page, ENGLISH);
    await page.getByRole('link', { name: en['nav.products'] }).filter({ visible: true }).first().waitFor();

    await languageToggle(page, en['language.switch']).click();
    await page.waitForURL(`${baseUrl}/`);
    await waitForDocumentLanguage(page, ARABIC);
    await page.getByRole('link', { name: ar['nav.products'] }).filter({ visible: true }).first().waitFor();
    await context.close();
  });
});

describe('pages that are not the home page', () => {
  it('answers an unknown English path with the 404 page', async () => {
    const { context, page, status } = await visit('desktop', '/en/does-not-exist');
    expect(status).toBe(404);
    expect(await documentLanguage(page)).toEqual(ENGLISH);
    await page.getByRole('heading', { name: en['notFound.title'] }).waitFor();
    await page.getByRole('link', { name: en['notFound.home'] }).waitFor();
    await context.close();
  });

  it('shows the back-office sign-in form in Arabic at /admin/login', async () => {
    const { context, page, status } = await visit('desktop', '/admin/login');
    expect(status).toBe(200);
    await waitForDocumentLanguage(page, ARABIC);
    await page.getByRole('heading', { name: adminAr['login.title'] }).waitFor();
    await page.getByLabel(adminAr['login.username'], { exact: true }).waitFor();
    await page.getByLabel(adminAr['login.password'], { exact: true }).waitFor();
    await page.getByRole('button', { name: adminAr['login.submit'], exact: true }).waitFor();
    await context.close();
  });

  it('reports a healthy server and database at /api/health', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});
