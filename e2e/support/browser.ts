import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { expectPageAccessible, watchPage } from './accessibility-watch.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = join(import.meta.dirname, '../screenshots');

/**
 * Debian's chromium, headless, with everything that reaches out to the network or the GPU turned off;
 * `extraArgs` for a journey that needs another policy (e.g. audio only after a click).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // No --user-data-dir: launch() makes a fresh profile of its own.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * A fresh context (own cookies and storage, like a new visitor, or the ones given) with one page at the given
 * width. Every page the journey shows in it is checked with axe (accessibility-watch.ts): closing the context
 * fails on a serious or critical violation.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  watchPage(page);
  return { context, page };
}

/** A printed sheet's PDF into e2e/screenshots/<name>.pdf, for a person to look at: only with E2E_SCREENSHOTS=1. */
export async function savePdf(name: string, pdf: Buffer): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await mkdir(screenshotDir, { recursive: true });
  await writeFile(join(screenshotDir, `${name}.pdf`), pdf);
}

/**
 * Full-page screenshot into e2e/screenshots/<name>.png (gitignored), for a person to look at: only with
 * E2E_SCREENSHOTS=1. No journey reads them, and the suite's 850 full pages were a twelfth of its time.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Opens any page of the shop (storefront, back office, payment page), waits until it has settled and checks
 * it with axe, failing on a serious or critical violation. Answers the navigation's response.
 */
export async function gotoChecked(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await expectPageAccessible(page);
  return response;
}

/**
 * Opens a storefront page and waits until React has hydrated it (root.tsx marks <html data-hydrated>): a click
 * on server-rendered markup before then would be lost, which a busy machine makes likely. Then checks it with
 * axe, failing on a serious or critical violation.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await expectPageAccessible(page);
}
