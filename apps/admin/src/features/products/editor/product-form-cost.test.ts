import { AdminCreateProductBody, type AdminProductDetail } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { formToBody, productToForm } from './product-form';

const detail: AdminProductDetail = {
  id: 12,
  name: 'هاتف',
  name_en: 'Phone',
  image: null,
  price: 250000,
  stock: 7,
  is_active: true,
  is_special_offer: false,
  is_serialized: false,
  discount_type: null,
  discount_value: 0,
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
  category_ids: [2],
  discount_added_by: null,
  variant_option_name: null,
  variant_option_name_ar: null,
  sku: null,
  gtin: null,
  mpn: null,
  images: [],
  options: [],
  variants: [
    {
      id: 50,
      name: 'أسود',
      name_en: 'Black',
      price: 250000,
      stock: 7,
      sku: null,
      gtin: null,
      mpn: null,
      attributes: null,
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  stock_history: [],
  restock_waiting: [],
};

describe('cost price in the product form (decision 026)', () => {
  it('sends back the costs an admin loaded (null stays null: unknown)', () => {
    const loaded = {
      ...detail,
      cost_price: 180000,
      variants: [{ ...detail.variants[0]!, cost_price: null }],
    };
    const body = AdminCreateProductBody.parse(formToBody(productToForm(loaded)));
    expect(body.cost_price).toBe(180000);
    expect(body.variants[0]!.cost_price).toBeNull();
  });

  it('sends no cost at all for a role whose answers carry none (the server keeps the stored ones)', () => {
    const body = formToBody(productToForm(detail));
    expect(body).not.toHaveProperty('cost_price');
    expect(body.variants![0]).not.toHaveProperty('cost_price');
  });
});
