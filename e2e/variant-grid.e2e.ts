// Journey: the product editor with nine variants on a phone and a desktop, in Arabic and English,
// never scrolls sideways and never clips its title; its variant grid is edited by keyboard, by a column
// pasted from a spreadsheet and by a price set on selected rows, then saved in one request with one reason
// for the stock change; generating variants for a product holding stock says what it drops and asks first.
import { formatNumber } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;
const WIDTHS = [390, 1366] as const;

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

let browser: Browser;
let token: string;
const suffix = uniqueSuffix();

async function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: baseUrl,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

interface Variant {
  id: number;
  name: string;
  name_en: string | null;
  price: number;
  stock: number;
}

const colours = [
  ['تيتانيوم صحراوي', 'Desert Titanium'],
  ['تيتانيوم طبيعي', 'Natural Titanium'],
  ['تيتانيوم أسود', 'Black Titanium'],
] as const;
const sizes = ['256', '512', '1024'] as const;

/** An iPhone-like product with a long Arabic name and nine variants (three colours by three sizes). */
async function createProduct(
  stock = 0,
  withVariants = true,
  tag = suffix,
): Promise<{ id: number; variants: Variant[] }> {
  const categories = (await api('GET', '/categories')).categories as { id: number }[];
  const brands = (await api('GET', '/brands')).brands as { id: number }[];
  const variants = withVariants
    ? colours.flatMap(([colourAr, colourEn]) =>
        sizes.map((size) => ({
          name: `${colourAr} / ${size} جيجابايت`,
          name_en: `${colourEn} / ${size} GB`,
          price: 429_900,
          stock: 2,
          sku: `IP16-${suffix}-${colourEn.split(' ')[0]}-${size}-${Math.random().toString(36).slice(2, 6)}`,
        })),
      )
    : [];
  const answer = await api('POST', '/products', {
    name: `آيفون 16 برو ماكس بشاشة سوبر ريتينا XDR مقاس 6.9 إنش ${tag}`,
    name_en: `iPhone 16 Pro Max with 6.9-inch Super Retina XDR display ${tag}`,
    description: 'هاتف تجريبي',
    price: 429_900,
    stock,
    category_ids: [categories[0]!.id],
    brand_id: brands[0]!.id,
    variants,
  });
  const product = answer.product as { id: number; variants: Variant[] };
  return { id: product.id, variants: product.variants };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * How far the page scrolls sideways past the screen's width, and how much of the title its box cuts off. A
 * phone browser zooms out to fit a page wider than the screen (innerWidth grows with it), so the page is
 * measured against the screen's width too.
 */
async function overflowOf(page: Page, width: number) {
  return page.evaluate((screen) => {
    const title = document.querySelector('h1')!;
    const box = title.getBoundingClientRect();
    return {
      page: document.scrollingElement!.scrollWidth - Math.min(window.innerWidth, screen),
      titleClipped: title.scrollWidth - title.clientWidth,
      titleOutside: Math.max(0, -box.left, box.right - screen),
    };
  }, width);
}

describe('the product editor with variants', () => {
  let product: { id: number; variants: Variant[] };
  beforeAll(async () => {
    product = await createProduct();
  });

  for (const { language, messages } of LANGUAGES) {
    it(`neither scrolls sideways nor clips its title, ${language}, at 390 and 1366 px`, async () => {
      for (const width of WIDTHS) {
        const { context, page } = await signInToAdmin(
          browser,
          language,
          E2E_ADMIN,
          width === 390 ? 'phone' : 'desktop',
        );
        await page.setViewportSize({ width, height: 844 });
        await gotoChecked(page, `${baseUrl}/admin/products/edit/${product.id}`);
        await page.getByRole('table', { name: messages['products.section.variants'] }).waitFor();
        await fontsReady(page);
        await saveScreenshot(page, `admin-product-variants-${language}-${width}`);
        expect(await overflowOf(page, width)).toEqual({ page: 0, titleClipped: 0, titleOutside: 0 });
        // The other product screens: the list (with its bulk bar and a row selected) and the create page.
        await gotoChecked(page, `${baseUrl}/admin/products`);
        await page.getByRole('checkbox', { name: messages['productBatches.bulk.selectAll'] }).check();
        expect(await overflowOf(page, width)).toEqual({ page: 0, titleClipped: 0, titleOutside: 0 });
        await saveScreenshot(page, `admin-products-bulk-${language}-${width}`);
        await gotoChecked(page, `${baseUrl}/admin/products/create`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await overflowOf(page, width)).toEqual({ page: 0, titleClipped: 0, titleOutside: 0 });
        await context.close();
      }
    });
  }

  it('edits the grid by keyboard, a pasted column and a price set on selected rows, saved in one request', async () => {
    const messages = en as Messages;
    const { context, page } = await signInToAdmin(browser, 'en');
    await gotoChecked(page, `${baseUrl}/admin/products/edit/${product.id}`);
    const grid = page.getByRole('table', { name: messages['products.section.variants'] });
    await grid.waitFor();
    const nameOf = (v: Variant) => v.name_en ?? v.name;
    const cell = (column: 'price' | 'stock' | 'sku', v: Variant) =>
      grid.getByRole('textbox', {
        name: fill(messages[`productBatches.grid.${column}Of`], { name: nameOf(v) }),
      });
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const [first, second, third, fourth] = product.variants as [Variant, Variant, Variant, Variant];

    // Keyboard: type a price, Enter moves down, the arrow goes right at the text's end, Tab to the next cell.
    await cell('price', first).click();
    await page.keyboard.type('4199');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe(fill(messages['productBatches.grid.priceOf'], { name: nameOf(second) }));
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(fill(messages['productBatches.grid.stockOf'], { name: nameOf(second) }));
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(fill(messages['productBatches.grid.stockOf'], { name: nameOf(first) }));
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(fill(messages['productBatches.grid.skuOf'], { name: nameOf(first) }));

    // A column pasted from a spreadsheet fills down from the cell.
    await cell('stock', second).focus();
    await cell('stock', second).evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '7\r\n8\r\n9\r\n');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await cell('stock', second).inputValue()).toBe('7');
    expect(await cell('stock', third).inputValue()).toBe('8');
    expect(await cell('stock', fourth).inputValue()).toBe('9');

    // Select two rows and set their price at once.
    await grid
      .getByRole('checkbox', { name: fill(messages['productBatches.grid.select'], { name: nameOf(third) }) })
      .check();
    await grid
      .getByRole('checkbox', { name: fill(messages['productBatches.grid.select'], { name: nameOf(fourth) }) })
      .check();
    await page
      .getByRole('combobox', { name: messages['productBatches.grid.setField'] })
      .selectOption('price');
    await page.getByRole('textbox', { name: messages['productBatches.grid.value'] }).fill('3999.50');
    await page.getByRole('button', { name: messages['productBatches.grid.apply'], exact: true }).click();
    expect(await cell('price', third).inputValue()).toBe('3999.50');
    expect(await cell('price', fourth).inputValue()).toBe('3999.50');

    // One save for the grid, with one reason for the stock changes.
    const save = page.getByRole('button', { name: messages['productBatches.grid.save'], exact: true });
    await save.click();
    const reason = page.getByRole('combobox', { name: messages['productBatches.grid.reason'] });
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await reason.selectOption({ label: messages['productBatches.reason.stock_count'] });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/admin/products/${product.id}`) && request.method() !== 'GET')
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await save.click();
    await page.getByText(messages['productBatches.grid.saved'], { exact: true }).waitFor();
    expect(requests).toEqual([`PATCH /api/admin/products/${product.id}/variants`]);
    await save.waitFor({ state: 'detached' });

    const saved = (await api('GET', `/products/${product.id}`)).product as {
      variants: Variant[];
      stock_history: { variant_id: number | null; note: string | null; reason: string }[];
    };
    const byId = new Map(saved.variants.map((v) => [v.id, v]));
    expect([first, second, third, fourth].map((v) => [byId.get(v.id)!.price, byId.get(v.id)!.stock])).toEqual(
      [
        [419_900, 2],
        [429_900, 7],
        [399_950, 8],
        [399_950, 9],
      ],
    );
    expect(
      saved.stock_history
        .filter((m) => m.reason === 'manual_adjustment' && m.variant_id !== null)
        .map((m) => m.note),
    ).toEqual(['stock_count', 'stock_count', 'stock_count']);
    await context.close();
  });
});

describe('generating variants for a product that holds stock', () => {
  for (const { language, messages } of LANGUAGES) {
    it(`says what it drops and asks first, ${language}`, async () => {
      const product = await createProduct(24, false);
      const { context, page } = await signInToAdmin(browser, language);
      await gotoChecked(page, `${baseUrl}/admin/products/edit/${product.id}`);
      // A text option with two values, then Generate.
      await page.getByRole('button', { name: messages['products.option.add'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: messages['products.option.addTitle'] });
      const arabic = messages['kit.bilingual.arabic'];
      await dialog
        .getByRole('textbox', { name: `${messages['products.option.name']} ${arabic}`, exact: true })
        .fill('اللون');
      for (const [index, value] of ['أسود', 'أبيض'].entries()) {
        await dialog.getByRole('button', { name: messages['products.option.addValue'], exact: true }).click();
        await dialog
          .getByLabel(fill(messages['products.option.valueAr'], { n: formatNumber(index + 1, language) }), {
            exact: true,
          })
          .fill(value);
      }
      await dialog.getByRole('button', { name: messages['products.dialog.done'], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: messages['products.variant.generate'], exact: true }).click();
      const ask = page.getByRole('alertdialog', { name: messages['productBatches.drop.title'] });
      await ask.waitFor();
      expect(await ask.textContent()).toContain('24');
      await saveScreenshot(page, `admin-product-stock-drop-${language}`);
      await ask.getByRole('button', { name: messages['common.cancel'], exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      // Nothing generated: the product keeps its own stock.
      expect(await page.getByRole('table', { name: messages['products.section.variants'] }).count()).toBe(0);
      await context.close();
    });
  }
});

describe('bulk actions on the products list', () => {
  it('deactivates the selected products after one confirmation naming how many, in one request', async () => {
    const messages = en as Messages;
    const tag = `bulk${suffix}`;
    const products = [await createProduct(3, false, tag), await createProduct(4, false, tag)];
    const { context, page } = await signInToAdmin(browser, 'en', E2E_ADMIN, 'phone');
    await gotoChecked(page, `${baseUrl}/admin/products?q=${tag}`);
    const table = page.getByRole('table', { name: messages['products.tableLabel'] });
    await table.waitFor();
    const boxes = table.getByRole('checkbox');
    expect(await boxes.count()).toBe(2);
    for (const box of await boxes.all()) await box.check();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/products') && request.method() !== 'GET')
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByRole('button', { name: messages['productBatches.bulk.deactivate'], exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Deactivate 2 products?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: messages['productBatches.bulk.deactivate'], exact: true }).click();
    await page.getByText('Done: 2 products', { exact: true }).waitFor();
    expect(requests).toEqual(['POST /api/admin/products/bulk']);
    for (const product of products) {
      const saved = (await api('GET', `/products/${product.id}`)).product as { is_active: boolean };
      expect(saved.is_active).toBe(false);
    }
    await context.close();
  });
});
