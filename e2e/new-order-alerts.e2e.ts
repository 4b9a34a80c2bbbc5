// Journey: alerts you notice in Arabic and in English, on a phone and a desktop. A staff member
// watches the orders board; a shopper's order arrives: a toast says who ordered and the total and links to the
// order, the tab's title counts it, and its card is highlighted until the order is opened — while the alert
// itself stays unread (the tone rules are unchanged) until marked read, which clears the title. Then desktop
// notifications: enabled from the bell's panel with the browser's permission granted, shown for an order
// that arrives while the tab is hidden, and a click on it opens the order.
// Headless chromium shows no notification on a desktop, so the page's own Notification objects are recorded
// (the real API, with the permission granted to the context), and the tab's visibility is set by the journey.
import { formatMoney, formatNumber, formatOrderNumber } from '@matjar/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { gotoChecked, launchBrowser, saveScreenshot, type ViewportName } from './support/browser.js';
import { qatarOrderData } from './support/delivery-address.js';
import { fillMessage } from './support/fill-message.js';
import { orderableProduct, uniqueLocalPhone } from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const LANGUAGES = [
  { language: 'ar', messages: ar },
  { language: 'en', messages: en },
] as const;
const WIDTHS: ViewportName[] = ['phone', 'desktop'];

/** A product a cash order of one unit always gets: no variants, stock to spare. */
const product = orderableProduct;

declare global {
  interface Window {
    /** What each notification the page created said. */
    __notifications: { title: string; body?: string; tag?: string; lang?: string }[];
    __lastNotification: Notification | null;
    /** Hides or shows the tab, as switching to another tab or window does. */
    __setTabHidden: (hidden: boolean) => void;
  }
}

/** Records the notifications the page creates (the browser's own Notification, permission and all). */
function recordNotifications() {
  window.__notifications = [];
  window.__lastNotification = null;
  const Original = window.Notification;
  class Recorded extends Original {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      window.__notifications.push({ title, body: options?.body, tag: options?.tag, lang: options?.lang });
      window.__lastNotification = this;
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Original.permission });
  Object.defineProperty(Recorded, 'requestPermission', { value: () => Original.requestPermission() });
  window.Notification = Recorded;
}

/** A headless tab is always visible: the journey decides instead, and the page hears it as usual. */
function controlTabVisibility() {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.__setTabHidden = (next) => {
    hidden = next;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** POST /api/payments/create-order as a shopper (cash on delivery): its number and total in dirhams. */
/** Places a cash order; answers its number as the screens show it (#1001) and its total. */
async function placeOrder(customerName: string): Promise<{ orderNumber: string; total: number }> {
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: {
        name: customerName,
        email: `notice-${uniqueSuffix()}@example.com`,
        phone: uniqueLocalPhone(),
      },
      items: [{ product_id: product.id, quantity: 1 }],
      // An address of its own: a shopper's open orders are capped by e-mail, phone and address.
      orderData: qatarOrderData(`Notice street ${uniqueSuffix()}`),
      paymentMethod: 'cash',
    }),
  });
  const body = (await response.json()) as { shortNumber?: number; totalAmount?: number };
  if (response.status !== 201 || body.shortNumber === undefined || body.totalAmount === undefined) {
    throw new Error(`create-order answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { orderNumber: formatOrderNumber(body.shortNumber), total: body.totalAmount };
}

/** A staff member of their own who receives alerts (only orders from now on alert them), on the board. */
async function staffOnBoard(
  language: 'ar' | 'en',
  viewport: ViewportName,
): Promise<{ context: BrowserContext; page: Page }> {
  const account = {
    username: `notice-${language}-${uniqueSuffix()}`,
    password: 'notice-password-1',
    email: `notice-${uniqueSuffix()}@matjar.local`,
    fullName: language === 'ar' ? 'موظف الطلبات' : 'Orders staff',
    role: 'admin' as const,
    receiveNotifications: true,
  };
  await createStaffThroughApi(baseUrl, token, account);
  const { context, page } = await signInToAdmin(browser, language, account, viewport);
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await context.addInitScript(recordNotifications);
  await context.addInitScript(controlTabVisibility);
  await gotoChecked(page, `${baseUrl}/admin/orders`);
  return { context, page };
}

/** The order page's heading, "Order {number}" (the number isolated from the words around it). */
const orderHeading = (page: Page, orderNumber: string) =>
  page.getByRole('heading', { level: 1 }).filter({ hasText: orderNumber });

const customerName = (language: 'ar' | 'en') =>
  language === 'ar' ? `نورة ${uniqueSuffix()}` : `Noora ${uniqueSuffix()}`;

describe.each(LANGUAGES)('alerts you notice in $language', ({ language, messages }) => {
  // The board's tab: its heading, then the back office's name.
  const title = `${messages['orders.activeTitle']} — ${messages['app.documentTitle']}`;
  const bellName = messages['alerts.bell'];
  const unreadName = messages['alerts.bellUnread'].replace('{count}', formatNumber(1, language));

  it.each(WIDTHS)(
    'on a %s: a toast, the count in the title and a highlighted card until it is opened',
    async (viewport) => {
      const { context, page } = await staffOnBoard(language, viewport);
      try {
        await page.getByRole('button', { name: bellName, exact: true }).waitFor();
        expect(await page.title()).toBe(title);
        const customer = customerName(language);
        const { orderNumber, total } = await placeOrder(customer);

        // The toast: who, how much, and a link to the order, in its own polite region.
        const notices = page.getByRole('region', { name: messages['alerts.toast.region'] });
        await notices.getByText(customer, { exact: true }).waitFor();
        await notices.getByText(formatMoney(total, language), { exact: true }).waitFor();
        expect(await notices.getAttribute('aria-live')).toBe('polite');
        const toOrder = notices.getByRole('link', {
          name: fillMessage(messages['alerts.openOrder'], { number: orderNumber }),
          exact: true,
        });
        const href = await toOrder.getAttribute('href');
        expect(href).toMatch(/^\/admin\/orders\/\d+$/);

        // The tab's title counts it; the card says "New".
        await page.waitForFunction(
          (expected) => document.title === expected,
          `(${formatNumber(1, language)}) ${title}`,
        );
        const card = page.getByRole('article', {
          name: fillMessage(messages['orders.card'], { name: customer, number: orderNumber }),
          exact: true,
        });
        const newMark = card.getByText(messages['orders.new'], { exact: true });
        // 30 cards a column, oldest first: the new order may be past "show more".
        await revealCard(page, card, messages['orders.board.showMore']);
        await newMark.waitFor();
        await card.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `new-order-alerts-${language}-${viewport}`);

        // Opened from the toast: the order page, and the toast is gone.
        await toOrder.click();
        await page.waitForURL(`${baseUrl}${href}`);
        await orderHeading(page, orderNumber).waitFor();
        await notices.getByText(customer, { exact: true }).waitFor({ state: 'detached' });

        // Back on the board the card is no longer new, but the alert is still unread: title and bell say so.
        await page.goBack();
        await revealCard(page, card, messages['orders.board.showMore']);
        await newMark.waitFor({ state: 'detached' });
        expect(await page.title()).toBe(`(${formatNumber(1, language)}) ${title}`);

        // Marked read in the bell's panel: the title is the title again.
        await page.getByRole('button', { name: unreadName, exact: true }).click();
        const panel = page.getByRole('dialog', { name: messages['alerts.title'] });
        await panel.getByRole('button', { name: messages['alerts.markRead'], exact: true }).click();
        await panel.getByText(messages['alerts.none']).waitFor();
        await page.waitForFunction((expected) => document.title === expected, title);
      } finally {
        await context.close();
      }
    },
  );

  it('desktop notifications: enabled from the panel, shown while the tab is hidden, a click opens the order', async () => {
    const { context, page } = await staffOnBoard(language, 'desktop');
    try {
      // Nothing is asked on load: the control waits in the bell's panel.
      await page.getByRole('button', { name: bellName, exact: true }).click();
      const panel = page.getByRole('dialog', { name: messages['alerts.title'] });
      await panel.getByRole('button', { name: messages['alerts.desktop.enable'], exact: true }).click();
      await panel.getByText(messages['alerts.desktop.on']).waitFor();
      await saveScreenshot(page, `new-order-alerts-${language}-desktop-notifications-on`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // Visible tab: the toast only.
      const first = customerName(language);
      await placeOrder(first);
      const notices = page.getByRole('region', { name: messages['alerts.toast.region'] });
      await notices.getByText(first, { exact: true }).waitFor();
      expect(await page.evaluate(() => window.__notifications.length)).toBe(0);

      // Hidden tab: a notification saying who and how much, in the page's language.
      await page.evaluate(() => window.__setTabHidden(true));
      const second = customerName(language);
      const { orderNumber, total } = await placeOrder(second);
      await page.waitForFunction(() => window.__notifications.length === 1);
      const [shown] = await page.evaluate(() => window.__notifications);
      expect(shown!.title).toBe(fillMessage(messages['alerts.desktop.title'], { number: orderNumber }));
      expect(shown!.body).toContain(second);
      expect(shown!.body).toContain(formatMoney(total, language));
      expect(shown!.lang).toBe(language);

      // Its click brings the tab forward on the order.
      await page.evaluate(() => {
        window.__setTabHidden(false);
        window.__lastNotification!.dispatchEvent(new Event('click'));
      });
      await page.waitForURL(/\/admin\/orders\/\d+$/);
      await orderHeading(page, orderNumber).waitFor();

      // Turned off in the panel: a hidden tab shows none.
      await page
        .getByRole('button', {
          name: messages['alerts.bellUnread'].replace('{count}', formatNumber(2, language)),
        })
        .click();
      await panel.getByRole('button', { name: messages['alerts.desktop.disable'], exact: true }).click();
      await panel.getByRole('button', { name: messages['alerts.desktop.enable'], exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.__setTabHidden(true));
      const third = customerName(language);
      await placeOrder(third);
      await notices.getByText(third, { exact: true }).waitFor();
      expect(await page.evaluate(() => window.__notifications.length)).toBe(1);
    } finally {
      await context.close();
    }
  });
});
