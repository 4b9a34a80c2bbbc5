import type { AdminProductListResponse, AdminProductRow } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { applyPatchToList } from './patch-product';

const row = (id: number, change: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id,
  name: `منتج ${id}`,
  name_en: null,
  image: null,
  price: 1000,
  stock: 5,
  is_active: true,
  is_special_offer: false,
  discount_type: null,
  discount_value: 0,
  category_id: 1,
  brand_id: 1,
  brand_name: null,
  brand_name_en: null,
  variant_count: 0,
  stock_from_codes: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...change,
});

const list: AdminProductListResponse = {
  success: true,
  products: [row(1), row(2, { is_special_offer: true })],
  total: 2,
  page: 1,
  page_size: 20,
  special_offer_count: 3,
};

describe('optimistic list change', () => {
  it('changes only the row patched', () => {
    const next = applyPatchToList(list, { id: 1, change: { stock: 9 } });
    expect(next.products.map((product) => product.stock)).toEqual([9, 5]);
    expect(next.special_offer_count).toBe(3);
    expect(list.products[0]!.stock).toBe(5);
  });

  it('moves the shop offer count with the offer flag, and not when it does not change', () => {
    expect(applyPatchToList(list, { id: 1, change: { is_special_offer: true } }).special_offer_count).toBe(4);
    expect(applyPatchToList(list, { id: 2, change: { is_special_offer: false } }).special_offer_count).toBe(
      2,
    );
    expect(applyPatchToList(list, { id: 2, change: { is_special_offer: true } }).special_offer_count).toBe(3);
  });
});
