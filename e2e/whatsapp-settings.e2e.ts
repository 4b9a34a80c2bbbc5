// Journey: WhatsApp connected from the back office's Settings, on a shop started without WHATSAPP (the screen
// decides) whose Graph API address is the local fake of Meta's Cloud API. In Arabic at 1366 px and in English
// at 390 px: while WhatsApp is off the checkout offers no WhatsApp updates; a merchant enters the account's ids
// and secrets (shown only as "Set" afterwards), copies the webhook's verify token, checks the connection (a
// missing template is listed with its wording in both languages), switches WhatsApp on, sends a test message
// that reaches the fake, and the checkout now offers the opt-in; then switches it off again. Screenshots of the
// card in both languages at both widths, and of the order page and the Users form saying WhatsApp is off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_WHATSAPP_TEMPLATES } from '@matjar/core';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { ar as storeAr } from '../apps/storefront/app/i18n/ar.js';
import { en as storeEn } from '../apps/storefront/app/i18n/en.js';
import {
  BUSINESS_ACCOUNT_ID,
  shopTemplates,
  startFakeCloudApi,
  type FakeCloudApi,
} from '../apps/server/src/modules/whatsapp/testing/fake-cloud-api.js';
import { signInThroughApi } from './support/admin-api.js';
import { submitAdminSignIn } from './support/admin-sign-in.js';
import {
  gotoChecked,
  gotoHydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
} from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { orderableProduct, placeCashOrder, uniqueLocalPhone } from './support/order-setup.js';
import { fontsReady, waitForDocumentLanguage } from './support/page-checks.js';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server.js';

type Messages = Record<MessageKey, string>;
const TOKEN = 'EAAG-journey-token';
const SECRET = 'journey-app-secret';
const PHONE_NUMBER_ID = '1234567890';
const JOURNEYS = [
  { language: 'ar', viewport: 'desktop', messages: ar as Messages, store: storeAr, prefix: '' },
  { language: 'en', viewport: 'phone', messages: en as Messages, store: storeEn, prefix: '/en' },
] as const;

let fake: FakeCloudApi;
let server: RunningServer;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeCloudApi({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    businessAccountId: BUSINESS_ACCOUNT_ID,
    appSecret: SECRET,
    templates: shopTemplates(),
  });
  server = await startServer({ env: { WHATSAPP_API_URL: fake.apiUrl, RATE_LIMIT_EXEMPT: '127.0.0.1' } });
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** The card as it is, at 1366 and 390 px, then back to the journey's own width. */
async function shootCard(page: Page, name: string, viewport: keyof typeof VIEWPORTS) {
  await fontsReady(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(page, `${name}-1366`);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS[viewport]);
}

const withCart = new WeakSet<BrowserContext>();

/** The storefront's checkout with one product in the cart; resolves to whether it offers WhatsApp updates. */
async function checkoutOffersWhatsApp(
  context: BrowserContext,
  journey: (typeof JOURNEYS)[number],
): Promise<boolean> {
  const page = await context.newPage();
  // The cart is kept in the context's storage: the product is added once.
  if (!withCart.has(context)) {
    await gotoHydrated(page, `${baseUrl}${journey.prefix}/product/${orderableProduct.id}`);
    await page.getByRole('button', { name: journey.store['product.addToCart'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: journey.store['product.added'] }).waitFor();
    withCart.add(context);
  }
  const quoted = page.waitForResponse((response) => response.url().endsWith('/api/store/cart/quote'));
  await gotoHydrated(page, `${baseUrl}${journey.prefix}/checkout/payment`);
  const quote = (await (await quoted).json()) as { whatsappUpdates: boolean };
  await page.getByRole('heading', { name: journey.store['checkout.details'] }).waitFor();
  await page.getByLabel(journey.store['checkout.phone']).waitFor();
  const offered = await page.getByRole('checkbox', { name: journey.store['checkout.whatsappOptIn'] }).count();
  if (offered > 0 !== quote.whatsappUpdates) {
    await saveScreenshot(page, `whatsapp-settings-debug-checkout-${journey.language}`);
  }
  // The box follows the server's word, asked as the form was priced.
  expect(offered > 0).toBe(quote.whatsappUpdates);
  await page.close();
  return offered > 0;
}

describe.each(JOURNEYS)('WhatsApp in Settings ($language)', (journey) => {
  const { language, messages: m } = journey;
  const state = (name: 'off' | 'connected' | 'needs_attention') =>
    fillMessage(m['whatsapp.stateLabel'], { state: m[`whatsapp.state.${name}`] });

  it('connects WhatsApp against the fake, sends a test message, and the checkout follows on and off', async () => {
    const { context, page } = await openPage(browser, journey.viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

    // Off: the checkout promises nothing.
    expect(await checkoutOffersWhatsApp(context, journey)).toBe(false);

    await gotoChecked(page, `${baseUrl}/admin/login`);
    if (language === 'en') {
      await page.getByRole('button', { name: ar['language.toggle'] }).click();
      await waitForDocumentLanguage(page, { lang: 'en', dir: 'ltr' });
    }
    await submitAdminSignIn(page, language, E2E_ADMIN);

    // Off, the back office promises nothing either: the order page and the Users screen say WhatsApp is off.
    const token = await signInThroughApi(baseUrl, E2E_ADMIN);
    const order = await placeCashOrder(baseUrl, token, {
      name: `WhatsApp off ${language}`,
      email: `wa-off-${language}@example.qa`,
      localPhone: uniqueLocalPhone(),
    });
    await gotoChecked(page, `${baseUrl}/admin/orders/${order.id}`);
    const messagesPanel = page.getByRole('region', { name: m['orderPage.whatsapp.title'] });
    await messagesPanel.getByText(m['orderPage.whatsapp.off'], { exact: true }).waitFor();
    expect(await messagesPanel.getByText(m['orderPage.whatsapp.empty']).count()).toBe(0);
    await messagesPanel.scrollIntoViewIfNeeded();
    await shootCard(page, `whatsapp-off-order-page-${language}`, journey.viewport);
    await gotoChecked(page, `${baseUrl}/admin/users`);
    await page
      .getByRole('button', { name: fillMessage(m['users.editUser'], { name: E2E_ADMIN.username }) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(m['whatsapp.offNote.users'], { exact: true }).waitFor();
    await shootCard(page, `whatsapp-off-user-form-${language}`, journey.viewport);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await gotoChecked(page, `${baseUrl}/admin/settings?tab=whatsapp`);
    await page.getByText(state('off'), { exact: true }).waitFor();
    const toggle = page.getByRole('switch', { name: m['whatsapp.switch'] });
    if (language === 'ar') {
      // Nothing entered yet: the switch waits for the account.
      expect(await toggle.isDisabled()).toBe(true);
      await shootCard(page, `whatsapp-settings-empty-${language}`, journey.viewport);
    }

    // The account: two ids and two secrets, then saved.
    await page.getByLabel(m['whatsapp.phoneNumberId']).fill(PHONE_NUMBER_ID);
    await page.getByLabel(m['whatsapp.businessAccountId']).fill(BUSINESS_ACCOUNT_ID);
    await page.getByLabel(m['whatsapp.accessToken']).fill(TOKEN);
    await page.getByLabel(m['whatsapp.appSecret']).fill(SECRET);
    await page.getByRole('button', { name: m['common.save'], exact: true }).click();
    await page.getByText(m['whatsapp.saved']).waitFor();
    // The secrets are never shown again: empty fields marked "Set".
    expect(await page.getByLabel(m['whatsapp.accessToken']).inputValue()).toBe('');
    expect(await page.getByText(m['whatsapp.secretSet'], { exact: true }).count()).toBe(2);
    expect(await page.content()).not.toContain(TOKEN);

    // The webhook's verify token, copied to paste into Meta.
    await page
      .getByRole('button', {
        name: fillMessage(m['kit.copyNamed'], { name: m['whatsapp.webhook.verifyToken'] }),
      })
      .click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[\w-]{24,}$/);
    expect(await page.getByText(copied, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${baseUrl}/api/whatsapp/webhook`, { exact: true }).isVisible()).toBe(true);

    // A template the account lacks: the check names it, with its wording in both languages to copy.
    fake.setTemplateStatus('order_confirmed', 'en', null);
    await page.getByRole('button', { name: m['whatsapp.check.run'] }).click();
    await page.getByText(m['whatsapp.check.templatesMissing']).waitFor();
    const confirmed = SHOP_WHATSAPP_TEMPLATES.find((t) => t.event === 'order-confirmed')!;
    for (const body of [confirmed.body.ar, confirmed.body.en]) {
      expect(await page.getByText(body, { exact: true }).isVisible()).toBe(true);
    }
    await page.getByText('Matjar Electronics', { exact: true }).waitFor();
    await shootCard(page, `whatsapp-settings-template-missing-${language}`, journey.viewport);
    fake.registerTemplate({ name: 'order_confirmed', language: 'en', parameters: 2 });
    await page.getByRole('button', { name: m['whatsapp.check.run'] }).click();
    await page.getByText(m['whatsapp.check.ok']).waitFor();

    // On, without a restart: connected.
    await toggle.click();
    await page.getByText(state('connected'), { exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await shootCard(page, `whatsapp-settings-connected-${language}`, journey.viewport);

    // A test message to a typed number reaches the fake.
    const phone = uniqueLocalPhone();
    await page.getByLabel(m['whatsapp.test.phone']).fill(phone);
    await page.getByRole('button', { name: m['whatsapp.test.send'] }).click();
    await page
      .getByText(
        fillMessage(m['whatsapp.test.sent'], { phone: `+974 ${phone.slice(0, 4)} ${phone.slice(4)}` }),
      )
      .waitFor();
    expect(fake.sent.filter((message) => message.to === `974${phone}`)).toEqual([
      expect.objectContaining({ template: { name: 'hello_world', language: 'en_US', parameters: [] } }),
    ]);

    // The checkout offers the opt-in while WhatsApp is on, and no longer once it is off.
    expect(await checkoutOffersWhatsApp(context, journey)).toBe(true);
    await toggle.click();
    await page.getByText(state('off'), { exact: true }).waitFor();
    expect(await checkoutOffersWhatsApp(context, journey)).toBe(false);
    await context.close();
  });
});
