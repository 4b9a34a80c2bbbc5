import { formatMoney, type StoreProductCard } from '@matjar/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { ProductCardActionsContext, type ProductCardActions } from '../../ui/product-card-actions.js';
import { Heart } from '../../ui/icons.js';
import { WishlistList } from './wishlist-list.js';
import { idBatches } from './use-current-cards.js';

const card = (id: number, price: number, variants: number): StoreProductCard => ({
  id,
  name: `منتج ${id}`,
  name_en: `Product ${id}`,
  image: null,
  price,
  stock: 12,
  category_id: 1,
  brand_id: null,
  brand: null,
  is_special_offer: false,
  discount_type: null,
  discount_value: 0,
  variant_count: variants,
  pricing: { base: price, final: price, hasDiscount: false, percentOff: 0 },
});

// The card's cart control comes from the cart feature through the shell; here it says what it was handed.
const ACTIONS: ProductCardActions = {
  heart: () => null,
  cart: (product) =>
    product.variant_count === undefined ? null : (
      <output data-testid={`cart-${product.id}`}>{`${product.variant_count}`}</output>
    ),
};

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(
        JSON.stringify({
          items: [card(5, 42_900, 0), card(9, 129_900, 3)],
          page: 1,
          pageSize: 2,
          total: 2,
          pageCount: 1,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Two entries as an older visit stored them: a stale price and no word on variants. */
function storeStaleWishlist() {
  const stale = (id: number) => ({
    id,
    name: `منتج ${id}`,
    name_en: `Product ${id}`,
    price: 3_300,
    stock: 1,
  });
  window.localStorage.setItem('wishlist', JSON.stringify([stale(5), stale(9)]));
}

describe.each(LOCALES)('WishlistList (%s)', (locale) => {
  it('shows each product as the catalogue has it now and hands that to the card’s cart control', async () => {
    storeStaleWishlist();
    renderInLocale(
      <ProductCardActionsContext value={ACTIONS}>
        <WishlistList icon={Heart} />
      </ProductCardActionsContext>,
      locale,
      { path: '/wishlist' },
    );
    // A simple product gets the add control, one with variants the choice (the control reads variant_count).
    expect((await screen.findByTestId('cart-5')).textContent).toBe('0');
    expect(screen.getByTestId('cart-9').textContent).toBe('3');
    const page = document.body.textContent ?? '';
    expect(page).toContain(formatMoney(42_900, locale));
    expect(page).not.toContain(formatMoney(3_300, locale));
    expect(requested).toHaveLength(1);
    const query = new URL(requested[0]!, 'http://shop.test').searchParams;
    expect(query.get('ids')).toBe('5,9');
  });

  it('keeps the stored cards, without a cart control, when the catalogue cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    storeStaleWishlist();
    renderInLocale(
      <ProductCardActionsContext value={ACTIONS}>
        <WishlistList icon={Heart} />
      </ProductCardActionsContext>,
      locale,
      { path: '/wishlist' },
    );
    await screen.findAllByRole('article');
    // The failed call settles without a change: the stored prices stay, and no card offers the cart.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((document.body.textContent ?? '').split(formatMoney(3_300, locale))).toHaveLength(3);
    expect(screen.queryByTestId('cart-5')).toBeNull();
  });
});

describe('idBatches', () => {
  it('asks for at most one catalogue page of ids at a time', () => {
    const ids = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(idBatches(ids).map((batch) => batch.length)).toEqual([48, 48, 4]);
    expect(idBatches([])).toEqual([]);
  });
});
