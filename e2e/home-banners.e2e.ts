// Journey: the home page's banners carry their words as text drawn over the picture (D17),
// in the page's language, on the start side, and never cut off on a phone, a long Arabic title included.
// The stored home page is put back after the test that changes it: other journeys expect the seeded one.
import { AdminHomepageDocument, type Locale } from '@matjar/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HERO_BANNERS, SIMPLE_BANNER_1 } from '../packages/db/src/seed/content/banners.js';
import { homepageApi, signInThroughApi } from './support/admin-api.js';
import {
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  type ViewportName,
} from './support/browser.js';
import { fontsReady, imageLoaded } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();

let browser: Browser;
let token: string;
let original: AdminHomepageDocument | undefined;

function homepage(method: 'GET' | 'PUT', body?: unknown): Promise<AdminHomepageDocument> {
  return homepageApi(baseUrl, token, method, body);
}

async function saveSections(sections: AdminHomepageDocument['sections']) {
  const { version } = await homepage('GET');
  await homepage('PUT', {
    version,
    sections: sections.map(({ id, section_type, is_enabled, config }) => ({
      id,
      section_type,
      is_enabled,
      config,
    })),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});

afterEach(async () => {
  if (original) await saveSections(original.sections);
  original = undefined;
});

afterAll(async () => {
  await browser?.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/**
 * The words are wholly inside their slide and the viewport's width, and no line of them is clipped: the text
 * element shows all it holds (a clipped or overflowing block has a scroll size over its client size).
 */
async function expectWhollyShown(page: Page, slide: Locator, words: Locator) {
  const [slideBox, wordsBox] = [await boxOf(slide), await boxOf(words)];
  const viewportWidth = page.viewportSize()!.width;
  expect(wordsBox.x).toBeGreaterThanOrEqual(0);
  expect(wordsBox.x + wordsBox.width).toBeLessThanOrEqual(viewportWidth);
  expect(wordsBox.x).toBeGreaterThanOrEqual(slideBox.x);
  expect(wordsBox.x + wordsBox.width).toBeLessThanOrEqual(slideBox.x + slideBox.width + 0.5);
  expect(wordsBox.y).toBeGreaterThanOrEqual(slideBox.y);
  expect(wordsBox.y + wordsBox.height).toBeLessThanOrEqual(slideBox.y + slideBox.height + 0.5);
  const overflow = await words.evaluate((element) => ({
    x: element.scrollWidth - element.clientWidth,
    y: element.scrollHeight - element.clientHeight,
  }));
  expect(overflow).toEqual({ x: 0, y: 0 });
}

/** The words sit on the start side: the right half of the slide in Arabic, the left half in English. */
async function expectOnStartSide(slide: Locator, words: Locator, locale: Locale) {
  const [slideBox, wordsBox] = [await boxOf(slide), await boxOf(words)];
  const middle = slideBox.x + slideBox.width / 2;
  if (locale === 'ar') expect(wordsBox.x + wordsBox.width).toBeGreaterThan(middle);
  else expect(wordsBox.x).toBeLessThan(middle);
}

const LANGUAGES = [
  { locale: 'ar' as Locale, prefix: '' },
  { locale: 'en' as Locale, prefix: '/en' },
];
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];

describe.each(LANGUAGES)('home banners in $locale', ({ locale, prefix }) => {
  const words = (banner: (typeof HERO_BANNERS)[number]) =>
    locale === 'ar'
      ? { title: banner.titleAr, text: banner.textAr, other: banner.titleEn }
      : { title: banner.titleEn, text: banner.textEn, other: banner.titleAr };

  it.each(VIEWPORTS)('draws the seeded titles over the pictures as text at %s width', async (viewport) => {
    const { context, page } = await openPage(browser, viewport);
    await gotoHydrated(page, `${baseUrl}${prefix}/`);
    const carousels = page.locator('section[aria-roledescription="carousel"]');

    // The hero's first slide: its words in the page's language, in the HTML, naming the slide's link.
    const hero = carousels.first().locator('li[aria-roledescription="slide"]').first();
    const heroWords = words(HERO_BANNERS[0]!);
    const heroTitle = hero.getByText(heroWords.title, { exact: true });
    await heroTitle.waitFor();
    await hero.getByText(heroWords.text, { exact: true }).waitFor();
    expect(await hero.getByText(heroWords.other).count()).toBe(0);
    await hero.getByRole('link', { name: heroWords.title }).waitFor();
    await expectWhollyShown(page, hero, hero.locator('[data-banner-caption]'));
    await expectOnStartSide(hero, heroTitle, locale);
    // The picture under the words still comes through the media pipeline, the size for this width.
    const picture = hero.locator('img');
    expect(await imageLoaded(picture)).toBe(true);
    const source = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(source).toMatch(
      viewport === 'phone' ? /\/media\/banners\/.+-mobile-768\.webp$/ : /-desktop-1920\.webp$/,
    );

    // The first simple banner, brought into view.
    const simpleWords = words(SIMPLE_BANNER_1[0]!);
    const simpleTitle = page.getByText(simpleWords.title, { exact: true });
    await simpleTitle.scrollIntoViewIfNeeded();
    const simple = page.locator('li[aria-roledescription="slide"]', { has: simpleTitle });
    await expectWhollyShown(page, simple, simple.locator('[data-banner-caption]'));
    await expectOnStartSide(simple, simpleTitle, locale);

    await page.evaluate(() => window.scrollTo(0, 0));
    await fontsReady(page);
    await saveScreenshot(page, `storefront-home-banners-${locale}-${viewport === 'phone' ? 390 : 1366}`);
    await context.close();
  });
});

describe('a long Arabic banner title on a phone', () => {
  it('wraps and grows the banner rather than cutting the words off', async () => {
    original = await homepage('GET');
    // As long as a slide's title may be (BANNER_CAPTION_TITLE_MAX), in long words.
    const title = 'تخفيضات نهاية الموسم على جميع الهواتف الذكية والحواسيب المحمولة والسماعات';
    const text =
      'اطلب اليوم واحصل على توصيل مجاني داخل الدوحة خلال يومين مع ضمان الوكيل لمدة سنة كاملة على جميع الأجهزة';
    const changed = original.sections.map((section) =>
      section.section_type === 'hero_banner'
        ? {
            ...section,
            config: {
              ...section.config,
              images: (section.config.images ?? []).map((image, index) =>
                index === 0 ? { ...image, title_ar: title, text_ar: text } : image,
              ),
            },
          }
        : section,
    );
    await saveSections(changed);

    const { context, page } = await openPage(browser, 'phone');
    await gotoHydrated(page, `${baseUrl}/`);
    const hero = page.locator('section[aria-roledescription="carousel"]').first();
    const slide = hero.locator('li[aria-roledescription="slide"]').first();
    const shownTitle = slide.getByText(title, { exact: true });
    await shownTitle.waitFor();
    await expectWhollyShown(page, slide, slide.locator('[data-banner-caption]'));
    await expectOnStartSide(slide, shownTitle, 'ar');
    // It wrapped onto several lines, and the banner grew past its configured phone height to hold them.
    const lineHeight = await shownTitle.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await boxOf(shownTitle)).height).toBeGreaterThan(lineHeight * 1.5);
    const configured = await hero.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).getPropertyValue('--banner-h')),
    );
    expect((await boxOf(slide)).height).toBeGreaterThanOrEqual(configured);
    await fontsReady(page);
    await saveScreenshot(page, 'storefront-home-banner-long-ar-390');
    await context.close();
  });
});
