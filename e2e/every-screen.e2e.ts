// Journey ("Done when"): every back-office screen — every route of the admin router, with a product
// that has variants, an order, a customer, each settings tab and the printed sheets — in Arabic and English,
// at 320, 390 and 1366 px. On each: no sideways scroll, a page title that is not clipped, a tab title no other
// screen has, and on Arabic screens no English word that is not a name or a code. The printed sheets
// (invoice, packing slip, a driver's delivery sheet with orders on it) also at 390 px: nothing cut off at
// either edge and Print on screen; and on A4.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sectionEditorKind } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { expectPageAccessible } from './support/accessibility-watch.js';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import { moveOrderThroughApi, placeCashOrder, uniqueLocalPhone } from './support/order-setup.js';
import { recordMissingSerials, SERIALISED_PHONE, serialisedPhoneVariantId } from './support/serials.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const WIDTHS = [390, 1366] as const;
/** Every screen is also read at 320 px: a small phone, or a 1280 px window zoomed to 400 % (reflow). */
const SCREEN_WIDTHS = [320, ...WIDTHS] as const;

/**
 * Latin words an Arabic screen may show outside a marked name or code, each for a reason: the currency code
 * (QAR: amounts are `ر.ق.`, but the CSV's column names and the print sheets' figures use the ISO code), and the
 * shop's own technical words that have no Arabic spelling people use (CSV, SKU, URL, IMEI, and the barcode
 * standards GTIN, EAN, UPC and MPN; WhatsApp, Facebook,
 * Instagram, Google are names). Everything else English must sit in a name or code the page marks as one:
 * `<bdi>`, `dir="ltr"`, `lang="en"`, `<code>`, an input's value (product names, brands, SKUs, e-mails, phone
 * numbers, order numbers, addresses as typed).
 */
const ALLOWED_LATIN = new Set([
  'QAR',
  'CSV',
  'SKU',
  'GTIN',
  'EAN',
  'UPC',
  'MPN',
  'URL',
  'IMEI',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'Google',
  'WebP',
  'WEBP',
  'AVIF',
  'PNG',
  'JPG',
  'JPEG',
  'SVG',
  'ICO',
  'GB',
  'TB',
  'https',
  'Matjar',
]);

/** The printed sheets are bilingual by design ("الفاتورة / Invoice"): checked for width and title only. */
const BILINGUAL_SHEETS = new Set([
  'orders/:id/invoice',
  'orders/:id/packing-slip',
  'drivers/:id/delivery-sheet',
]);

interface Screen {
  route: string;
  path: string;
}

let browser: Browser;
let screens: Screen[];
/** The sheets of an order placed (with a long Arabic name) and assigned to a new driver for this journey. */
let sheets: Screen[];
/** A product with variants (the scrolling variant grid) and a read-only account to open it with. */
let productPath: string;
let viewer: { username: string; password: string };

async function firstOf<T>(path: string, pick: (body: never) => T | undefined, token: string): Promise<T> {
  const found = pick((await adminJson(baseUrl, token, 'GET', path)) as never);
  if (found === undefined) throw new Error(`Nothing to visit from ${path}`);
  return found;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signInThroughApi(baseUrl, E2E_ADMIN);
  type Id = { id: number };
  const product = await firstOf(
    '/products?page_size=100',
    (body: { products: (Id & { variant_count: number })[] }) =>
      body.products.find((p) => p.variant_count > 1),
    token,
  );
  productPath = `/products/edit/${product.id}`;
  const suffix = uniqueSuffix();
  viewer = { username: `screens-viewer-${suffix}`, password: 'viewer-pass-1' };
  await createStaffThroughApi(baseUrl, token, {
    ...viewer,
    email: `screens-viewer-${suffix}@matjar.local`,
    // An Arabic name, as the shop's staff have: the header shows it unmarked on Arabic screens.
    fullName: 'مشاهدة الشاشات',
    role: 'viewer',
  });
  // The journey's own order, customer, message and driver, so no screen shows what another journey left
  // (which order is newest depends on which journeys ran before): two cash orders on a new driver's sheet,
  // the first with a long Arabic name and a note by staff (a Latin username inside an Arabic screen).
  const sheetDriver = (await adminJson(baseUrl, token, 'POST', '/drivers', {
    name: 'عبدالرحمن بن خليفة آل ثاني',
    phone: uniqueLocalPhone(),
  })) as Id;
  const sheetOrders = [];
  const emails: string[] = [];
  for (const name of ['فاطمة عبدالله محمد الكواري المهندي', 'Mohammed Abdulrahman Al-Sulaiti']) {
    const email = `sheet-${uniqueLocalPhone()}@example.qa`;
    const placed = await placeCashOrder(baseUrl, token, { name, email, localPhone: uniqueLocalPhone() });
    await adminJson(baseUrl, token, 'PUT', `/orders/${placed.id}/driver`, {
      driver_id: sheetDriver.id,
    });
    sheetOrders.push(placed);
    emails.push(email);
  }
  // The order page and its sheets at every width: a confirmed order of a phone whose IMEI staff recorded (a
  // long unbroken number on a 320 px invoice, and "recorded by" a Latin username), with a note by staff.
  const phoneOrder = await placeCashOrder(
    baseUrl,
    token,
    { name: 'نورة سالم', email: `phone-${uniqueLocalPhone()}@example.qa`, localPhone: uniqueLocalPhone() },
    [
      {
        product_id: SERIALISED_PHONE.product.id,
        variant_id: await serialisedPhoneVariantId(baseUrl, token),
        quantity: 1,
      },
    ],
  );
  await moveOrderThroughApi(baseUrl, token, phoneOrder.id, 'pending', 'confirmed');
  await recordMissingSerials(baseUrl, token, phoneOrder.id);
  await adminJson(baseUrl, token, 'POST', `/orders/${phoneOrder.id}/notes`, {
    body: 'اتصلت العميلة: التوصيل بعد العصر',
  });
  const customer = await firstOf(
    `/customers?q=${encodeURIComponent(emails[0]!)}`,
    (body: { customers: Id[] }) => body.customers[0],
    token,
  );
  const section = await firstOf(
    '/homepage-sections',
    (body: { sections: { id: string; section_type: string }[] }) =>
      body.sections.find((s) => sectionEditorKind(s.section_type) === 'banner'),
    token,
  );
  const asker = `screens-${suffix}@example.qa`;
  const contact = await fetch(`${baseUrl}/api/store/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      name: 'مريم',
      email: asker,
      subject: 'استفسار عن الضمان',
      message: 'هل الضمان سنة؟',
    }),
  });
  if (!contact.ok) throw new Error(`The contact form answered ${contact.status}`);
  const message = await firstOf(
    `/contact-messages?q=${encodeURIComponent(asker)}`,
    (body: { messages: Id[] }) => body.messages[0],
    token,
  );
  const { zones } = (await adminJson(baseUrl, token, 'GET', '/delivery-zones')) as {
    zones: { fee: number }[];
  };
  const cheaper = zones.map((zone, i) => (i === 0 ? { ...zone, fee: zone.fee + 500 } : zone));
  await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones: cheaper });
  await adminJson(baseUrl, token, 'PUT', '/delivery-zones', { zones });
  sheets = [
    { route: 'orders/:id/invoice', path: `/orders/${sheetOrders[0]!.id}/invoice` },
    { route: 'orders/:id/packing-slip', path: `/orders/${sheetOrders[0]!.id}/packing-slip` },
    { route: 'drivers/:id/delivery-sheet', path: `/drivers/${sheetDriver.id}/delivery-sheet` },
  ];
  const settingsTabs = ['logo', 'banner', 'hero_banner', 'contact', 'invoice', 'drivers', 'trust_pages'];
  screens = [
    { route: 'dashboard', path: '/dashboard' },
    { route: 'products', path: '/products' },
    { route: 'products/create', path: '/products/create' },
    { route: 'products/edit/:id', path: `/products/edit/${product.id}` },
    { route: 'categories', path: '/categories' },
    { route: 'brands', path: '/brands' },
    { route: 'homepage', path: '/homepage' },
    {
      route: 'homepage/:kind/:sectionId',
      path: `/homepage/${sectionEditorKind(section.section_type)}/${encodeURIComponent(section.id)}`,
    },
    { route: 'banners', path: '/banners' },
    { route: 'orders', path: '/orders' },
    { route: 'orders/:id', path: `/orders/${phoneOrder.id}` },
    { route: 'all-orders', path: '/all-orders' },
    { route: 'cash-report', path: '/cash-report' },
    { route: 'reports', path: '/reports' },
    { route: 'reviews', path: '/reviews' },
    { route: 'inbox/:id?', path: `/inbox/${message.id}` },
    { route: 'coupons', path: '/coupons' },
    { route: 'gift-cards', path: '/gift-cards' },
    { route: 'customers', path: '/customers' },
    { route: 'customers/:id', path: `/customers/${customer.id}` },
    { route: 'users', path: '/users' },
    ...settingsTabs.map((tab) => ({ route: 'settings', path: `/settings?tab=${tab}` })),
    { route: 'activity-logs', path: '/activity-logs' },
    { route: 'orders/:id/invoice', path: `/orders/${phoneOrder.id}/invoice` },
    { route: 'orders/:id/packing-slip', path: `/orders/${phoneOrder.id}/packing-slip` },
    { route: 'drivers/:id/delivery-sheet', path: `/drivers/${sheetDriver.id}/delivery-sheet` },
  ];
});

afterAll(async () => {
  await browser?.close();
});

/** A4's width less the sheets' 12 mm margins (PRINT_CSS), in CSS pixels (96 per inch). */
const A4_PRINTABLE_PX = Math.floor(((210 - 24) / 25.4) * 96);

/**
 * What a printed sheet shows cut off within `width`: elements past either edge, text clipped inside its box,
 * and whether the Print button is on screen.
 */
function sheetFindings(page: Page, width: number) {
  return page.evaluate((width) => {
    const root = document.documentElement;
    const screenWidth = Math.min(root.clientWidth, window.innerWidth, width);
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -1 || box.right > screenWidth + 1) cut.push(`${describe(element)} past the edge`);
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
        cut.push(`${describe(element)} clipped (${element.scrollWidth} in ${element.clientWidth} px)`);
      }
    }
    const print = [...document.querySelectorAll('button')].find((button) =>
      /^(Print|طباعة)/.test((button.textContent ?? '').trim()),
    );
    const printBox = print?.getBoundingClientRect();
    const printReachable =
      !!print && print.checkVisibility() && !!printBox && printBox.left >= 0 && printBox.right <= screenWidth;
    return { overflow: root.scrollWidth - screenWidth, cut: cut.slice(0, 8), printReachable };
  }, width);
}

describe.each(['ar', 'en'] as const)('the printed sheets in %s', (language) => {
  it('fit a 390 px phone with nothing cut off and Print on screen, and an A4 page', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    for (const sheet of sheets) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ media: 'screen' });
      await openScreen(page, sheet.path);
      await page.locator('table, article').first().waitFor();
      const phone = await sheetFindings(page, 390);
      await saveScreenshot(
        page,
        `every-screen-sheet-${language}-390-${sheet.route.replace(/[^a-z]+/g, '-')}`,
      );
      if (phone.overflow > 0) problems.push(`${sheet.path} at 390 px: ${phone.overflow} px too wide`);
      for (const cut of phone.cut) problems.push(`${sheet.path} at 390 px: ${cut}`);
      if (!phone.printReachable) problems.push(`${sheet.path} at 390 px: Print is not on screen`);
      // On paper: the page's printable width, print styles applied.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1100 });
      const paper = await sheetFindings(page, A4_PRINTABLE_PX);
      if (paper.overflow > 0) problems.push(`${sheet.path} on A4: ${paper.overflow} px too wide`);
      for (const cut of paper.cut) problems.push(`${sheet.path} on A4: ${cut}`);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      if (pdf.length === 0) problems.push(`${sheet.path}: no PDF`);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 300_000);
});

/** Every route of the admin router (its layout screens and the sheets outside the layout), read from source. */
async function routerRoutes(): Promise<string[]> {
  const source = (file: string) => readFile(join(import.meta.dirname, '../apps/admin/src', file), 'utf8');
  const layout = [...(await source('routes/layout-screens.tsx')).matchAll(/screen\('([^']+)'/g)];
  const outside = [...(await source('router.tsx')).matchAll(/path: '\/([^']+)'/g)];
  return [...layout, ...outside]
    .map((match) => match[1]!)
    .filter((route) => route !== 'login' && route !== '');
}

it('visits every route of the admin router', async () => {
  const visited = new Set(screens.map((screen) => screen.route));
  expect((await routerRoutes()).filter((route) => !visited.has(route))).toEqual([]);
});

interface Findings {
  overflow: number;
  title: string | null;
  titleClipped: boolean;
  english: string[];
}

/**
 * What the open screen shows that the issue forbids (measured in the page, after it has settled). A phone
 * browser zooms out to fit a page wider than its screen (the layout viewport grows with it), so widths are
 * measured against the screen's width too.
 */
function findings(page: Page, width: number, checkWords: boolean): Promise<Findings> {
  return page.evaluate(
    ({ width, checkWords, allowed }) => {
      const root = document.documentElement;
      const screenWidth = Math.min(root.clientWidth, window.innerWidth, width);
      const overflow = root.scrollWidth - screenWidth;
      const heading =
        [...document.querySelectorAll('h1, h2')].find((title) => title.checkVisibility()) ?? null;
      let titleClipped = false;
      if (heading) {
        const box = heading.getBoundingClientRect();
        titleClipped =
          heading.scrollWidth > heading.clientWidth + 1 || box.left < -1 || box.right > screenWidth + 1;
      }
      const english: string[] = [];
      if (checkWords) {
        const marked =
          'bdi, [dir="ltr"], [dir="auto"], [lang="en"], code, kbd, script, style, noscript, option, svg, textarea';
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(marked) || !parent.checkVisibility()) continue;
          // Text between Unicode isolates (U+2066–2068 … U+2069) is a code or name the message marks as such.
          const text = (node.textContent ?? '').replace(/[\u2066-\u2068][^\u2069]*\u2069/g, ' ');
          for (const word of text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []) {
            if (!allowed.includes(word))
              english.push(`${word} <${parent.tagName.toLowerCase()} ${parent.className}>`);
          }
        }
      }
      return { overflow, title: heading?.textContent ?? null, titleClipped, english: [...new Set(english)] };
    },
    { width, checkWords, allowed: [...ALLOWED_LATIN] },
  );
}

/**
 * Opens a screen and waits until it has its title and nothing is still loading: no loading message (they end
 * in "…", in both languages: "Loading the order…"), no list fetching again (aria-busy).
 */
async function openScreen(page: Page, path: string, how: 'load' | 'in-app' = 'load') {
  if (how === 'load') {
    await page.goto(`${baseUrl}/admin${path}`);
  } else {
    // As the router's own links do: a history entry and the event the router listens to. The headings of the
    // screen being left are marked, so the wait below is for the new screen's.
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1, h2')) heading.setAttribute('data-e2e-left', '');
      const index = (history.state as { idx?: number } | null)?.idx ?? 0;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, `/admin${path}`);
  }
  // A phone shows an inbox message without the list, titled by the message's subject (its h2).
  await page
    .locator('h1:not([data-e2e-left]), h2:not([data-e2e-left])')
    .filter({ visible: true })
    .first()
    .waitFor();
  await page.waitForFunction(() => {
    const visible = (element: Element) => element.checkVisibility();
    const loading = [...document.querySelectorAll('h1, [role="status"]')].some(
      (element) => visible(element) && /…\s*$/.test(element.textContent ?? ''),
    );
    return !loading && !document.querySelector('[aria-busy="true"]');
  });
}

describe.each(['ar', 'en'] as const)('the activity log in %s', (language) => {
  it('reads every entry and every detail in words: no stored field name, no raw JSON', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'desktop');
    await page.setViewportSize({ width: 1366, height: 800 });
    await openScreen(page, '/activity-logs');
    const details = page.getByRole('button', { name: language === 'ar' ? 'عرض التفاصيل' : 'Show details' });
    const count = await details.count();
    expect(count).toBeGreaterThan(0);
    // Each click turns its button into "hide details", so the first "show" left is always the next one.
    for (let i = 0; i < count; i++) await details.first().click();
    const text = await page.locator('main').innerText();
    await saveScreenshot(page, `every-screen-activity-details-${language}`);
    // A stored name has an underscore (cost_price, driver_id); JSON has braces and quoted keys.
    expect(text.match(/[A-Za-z]+_[A-Za-z0-9_]+/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/[{}]|"\w+":/);
    // An order number reads "#1009" in an Arabic line too: on screen, the "#" left of its first digit.
    const reversed = await page.evaluate(() => {
      const found: string[] = [];
      let numbers = 0;
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/#\d/g)) {
          const box = (i: number) => {
            const range = document.createRange();
            range.setStart(node!, i);
            range.setEnd(node!, i + 1);
            return range.getBoundingClientRect();
          };
          const hash = box(match.index);
          const digit = box(match.index + 1);
          if (hash.width === 0 || Math.abs(hash.top - digit.top) > 2) continue;
          numbers++;
          if (hash.left > digit.left) found.push(text.slice(0, 60));
        }
      }
      return { numbers, found };
    });
    expect(reversed.numbers).toBeGreaterThan(0);
    expect(reversed.found).toEqual([]);
    const zoneEntry = page
      .getByRole('row')
      .filter({ hasText: language === 'ar' ? 'مناطق التوصيل' : 'delivery zones' });
    expect(await zoneEntry.count()).toBeGreaterThan(0);
    await context.close();
  }, 300_000);
});

describe.each(['ar', 'en'] as const)('every back-office screen in %s', (language) => {
  it.each(SCREEN_WIDTHS)(
    'at %i px: no sideways scroll, no clipped title, unique tab titles, no stray English on Arabic screens',
    async (width) => {
      const { context, page } = await signInToAdmin(
        browser,
        language,
        E2E_ADMIN,
        width < 1024 ? 'phone' : 'desktop',
      );
      await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
      const problems: string[] = [];
      /** Each tab title and the route that had it first: two screens must never share one. */
      const titles = new Map<string, string>();
      for (const [index, screen] of screens.entries()) {
        // The first screen is loaded, the rest reached inside the app (a load each was half the test's time).
        await openScreen(page, screen.path, index === 0 ? 'load' : 'in-app');
        // The unread-alert count in front ("(3) …") is not part of the screen's title.
        const title = (await page.title()).replace(/^\([^)]*\)\s*/, '');
        const holder = titles.get(title);
        if (holder !== undefined && holder !== screen.route) {
          problems.push(`${screen.path}: the tab title "${title}" is also ${holder}'s`);
        }
        titles.set(title, screen.route);
        const found = await findings(page, width, language === 'ar' && !BILINGUAL_SHEETS.has(screen.route));
        const name = `every-screen-${language}-${width}-${screen.path.replace(/[^a-z0-9]+/gi, '-')}`;
        if (found.overflow > 0) problems.push(`${screen.path}: ${found.overflow} px too wide`);
        if (found.titleClipped) problems.push(`${screen.path}: title "${found.title}" clipped`);
        if (found.english.length > 0) problems.push(`${screen.path}: English ${found.english.join(', ')}`);
        await saveScreenshot(page, name);
        // Checked with axe while open (closing the context would otherwise load every screen again to check it),
        // its findings listed with the rest.
        await expectPageAccessible(page).catch((error: unknown) =>
          problems.push(`${screen.path}: ${(error as Error).message}`),
        );
      }
      await context.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );
});

describe.each([
  ['ar', ar],
  ['en', en],
] as const)('a viewer in %s', (language, messages) => {
  it.each(WIDTHS)(
    'at %i px opens a product read-only: every field shown, none editable, every scrolling box reachable',
    async (width) => {
      const { context, page } = await signInToAdmin(
        browser,
        language,
        viewer,
        width === 390 ? 'phone' : 'desktop',
      );
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openScreen(page, productPath);
      await page.getByText(messages['products.readOnly'], { exact: true }).waitFor();
      // Every field is shown, none can change (each part of the editor in a disabled fieldset).
      expect(await page.locator('main form fieldset[disabled] :is(input, textarea)').count()).toBeGreaterThan(
        0,
      );
      expect(await page.locator('main form :is(input, textarea, select, button):enabled').count()).toBe(0);
      // The scrolling boxes (variant grid, category list) stay keyboard stops, named in the page's language.
      for (const name of [messages['products.variant.gridRegion'], messages['products.categories.list']]) {
        const region = page.getByRole('region', { name, exact: true });
        expect(await region.getAttribute('tabindex'), name).toBe('0');
      }
      const found = await findings(page, width, language === 'ar');
      await saveScreenshot(page, `every-screen-viewer-product-${language}-${width}`);
      expect(found.overflow).toBeLessThanOrEqual(0);
      expect(found.english).toEqual([]);
      // Closing checks the page with axe (scrollable-region-focusable among the rest).
      await context.close();
    },
    300_000,
  );
});
