import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../lib/cart/cart-store.js';
import type { CartApi } from '../../lib/cart/use-cart.js';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ShoppingCart } from '../../ui/icons.js';
import { CartLineItem } from './cart-line-item.js';

const line = (productId: number, name: string, quantity: number): CartLine => ({
  productId,
  variantId: null,
  quantity,
  name,
  name_en: name,
  variantName: null,
  variantNameEn: null,
  image: null,
  price: 10_000,
  stock: 9,
  isGiftCard: false,
});

/** The cart page's list with a cart held in state: removing a line really takes it (and its buttons) away. */
function CartList({ initial }: { initial: CartLine[] }) {
  const [lines, setLines] = useState(initial);
  const without = (productId: number) => setLines((all) => all.filter((l) => l.productId !== productId));
  const cart: CartApi = {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    setQuantity: vi.fn(),
    increment: vi.fn(),
    decrement: (productId) =>
      setLines((all) =>
        all.flatMap((l) =>
          l.productId !== productId ? [l] : l.quantity > 1 ? [{ ...l, quantity: l.quantity - 1 }] : [],
        ),
      ),
    remove: without,
    syncStock: vi.fn(),
    clear: vi.fn(),
  };
  return (
    <main>
      <h1>Cart</h1>
      {lines.length === 0 ? (
        <EmptyState icon={ShoppingCart} title="Empty" />
      ) : (
        <ul>
          {lines.map((l) => (
            <CartLineItem key={l.productId} line={l} quoted={null} cart={cart} />
          ))}
        </ul>
      )}
    </main>
  );
}

describe.each(LOCALES)('focus after a cart line goes (%s)', (locale) => {
  it('moves to the remove button of the line now in its place, then of the line before', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(
      <CartList initial={[line(1, 'Alpha', 1), line(2, 'Beta', 1), line(3, 'Gamma', 1)]} />,
      locale,
      { path: '/cart' },
    );
    await user.click(screen.getByRole('button', { name: t('cart.remove', { name: 'Alpha' }) }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t('cart.remove', { name: 'Beta' }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: t('cart.remove', { name: 'Gamma' }) }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t('cart.remove', { name: 'Beta' }) }),
      ),
    );
  });

  it('minus on the last unit of the last line leaves focus on the "cart is empty" heading', async () => {
    const user = userEvent.setup();
    const { t } = renderInLocale(<CartList initial={[line(1, 'Alpha', 2)]} />, locale, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: t('cart.stepper.decrease', { name: 'Alpha' }) }));
    // Lowered, not removed: focus stays on minus.
    const minus = screen.getByRole('button', { name: t('cart.stepper.decreaseRemoves', { name: 'Alpha' }) });
    expect(document.activeElement).toBe(minus);
    await user.click(minus);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Empty' })));
  });
});
