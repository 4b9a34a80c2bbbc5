// Journey: staff open the gift-cards screen, find a seeded order's codes by its order number,
// reveal one (after asking), find its card again by the whole code typed as a buyer reads it, void
// it with a reason and see its replacement; the buyer receives one e-mail with the new code, and the order
// page strikes the old one through. Both languages, phone and desktop.
import {
  AdminGiftCardListResponse,
  AdminGiftCardRevealResponse,
  errorMessage,
  type AdminGiftCard,
  formatOrderNumber,
} from '@matjar/core';
import { DEMO_BRAND_CODE_PATTERN } from '../packages/db/src/seed/gift-codes.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import { fillMessage } from './support/fill-message.js';
import { receivedMails, waitForMail } from './support/mail-catcher.js';
import { fontsReady } from './support/page-checks.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
type Messages = Record<MessageKey, string>;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

async function adminCall<T>(path: string, schema: { parse: (value: unknown) => T }, method = 'GET') {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Origin: baseUrl },
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return schema.parse(body);
}

/**
 * An active code of the demo shop's paid gift-card order (the oldest order with gift cards: the seed's, two
 * cards) that is not the order's first card: the order-page journey reveals that first one, so voiding here
 * leaves it alone. Read from every page of the list, since other journeys of the suite buy gift cards too.
 */
async function cardToVoid(): Promise<AdminGiftCard> {
  const cards: AdminGiftCard[] = [];
  for (let page = 1; ; page++) {
    const list = await adminCall(
      `/api/admin/gift-cards?page=${page}&page_size=100`,
      AdminGiftCardListResponse,
    );
    // Brand cards only: the shop's own card (GIFT) is a balance, not a brand's code from the inventory.
    cards.push(...list.gift_cards.filter((card) => !card.spendable));
    if (list.gift_cards.length < list.page_size) break;
  }
  const seedOrderId = Math.min(...cards.map((card) => card.order_id));
  const ofOrder = cards.filter((card) => card.order_id === seedOrderId);
  const firstId = Math.min(...ofOrder.map((card) => card.id));
  const card = ofOrder.find((c) => c.state === 'active' && c.id !== firstId);
  if (!card) throw new Error(`Order ${ofOrder[0]?.order_number} has no second active code to void`);
  return card;
}

const RUNS = [
  { language: 'ar', messages: ar as Messages },
  { language: 'en', messages: en as Messages },
] as const;

describe.each(RUNS)('gift cards ($language)', ({ language, messages }) => {
  it('finds an order’s codes, reveals one, voids one and shows its replacement; one e-mail reaches the buyer', async () => {
    const target = await cardToVoid();
    const { context, page } = await signInToAdmin(browser, language);
    try {
      await gotoChecked(page, `${baseUrl}/admin/gift-cards`);
      await page.getByRole('heading', { name: messages['giftCards.title'], exact: true }).waitFor();
      await page.getByLabel(messages['giftCards.search.label']).fill(target.order_number);
      await page.getByRole('button', { name: messages['giftCards.search.submit'], exact: true }).click();
      const table = page.getByRole('table', { name: messages['giftCards.tableLabel'] });
      await table
        .getByRole('link', {
          name: fillMessage(messages['giftCards.openOrder'], {
            number: formatOrderNumber(target.short_number),
          }),
        })
        .first()
        .waitFor();
      await page.waitForURL(/q=/);

      // The masks show the brand and value only (D19); cards are named by number.
      expect(target.masked_code).toMatch(/^[A-Z]+-\d+-••••$/);
      const id = String(target.id);

      // Reveal: asked first, then the code with its copy button.
      await table
        .getByRole('button', { name: fillMessage(messages['giftCards.revealNamed'], { id }) })
        .click();
      const ask = page.getByRole('alertdialog', { name: messages['giftCards.revealTitle'] });
      await ask.getByRole('button', { name: messages['giftCards.reveal'], exact: true }).click();
      const shown = page.locator('code').filter({ hasText: DEMO_BRAND_CODE_PATTERN });
      await shown.first().waitFor();
      const oldCode = (await shown.first().textContent())!;
      // The demo shop's brand codes (sealed in its inventory) name their brand as the mask does.
      expect(oldCode.startsWith(`DEMO-${target.masked_code.split('-')[0]}-`)).toBe(true);
      await table
        .getByRole('button', { name: fillMessage(messages['giftCards.copyNamed'], { id }) })
        .waitFor();
      await fontsReady(page);
      await saveScreenshot(page, `gift-cards-${language}-1366`);

      // Find the card by its whole code, typed as a buyer might read it out; a part of it finds nothing.
      const findBox = page.getByLabel(messages['giftCards.find.label']);
      const findButton = page.getByRole('button', { name: messages['giftCards.find.submit'], exact: true });
      await findBox.fill(oldCode.slice(-9));
      await findButton.click();
      await page
        .getByRole('alert')
        .filter({ hasText: errorMessage('GIFT_CARD_CODE_NOT_FOUND', language) })
        .waitFor();
      await findBox.fill(oldCode.toLowerCase().replaceAll('-', ' '));
      await findButton.click();
      const foundTable = page.getByRole('table', { name: messages['giftCards.find.resultLabel'] });
      await foundTable
        .getByRole('link', {
          name: fillMessage(messages['giftCards.openOrder'], {
            number: formatOrderNumber(target.short_number),
          }),
        })
        .waitFor();
      await foundTable
        .getByText(fillMessage(messages['giftCards.cardNumber'], { id }), { exact: true })
        .waitFor();
      expect(await page.getByText(oldCode.slice(-9)).count()).toBe(1); // the list's reveal only
      await saveScreenshot(page, `gift-cards-find-${language}-1366`);

      // Void with a reason: the dialog then names the replacement.
      await table.getByRole('button', { name: fillMessage(messages['giftCards.voidNamed'], { id }) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: messages['giftCards.voidSubmit'] }).click();
      await dialog.getByText(messages['giftCards.voidReasonRequired']).waitFor();
      await dialog
        .getByLabel(messages['giftCards.voidReasonLabel'])
        .fill(`e2e ${language}: the buyer says the code leaked`);
      await saveScreenshot(page, `gift-cards-void-dialog-${language}-1366`);
      await dialog.getByRole('button', { name: messages['giftCards.voidSubmit'] }).click();
      const done = page.getByRole('dialog', { name: messages['giftCards.voidDoneTitle'] });
      await done.getByRole('status').waitFor();
      await saveScreenshot(page, `gift-cards-void-done-${language}-1366`);
      await done.getByRole('button', { name: messages['giftCards.done'] }).click();
      await table.getByText(messages['giftCards.state.void'], { exact: true }).first().waitFor();
      // The card found by its code follows the void too.
      await foundTable.getByText(messages['giftCards.state.void'], { exact: true }).waitFor();

      // The buyer's e-mail holds the new code and not the old one, once.
      const after = await adminCall(
        `/api/admin/gift-cards?q=${encodeURIComponent(target.order_number)}&page_size=100`,
        AdminGiftCardListResponse,
      );
      const replacement = after.gift_cards.find((c) => c.replaces_id === target.id)!;
      const { code: newCode } = await adminCall(
        `/api/admin/orders/${replacement.order_id}/gift-cards/${replacement.id}/reveal`,
        AdminGiftCardRevealResponse,
        'POST',
      );
      await waitForMail({
        to: target.customer_email,
        subjectIncludes: formatOrderNumber(target.short_number),
      });
      const withNewCode = async () =>
        (await receivedMails({ to: target.customer_email })).filter((m) => m.text.includes(newCode));
      await expect.poll(async () => (await withNewCode()).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await withNewCode();
      expect(mail!.text).toContain(formatOrderNumber(target.short_number));
      expect(mail!.text).not.toContain(oldCode);

      // The order page strikes the void code through and names its replacement.
      await gotoChecked(page, `${baseUrl}/admin/orders/${target.order_id}`);
      await page
        .getByText(fillMessage(messages['orderPage.giftCards.replacedBy'], { id: String(replacement.id) }))
        .waitFor();
      await page
        .getByRole('listitem')
        .filter({
          has: page.getByText(fillMessage(messages['giftCards.cardNumber'], { id }), { exact: true }),
        })
        .locator('del')
        .waitFor();
      await saveScreenshot(page, `gift-cards-order-page-${language}-1366`);
    } catch (error) {
      // The accessibility check on close must not hide what failed here.
      console.error(error);
      await saveScreenshot(page, `gift-cards-failure-${language}`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it('fits a phone', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    try {
      await gotoChecked(page, `${baseUrl}/admin/gift-cards?state=void`);
      await page.getByRole('heading', { name: messages['giftCards.title'], exact: true }).waitFor();
      await page
        .getByRole('table', { name: messages['giftCards.tableLabel'] })
        .getByText(messages['giftCards.state.void'], { exact: true })
        .first()
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await fontsReady(page);
      await saveScreenshot(page, `gift-cards-${language}-390`);
    } finally {
      await context.close();
    }
  });
});
