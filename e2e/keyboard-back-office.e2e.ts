// Journey ("Done when"): the back office by keyboard, in Arabic and English — an order moved on its page and on
// the board, the phone drawer opened and closed, the settings saved (also after the session ended under them:
// signed in again in a dialog, the edit kept and saved). The button that moved an order goes with
// its old status (on the board, with its card to another column): after every key the focused element must be
// the expected one, on screen, not under the sticky bars, with a focus ring of at least 3:1. The orders are
// placed through the API for this journey.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { signInThroughApi } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import { expectFocusShown, isFocusedWithin, tabTo } from './support/focus-check.js';
import { fillMessage } from './support/fill-message.js';
import { placeCashOrder, uniqueLocalPhone, type PlacedOrder } from './support/order-setup.js';
import { E2E_ADMIN } from './support/server.js';
import { shopUrl } from './support/shops.js';

const baseUrl = shopUrl();

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl, E2E_ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

async function newOrder(name: string): Promise<PlacedOrder> {
  const phone = uniqueLocalPhone();
  return placeCashOrder(baseUrl, token, { name, email: `keys-${phone}@example.qa`, localPhone: phone });
}

describe.each([
  ['ar', ar],
  ['en', en],
] as const)('the back office by keyboard in %s', (language, messages) => {
  const say = (key: MessageKey, params: Record<string, string> = {}) => fillMessage(messages[key], params);
  const moveButton = (page: Page, action: MessageKey, order: PlacedOrder) =>
    page.getByRole('button', {
      name: say('orders.move.named', { action: say(action), number: order.number }),
    });

  it('moves orders on their page and on the board, and saves the settings, focus kept in sight', async () => {
    const onPage = await newOrder(language === 'ar' ? 'سارة لوحة المفاتيح' : 'Sara Keyboard');
    const onBoard = await newOrder(language === 'ar' ? 'مريم لوحة المفاتيح' : 'Maryam Keyboard');
    const { context, page } = await signInToAdmin(browser, language);

    // The order page: Confirm goes with the pending status; focus goes to the order's next move.
    await page.goto(`${baseUrl}/admin/orders/${onPage.id}`);
    const confirm = moveButton(page, 'orders.move.confirmed', onPage);
    await confirm.waitFor();
    await tabTo(page, confirm, 'order page: Confirm');
    await page.keyboard.press('Enter');
    await moveButton(page, 'orders.move.shipped', onPage).waitFor();
    await expect
      .poll(() => isFocusedWithin(page.locator(`[data-order-moves="${onPage.id}"]`)), {
        message: 'order page: next move',
      })
      .toBe(true);
    await expectFocusShown(page, 'order page: after the move');
    await saveScreenshot(page, `keyboard-order-page-${language}`);

    // The board: the card moves to the confirmed column and focus goes with it.
    await page.goto(`${baseUrl}/admin/orders`);
    const card = page.locator(`[data-order-card="${onBoard.id}"]`);
    await revealCard(page, card, messages['orders.board.showMore']);
    // Reached directly (a busy shared board holds many cards before it), then only keys. A person scrolls the
    // card into the middle of the screen first: focusing it where "show more" left the page would scroll only
    // as far as its edge, under the sticky bars of a crowded board.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
    await moveButton(page, 'orders.move.confirmed', onBoard).focus();
    await expectFocusShown(page, 'board: Confirm');
    await page.keyboard.press('Enter');
    await moveButton(page, 'orders.move.shipped', onBoard).waitFor();
    await expect.poll(() => isFocusedWithin(card), { message: 'board: focus in the moved card' }).toBe(true);
    await expectFocusShown(page, 'board: after the move');
    await saveScreenshot(page, `keyboard-board-${language}`);

    // Settings: a full stop added to the English address and saved, then taken away and saved again. Save
    // keeps the focus while it saves and after (when there is nothing left to save).
    await page.goto(`${baseUrl}/admin/settings?tab=contact`);
    const save = page.getByRole('button', { name: messages['common.save'], exact: true });
    const address = page.getByLabel(messages['settings.contact.locationEn'], { exact: true });
    await save.waitFor();
    for (const [edit, step, back] of [
      ['Period', 'a full stop added', 'Tab'],
      ['Backspace', 'the full stop taken away', 'Shift+Tab'],
    ] as const) {
      await tabTo(page, address, `settings: address (${step})`, 120, back);
      await page.keyboard.press('End');
      await page.keyboard.press(edit);
      await tabTo(page, save, `settings: Save (${step})`, 40);
      await page.keyboard.press('Enter');
      await page.getByText(messages['settings.unsaved']).waitFor({ state: 'detached' });
      await expect
        .poll(() => isFocusedWithin(save), { message: `settings: focus on Save (${step})` })
        .toBe(true);
      await expectFocusShown(page, `settings: after saving (${step})`);
    }
    await context.close();
  }, 300_000);

  it.each(['desktop', 'phone'] as const)(
    'warns before the session ends, and Stay signed in keeps it (%s)',
    async (viewport) => {
      const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, viewport);
      // The server's own answer, its session end moved to three minutes from now: the end as a tab left open
      // for twelve hours would see it. Only the first answer: Stay signed in asks the server again.
      let near = true;
      await page.route('**/api/auth/verify', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        if (near) body.session_expires_at = new Date(Date.now() + 3 * 60_000).toISOString();
        near = false;
        await route.fulfill({ response, json: body });
      });
      await page.goto(`${baseUrl}/admin/settings?tab=contact`);
      const dialog = page.getByRole('alertdialog', { name: messages['session.expiry.title'] });
      await dialog.waitFor();
      const stay = dialog.getByRole('button', { name: messages['session.expiry.stay'] });
      await expect.poll(() => isFocusedWithin(stay), { message: 'warning: focus on Stay' }).toBe(true);
      await expectFocusShown(page, 'warning: Stay');
      await saveScreenshot(page, `keyboard-session-warning-${language}-${viewport}`);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusShown(page, 'warning: closed');
      await context.close();
    },
    120_000,
  );

  it('keeps an edit when the session ends before Save: signs in again over the screen and saves', async () => {
    const { context, page } = await signInToAdmin(browser, language);
    await page.goto(`${baseUrl}/admin/settings?tab=contact`);
    const save = page.getByRole('button', { name: messages['common.save'], exact: true });
    const address = page.getByLabel(messages['settings.contact.locationEn'], { exact: true });
    await save.waitFor();
    const before = await address.inputValue();
    await tabTo(page, address, 'renewal: address', 120);
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    // The session ends on the server while the edit is open (signed out elsewhere, or expired).
    expect(
      await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status),
    ).toBe(200);
    await tabTo(page, save, 'renewal: Save', 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: messages['session.renew.title'] });
    await dialog.waitFor();
    const password = dialog.getByLabel(messages['login.password'], { exact: true });
    await expect
      .poll(() => isFocusedWithin(password), { message: 'renewal: focus on the password' })
      .toBe(true);
    await expectFocusShown(page, 'renewal: password');
    await saveScreenshot(page, `keyboard-session-renewal-${language}`);
    // The screen behind is kept, with the edit in it.
    expect(await address.inputValue()).toBe(`${before}!`);
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The waiting save went through: nothing is left unsaved, and the server has the edit.
    await page.getByText(messages['settings.unsaved']).waitFor({ state: 'detached' });
    await expect.poll(() => isFocusedWithin(save), { message: 'renewal: focus back on Save' }).toBe(true);
    await expectFocusShown(page, 'renewal: after saving');
    await page.reload();
    await expect.poll(() => address.inputValue()).toBe(`${before}!`);
    // Put back as it was.
    await tabTo(page, address, 'renewal: address again', 120);
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await tabTo(page, save, 'renewal: Save again', 40);
    await page.keyboard.press('Enter');
    await page.getByText(messages['settings.unsaved']).waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);

  it('opens the phone drawer and gives focus back to its button (390 px)', async () => {
    const { context, page } = await signInToAdmin(browser, language, E2E_ADMIN, 'phone');
    const open = page.getByRole('button', { name: messages['nav.open'] });
    await tabTo(page, open, 'phone: menu button', 20);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: messages['nav.close'] });
    await expect.poll(() => isFocusedWithin(close)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocusedWithin(open), { message: 'phone: back on the menu button' }).toBe(true);
    await expectFocusShown(page, 'phone: menu button again');
    await context.close();
  }, 120_000);
});
