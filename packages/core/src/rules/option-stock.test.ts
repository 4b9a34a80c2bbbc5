import { describe, expect, it } from 'vitest';
import { optionValueSoldOut } from './option-stock.js';

const value = (id: number, en: string, ar: string) => ({
  id,
  value: ar,
  value_en: en,
  color_hex: null,
  images: [],
});
const product = {
  options: [
    {
      id: 1,
      option_name: 'اللون',
      option_name_en: 'Color',
      values: [value(11, 'Black', 'أسود'), value(12, 'Blue', 'أزرق')],
    },
    {
      id: 2,
      option_name: 'السعة',
      option_name_en: 'Storage',
      values: [value(21, '128GB', '128GB'), value(22, '256GB', '256GB')],
    },
  ],
  variants: [
    { stock: 0, attributes: { Color: 'Black', Storage: '128GB' } },
    { stock: 0, attributes: { Color: 'Black', Storage: '256GB' } },
    { stock: 3, attributes: { Color: 'Blue', Storage: '128GB' } },
    { stock: 0, attributes: { Color: 'Blue', Storage: '256GB' } },
  ],
};

describe('optionValueSoldOut', () => {
  it('is true for a value every one of whose variants is sold out', () => {
    expect(optionValueSoldOut(product, 1, 11)).toBe(true);
  });
  it('is false while one variant with the value has stock', () => {
    expect(optionValueSoldOut(product, 1, 12)).toBe(false);
    expect(optionValueSoldOut(product, 2, 21)).toBe(false);
  });
  it('takes the values chosen in the other options into account', () => {
    expect(optionValueSoldOut(product, 2, 21, { 1: 12 })).toBe(false);
    expect(optionValueSoldOut(product, 2, 22, { 1: 12 })).toBe(true);
    // The option's own chosen value is replaced by the one asked about.
    expect(optionValueSoldOut(product, 1, 12, { 1: 11, 2: 21 })).toBe(false);
  });
  it('reads variants stored with Arabic attribute names too', () => {
    const arabic = {
      ...product,
      variants: [
        { stock: 0, attributes: { اللون: 'أسود' } },
        { stock: 2, attributes: { اللون: 'أزرق' } },
      ],
    };
    expect(optionValueSoldOut(arabic, 1, 11)).toBe(true);
    expect(optionValueSoldOut(arabic, 1, 12)).toBe(false);
  });
  it('does not call a value no variant has sold out', () => {
    expect(optionValueSoldOut({ ...product, variants: [] }, 1, 11)).toBe(false);
  });
});
