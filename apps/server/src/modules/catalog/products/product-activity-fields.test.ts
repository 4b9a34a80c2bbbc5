import { describe, expect, it } from 'vitest';
import { logged } from './product-write-service.js';

describe('what a product change logs', () => {
  it('keeps the fields staff edit, not the stock history or the shoppers waiting for a restock', () => {
    const product = {
      id: 7,
      name: 'سماعة',
      price: 19_900,
      stock: 3,
      images: [{ url: '/media/a.webp' }],
      options: [{ option_name: 'Colour', values: [{ value: 'Black' }] }],
      variants: [{ name: 'Black', stock: 3 }],
      stock_history: [{ change: 3 }],
      restock_waiting: [{ variant_id: null, count: 2 }],
    } as unknown as Parameters<typeof logged>[0];
    const fields = logged(product);
    expect(Object.keys(fields).sort()).toEqual([
      'id',
      'images',
      'name',
      'options',
      'price',
      'stock',
      'variants',
    ]);
    expect(fields).toMatchObject({
      images: ['/media/a.webp'],
      options: ['Colour: Black'],
      variants: ['Black (3)'],
    });
  });
});
