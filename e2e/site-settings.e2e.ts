// Journey: the store owner changes the site settings in the back office (back-office §2 site settings, issue
// 14) — the top banner colour, the logo size, the contact WhatsApp number and the favicon — and sees the
// storefront's banner, header, footer and browser icon follow, in Arabic and in English. A viewer sees the
// settings read-only. The settings are put back afterwards: other journeys expect the seeded shell.
import { AdminSettingsResponse, type StorefrontSettings } from '@matjar/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { ar as storeAr } from '../apps/storefront/app/i18n/ar.js';
import { en as storeEn } from '../apps/storefront/app/i18n/en.js';
import { adminJson, createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, gotoHydrated, launchBrowser, openPage, saveScreenshot } from './support/browser.js';
import { bandsPaintedIn, hexToRgb } from './support/page-checks.js';
import { drawIconPng } from './support/png.js';
import { E2E_ADMIN } from './support/server.js';
import { fillMessage } from './support/fill-message.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;

// Each language sets values of its own, so the storefront check proves this run's save and not the last.
const CASES = [
  {
    language: 'ar',
    messages: ar,
    shop: storeAr,
    prefix: '',
    color: '#1d4ed8',
    textColor: '#ffffff',
    logoSize: 'h-16',
    logoPx: 64,
    headerPx: 96,
    typedWhatsApp: '+974 5555 1234',
    slip: 'settings.contact.whatsappPlus',
    whatsapp: '97455551234',
    favicon: [29, 78, 216],
  },
  {
    language: 'en',
    messages: en,
    shop: storeEn,
    prefix: '/en',
    color: '#fde047',
    textColor: '#000000',
    logoSize: 'h-8',
    logoPx: 32,
    headerPx: 56,
    typedWhatsApp: '974 6666 7777',
    slip: 'settings.contact.whatsappDigits',
    whatsapp: '97466667777',
    favicon: [22, 163, 74],
  },
] as const;

let browser: Browser;
let token: string;
let original: StorefrontSettings;

async function settingsApi(method: 'GET' | 'PUT', path: string, body?: unknown) {
  return AdminSettingsResponse.parse(await adminJson(baseUrl, token, method, `/settings${path}`, body))
    .settings;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  original = await settingsApi('GET', '');
});

afterAll(async () => {
  await browser?.close();
  if (!original) return;
  await settingsApi('PUT', '/banner_color', { value: original.bannerColor });
  await settingsApi('PUT', '/logo_size', { value: original.logoSize });
  await settingsApi('PUT', '/contact_settings', { value: original.contact });
  await settingsApi('PUT', '/site_favicon', { value: original.siteFavicon });
});

/** Closes the context once no toast is moving (the axe check on close would catch one half faded). */
async function closeSettled(context: BrowserContext, page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations({ subtree: true }).length === 0,
    ),
  );
  await context.close();
}

async function openTab(page: Page, messages: Messages, tab: MessageKey) {
  await page.getByRole('tab', { name: messages[tab], exact: true }).click();
  await page.getByRole('tab', { name: messages[tab], exact: true, selected: true }).waitFor();
}

async function save(page: Page, messages: Messages, success: MessageKey) {
  await page.getByRole('button', { name: messages['common.save'], exact: true }).click();
  await page.getByText(messages[success], { exact: true }).waitFor();
}

async function colors(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
}

describe.each(CASES)('site settings in $language', (run) => {
  const { language, messages, shop } = run;

  it('changes the banner colour, logo size and WhatsApp number, and the storefront follows', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/settings`);
    await page.getByRole('heading', { name: messages['nav.settings'], level: 1 }).waitFor();

    // Banner colour: the hex field moves the picker, and the preview picks its text colour by the rule.
    await openTab(page, messages, 'settings.tab.banner');
    await page.getByRole('textbox', { name: messages['settings.banner.color'], exact: true }).fill(run.color);
    const picker = page.getByLabel(
      fillMessage(messages['kit.color.picker'], { label: messages['settings.banner.color'] }),
    );
    expect(await picker.inputValue()).toBe(run.color);
    expect(await colors(page, 'banner-preview')).toEqual({
      background: hexToRgb(run.color),
      text: hexToRgb(run.textColor),
    });
    await saveScreenshot(page, `admin-settings-banner-${language}-1366`);
    await save(page, messages, 'settings.banner.saved');

    // Logo size: the header preview takes the storefront's heights for it.
    await openTab(page, messages, 'settings.tab.logo');
    await page.getByLabel(messages['settings.logo.size'], { exact: true }).selectOption(run.logoSize);
    expect(
      await page.getByTestId('header-preview').evaluate((element) => (element as HTMLElement).offsetHeight),
    ).toBe(run.headerPx);
    await save(page, messages, 'settings.logo.saved');

    // WhatsApp: the slip is named while typing; leaving the field cleans it to the digits wa.me wants.
    await openTab(page, messages, 'settings.tab.contact');
    const whatsapp = page.getByRole('textbox', { name: messages['settings.contact.whatsapp'], exact: true });
    await whatsapp.fill(run.typedWhatsApp);
    await page.getByText(messages[run.slip], { exact: true }).waitFor();
    // Leaving the tab now would lose the edit: the screen asks, and staying keeps it.
    await page.getByRole('tab', { name: messages['settings.tab.hero'], exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: messages['settings.leaveTab.title'] });
    await leave.getByRole('button', { name: messages['settings.leave.stay'], exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    // So would leaving the page by the menu.
    await page.getByRole('link', { name: messages['nav.dashboard'], exact: true }).click();
    const leavePage = page.getByRole('alertdialog', { name: messages['settings.leavePage.title'] });
    await leavePage.getByRole('button', { name: messages['settings.leave.stay'], exact: true }).click();
    await leavePage.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await whatsapp.press('Tab');
    expect(await whatsapp.inputValue()).toBe(run.whatsapp);
    await page.getByText(messages[run.slip], { exact: true }).waitFor({ state: 'detached' });
    for (const previewLanguage of ['ar', 'en']) {
      await page
        .getByTestId(`footer-preview-${previewLanguage}`)
        .getByText(run.whatsapp, { exact: true })
        .waitFor();
    }
    await saveScreenshot(page, `admin-settings-contact-${language}-1366`);
    await save(page, messages, 'settings.contact.saved');
    await closeSettled(context, page);

    // The storefront: banner strip in the colour with readable text, the logo at its height, the footer link.
    const store = await openPage(browser, 'desktop');
    const footerWhatsApp = store.page
      .getByRole('contentinfo')
      .getByRole('link', { name: shop['social.whatsapp'], exact: true });
    await expect
      .poll(
        async () => {
          await gotoHydrated(store.page, `${baseUrl}${run.prefix}/`);
          return footerWhatsApp.getAttribute('href');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(`https://wa.me/${run.whatsapp}`);
    const bands = await bandsPaintedIn(store.page, hexToRgb(run.color));
    expect(bands.some((band) => band.widthShare > 0.95)).toBe(true);
    // The strip is the full-width element in the colour (buttons may take a dark banner colour as accent).
    const bannerText = await store.page.evaluate((background) => {
      const strip = Array.from(document.body.querySelectorAll<HTMLElement>('*')).find(
        (element) =>
          getComputedStyle(element).backgroundColor === background &&
          element.getBoundingClientRect().width >= document.documentElement.clientWidth * 0.95,
      );
      return strip ? getComputedStyle(strip).color : null;
    }, hexToRgb(run.color));
    expect(bannerText).toBe(hexToRgb(run.textColor));
    const logo = store.page.getByRole('banner').getByRole('img', { name: shop['brand.name'] }).first();
    expect(await logo.evaluate((element) => element.getBoundingClientRect().height)).toBe(run.logoPx);
    await saveScreenshot(store.page, `storefront-after-settings-${language}-1366`);
    await store.context.close();
  });

  it('uploads a favicon, and the storefront serves it as its icon', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/settings?tab=logo`);
    const icon = { name: `favicon-${uniqueSuffix()}.png`, buffer: drawIconPng(32, run.favicon) };
    const choose = page.getByRole('button', {
      name: fillMessage(messages['kit.upload.chooseFile'], { label: messages['settings.favicon.upload'] }),
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    await chooser.setFiles({ name: icon.name, mimeType: 'image/png', buffer: icon.buffer });
    await page.getByText(messages['settings.favicon.pending'], { exact: true }).waitFor();
    await saveScreenshot(page, `admin-settings-logo-${language}-1366`);
    await save(page, messages, 'settings.logo.saved');
    await page.getByText(messages['settings.favicon.current'], { exact: true }).waitFor();
    const saved = (await settingsApi('GET', '')).siteFavicon;
    expect(saved).toBeTruthy();
    await closeSettled(context, page);

    const store = await openPage(browser, 'desktop');
    const link = store.page.locator('link[rel="icon"]');
    await expect
      .poll(
        async () => {
          await gotoHydrated(store.page, `${baseUrl}${run.prefix}/`);
          return link.getAttribute('href');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(saved);
    const href = new URL((await link.getAttribute('href'))!, `${baseUrl}/`).toString();
    const served = await store.page.request.get(href);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await store.context.close();
  });
});

describe.each(CASES)('site settings tabs in $language', ({ language, messages }) => {
  const tabs = [
    ['logo', 'settings.tab.logo'],
    ['banner', 'settings.tab.banner'],
    ['hero_banner', 'settings.tab.hero'],
    ['contact', 'settings.tab.contact'],
  ] as const;

  it.each(['phone', 'desktop'] as const)('shows every tab at %s width, accessibly', async (viewport) => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
    for (const [tab, name] of tabs) {
      // Each tab by its address (?tab=…), checked with axe as it opens.
      await gotoChecked(page, `${baseUrl}/admin/settings?tab=${tab}`);
      await page.getByRole('tab', { name: messages[name], exact: true, selected: true }).waitFor();
      await page.getByRole('tabpanel', { name: messages[name], exact: true }).waitFor();
      // Nothing wider than the screen: a phone scrolls the tab names, not the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await saveScreenshot(page, `admin-settings-${tab}-${language}-${page.viewportSize()!.width}`);
    }
    await context.close();
  });
});

describe('site settings for a viewer', () => {
  it('shows the values read-only, with a note', async () => {
    const viewer = {
      username: `viewer-settings-${uniqueSuffix()}`,
      password: 'viewer-password-2024',
      email: `viewer-settings-${uniqueSuffix()}@matjar.local`,
      fullName: 'مشاهد الإعدادات',
      role: 'viewer' as const,
    };
    await createStaffThroughApi(baseUrl, token, viewer);
    const { context, page } = await signInToAdmin(browser, 'ar', viewer);
    await gotoChecked(page, `${baseUrl}/admin/settings?tab=contact`);
    await page.getByText(ar['settings.readOnly'], { exact: true }).waitFor();
    const whatsapp = page.getByRole('textbox', { name: ar['settings.contact.whatsapp'], exact: true });
    expect(await whatsapp.isDisabled()).toBe(true);
    expect(await whatsapp.inputValue()).toBe((await settingsApi('GET', '')).contact.whatsapp);
    expect(await page.getByRole('button', { name: ar['common.save'], exact: true }).isDisabled()).toBe(true);
    // By keyboard: Home moves to the first tab, Enter opens it (the settings tabs open on Enter, not focus).
    await page.getByRole('tab', { name: ar['settings.tab.contact'], exact: true, selected: true }).focus();
    await page.keyboard.press('Home');
    // Radix moves the focus in a timer after the key: Enter waits until it has landed, as a person's eye does.
    const logoTab = page.getByRole('tab', { name: ar['settings.tab.logo'], exact: true });
    await logoTab.and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: ar['settings.tab.logo'], exact: true, selected: true }).waitFor();
    expect(
      await page
        .getByRole('button', {
          name: fillMessage(ar['kit.upload.chooseFile'], { label: ar['settings.logo.upload'] }),
        })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
