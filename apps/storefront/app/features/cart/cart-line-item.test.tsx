import { errorMessage, formatMoney, formatNumber, type StoreQuoteLine } from '@matjar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-store.js';
import type { CartApi } from '../../lib/cart/use-cart.js';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { CartLineItem } from './cart-line-item.js';

const LINE: CartLine = {
  productId: 12,
  variantId: 3,
  quantity: 2,
  name: 'آيفون 16 برو',
  name_en: 'iPhone 16 Pro',
  variantName: 'أسود',
  variantNameEn: 'Black',
  image: null,
  price: 429_900,
  stock: 5,
  isGiftCard: false,
};

const quotedLine = (overrides: Partial<StoreQuoteLine> = {}): StoreQuoteLine => ({
  product_id: 12,
  variant_id: 3,
  name: { ar: 'آيفون 16 برو', en: 'iPhone 16 Pro' },
  variantName: { ar: 'أسود', en: 'Black' },
  image: null,
  unitPrice: 399_900,
  quantity: 2,
  lineTotal: 799_800,
  available: 5,
  isGiftCard: false,
  problem: null,
  ...overrides,
});

/** The cart's actions, recorded; the line is given as the cart holds it. */
function cartWith(lines: CartLine[]): CartApi {
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    setQuantity: vi.fn(),
    increment: vi.fn(),
    decrement: vi.fn(),
    remove: vi.fn(),
    syncStock: vi.fn(),
    clear: vi.fn(),
  };
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

function renderLine(
  locale: 'ar' | 'en',
  line: CartLine,
  quoted: StoreQuoteLine | null,
  cart = cartWith([line]),
) {
  const rendered = renderInLocale(
    <ul>
      <CartLineItem line={line} quoted={quoted} cart={cart} />
    </ul>,
    locale,
    { path: '/cart' },
  );
  return { ...rendered, cart, item: screen.getByRole('listitem') };
}

describe.each(LOCALES)('CartLineItem (%s)', (locale) => {
  const name = locale === 'ar' ? 'آيفون 16 برو' : 'iPhone 16 Pro';

  it("shows the line in the page language, priced by the server's quote once it answered", () => {
    const { t, item } = renderLine(locale, LINE, quotedLine());
    expect(within(item).getByText(locale === 'ar' ? 'أسود' : 'Black')).toBeTruthy();
    const links = within(item).getAllByRole('link');
    expect(
      links.every(
        (link) => link.getAttribute('href') === (locale === 'ar' ? '/product/12' : '/en/product/12'),
      ),
    ).toBe(true);
    expect(
      within(item).getByText(spaced(t('cart.unitPrice', { price: formatMoney(399_900, locale) }))),
    ).toBeTruthy();
    expect(spaced(item.textContent ?? '')).toContain(
      spaced(`${t('cart.lineTotal')}: ${formatMoney(799_800, locale)}`),
    );
  });

  it('estimates the line total from the stored price before the quote arrives', () => {
    const { t, item } = renderLine(locale, LINE, null);
    expect(spaced(item.textContent ?? '')).toContain(
      spaced(`${t('cart.lineTotal')}: ${formatMoney(859_800, locale)}`),
    );
  });

  it('changes the quantity and removes the line through the cart, for this product and option', async () => {
    const user = userEvent.setup();
    const { t, cart, item } = renderLine(locale, LINE, quotedLine());
    await user.click(within(item).getByRole('button', { name: t('cart.stepper.increase', { name }) }));
    await user.click(within(item).getByRole('button', { name: t('cart.stepper.decrease', { name }) }));
    await user.click(within(item).getByRole('button', { name: t('cart.remove', { name }) }));
    expect(cart.increment).toHaveBeenCalledWith(12, 3);
    expect(cart.decrement).toHaveBeenCalledWith(12, 3);
    expect(cart.remove).toHaveBeenCalledWith(12, 3);
  });

  it('names a line above the stock and lowers it to what is there in one click', async () => {
    const user = userEvent.setup();
    const { t, cart, item } = renderLine(
      locale,
      { ...LINE, quantity: 4 },
      quotedLine({ quantity: 4, available: 1, problem: 'STOCK_LIMIT' }),
    );
    const alert = within(item).getByRole('alert');
    expect(alert.textContent).toContain(
      errorMessage('STOCK_LIMIT', locale, { available: formatNumber(1, locale) }),
    );
    await user.click(
      within(alert).getByRole('button', {
        name: t('cart.problem.lower', { count: formatNumber(1, locale) }),
      }),
    );
    expect(cart.setQuantity).toHaveBeenCalledWith(12, 3, 1);
  });

  it('sends the shopper back to the product when the option chosen is gone', () => {
    const { t, item } = renderLine(locale, LINE, quotedLine({ problem: 'VARIANT_NOT_FOUND' }));
    const alert = within(item).getByRole('alert');
    expect(
      within(alert)
        .getByRole('link', { name: t('cart.problem.chooseAgain') })
        .getAttribute('href'),
    ).toBe(locale === 'ar' ? '/product/12' : '/en/product/12');
  });

  it('stops plus at the cap on units per line and says so under the stepper', () => {
    const line = { ...LINE, quantity: 10, stock: 50 };
    const { t, item } = renderLine(locale, line, quotedLine({ quantity: 10, available: 50 }));
    const plus = within(item).getByRole('button', {
      name: t('cart.stepper.increase', { name }),
    }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    // The cap, not the stock, stopped it: the button's title and a note read out when it appears say so.
    const capNote = t('cart.limit.line', { max: 10 });
    expect(plus.title).toBe(capNote);
    expect(
      within(item)
        .getAllByRole('status')
        .some((node) => node.textContent === capNote),
    ).toBe(true);
  });
});
