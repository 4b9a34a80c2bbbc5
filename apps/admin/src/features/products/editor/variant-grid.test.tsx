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

function Grid() {
  const [variants, setVariants] = useState([
    variant('a', '128 جيجا', '128 GB'),
    variant('b', '256 جيجا', '256 GB'),
  ]);
  return <VariantGrid variants={variants} onChange={setVariants} onEdit={() => undefined} />;
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
  });
});
