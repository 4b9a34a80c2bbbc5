// Journey: the store owner arranges the storefront's home page in the back office (back-office §2 homepage
// manager and its edit screens, §4): moves sections by keyboard and by drag, disables one, saves,
// and sees the home page follow at once; adds a banner section with two pictures and a tablet picture and
// sees its carousel on the storefront at phone and desktop widths; picks a product by an Arabic-aware search;
// a second member of staff saving at the same time is told to reload. Both languages. The stored list is put
// back after each test: other journeys expect the seeded home page.
import {
  AdminHomepageDocument,
  bannerSources,
  errorMessage,
  formatNumber,
  sectionTitle,
  type HomepageSection,
  STOREFRONT_PAGES,
} from '@matjar/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { homepageApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fontsReady } from './support/page-checks.js';
import { solidPng } from './support/png.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;
const LANGUAGES = [
  { language: 'ar', messages: ar as Messages, prefix: '' },
  { language: 'en', messages: en as Messages, prefix: '/en' },
] as const;

/** Waits on the server's work (uploads re-encoded), not only the page's. */
const SERVER_WORK = { timeout: 30_000 };

let browser: Browser;
let token: string;
let original: AdminHomepageDocument;

function homepage(method: 'GET' | 'PUT', body?: unknown): Promise<AdminHomepageDocument> {
  return homepageApi(baseUrl, token, method, body);
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  original = await homepage('GET');
});

afterEach(async () => {
  if (!original) return;
  const { version } = await homepage('GET');
  await homepage('PUT', {
    version,
    sections: original.sections.map(({ id, section_type, is_enabled, config }) => ({
      id,
      section_type,
      is_enabled,
      config,
    })),
  });
});

afterAll(async () => {
  await browser?.close();
});

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Closes the context once no toast is moving (the axe check on close would catch one half faded). */
async function closeSettled(context: BrowserContext, page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations({ subtree: true }).length === 0,
    ),
  );
  await context.close();
}

/** The manager's rows in order, by the names their drag handles carry. */
async function rowTitles(page: Page, messages: Messages): Promise<string[]> {
  const prefix = fill(messages['kit.sortable.handle'], { item: '' });
  const labels = await page
    .getByRole('list', { name: messages['homepage.listLabel'] })
    .getByRole('button', { name: prefix.trim() })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(prefix, '').replace(prefix.trim(), '').trim());
}

/** The home page's section names in order: headings, and carousels by their label. */
async function storefrontSections(page: Page): Promise<string[]> {
  return page
    .locator('main section[aria-roledescription="carousel"], main section h2')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) => (node.tagName === 'H2' ? node.textContent : node.getAttribute('aria-label'))?.trim() ?? '',
      ),
    );
}

async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag handles are not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // Past the sensor's 6-px activation distance, then onto the target in steps (dnd-kit follows pointermove).
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 12, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 8, { steps: 12 });
  await page.mouse.up();
  // After a pointer drag dnd-kit swallows clicks for 50 ms (a timer it sets on drop), so the drop is not
  // also a click; a timer of the same length set now runs after it, and the next click is a click again.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe.each(LANGUAGES)('homepage manager in $language', ({ language, messages, prefix }) => {
  const titleOf = (id: string) => {
    const section = original.sections.find((s) => s.id === id) as HomepageSection;
    return sectionTitle(section, language);
  };
  const handle = (page: Page, id: string) =>
    page.getByRole('button', {
      name: fill(messages['kit.sortable.handle'], { item: titleOf(id) }),
      exact: true,
    });

  it('reorders by keyboard and by drag, disables a section, saves, and the home page follows at once', async () => {
    const ids = original.sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining(['latest_products', 'categories', 'offers', 'about', 'info_1']),
    );
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/homepage`);
    await page.getByRole('heading', { name: messages['homepage.title'], level: 1 }).waitFor();
    expect(await rowTitles(page, messages)).toEqual(ids.map(titleOf));

    // The permanent section cannot be deleted: its button says why instead.
    // Marked disabled (aria-disabled) but still focusable: Enter on it says why.
    await page
      .getByRole('button', { name: fill(messages['homepage.deleteNamed'], { name: titleOf('categories') }) })
      .focus();
    await page.keyboard.press('Enter');
    const permanentMessage = errorMessage('PERMANENT_SECTION', language);
    await page.getByText(permanentMessage, { exact: true }).waitFor();

    // Keyboard: 'about' two places up, above 'offers'. Each key waits for what a screen reader user hears.
    const total = formatNumber(ids.length, language);
    const about = titleOf('about');
    const announced = (key: MessageKey, position: number) =>
      page
        .getByText(fill(messages[key], { item: about, position: formatNumber(position, language), total }), {
          exact: true,
        })
        .waitFor({ state: 'attached' });
    const aboutAt = ids.indexOf('about') + 1;
    await handle(page, 'about').focus();
    await page.keyboard.press('Space');
    await announced('kit.sortable.movedTo', aboutAt);
    // dnd-kit's keyboard sensor starts listening for arrows in a timer it sets on pick-up; a timer set now
    // runs after it, so the arrow below is never pressed before anyone listens.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await announced('kit.sortable.movedTo', aboutAt - 1);
    await page.keyboard.press('ArrowUp');
    await announced('kit.sortable.movedTo', aboutAt - 2);
    await page.keyboard.press('Space');
    await announced('kit.sortable.dropped', aboutAt - 2);
    const afterKeyboard = [...ids];
    afterKeyboard.splice(aboutAt - 1, 1);
    afterKeyboard.splice(aboutAt - 3, 0, 'about');
    await expect.poll(() => rowTitles(page, messages)).toEqual(afterKeyboard.map(titleOf));

    // Pointer: 'latest_products' dragged onto 'categories' (one place down).
    await dragOnto(page, handle(page, 'latest_products'), handle(page, 'categories'));
    const afterDrag = [...afterKeyboard];
    const latestAt = afterDrag.indexOf('latest_products');
    afterDrag.splice(latestAt, 1);
    afterDrag.splice(latestAt + 1, 0, 'latest_products');
    await expect.poll(() => rowTitles(page, messages)).toEqual(afterDrag.map(titleOf));

    // Disable 'info_1'; nothing is stored until 'save order', and leaving now would ask first.
    const toggle = page.getByRole('switch', {
      name: fill(messages['homepage.enabledNamed'], { name: titleOf('info_1') }),
      exact: true,
    });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText(messages['homepage.unsaved'], { exact: true }).waitFor();
    expect((await homepage('GET')).sections.map((s) => s.id)).toEqual(ids);
    await fontsReady(page);
    await saveScreenshot(page, `admin-homepage-${language}-1366`);

    await page.getByRole('button', { name: messages['homepage.saveOrder'], exact: true }).click();
    await page.getByText(messages['homepage.saved'], { exact: true }).waitFor();
    const stored = await homepage('GET');
    expect(stored.sections.map((s) => s.id)).toEqual(afterDrag);
    expect(stored.sections.map((s) => s.display_order)).toEqual(afterDrag.map((_, index) => index + 1));
    expect(stored.sections.find((s) => s.id === 'info_1')?.is_enabled).toBe(false);
    await closeSettled(context, page);

    // The storefront's home in the same language: the new order, without the disabled section.
    const shop = await openPage(browser, 'desktop');
    await gotoHydrated(shop.page, `${baseUrl}${prefix}/`);
    const shown = await storefrontSections(shop.page);
    const position = (id: string) => shown.indexOf(titleOf(id));
    expect(position('about')).toBeGreaterThan(-1);
    expect(position('about')).toBeLessThan(position('offers'));
    expect(position('categories')).toBeLessThan(position('latest_products'));
    expect(shown).not.toContain(titleOf('info_1'));
    await shop.context.close();
  });

  it('adds a banner section with two pictures and a tablet picture, and the storefront shows its carousel', async () => {
    const suffix = uniqueSuffix();
    const titles = { ar: `عروض الأسبوع ${suffix}`, en: `Deals of the week ${suffix}` };
    const title = titles[language];
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/banners`);
    await page.getByRole('heading', { name: messages['homepage.bannersTitle'], level: 1 }).waitFor();
    await page.getByText(messages['homepage.bannersOnly'], { exact: true }).waitFor();

    await page.getByRole('button', { name: messages['homepage.add'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages['homepage.add'] });
    await dialog.getByRole('radio', { name: messages['homepage.kind.banner'], exact: true }).check();
    // No name: the spec's message, and nothing is added.
    await dialog.getByRole('button', { name: messages['homepage.addDialog.submit'], exact: true }).click();
    await dialog.getByText(errorMessage('SECTION_NAME_REQUIRED', language), { exact: true }).waitFor();
    // Not English: refused before sending, with core's message.
    const identifier = dialog.getByRole('textbox', { name: messages['homepage.addDialog.identifier'] });
    await identifier.fill('عروض');
    await dialog.getByRole('button', { name: messages['homepage.addDialog.submit'], exact: true }).click();
    await dialog.getByText(errorMessage('INVALID_SECTION_IDENTIFIER', language), { exact: true }).waitFor();
    await identifier.fill(`Week ${suffix}`);
    const type = `banner_week_${suffix.toLowerCase()}`;
    await dialog.getByText(type, { exact: true }).waitFor();
    await dialog
      .getByRole('textbox', {
        name: `${messages['homepage.addDialog.titles']} ${messages['kit.bilingual.arabic']}`,
      })
      .fill(titles.ar);
    await dialog
      .getByRole('textbox', {
        name: `${messages['homepage.addDialog.titles']} ${messages['kit.bilingual.english']}`,
      })
      .fill(titles.en);
    await saveScreenshot(page, `admin-homepage-add-section-${language}-1366`);
    await dialog.getByRole('button', { name: messages['homepage.addDialog.submit'], exact: true }).click();

    // Saved at once, appended enabled, and its edit screen opens.
    await page.waitForURL(`**/admin/homepage/banner/${type}`);
    await page
      .getByRole('heading', { name: fill(messages['homepage.edit.title'], { name: title }) })
      .waitFor();
    const created = (await homepage('GET')).sections.at(-1);
    expect(created).toMatchObject({ section_type: type, is_enabled: true });

    // Two pictures at once, then a tablet picture for the first and a link.
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', {
        name: fill(messages['kit.upload.chooseFiles'], { label: messages['homepage.banner.upload'] }),
      })
      .click();
    await (
      await chooser
    ).setFiles([
      { name: 'amber.png', mimeType: 'image/png', buffer: solidPng(768, 240, [230, 150, 20]) },
      { name: 'teal.png', mimeType: 'image/png', buffer: solidPng(768, 240, [20, 140, 140]) },
    ]);
    const images = page.getByRole('list', { name: messages['homepage.banner.listLabel'] });
    await expect.poll(() => images.getByRole('listitem').count(), SERVER_WORK).toBe(2);
    const first = fill(messages['homepage.banner.item'], { n: formatNumber(1, language) });
    const tabletChooser = page.waitForEvent('filechooser');
    await page
      .getByRole('button', {
        name: fill(messages['homepage.banner.chooseResponsive'], {
          device: messages['homepage.device.tablet'],
          n: first,
        }),
        exact: true,
      })
      .click();
    await (
      await tabletChooser
    ).setFiles({ name: 'tablet.png', mimeType: 'image/png', buffer: solidPng(1024, 300, [120, 40, 160]) });
    await page
      .getByText(
        fill(messages['homepage.banner.responsiveUploaded'], { device: messages['homepage.device.tablet'] }),
        {
          exact: true,
        },
      )
      .waitFor(SERVER_WORK);
    // The link is picked, not typed: search, choose the page, read where it leads.
    const linkPicker = page.getByRole('group', {
      name: fill(messages['homepage.banner.link'], { n: formatNumber(1, language) }),
    });
    const allProducts = STOREFRONT_PAGES.find((p) => p.path === '/products')!.label[language];
    await linkPicker
      .getByRole('searchbox', { name: messages['homepage.banner.linkSearch'] })
      .fill(allProducts);
    await linkPicker.getByRole('button', { name: allProducts, exact: true }).click();
    await linkPicker
      .getByText(fill(messages['homepage.banner.linkPage'], { name: allProducts }), { exact: true })
      .waitFor();
    // The first picture's words, which the storefront draws over it in each page's language (D17).
    const captionTitle = fill(messages['homepage.banner.captionTitle'], { n: formatNumber(1, language) });
    const caption = { ar: `أسبوع العروض ${suffix}`, en: `Deals week ${suffix}` };
    await page
      .getByRole('textbox', { name: `${captionTitle} ${messages['kit.bilingual.arabic']}` })
      .fill(caption.ar);
    await page
      .getByRole('textbox', { name: `${captionTitle} ${messages['kit.bilingual.english']}` })
      .fill(caption.en);

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('link', { name: messages['homepage.edit.back'], exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: messages['homepage.leave.title'] });
    await leave.getByRole('button', { name: messages['homepage.leave.stay'], exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toContain(`/admin/homepage/banner/${type}`);

    // The live preview draws the carousel in both languages.
    const slide = (lang: 'ar' | 'en') =>
      page.locator(`[lang="${lang}"]`).getByRole('img', {
        name: fill((lang === 'ar' ? ar : en)['homepage.preview.slide'], {
          n: formatNumber(1, lang),
          count: formatNumber(2, lang),
        }),
      });
    await slide('ar').waitFor();
    await slide('en').waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-homepage-banner-${language}-1366`);

    await page.getByRole('button', { name: messages['homepage.edit.save'], exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: messages['homepage.edit.confirmTitle'] });
    await confirm.getByRole('button', { name: messages['homepage.edit.save'], exact: true }).click();
    await page.getByText(messages['homepage.edit.saved'], { exact: true }).waitFor();
    await page.waitForURL('**/admin/homepage');
    const saved = (await homepage('GET')).sections.find((s) => s.section_type === type);
    const stored = saved?.config.images ?? [];
    expect(stored).toHaveLength(2);
    expect(stored[0]?.url_tablet).toMatch(/^\/media\/banners\//);
    expect(stored[0]?.link).toBe('/products');
    expect(stored[0]).toMatchObject({ title_ar: caption.ar, title_en: caption.en });
    expect(stored[1]?.title_ar).toBeUndefined();
    await closeSettled(context, page);

    // The storefront's carousel: two slides; the first picture's tablet picture serves wide screens (at the
    // desktop size the upload stored, core's bannerSources), its main picture phones.
    const widths: ViewportName[] = ['phone', 'desktop'];
    for (const viewport of widths) {
      const shop = await openPage(browser, viewport);
      await gotoHydrated(shop.page, `${baseUrl}${prefix}/`);
      const carousel = shop.page.locator(`section[aria-roledescription="carousel"][aria-label="${title}"]`);
      await carousel.waitFor();
      expect(await carousel.locator('li[aria-roledescription="slide"]').count()).toBe(2);
      // Slides load lazily: brought into view, the first one picks its source for this width.
      await carousel.scrollIntoViewIfNeeded();
      const picture = carousel.locator('li[aria-roledescription="slide"]').first().locator('img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc), SERVER_WORK)
        .toContain(viewport === 'phone' ? stored[0]!.url : bannerSources(stored[0]!).desktop!);
      // The slide's words are text in the page's language, and name its link.
      const slideLink = carousel.getByRole('link', { name: caption[language], exact: true });
      await slideLink.waitFor();
      await fontsReady(shop.page);
      await saveScreenshot(
        shop.page,
        `storefront-home-banner-${language}-${viewport === 'phone' ? 390 : 1366}`,
      );
      await shop.context.close();
    }
  });

  it('chooses a product by an Arabic-aware search over both names, and the storefront section shows it', async () => {
    const before = original.sections.find((s) => s.id === 'featured_products');
    const chosenBefore = before?.config.product_ids ?? [];
    expect(chosenBefore.length).toBeGreaterThan(0);
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/homepage`);
    await page
      .getByRole('link', {
        name: fill(messages['homepage.editNamed'], { name: titleOf('featured_products') }),
      })
      .click();
    await page.waitForURL('**/admin/homepage/products/featured_products');
    await page
      .getByRole('heading', {
        name: fill(messages['homepage.edit.title'], { name: titleOf('featured_products') }),
      })
      .waitFor();
    const chosenHeading = (count: number) =>
      page.getByText(fill(messages['homepage.products.chosen'], { count: formatNumber(count, language) }), {
        exact: true,
      });
    await chosenHeading(chosenBefore.length).waitFor();

    // The Arabic name typed with ه for its ة finds the product (the server folds both), in either language.
    await page.getByRole('searchbox', { name: messages['homepage.products.search'] }).fill('بطاقه ريزر');
    const name = language === 'ar' ? 'بطاقة ريزر جولد' : 'Razer Gold Card';
    const results = page.getByRole('list', { name: messages['homepage.products.results'] });
    const choice = results.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect.poll(() => results.getByRole('button').count(), SERVER_WORK).toBe(1);
    await choice.click();
    expect(await choice.getAttribute('aria-pressed')).toBe('true');
    await chosenHeading(chosenBefore.length + 1).waitFor();
    // Chosen last, it is drawn last in the preview of both languages.
    await page.locator('[lang="en"]').getByText('Razer Gold Card', { exact: true }).first().waitFor();
    await page.locator('[lang="ar"]').getByText('بطاقة ريزر جولد', { exact: true }).first().waitFor();
    await fontsReady(page);
    await saveScreenshot(page, `admin-homepage-products-${language}-1366`);

    await page.getByRole('button', { name: messages['homepage.edit.save'], exact: true }).click();
    await page
      .getByRole('alertdialog', { name: messages['homepage.edit.confirmTitle'] })
      .getByRole('button', { name: messages['homepage.edit.save'], exact: true })
      .click();
    await page.getByText(messages['homepage.edit.saved'], { exact: true }).waitFor();
    await page.waitForURL('**/admin/homepage');
    const saved = (await homepage('GET')).sections.find((s) => s.id === 'featured_products');
    expect(saved?.config.product_ids?.slice(0, -1)).toEqual(chosenBefore);
    expect(saved?.config.product_ids?.at(-1)).toBeGreaterThan(0);
    await closeSettled(context, page);

    const shop = await openPage(browser, 'desktop');
    await gotoHydrated(shop.page, `${baseUrl}${prefix}/section/featured_products`);
    await shop.page.getByRole('link', { name, exact: true }).first().waitFor();
    await shop.context.close();
  });

  it('tells the second of two staff saving at once to reload, and reloading shows the other save', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/homepage`);
    await page.getByRole('heading', { name: messages['homepage.title'], level: 1 }).waitFor();
    const toggle = (id: string) =>
      page.getByRole('switch', {
        name: fill(messages['homepage.enabledNamed'], { name: titleOf(id) }),
        exact: true,
      });
    await toggle('about').click();

    // Meanwhile another member of staff disables 'offers' and saves first.
    const current = await homepage('GET');
    await homepage('PUT', {
      version: current.version,
      sections: current.sections.map(({ id, section_type, is_enabled, config }) => ({
        id,
        section_type,
        is_enabled: id === 'offers' ? false : is_enabled,
        config,
      })),
    });

    await page.getByRole('button', { name: messages['homepage.saveOrder'], exact: true }).click();
    const changed = errorMessage('HOMEPAGE_CHANGED', language);
    await page.getByText(changed, { exact: true }).waitFor();
    // Nothing of this save was stored: 'about' is still on.
    expect((await homepage('GET')).sections.find((s) => s.id === 'about')?.is_enabled).toBe(true);

    await page.getByRole('button', { name: messages['homepage.reload'], exact: true }).click();
    await expect.poll(() => toggle('offers').getAttribute('aria-checked')).toBe('false');
    expect(await toggle('about').getAttribute('aria-checked')).toBe('true');
    await page.getByText(messages['homepage.unsaved'], { exact: true }).waitFor({ state: 'detached' });
    await closeSettled(context, page);
  });
});
