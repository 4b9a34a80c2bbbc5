// Journey (errors instead of endless spinners): a list whose request fails shows an error with
// Retry in the staff member's language and recovers on Retry; a Save sent while the browser is offline, or
// to a server that never answers (the client's timeout, decision 024), shows the error in the staff
// member's language and leaves the form open as typed, and the same click saves once the network is back.
// The network's failures are made at its edge: playwright's offline switch and route interception.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dohaDate } from '@matjar/core';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const RUN = Math.random().toString(36).slice(2, 6).toUpperCase();
type Messages = Record<MessageKey, string>;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than the client's REQUEST_TIMEOUT_MS (20 s, lib/api/api-client.ts): the wait a person has. */
const CLIENT_TIMEOUT_WAIT_MS = 35_000;

/** The coupons list's own request (not the session check nor anything else the shell asks for). */
const isCouponsList = (url: URL) => url.pathname === '/api/admin/coupons';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCoupons(page: Page, messages: Messages) {
  await page.goto(`${baseUrl}/admin/coupons`);
  await page.getByRole('heading', { name: messages['coupons.title'], exact: true, level: 1 }).waitFor();
}

/** Opens the new-coupon form and types a whole coupon, returning the dialog. */
async function typeCoupon(page: Page, messages: Messages, code: string) {
  await page.getByRole('button', { name: messages['coupons.add'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: messages['coupons.addTitle'] });
  await dialog.getByLabel(messages['coupons.field.code']).fill(code);
  await dialog.getByLabel(messages['coupons.field.percent']).fill('10');
  await dialog
    .getByLabel(messages['coupons.field.expiresOn'])
    .fill(dohaDate(new Date(Date.now() + 30 * DAY_MS)));
  const description = messages['coupons.field.description'];
  await dialog
    .getByRole('textbox', { name: `${description} ${messages['kit.bilingual.arabic']}` })
    .fill('خصم الانقطاع');
  await dialog
    .getByRole('textbox', { name: `${description} ${messages['kit.bilingual.english']}` })
    .fill('Outage discount');
  return dialog;
}

describe('errors instead of endless spinners', () => {
  for (const language of ['ar', 'en'] as const) {
    const messages = (language === 'ar' ? ar : en) as Messages;

    it(`a list that cannot load says so with Retry, and Retry loads it (${language})`, async () => {
      const { context, page } = await signInToAdmin(browser, language);
      try {
        let failing = true;
        await page.route(isCouponsList, (route: Route) =>
          failing ? route.abort('internetdisconnected') : route.fallback(),
        );
        await openCoupons(page, messages);
        const panel = page.getByText(messages['coupons.loadFailed'], { exact: true });
        await panel.waitFor();
        await page.getByText(messages['kit.request.offline'], { exact: true }).waitFor();
        await saveScreenshot(page, `request-errors-list-${language}`);
        failing = false;
        await page.getByRole('button', { name: messages['kit.query.retry'], exact: true }).click();
        await page.getByRole('table').waitFor();
        expect(await panel.count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }

  it('a Save while offline shows the error in Arabic, keeps the form as typed, and saves when back', async () => {
    const messages = ar as Messages;
    const { context, page } = await signInToAdmin(browser, 'ar');
    try {
      await openCoupons(page, messages);
      const code = `E2E-OFF-${RUN}`;
      const dialog = await typeCoupon(page, messages, code);
      await context.setOffline(true);
      await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
      await page.getByText(messages['kit.request.offline'], { exact: true }).waitFor();
      // Not "saving…" for ever, and nothing typed is lost.
      await dialog.getByRole('button', { name: messages['common.save'], exact: true }).waitFor();
      expect(await dialog.getByLabel(messages['coupons.field.code']).inputValue()).toBe(code);
      await saveScreenshot(page, 'request-errors-save-offline-ar');
      await context.setOffline(false);
      await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row').filter({ hasText: code }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a Save the server never answers times out with the error in English, the form as typed (phone)', async () => {
    const messages = en as Messages;
    const { context, page } = await signInToAdmin(browser, 'en', undefined, 'phone');
    try {
      await openCoupons(page, messages);
      // The request is held and never answered, as a stalled server or a dead connection would.
      await page.route(isCouponsList, (route: Route) =>
        route.request().method() === 'POST' ? undefined : route.fallback(),
      );
      const code = `E2E-SLOW-${RUN}`;
      const dialog = await typeCoupon(page, messages, code);
      await dialog.getByRole('button', { name: messages['common.save'], exact: true }).click();
      await page
        .getByText(messages['kit.request.timeout'], { exact: true })
        .waitFor({ timeout: CLIENT_TIMEOUT_WAIT_MS });
      await dialog.getByRole('button', { name: messages['common.save'], exact: true }).waitFor();
      expect(await dialog.getByLabel(messages['coupons.field.code']).inputValue()).toBe(code);
      await saveScreenshot(page, 'request-errors-save-timeout-en-390');
    } finally {
      await context.close();
    }
  }, 90_000);
});
