// The accessibility check every journey gets (support/accessibility-watch.ts): it names what is wrong, and a
// page the journey only passed through still fails the journey. Pages here are made up and served by the
// browser itself, so the check is tested on known faults, not on the shop.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAccessibility, describeViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';

const ORIGIN = 'http://a11y-check.test';

/** Faults the storefront had: a pale struck-through price, and a button named without its visible text. */
const FAULTY_BODY = `<h1>منتج</h1>
  <p><span style="color:#90a1b9;background:#fff">١٠٠ ر.ق.</span></p>
  <button type="button" aria-label="أضف المنتج إلى السلة">اشترِ الآن</button>`;

const PAGES: Record<string, string> = {
  '/clean': `<h1>Clean</h1><p><a href="/faulty">Next</a></p>
    <button type="button" onclick="history.pushState(null, '', '/clean-moved')">Move</button>
    <button type="button" onclick="history.pushState(null, '', '/faulty')">Route to faulty</button>`,
  '/faulty': FAULTY_BODY,
};

function documentOf(path: string, body: string): string {
  const lang = path === '/faulty' ? 'ar' : 'en';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head>
    <title>${path}</title></head><body><main>${body}</main></body></html>`;
}

async function servePages(context: BrowserContext) {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ contentType: 'text/html', body: documentOf(path, PAGES[path] ?? '<h1>?</h1>') });
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility check', () => {
  it('names the rule, impact, elements, address and language of each serious violation', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await servePages(context);
    await page.goto(`${ORIGIN}/faulty`);
    const report = await auditAccessibility(page);
    expect(report).toMatchObject({ url: `${ORIGIN}/faulty`, lang: 'ar', dir: 'rtl', viewport: '390×844' });
    expect(report.violations.map(({ rule, impact }) => ({ rule, impact }))).toEqual(
      expect.arrayContaining([
        { rule: 'color-contrast', impact: 'serious' },
        { rule: 'label-content-name-mismatch', impact: 'serious' },
      ]),
    );
    const contrast = report.violations.find((violation) => violation.rule === 'color-contrast');
    expect(contrast?.targets).toEqual(['span']);
    expect(contrast?.summary).toContain('2.63');
    const text = describeViolations([report]);
    expect(text).toContain(`${ORIGIN}/faulty (lang=ar dir=rtl, 390×844)`);
    expect(text).toContain('[serious] label-content-name-mismatch');
    // Closing checks the open page too, and fails after the context is closed.
    await expect(context.close()).rejects.toThrow(/color-contrast/);
    expect(browser.contexts()).not.toContain(context);
  });

  it('fails the close on a page the journey only passed through, by a link or client-side', async () => {
    for (const leave of ['link', 'history'] as const) {
      const { context, page } = await openPage(browser, 'desktop');
      await servePages(context);
      await page.goto(`${ORIGIN}/clean`);
      if (leave === 'link') {
        await page.getByRole('link', { name: 'Next' }).click();
      } else {
        // The document stays the clean one: only reopening the address shows the faulty page.
        await page.getByRole('button', { name: 'Route to faulty' }).click();
      }
      await page.waitForURL(`${ORIGIN}/faulty`);
      await page.goto(`${ORIGIN}/clean`);
      const failure = await context.close().then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure, leave).toContain(`${ORIGIN}/faulty (lang=ar dir=rtl, 1366×768)`);
      expect(failure, leave).not.toContain(`${ORIGIN}/clean `);
    }
  });

  it('lets a journey through clean pages close', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await servePages(context);
    await page.goto(`${ORIGIN}/clean`);
    await page.getByRole('button', { name: 'Move' }).click();
    await page.waitForURL(`${ORIGIN}/clean-moved`);
    await expect(context.close()).resolves.toBeUndefined();
  });
});
