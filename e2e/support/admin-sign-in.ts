// Signing in to the back office through its own form, as a person would, for the journeys that drive it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ar, type MessageKey } from '../../apps/admin/src/i18n/ar.js';
import { en } from '../../apps/admin/src/i18n/en.js';
import { expectPageAccessible } from './accessibility-watch.js';
import { gotoChecked, openPage, type ViewportName } from './browser.js';
import { waitForDocumentLanguage } from './page-checks.js';
import { E2E_ADMIN } from './server.js';
import { shopUrl } from './shops.js';

export type AdminLanguage = 'ar' | 'en';
const MESSAGES: Record<AdminLanguage, Record<MessageKey, string>> = { ar, en };

/** A new visitor at /admin/login in the given language (English chosen with the page's own toggle). */
export async function openAdminSignIn(
  browser: Browser,
  language: AdminLanguage,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, viewport);
  await gotoChecked(page, `${shopUrl()}/admin/login`);
  await waitForDocumentLanguage(page, { lang: 'ar', dir: 'rtl' });
  if (language === 'en') {
    await page.getByRole('button', { name: ar['language.toggle'] }).click();
    await waitForDocumentLanguage(page, { lang: 'en', dir: 'ltr' });
    // Same address in another language: the check on close would reopen it signed in, past this form.
    await expectPageAccessible(page);
  }
  return { context, page };
}

/** Fills and submits the sign-in form, then waits for the dashboard. */
export async function submitAdminSignIn(
  page: Page,
  language: AdminLanguage,
  account: { username: string; password: string },
): Promise<void> {
  const messages = MESSAGES[language];
  await page.getByLabel(messages['login.username'], { exact: true }).fill(account.username);
  await page.getByLabel(messages['login.password'], { exact: true }).fill(account.password);
  await page.getByRole('button', { name: messages['login.submit'], exact: true }).click();
  await page.getByRole('heading', { name: messages['nav.dashboard'], exact: true }).waitFor();
}

/** A new context signed in to the back office, on the dashboard, in the given language. */
export async function signInToAdmin(
  browser: Browser,
  language: AdminLanguage,
  account: { username: string; password: string } = E2E_ADMIN,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openAdminSignIn(browser, language, viewport);
  await submitAdminSignIn(opened.page, language, account);
  return opened;
}
