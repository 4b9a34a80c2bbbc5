// Journey: staff run the orders screens (back-office §2 active orders and all orders, D8) in Arabic
// and in English — moving a new order through the one status machine with the card buttons until it
// leaves the board for the history, then finding an order on the all-orders screen by status and by a phone
// number typed in Arabic-Indic digits, moving it with the inline selector, and deleting (archiving) it.
import { readFile } from 'node:fs/promises';
import { HISTORY_PREVIEW, ORDER_STATUS_LABELS } from '@matjar/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { gotoChecked, launchBrowser, saveScreenshot } from './support/browser.js';
import {
  arabicIndicDigits,
  historyTotal,
  moveOrderThroughApi,
  placeCashOrder,
  uniqueLocalPhone,
} from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { fillMessage } from './support/fill-message.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();
const LANGUAGES = [
  { language: 'ar', messages: ar },
  { language: 'en', messages: en },
] as const;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
  // Enough delivered and canceled orders for the history's "show more": canceled ones, through the API.
  const missing = HISTORY_PREVIEW + 2 - (await historyTotal(baseUrl, token));
  for (let index = 0; index < missing; index += 1) {
    const order = await placeCashOrder(baseUrl, token, {
      name: `History filler ${index}`,
      email: `history-${uniqueSuffix()}@example.com`,
      localPhone: uniqueLocalPhone(),
    });
    await moveOrderThroughApi(baseUrl, token, order.id, 'pending', 'canceled');
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Fills {name} placeholders the way the admin app's translate() does. */
/** The address's search parameters once the list has followed a filter (the screen keeps them there). */
async function waitForSearchParam(page: Page, name: string, value: string): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get(name) === value);
}

describe.each(LANGUAGES)('orders screens in $language', ({ language, messages }) => {
  it('moves a new order pending → confirmed → shipped → delivered; it leaves the board for the history', async () => {
    const order = await placeCashOrder(baseUrl, token, {
      name: `Board ${language} ${uniqueSuffix()}`,
      email: `board-${uniqueSuffix()}@example.com`,
      localPhone: uniqueLocalPhone(),
    });
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/orders`);
    await page.getByRole('heading', { name: messages['orders.activeTitle'], exact: true }).waitFor();

    const cardName = fillMessage(messages['orders.card'], {
      name: order.customerName,
      number: order.number,
    });
    const column = (status: 'pending' | 'confirmed' | 'shipped') =>
      page.getByRole('region', { name: ORDER_STATUS_LABELS[status][language], exact: true });
    const cardIn = (status: 'pending' | 'confirmed' | 'shipped') =>
      column(status).getByRole('article', { name: cardName, exact: true });
    // A move's button on the card in the column it is in: while a move settles, the card it left can linger
    // (disabled) in its old column for a moment.
    const moveButton = (from: 'pending' | 'confirmed' | 'shipped', action: string) =>
      cardIn(from).getByRole('button', {
        name: fillMessage(messages['orders.move.named'], { action, number: order.number }),
      });

    // The board shows 30 cards a column, oldest first: a new order may be past "show more".
    await revealCard(page, cardIn('pending'), messages['orders.board.showMore']);
    await saveScreenshot(page, `admin-orders-board-${language}-1366`);
    await moveButton('pending', messages['orders.move.confirmed']).click();
    await revealCard(page, cardIn('confirmed'), messages['orders.board.showMore']);
    // Shipped offers delivery and the way back to confirmed; confirmed no longer offers "confirm".
    await moveButton('confirmed', messages['orders.move.shipped']).click();
    await revealCard(page, cardIn('shipped'), messages['orders.board.showMore']);
    await moveButton('shipped', messages['orders.move.reconfirm']).waitFor();
    await moveButton('shipped', messages['orders.move.delivered']).click();

    await page.getByRole('article', { name: cardName, exact: true }).waitFor({ state: 'detached' });
    const history = page.getByRole('table', { name: messages['orders.history.tableLabel'], exact: true });
    const openName = fillMessage(messages['orders.open'], { number: order.number });
    await history.getByRole('link', { name: openName, exact: true }).waitFor();
    const row = history
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: openName, exact: true }) });
    expect(await row.textContent()).toContain(ORDER_STATUS_LABELS.delivered[language]);

    // The latest HISTORY_PREVIEW show; "show more" brings the rest, "show less" hides them again.
    expect(await history.getByRole('row').count()).toBe(HISTORY_PREVIEW + 1);
    const more = page.getByRole('button', {
      name: new RegExp(
        fillMessage(messages['orders.history.showMore'], { count: '.+' }).replace(/[()]/g, '\\$&'),
      ),
    });
    await more.click();
    await page.getByRole('button', { name: messages['orders.history.showLess'], exact: true }).click();
    await more.waitFor();
    expect(await history.getByRole('row').count()).toBe(HISTORY_PREVIEW + 1);
    await context.close();
  });

  it('finds an order by status and by a phone typed in Arabic-Indic digits, moves it inline, deletes it', async () => {
    const order = await placeCashOrder(baseUrl, token, {
      name: `All ${language} ${uniqueSuffix()}`,
      email: `all-${uniqueSuffix()}@example.com`,
      localPhone: uniqueLocalPhone(),
    });
    const { context, page } = await signInToAdmin(browser, language);
    await gotoChecked(page, `${baseUrl}/admin/all-orders`);
    await page.getByRole('heading', { name: messages['orders.allTitle'], exact: true }).waitFor();
    const table = page.getByRole('table', { name: messages['orders.tableLabel'], exact: true });
    const link = table.getByRole('link', {
      name: fillMessage(messages['orders.open'], { number: order.number }),
      exact: true,
    });

    // The search follows typing after a pause, and the address keeps it.
    const typed = arabicIndicDigits(order.localPhone);
    await page.getByRole('searchbox', { name: messages['orders.search.label'], exact: true }).fill(typed);
    await waitForSearchParam(page, 'q', typed);
    // Only our order (and the header row) once the list has followed the search.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await link.waitFor();

    // Inline status: only the allowed moves besides the current status.
    const status = page.getByRole('combobox', {
      name: fillMessage(messages['orders.status.select'], { number: order.number }),
      exact: true,
    });
    const options = await status
      .locator('option')
      .evaluateAll((all) => all.map((option) => option.getAttribute('value')));
    expect(options).toEqual(['pending', 'confirmed', 'canceled']);
    await status.selectOption('confirmed');
    await page
      .getByRole('option', {
        name: fillMessage(messages['orders.status.current'], {
          status: ORDER_STATUS_LABELS.confirmed[language],
        }),
      })
      .waitFor({ state: 'attached' });

    const statusFilter = page.getByLabel(messages['orders.filter.status'], { exact: true });
    await statusFilter.selectOption('pending');
    await waitForSearchParam(page, 'status', 'pending');
    await page.getByText(messages['orders.noMatches'], { exact: true }).waitFor();
    await statusFilter.selectOption('confirmed');
    await waitForSearchParam(page, 'status', 'confirmed');
    await link.waitFor();
    await saveScreenshot(page, `admin-all-orders-${language}-1366`);

    // The CSV export is the filtered list: our order, by its number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages['orders.export'], exact: true }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(order.orderNumber);
    expect(csv.trim().split('\n')).toHaveLength(2);

    // Delete = archive: the confirmation says nothing is lost and, for an open order, that stock returns.
    await page
      .getByRole('button', {
        name: fillMessage(messages['orders.archive.named'], { number: order.number }),
      })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: fillMessage(messages['orders.archive.title'], { number: order.number }),
    });
    await dialog.waitFor();
    const explanation = await dialog.textContent();
    expect(explanation).toContain(messages['orders.archive.body']);
    expect(explanation).toContain(messages['orders.archive.bodyOpen']);
    await dialog.getByRole('button', { name: messages['orders.archive'], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await link.waitFor({ state: 'detached' });

    // The archive view still has it, and the general manager can restore it.
    await page.getByLabel(messages['orders.filter.archived'], { exact: true }).check();
    await waitForSearchParam(page, 'archived', 'true');
    const archived = page.getByRole('table', { name: messages['orders.archivedTableLabel'], exact: true });
    await archived
      .getByRole('button', {
        name: fillMessage(messages['orders.restore.named'], { number: order.number }),
      })
      .click();
    await archived
      .getByRole('link', { name: fillMessage(messages['orders.open'], { number: order.number }) })
      .waitFor({
        state: 'detached',
      });
    await context.close();
  });
});
