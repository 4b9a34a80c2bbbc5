import { AdminCreateProductBody, type AdminProductDetail } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { checkOptionDraft, checkVariantDraft, finishOptionDraft } from './option-draft';
import {
  emptyProductForm,
  formToBody,
  productFormResolver,
  productToForm,
  type ProductFormValues,
} from './product-form';

const detail: AdminProductDetail = {
  id: 12,
  name: 'هاتف',
  name_en: 'Phone',
  image: '/media/products/a-640.webp',
  price: 250000,
  stock: 7,
  is_active: true,
  is_special_offer: false,
  is_serialized: false,
  discount_type: 'percentage',
  discount_value: 10,
  category_id: 2,
  brand_id: 4,
  brand_name: 'سامسونج',
  brand_name_en: 'Samsung',
  variant_count: 1,
  stock_from_codes: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  description: 'وصف',
  description_en: null,
  category_ids: [2, 5],
  discount_added_by: 'owner',
  variant_option_name: 'Colour',
  variant_option_name_ar: 'اللون',
  sku: null,
  gtin: null,
  mpn: null,
  images: [
    { id: 31, url: '/media/products/b-640.webp', display_order: 1, option_value_id: 41 },
    { id: 30, url: '/media/products/a-640.webp', display_order: 0, option_value_id: null },
  ],
  options: [
    {
      id: 40,
      option_name: 'اللون',
      option_name_en: 'Colour',
      option_type: 'color',
      values: [{ id: 41, value: 'أسود', value_en: 'Black', color_hex: '#000000', images: [] }],
    },
  ],
  variants: [
    {
      id: 50,
      name: 'أسود',
      name_en: 'Black',
      price: 250000,
      stock: 7,
      sku: 'PH-BLK',
      gtin: '4006381333931',
      mpn: null,
      attributes: { اللون: 'أسود' },
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  stock_history: [],
  restock_waiting: [],
};

const resolve = (values: ProductFormValues) =>
  productFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('product form ↔ API body', () => {
  it('turns a loaded product into a body the server schema accepts, keeping ids, order and links', () => {
    const body = formToBody(productToForm(detail));
    const parsed = AdminCreateProductBody.parse(body);
    expect(parsed.images.map((image) => image.id)).toEqual([30, 31]);
    expect(body.images?.[1]).toEqual({
      id: 31,
      url: '/media/products/b-640.webp',
      option_value_key: 'value-41',
    });
    expect(body.options?.[0]?.values[0]).toMatchObject({ id: 41, key: 'value-41', color_hex: '#000000' });
    expect(body.variants?.[0]).toMatchObject({ id: 50, price: 250000, sku: 'PH-BLK' });
    expect(parsed.name_en).toBe('Phone');
    expect(parsed.description_en).toBeNull();
    expect(parsed.category_ids).toEqual([2, 5]);
  });

  it('sends no discount value without a type, and the variants stock as the product stock', () => {
    const values = productToForm(detail);
    values.discount_type = null;
    values.discount_value = 15;
    values.variants = [
      { ...values.variants[0]!, stock: 3 },
      { ...values.variants[0]!, key: 'new-variant-1', id: undefined, stock: 4, sku: '' },
    ];
    const body = formToBody(values);
    expect(body.discount_value).toBe(0);
    expect(body.stock).toBe(7);
    expect(body.variants?.[1]).not.toHaveProperty('id');
  });

  it('drops an image link to a colour that was removed', () => {
    const values = productToForm(detail);
    values.options = [];
    expect(formToBody(values).images?.[1]?.option_value_key).toBeNull();
  });

  it('keeps colours only on colour options', () => {
    const values = productToForm(detail);
    values.options[0] = { ...values.options[0]!, option_type: 'text' };
    expect(formToBody(values).options?.[0]?.values[0]?.color_hex).toBeNull();
  });

  it("checks an empty form with the server's schema and its catalogue codes", async () => {
    const { errors } = await resolve(emptyProductForm());
    expect(errors.name?.message).toBe('PRODUCT_NAME_REQUIRED');
    expect(errors.description?.message).toBe('DESCRIPTION_REQUIRED');
    expect(errors.category_ids?.message).toBe('CATEGORY_REQUIRED');
    expect(errors.brand_id).toBeDefined();
    expect(errors.price).toBeDefined();
  });

  it('reports a variant without a price on its row', async () => {
    const values = productToForm(detail);
    values.variants[0] = { ...values.variants[0]!, price: null };
    const { errors } = await resolve(values);
    expect(errors.variants?.[0]?.message).toBe('VARIANT_NAME_AND_PRICE_REQUIRED');
  });

  it("sends the product's and each variant's identifiers, and reports a wrong GTIN on its field", async () => {
    const values = productToForm(detail);
    expect(values.variants[0]).toMatchObject({ gtin: '4006381333931', mpn: '' });
    values.sku = 'PH-1';
    values.gtin = '036000291452';
    values.mpn = 'SM-S921B';
    const body = formToBody(values);
    expect(body).toMatchObject({ sku: 'PH-1', gtin: '036000291452', mpn: 'SM-S921B' });
    expect(body.variants?.[0]).toMatchObject({ gtin: '4006381333931', mpn: '' });
    values.gtin = '036000291453';
    const { errors } = await resolve(values);
    expect(errors.gtin?.message).toBe('GTIN_INVALID');
  });

  it('passes a complete product through unchanged', async () => {
    const values = productToForm(detail);
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });
});

describe('option and variant modals', () => {
  const option = productToForm(detail).options[0]!;

  it("give the spec's messages", () => {
    expect(checkOptionDraft({ ...option, option_name: ' ' })).toBe('OPTION_NAME_AND_VALUES_REQUIRED');
    expect(checkOptionDraft({ ...option, values: [] })).toBe('OPTION_NAME_AND_VALUES_REQUIRED');
    expect(checkOptionDraft({ ...option, values: [{ ...option.values[0]!, value: '' }] })).toBe(
      'OPTION_VALUE_REQUIRED',
    );
    expect(checkOptionDraft(option)).toBeNull();
    expect(checkVariantDraft({ name: 'أسود', price: null })).toBe('VARIANT_NAME_AND_PRICE_REQUIRED');
    expect(checkVariantDraft({ name: '', price: 100 })).toBe('VARIANT_NAME_AND_PRICE_REQUIRED');
    expect(checkVariantDraft({ name: 'أسود', price: 0 })).toBeNull();
    // A barcode number is checked as the server checks it: its check digit, groups and Arabic digits read.
    expect(checkVariantDraft({ name: 'أسود', price: 1, gtin: '4006381333932' })).toBe('GTIN_INVALID');
    expect(checkVariantDraft({ name: 'أسود', price: 1, gtin: '٤٠٠٦٣٨١ ٣٣٣٩٣١' })).toBeNull();
    expect(checkVariantDraft({ name: 'أسود', price: 1, gtin: '  ' })).toBeNull();
  });

  it('give a colour value black by default and clear colours of text options', () => {
    const colorless = { ...option, values: [{ ...option.values[0]!, color_hex: null, value: ' أحمر ' }] };
    expect(finishOptionDraft(colorless).values[0]).toMatchObject({ value: 'أحمر', color_hex: '#000000' });
    expect(finishOptionDraft({ ...option, option_type: 'text' }).values[0]?.color_hex).toBeNull();
  });
});
