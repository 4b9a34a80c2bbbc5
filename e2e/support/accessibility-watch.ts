/// <reference lib="dom" />
// Every page a journey opens is checked with axe, without the journeys asking for it: openPage() watches the
// page, gotoHydrated() checks each page it opens once hydrated, and closing the context checks the pages
// still open as the journey left them, then reopens — in the same context, so with the same cookies, storage,
// language and width — every other address the journey went through (links clicked, client-side
// navigations, redirects) and checks each once settled. The close fails, after closing, on any serious or
// critical violation. The callbacks passed to evaluate() run in the browser, hence the DOM reference above.
import type { BrowserContext, Page } from 'playwright-core';
import { auditAccessibility, describeViolations, type AccessibilityReport } from './accessibility.js';

interface ContextWatch {
  /** Addresses the journey's pages showed, in order (hash dropped). */
  visited: string[];
  /** Addresses loaded by a plain GET at least once, and those only ever reached by submitting a form. */
  fetched: Set<string>;
  posted: Set<string>;
  /** Address + width pairs already checked in this context. */
  checked: Set<string>;
}

const watches = new WeakMap<BrowserContext, ContextWatch>();

function addressOf(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  const address = new URL(url);
  address.hash = '';
  return address.href;
}

function checkedKey(page: Page, address: string): string {
  const size = page.viewportSize();
  return `${address} @${size?.width ?? 0}`;
}

/** Records where the page goes. Call once per page the journey drives. */
export function watchPage(page: Page): void {
  const context = page.context();
  let watch = watches.get(context);
  if (!watch) {
    watch = { visited: [], fetched: new Set(), posted: new Set(), checked: new Set() };
    watches.set(context, watch);
    watchContextClose(context, watch);
  }
  const { visited, fetched, posted } = watch;
  // Fires for full loads and for client-side (history API) navigations alike.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const address = addressOf(frame.url());
    if (address && !visited.includes(address)) visited.push(address);
  });
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const address = addressOf(request.url());
    if (address) (request.method() === 'GET' ? fetched : posted).add(address);
  });
}

/**
 * The page's current address is a stepping stone the journey did not come to check (the dashboard every
 * signed-in journey lands on): the close does not reopen it, unless the journey navigates to it again.
 */
export function passOver(page: Page): void {
  const watch = watches.get(page.context());
  const address = addressOf(page.url());
  if (!watch || !address) return;
  const at = watch.visited.indexOf(address);
  if (at !== -1) watch.visited.splice(at, 1);
}

/**
 * Waits for what a person waits for before reading the page: the document loaded; a storefront page
 * hydrated (root.tsx marks <html data-hydrated>); a back-office screen showing its heading with no spinner.
 * Answers false for a document that is not HTML (a JSON answer, an image), which axe has nothing to say about.
 */
async function settle(page: Page): Promise<boolean> {
  await page.waitForLoadState('load');
  const kind = await page.evaluate(() => {
    if (document.contentType !== 'text/html') return 'other';
    return '__reactRouterContext' in window ? 'storefront' : 'document';
  });
  if (kind === 'other') return false;
  if (kind === 'storefront') {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  } else {
    await page.waitForFunction(
      () => document.querySelector('h1') !== null && document.querySelector('.animate-spin') === null,
      undefined,
      { timeout: 30_000 },
    );
  }
  return true;
}

/** Settles and checks the page as it is now; null when there is nothing to check. */
async function checkNow(page: Page, watch: ContextWatch | undefined): Promise<AccessibilityReport | null> {
  // A journey may close its context right after a click that navigates: check where it lands.
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await settle(page))) return null;
      const report = await auditAccessibility(page);
      const address = addressOf(page.url());
      if (address) watch?.checked.add(checkedKey(page, address));
      if (process.env.E2E_AXE_LOG) {
        const found =
          report.violations.map((violation) => violation.rule).join(' ') ||
          (report.remembered ? 'clean (as before)' : 'clean');
        console.info(`axe ${report.url} (${report.lang}, ${report.viewport}): ${found}`);
      }
      return report;
    } catch (error) {
      const navigatedAway = /Execution context was destroyed|navigation/i.test(String(error));
      if (!navigatedAway || attempt === 3) throw error;
    }
  }
}

function failOn(reports: AccessibilityReport[]): void {
  if (reports.some((report) => report.violations.length > 0)) {
    throw new Error(`axe found serious or critical violations:\n${describeViolations(reports)}`);
  }
}

/** Checks the page now (it must have settled) and fails on a serious or critical violation. */
export async function expectPageAccessible(page: Page): Promise<void> {
  const report = await checkNow(page, watches.get(page.context()));
  if (report) failOn([report]);
}

/** The pages left open as they are, then each address visited but not yet checked, reopened. */
async function checkBeforeClose(
  context: BrowserContext,
  watch: ContextWatch,
): Promise<AccessibilityReport[]> {
  const reports: AccessibilityReport[] = [];
  const open = context.pages().filter((page) => !page.isClosed());
  for (const page of open) {
    const report = await checkNow(page, watch);
    if (report) reports.push(report);
  }
  const reference = open[0];
  if (!reference) return reports;
  // A page only a form submission showed cannot be reopened with GET; client-side ones can.
  const reopenable = (address: string) => watch.fetched.has(address) || !watch.posted.has(address);
  const unchecked = watch.visited.filter(
    (address) => reopenable(address) && !watch.checked.has(checkedKey(reference, address)),
  );
  if (unchecked.length === 0) return reports;
  const revisit = await context.newPage();
  await revisit.setViewportSize(reference.viewportSize() ?? { width: 1366, height: 768 });
  try {
    for (const address of unchecked) {
      if (watch.checked.has(checkedKey(revisit, address))) continue;
      await revisit.goto(address);
      const report = await checkNow(revisit, watch);
      if (report) reports.push(report);
    }
  } finally {
    await revisit.close();
  }
  return reports;
}

function watchContextClose(context: BrowserContext, watch: ContextWatch): void {
  const close = context.close.bind(context);
  context.close = async (options) => {
    let reports: AccessibilityReport[];
    try {
      reports = await checkBeforeClose(context, watch);
    } finally {
      await close(options);
    }
    failOn(reports);
  };
}
