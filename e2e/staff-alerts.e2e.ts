// Journey: live new-order alerts (back-office §2) in Arabic and in English. A staff member keeps
// /admin/orders open in two tabs; a shopper places an order; the bell counts it, the panel shows who ordered
// and the total, and the 800 Hz tone plays — in one tab only — until the alert is marked read.
// The tone is checked through the page's own audio: an init script records every oscillator the page starts.
import { formatMoney, formatNumber } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { createStaffThroughApi, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { uniqueLocalPhone } from './support/order-setup.js';
import { SEEDED_PRODUCTS } from './support/seeded-catalog.js';
import { E2E_ADMIN } from './support/server.js';
import { qatarOrderData } from './support/delivery-address.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const LANGUAGES = [
  { language: 'ar', messages: ar },
  { language: 'en', messages: en },
] as const;

/** A product a cash order of one unit always gets: no variants, stock to spare. */
const product = SEEDED_PRODUCTS.find(
  ({ plan }) =>
    plan.source.isActive !== false && !plan.isGiftCard && plan.variants.length === 0 && plan.stock >= 20,
)!;

declare global {
  interface Window {
    /**
     * Every oscillator the page started: its frequency, when (audio clock, s), when by the page's own clock
     * (s) and how long it sounds. Repeats are timed by the page's clock: a busy machine's audio clock runs slow.
     */
    __oscillators: { hz: number; at: number; startedAt: number; seconds: number }[];
  }
}

/** Records oscillators as the page starts them (start, then stop with the end time). */
function recordOscillators() {
  window.__oscillators = [];
  const started = new WeakMap<OscillatorNode, { hz: number; at: number; index: number }>();
  const start = OscillatorNode.prototype.start;
  const stop = OscillatorNode.prototype.stop;
  OscillatorNode.prototype.start = function (when?: number) {
    const at = when ?? this.context.currentTime;
    const startedAt = performance.now() / 1000;
    const index =
      window.__oscillators.push({ hz: this.frequency.value, at, startedAt, seconds: Number.NaN }) - 1;
    started.set(this, { hz: this.frequency.value, at, index });
    return start.call(this, when);
  };
  OscillatorNode.prototype.stop = function (when?: number) {
    const entry = started.get(this);
    if (entry) window.__oscillators[entry.index]!.seconds = (when ?? this.context.currentTime) - entry.at;
    return stop.call(this, when);
  };
}

/**
 * What desktop browsers do to a page nobody has clicked in: its AudioContext starts suspended and resumes only
 * after a click. Headless chromium plays audio whatever its --autoplay-policy, so the journey brings the rule
 * (and counts only the page's own clicks, not the activation chromium carries over from the sign-in page).
 */
function holdAudioUntilClick() {
  let clicked = false;
  window.addEventListener('pointerdown', (event) => (clicked ||= event.isTrusted), true);
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      if (!clicked) void super.suspend();
    }
    override resume() {
      return clicked ? super.resume() : Promise.resolve();
    }
  };
}

/** The alert tone of back-office §9: 800 Hz for 0.5 s, every 2 s. */
const TONE_HZ = 800;

const tonesPlayed = (page: Page) =>
  page.evaluate((hz) => window.__oscillators.filter((o) => o.hz === hz).length, TONE_HZ);

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

/** POST /api/payments/create-order as a shopper (cash on delivery); answers its total in dirhams. */
async function placeOrder(customerName: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/payments/create-order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({
      customer: {
        name: customerName,
        email: `alerts-${uniqueSuffix()}@example.com`,
        phone: uniqueLocalPhone(),
      },
      items: [{ product_id: product.id, quantity: 1 }],
      // An address of its own: a shopper's open orders are capped by e-mail, phone and address.
      orderData: qatarOrderData(`Alerts street ${uniqueSuffix()}`),
      paymentMethod: 'cash',
    }),
  });
  const body = (await response.json()) as { totalAmount?: number };
  if (response.status !== 201 || body.totalAmount === undefined) {
    throw new Error(`create-order answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.totalAmount;
}

/** A staff member of their own who receives alerts (only orders placed from now on alert them), signed in. */
async function staffOnOrdersScreen(on: Browser, language: 'ar' | 'en', { holdAudio = false } = {}) {
  const account = {
    username: `alerts-${language}-${uniqueSuffix()}`,
    password: 'alerts-password-1',
    email: `alerts-${uniqueSuffix()}@matjar.local`,
    fullName: language === 'ar' ? 'موظف التنبيهات' : 'Alerts staff',
    // Someone who handles orders: the panel shows the shopper's whole name (a viewer reads the initial).
    role: 'admin' as const,
    receiveNotifications: true,
  };
  await createStaffThroughApi(baseUrl, token, account);
  const { context, page } = await signInToAdmin(on, language, account);
  await context.addInitScript(recordOscillators);
  if (holdAudio) await context.addInitScript(holdAudioUntilClick);
  await gotoChecked(page, `${baseUrl}/admin/orders`);
  return { context, page };
}

/** The one of these tabs whose tone plays (the other's wait is left to time out unheard). */
function firstPlaying(tabs: Page[]): Promise<Page> {
  return Promise.race(
    tabs.map((tab) =>
      tab
        .locator('[data-tone-state="playing"]')
        .waitFor()
        .then(
          () => tab,
          () => new Promise<Page>(() => {}),
        ),
    ),
  );
}

const customerName = (language: 'ar' | 'en') =>
  language === 'ar' ? `مريم ${uniqueSuffix()}` : `Mariam ${uniqueSuffix()}`;

describe.each(LANGUAGES)('new-order alerts in $language', ({ language, messages }) => {
  const bellName = messages['alerts.bell'];
  const unreadName = messages['alerts.bellUnread'].replace('{count}', formatNumber(1, language));

  it('a new order rings in one tab until it is marked read', async () => {
    const { context, page } = await staffOnOrdersScreen(browser, language);
    try {
      const otherTab = await context.newPage();
      await gotoChecked(otherTab, `${baseUrl}/admin/orders`);
      await page.getByRole('button', { name: bellName, exact: true }).waitFor();
      const customer = customerName(language);
      const total = await placeOrder(customer);

      // The bell counts it in both tabs; the tone plays in one of them (this browser allows audio).
      const ringing = page.getByRole('button', { name: unreadName, exact: true });
      await ringing.waitFor();
      await otherTab.getByRole('button', { name: unreadName, exact: true }).waitFor();
      // Whichever tab saw the alert first holds the lock and plays; the other waits its turn.
      const player = await firstPlaying([page, otherTab]);
      const waiter = player === page ? otherTab : page;
      await waiter.locator('[data-tone-state="other-tab"]').waitFor();
      // Two tones: it repeats every 2 seconds while the alert is unread.
      await player.waitForFunction(
        (hz) => window.__oscillators.filter((o) => o.hz === hz).length >= 2,
        TONE_HZ,
      );
      const tones = await player.evaluate(() => window.__oscillators);
      expect(tones.every((o) => o.hz === TONE_HZ)).toBe(true);
      expect(tones[0]!.seconds).toBeCloseTo(0.5, 3);
      // Never sooner than 2 s (a timer does not fire early); the upper bound only tells 2 s from a longer period.
      expect(tones[1]!.startedAt - tones[0]!.startedAt).toBeGreaterThanOrEqual(1.95);
      expect(tones[1]!.startedAt - tones[0]!.startedAt).toBeLessThan(4);
      expect(await tonesPlayed(waiter)).toBe(0);

      // The panel: who ordered, the total in QAR, a link to the order.
      await ringing.click();
      const panel = page.getByRole('dialog', { name: messages['alerts.title'] });
      await panel.getByText(customer, { exact: true }).waitFor();
      await panel.getByText(formatMoney(total, language), { exact: true }).waitFor();
      expect(await panel.getByRole('link').first().getAttribute('href')).toMatch(/^\/admin\/orders\/\d+$/);
      await saveScreenshot(page, `staff-alerts-${language}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, `staff-alerts-${language}-phone`);
      await page.setViewportSize({ width: 1366, height: 768 });

      // Marked read: gone from the panel and the bell, in both tabs, and the tone stops.
      await panel.getByRole('button', { name: messages['alerts.markRead'], exact: true }).click();
      await panel.getByText(messages['alerts.none']).waitFor();
      await page.getByRole('button', { name: bellName, exact: true }).waitFor();
      await otherTab.getByRole('button', { name: bellName, exact: true }).waitFor();
      await page.locator('[data-tone-state="idle"]').waitFor();
      await otherTab.locator('[data-tone-state="idle"]').waitFor();

      // Escape closes the panel and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      await otherTab.close();
    } finally {
      await context.close();
    }
  });

  it('where the browser holds audio until a click, "enable sound" starts the tone', async () => {
    const { context, page } = await staffOnOrdersScreen(browser, language, { holdAudio: true });
    try {
      await page.getByRole('button', { name: bellName, exact: true }).waitFor();
      await placeOrder(customerName(language));
      await page.getByRole('button', { name: unreadName, exact: true }).waitFor();
      await page.locator('[data-tone-state="blocked"]').waitFor();
      expect(await tonesPlayed(page)).toBe(0);
      await saveScreenshot(page, `staff-alerts-${language}-enable-sound`);

      await page.getByRole('button', { name: messages['alerts.enableSound'], exact: true }).click();
      await page.locator('[data-tone-state="playing"]').waitFor();
      await page.waitForFunction((hz) => window.__oscillators.some((o) => o.hz === hz), TONE_HZ);

      // Dismissing the only alert stops it as well.
      await page.getByRole('button', { name: unreadName, exact: true }).click();
      await page.getByRole('button', { name: messages['alerts.dismiss'], exact: true }).click();
      await page.locator('[data-tone-state="idle"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
