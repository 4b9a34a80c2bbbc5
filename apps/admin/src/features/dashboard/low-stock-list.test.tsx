import { screen, within } from '@testing-library/react';
import type { DashboardLowStockProduct } from '@matjar/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../testing/render-in-language';
import { LowStockList } from './low-stock-list';

const phone: DashboardLowStockProduct = {
  product_id: 1,
  name: 'آيفون 16 برو ماكس',
  name_en: 'iPhone 16 Pro Max',
  stock: null,
  in_stock: 23,
  worst_stock: 0,
  low_variant_count: 1,
  variants: [{ variant_id: 7, name: 'أزرق 256', name_en: 'Blue 256', stock: 0 }],
};
const cable: DashboardLowStockProduct = {
  ...phone,
  product_id: 2,
  name: 'كابل',
  name_en: 'Cable',
  stock: 0,
  in_stock: 0,
  low_variant_count: 0,
  variants: [],
};

describe('LowStockList', () => {
  it('calls a product with units left by its units, and only its sold-out variant "out of stock"', () => {
    renderInLanguage(
      <MemoryRouter>
        <LowStockList items={[phone, cable]} total={2} below={5} />
      </MemoryRouter>,
      'en',
    );
    const [phoneRow, cableRow] = screen.getAllByRole('listitem');
    // The variant's line names it sold out; the product's badge says the 23 units it still has.
    expect(phoneRow!.textContent).toContain('Blue 256 (Out of stock)');
    expect(within(phoneRow!).getByText('23 left')).toBeTruthy();
    expect(phoneRow!.textContent!.match(/Out of stock/g)).toHaveLength(1);
    // A product with nothing left is out of stock.
    expect(within(cableRow!).getByText('Out of stock')).toBeTruthy();
  });
});
