import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, renderInLanguage } from '../../../testing/render-in-language';
import type { ProductFormVariant } from './product-form';
import { VariantGrid } from './variant-grid';

const variant = (key: string, name: string, name_en: string): ProductFormVariant => ({
  key,
  name,
  name_en,
  price: 129_900,
  stock: 5,
  sku: '',
  gtin: '',
  mpn: '',
  attributes: null,
  is_active: true,
});

/** The grid, and what it last said about wrong cells (as the product editor hears it). */
function Grid() {
  const [variants, setVariants] = useState([
    variant('a', '128 جيجا', '128 GB'),
    variant('b', '256 جيجا', '256 GB'),
  ]);
  const [wrong, setWrong] = useState(false);
  return (
    <>
      <VariantGrid
        variants={variants}
        onChange={setVariants}
        onEdit={() => undefined}
        onWrongCellsChange={setWrong}
      />
      <output data-testid="wrong-cells">{String(wrong)}</output>
    </>
  );
}

describe.each(LANGUAGES)('VariantGrid (%s)', (language) => {
  it('says a wrong cell in words under it, tied to the cell, and clears it once fixed', async () => {
    const user = userEvent.setup();
    const { t } = renderInLanguage(<Grid />, language);
    const name = language === 'ar' ? '256 جيجا' : '256 GB';
    const stock = screen.getByRole('textbox', { name: t('productBatches.grid.stockOf', { name }) });
    await user.clear(stock);
    await user.type(stock, '2.5');
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(stock.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(t('productBatches.grid.stockInvalid'));
    // Visible on the page, not only in a tooltip.
    expect(screen.getByText(t('productBatches.grid.stockInvalid'))).toBe(message);
    expect(stock.getAttribute('title')).toBeNull();
    // The editor is told, so its Save waits rather than leaving the typed text out.
    expect(screen.getByTestId('wrong-cells').textContent).toBe('true');

    const price = screen.getByRole('textbox', { name: t('productBatches.grid.priceOf', { name }) });
    await user.clear(price);
    await user.type(price, 'abc');
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      t('productBatches.grid.priceInvalid'),
    );

    await user.clear(stock);
    await user.type(stock, '3');
    expect(stock.getAttribute('aria-invalid')).toBeNull();
    expect(stock.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(t('productBatches.grid.stockInvalid'))).toBeNull();
    // The price is still wrong.
    expect(screen.getByTestId('wrong-cells').textContent).toBe('true');
    await user.clear(price);
    await user.type(price, '1299.50');
    expect(screen.getByTestId('wrong-cells').textContent).toBe('false');
  });
});
