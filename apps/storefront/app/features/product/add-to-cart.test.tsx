import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, renderInLocale } from '../../testing/render-in-locale.js';
import { testProduct } from '../../testing/test-product.js';
import { AddToCart } from './add-to-cart.js';

afterEach(() => window.localStorage.clear());

describe.each(LOCALES)('AddToCart (%s)', (locale) => {
  it('taking the last unit is said calmly, as a status, not as a red alert', async () => {
    const user = userEvent.setup();
    const product = testProduct({ stock: 1 });
    const { t } = renderInLocale(
      <AddToCart
        product={product}
        variant={null}
        quantity={1}
        unitPrice={product.pricing.final}
        stock={1}
        needsVariant={false}
      />,
      locale,
      { path: `/product/${product.id}` },
    );
    await user.click(screen.getByRole('button', { name: t('product.addToCart') }));
    const note = await screen.findByText(t('cart.stepper.atStock'));
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
