import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = join(import.meta.dirname, '../screenshots');

/** Debian's chromium, headless, with everything that reaches out to the network or the GPU turned off. */
export async function launchBrowser(): Promise<Browser> {
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
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** A fresh context (own cookies and storage, like a new visitor) with one page at the given width. */
export async function openPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Full-page screenshot into e2e/screenshots/<name>.png (gitignored), for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Opens a storefront page and waits until React has hydrated it (root.tsx marks <html data-hydrated>): a click
 * on server-rendered markup before then would be lost, which a busy machine makes likely.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}
