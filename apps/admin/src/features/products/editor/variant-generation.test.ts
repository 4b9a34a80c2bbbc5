import { describe, expect, it } from 'vitest';
import type { ProductFormOption, ProductFormVariant } from './product-form';
import { generateVariants, optionCombinations } from './variant-generation';

const value = (key: string, ar: string, en = '') => ({
  key,
  value: ar,
  value_en: en,
  color_hex: null,
  images: [],
});

const color: ProductFormOption = {
  key: 'o1',
  option_name: 'اللون',
  option_name_en: 'Colour',
  option_type: 'color',
  values: [value('v1', 'أسود', 'Black'), value('v2', 'أبيض')],
};
const storage: ProductFormOption = {
  key: 'o2',
  option_name: 'السعة',
  option_name_en: 'Storage',
  option_type: 'text',
  values: [value('v3', '128', '128 GB'), value('v4', '256', '256 GB')],
};

describe('variants from option values', () => {
  it('makes one combination per pair of values, the first option varying slowest', () => {
    const combinations = optionCombinations([color, storage]);
    expect(combinations.map((c) => c.name)).toEqual(['أسود / 128', 'أسود / 256', 'أبيض / 128', 'أبيض / 256']);
    // A value without English falls back to its Arabic text.
    expect(combinations.map((c) => c.name_en)).toEqual([
      'Black / 128 GB',
      'Black / 256 GB',
      'أبيض / 128 GB',
      'أبيض / 256 GB',
    ]);
    expect(combinations[1]!.attributes).toEqual({ اللون: 'أسود', السعة: '256' });
  });

  it('ignores options without a name or values, and has nothing to make from none', () => {
    expect(optionCombinations([])).toEqual([]);
    expect(optionCombinations([{ ...storage, values: [] }])).toEqual([]);
    expect(optionCombinations([color, { ...storage, option_name: ' ' }])).toHaveLength(2);
  });

  it('keeps existing variants for their combination and adds the rest at the product price', () => {
    const existing: ProductFormVariant = {
      key: 'variant-9',
      id: 9,
      name: 'أسود',
      name_en: 'Black',
      price: 4000,
      stock: 3,
      sku: 'BLK',
      gtin: '',
      mpn: '',
      attributes: { اللون: 'أسود' },
      is_active: true,
    };
    const stray: ProductFormVariant = {
      ...existing,
      key: 'variant-10',
      id: 10,
      name: 'أحمر',
      attributes: null,
    };
    const result = generateVariants([color], [existing, stray], 5000);
    expect(result.added).toBe(1);
    expect(result.removed).toBe(1);
    expect(result.variants[0]).toMatchObject({ id: 9, price: 4000, stock: 3, sku: 'BLK' });
    expect(result.variants[1]).toMatchObject({ name: 'أبيض', price: 5000, stock: 0, sku: '' });
    expect(result.variants[1]).not.toHaveProperty('id');
  });

  it('leaves the price of new variants empty while the product has none', () => {
    expect(generateVariants([color], [], null).variants[0]!.price).toBeNull();
    expect(generateVariants([color], [], Number.NaN).variants[0]!.price).toBeNull();
  });
});
