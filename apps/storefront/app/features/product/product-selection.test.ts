import { describe, expect, it } from 'vitest';
import {
  optionsOfVariant,
  pickerFor,
  purchaseState,
  variantForOptions,
  withPageDescription,
  withReview,
} from './product-selection.js';
import { localText } from '../../lib/product-display.js';
import { testProduct } from '../../testing/test-product.js';

const storage = {
  id: 10,
  option_name: 'السعة',
  option_name_en: 'Storage',
  option_type: 'text' as const,
  values: [
    { id: 101, value: '128 جيجابايت', value_en: '128GB', color_hex: null, images: [] },
    { id: 102, value: '256 جيجابايت', value_en: '256GB', color_hex: null, images: [] },
  ],
};
const color = {
  id: 20,
  option_name: 'اللون',
  option_name_en: 'Color',
  option_type: 'color' as const,
  values: [
    { id: 201, value: 'أسود', value_en: 'Black', color_hex: '#000000', images: [] },
    { id: 202, value: 'أبيض', value_en: 'White', color_hex: '#ffffff', images: [] },
  ],
};
const variant = (id: number, size: string, color: string, price: number, stock: number) => ({
  id,
  name: `${size} / ${color}`,
  name_en: `${size} / ${color}`,
  price,
  stock,
  sku: null,
  gtin: null,
  mpn: null,
  attributes: { Storage: size, Color: color },
  denomination: null,
});
const product = testProduct({
  discount_type: 'fixed',
  discount_value: 10_000,
  options: [storage, color],
  variants: [
    variant(1, '128GB', 'Black', 300_000, 5),
    variant(2, '256GB', 'Black', 350_000, 2),
    variant(3, '256GB', 'White', 350_000, 0),
  ],
});

describe('product page selection', () => {
  it('finds the variant for a full choice of option values', () => {
    expect(variantForOptions(product, { 10: 102, 20: 201 })?.id).toBe(2);
    expect(variantForOptions(product, { 10: 101, 20: 202 })).toBeNull(); // no such combination
    expect(variantForOptions(product, { 10: 102 })).toBeNull(); // colour not chosen yet
  });

  it('lights the option values of a chosen variant', () => {
    expect(optionsOfVariant(product, product.variants[2]!)).toEqual({ 10: 102, 20: 202 });
  });

  it('prices the chosen variant, else the first, after the discount', () => {
    expect(purchaseState(product, null)).toMatchObject({
      price: { base: 300_000, final: 290_000, hasDiscount: true },
      stock: null,
      needsVariant: true,
    });
    expect(purchaseState(product, product.variants[1]!)).toMatchObject({
      price: { base: 350_000, final: 340_000 },
      stock: 2,
      needsVariant: false,
    });
  });

  it('uses the product stock when there are no variants', () => {
    expect(purchaseState(testProduct({ stock: 7 }), null)).toMatchObject({
      stock: 7,
      needsVariant: false,
      soldOut: false,
    });
    expect(purchaseState(testProduct({ stock: 0 }), null)).toMatchObject({ stock: 0, soldOut: true });
  });

  it('says sold out, not "choose a variant", when every variant is sold out', () => {
    expect(purchaseState(product, null)).toMatchObject({ soldOut: false, needsVariant: true });
    const soldOut = testProduct({
      options: [storage, color],
      variants: [variant(1, '128GB', 'Black', 300_000, 0), variant(2, '256GB', 'White', 350_000, 0)],
    });
    expect(purchaseState(soldOut, null)).toMatchObject({ soldOut: true, needsVariant: false, stock: 0 });
    expect(purchaseState(soldOut, soldOut.variants[0]!)).toMatchObject({ soldOut: true, stock: 0 });
  });

  it('shows one picker: the options when every variant is a combination of them, else the variants', () => {
    expect(pickerFor(product)).toBe('options');
    expect(pickerFor({ options: [], variants: product.variants })).toBe('variants');
    // A variant whose attributes name no option value cannot be reached through the options.
    const loose = { ...variant(4, '512GB', 'Blue', 400_000, 3) };
    expect(pickerFor({ options: product.options, variants: [...product.variants, loose] })).toBe('variants');
    expect(pickerFor({ options: [], variants: [] })).toBe('none');
    expect(pickerFor({ options: [color], variants: [] })).toBe('options');
  });

  it('adds a new review to the rating summary', () => {
    const summary = {
      average: 4,
      count: 2,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 2 : 0 })),
    };
    const next = withReview(summary, 5);
    expect(next.count).toBe(3);
    expect(next.average).toBe(4.3);
    expect(next.distribution.find((row) => row.stars === 5)?.count).toBe(1);
  });
});

describe('withPageDescription', () => {
  const product = testProduct({});

  it('keeps only the description the page shows, names in both languages', () => {
    const arabic = withPageDescription(product, 'ar');
    expect(arabic.description).toBe('شاشة 6.3 بوصة');
    expect(arabic.description_en).toBeNull();
    const english = withPageDescription(product, 'en');
    expect(english.description_en).toBe('A 6.3-inch display');
    expect(english.description).toBe('');
    for (const page of [arabic, english]) {
      expect([page.name, page.name_en]).toEqual([product.name, product.name_en]);
    }
    for (const locale of ['ar', 'en'] as const) {
      expect(localText(...describedIn(withPageDescription(product, locale)), locale)).toBe(
        localText(...describedIn(product), locale),
      );
    }
  });

  it('keeps the Arabic text on an English page when there is no English description', () => {
    const untranslated = withPageDescription({ ...product, description_en: '  ' }, 'en');
    expect(localText(untranslated.description, untranslated.description_en, 'en')).toBe('شاشة 6.3 بوصة');
  });
});

function describedIn(product: { description: string; description_en: string | null }) {
  return [product.description, product.description_en] as const;
}
