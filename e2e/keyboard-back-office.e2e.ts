// Journey ("Done when"): the back office by keyboard, in Arabic and English — an order moved on its page and on
// the board, the phone drawer opened and closed, the settings saved (also after the session ended under them:
// signed in again in a dialog, the edit kept and saved), and the product editor: a refused save focuses the
// first field to correct, a wrong variant price is said in words and tied to its cell (Save waits for it),
// and the edit is saved over a session that ended while it was open. The button that moved an order goes with
// its old status (on the board, with its card to another column): after every key the focused element must be
// the expected one, on screen, not under the sticky bars, with a focus ring of at least 3:1. The orders are
// placed through the API for this journey.
import type { Browser, Page } from 'playwright-core';
import { ORDER_STATUS_LABELS } from '@matjar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, type MessageKey } from '../apps/admin/src/i18n/ar.js';
import { en } from '../apps/admin/src/i18n/en.js';
import { adminJson, signInThroughApi, uniqueSuffix } from './support/admin-api.js';
import { signInToAdmin } from './support/admin-sign-in.js';
import { revealCard } from './support/board.js';
import { launchBrowser, saveScreenshot } from './support/browser.js';
import { expectFocusShown, isFocusedWithin, press, tabTo } from './support/focus-check.js';
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

interface StoredVariant {
  id: number;
  name: string;
  name_en: string | null;
  price: number;
}

/** A product of its own with two variants, so the journey's edit touches nothing another journey reads. */
async function newProductWithVariants(): Promise<{ id: number; variants: StoredVariant[] }> {
  const suffix = uniqueSuffix();
  const { categories } = (await adminJson(baseUrl, token, 'GET', '/categories')) as {
    categories: { id: number }[];
  };
  const { brands } = (await adminJson(baseUrl, token, 'GET', '/brands')) as { brands: { id: number }[] };
  const { product } = (await adminJson(baseUrl, token, 'POST', '/products', {
    name: `مصباح مكتب ${suffix}`,
    name_en: `Desk lamp ${suffix}`,
    description: 'مصباح تجريبي',
    price: 12_000,
    stock: 0,
    category_ids: [categories[0]!.id],
    brand_id: brands[0]!.id,
    variants: [
      ['أبيض', 'White'],
      ['أسود', 'Black'],
    ].map(([name, nameEn]) => ({
      name: name!,
      name_en: nameEn!,
      price: 12_000,
      stock: 3,
      sku: `LAMP-${suffix}-${nameEn}`,
    })),
  })) as { product: { id: number; variants: StoredVariant[] } };
  return product;
}

async function newOrder(name: string): Promise<PlacedOrder> {
  const phone = uniqueLocalPhone();
  return placeCashOrder(baseUrl, token, { name, email: `keys-${phone}@example.qa`, localPhone: phone });
}

describe.each([
  ['ar', ar],
  ['en', en],
] as const)('the back office by keyboard in %s', (language, messages) => {
  const say = (key: MessageKey, params: Record<string, string> = {}) => fillMessage(messages[key], params);
  /**
   * Waits for a move to have finished as the staff member sees it: its notice. The order's new buttons can be
   * drawn before that (the server's own event about the move may arrive before its answer); focus goes to
   * them once the move is done.
   */
  const moveDone = (page: Page, order: PlacedOrder, to: 'confirmed') =>
    page
      .getByText(say('orders.move.done', { number: order.number, status: ORDER_STATUS_LABELS[to][language] }))
      .first()
      .waitFor();
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
    await moveDone(page, onPage, 'confirmed');
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
    await moveDone(page, onBoard, 'confirmed');
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

  it('edits a product: refused saves focus the field to correct; the session renewed before Save', async () => {
    const product = await newProductWithVariants();
    const [white] = product.variants as [StoredVariant];
    const variantName = language === 'ar' ? white.name : (white.name_en ?? white.name);
    const { context, page } = await signInToAdmin(browser, language);
    const save = page.getByRole('button', { name: messages['common.save'], exact: true });

    // A new product saved empty: focus goes to the first field to correct, the Arabic name.
    await page.goto(`${baseUrl}/admin/products/create`);
    await save.waitFor();
    await tabTo(page, save, 'new product: Save', 150);
    await press(page, 'Enter', 'new product: refused', page.locator('#name_ar'));
    expect(await page.locator('#name_ar').getAttribute('aria-invalid')).toBe('true');

    await page.goto(`${baseUrl}/admin/products/edit/${product.id}`);
    const price = page.getByRole('textbox', {
      name: say('productBatches.grid.priceOf', { name: variantName }),
      exact: true,
    });
    await price.waitFor();
    // Every stop on the way is checked: none may sit under the header or the editor's sticky save bar.
    await tabTo(page, price, 'product: first variant price', 120);

    // A price that is no price: the cell says so in words, tied to it, not by its red border alone.
    await page.keyboard.type('abc');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await price.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      messages['productBatches.grid.priceInvalid'],
    );
    await expectFocusShown(page, 'product: the wrong price');
    await saveScreenshot(page, `keyboard-product-variant-error-${language}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await price.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `keyboard-product-variant-error-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Save waits while the cell says it is wrong (the typed text is not a price to send): focus goes back to it.
    await tabTo(page, save, 'product: Save with a wrong cell', 120);
    await press(page, 'Enter', 'product: refused, back to the cell', price);
    expect(await price.inputValue()).toBe('abc');

    // Put right: the words and the mark go.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('135.50');
    expect(await price.getAttribute('aria-invalid')).toBeNull();
    expect(await price.getAttribute('aria-describedby')).toBeNull();

    // The session ends on the server while the edit is open (on Save, so that no call the screen makes in
    // the background meets the ended session first); Save waits for the password, then saves it.
    await tabTo(page, save, 'product: Save', 120);
    expect(
      await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status),
    ).toBe(200);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: messages['session.renew.title'] });
    await dialog.waitFor();
    const password = dialog.getByLabel(messages['login.password'], { exact: true });
    await expect
      .poll(() => isFocusedWithin(password), { message: 'product renewal: focus on the password' })
      .toBe(true);
    await expectFocusShown(page, 'product renewal: password');
    // The screen behind (hidden from the accessibility tree while the dialog is open) keeps the edit.
    const priceName = say('productBatches.grid.priceOf', { name: variantName });
    expect(await page.locator(`input[aria-label="${priceName}"]`).inputValue()).toBe('135.50');
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The waiting save went through: the editor leaves for the list, and the server has the new price.
    await page.waitForURL(`${baseUrl}/admin/products`);
    const { product: saved } = (await adminJson(baseUrl, token, 'GET', `/products/${product.id}`)) as {
      product: { variants: StoredVariant[] };
    };
    expect(saved.variants.find((variant) => variant.id === white.id)?.price).toBe(13_550);
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
