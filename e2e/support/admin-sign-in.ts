// Signing in to the back office through its own form, as a person would, for the journeys that drive it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ar, type MessageKey } from '../../apps/admin/src/i18n/ar.js';
import { en } from '../../apps/admin/src/i18n/en.js';
import { LANGUAGE_STORAGE_KEY } from '../../apps/admin/src/i18n/language-storage-key.js';
import { signInCookieThroughApi } from './admin-api.js';
import { expectPageAccessible, passOver } from './accessibility-watch.js';
import { gotoChecked, openPage, type ViewportName } from './browser.js';
import { waitForDocumentLanguage } from './page-checks.js';
import { E2E_ADMIN } from './server.js';
import { shopUrl } from './shops.js';

export type AdminLanguage = 'ar' | 'en';
const MESSAGES: Record<AdminLanguage, Record<MessageKey, string>> = { ar, en };
const DOCUMENT_LANGUAGE = {
  ar: { lang: 'ar', dir: 'rtl' },
  en: { lang: 'en', dir: 'ltr' },
} as const;

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

/**
 * A new context signed in to the back office, on the dashboard, in the given language: a session of its own,
 * made through the sign-in API and handed to the browser as the cookie the form would have left, with the
 * language stored as the page's toggle stores it. The form itself (both languages, a phone, wrong passwords,
 * two tabs) is the back-office journey's subject; every other journey starts past it, which spared each a
 * sign-in page and its axe checks. It lands on the dashboard unchecked (passOver below).
 */
export async function signInToAdmin(
  browser: Browser,
  language: AdminLanguage,
  account: { username: string; password: string } = E2E_ADMIN,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = shopUrl();
  const cookie = await signInCookieThroughApi(baseUrl, account);
  const { context, page } = await openPage(browser, viewport, {
    cookies: [
      {
        ...cookie,
        domain: new URL(baseUrl).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [{ origin: baseUrl, localStorage: [{ name: LANGUAGE_STORAGE_KEY, value: language }] }],
  });
  await page.goto(`${baseUrl}/admin/dashboard`);
  await waitForDocumentLanguage(page, DOCUMENT_LANGUAGE[language]);
  await page.getByRole('heading', { name: MESSAGES[language]['nav.dashboard'], exact: true }).waitFor();
  // Where every signed-in journey starts, not what it checks: the dashboard's own journeys (dashboard,
  // every-screen: both languages, three widths) read it with axe; reading it again here cost a sixth of the
  // suite's axe time. A journey that comes back to it has it checked as any other page.
  passOver(page);
  return { context, page };
}
