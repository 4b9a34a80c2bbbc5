import type { AdminOrderItem } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { amountDue, lineName, printLines, totalRows } from './order-lines';

function item(overrides: Partial<AdminOrderItem>): AdminOrderItem {
  return {
    id: 1,
    product_id: 10,
    product_name: 'ايفون ١٦ برو',
    product_name_en: 'iPhone 16 Pro',
    variant_name: 'أسود، ٢٥٦ جيجابايت',
    variant_name_en: 'Black, 256 GB',
    quantity: 2,
    unit_price: 450_000,
    total_price: 900_000,
    is_gift_card: false,
    gift_cards: [],
    ...overrides,
  };
}

describe('lineName', () => {
  it('names the product and variant in the staff member’s language', () => {
    expect(lineName(item({}), 'ar')).toEqual({ product: 'ايفون ١٦ برو', variant: 'أسود، ٢٥٦ جيجابايت' });
    expect(lineName(item({}), 'en')).toEqual({ product: 'iPhone 16 Pro', variant: 'Black, 256 GB' });
  });

  it('falls back to the Arabic names where the order kept no English ones', () => {
    const old = item({ product_name_en: null, variant_name_en: '  ' });
    expect(lineName(old, 'en')).toEqual({ product: 'ايفون ١٦ برو', variant: 'أسود، ٢٥٦ جيجابايت' });
    expect(lineName(item({ variant_name: null, variant_name_en: null }), 'en').variant).toBeNull();
  });
});

describe('printLines', () => {
  it('carries both languages, the quantity and the prices of every line', () => {
    expect(printLines({ items: [item({})] })).toEqual([
      {
        id: 1,
        ar: { product: 'ايفون ١٦ برو', variant: 'أسود، ٢٥٦ جيجابايت' },
        en: { product: 'iPhone 16 Pro', variant: 'Black, 256 GB' },
        quantity: 2,
        unitPrice: 450_000,
        totalPrice: 900_000,
      },
    ]);
  });

  it('does not repeat a name that has no English of its own', () => {
    const [line] = printLines({ items: [item({ product_name_en: null, variant_name_en: null })] });
    expect(line?.en).toBeNull();
  });
});

describe('totalRows', () => {
  const base = {
    subtotal: 100_000,
    discount_amount: 0,
    shipping_fee: 2_000,
    coupon_code: null,
    total_amount: 102_000,
    is_gift_card_order: false,
  };

  it('lists subtotal, delivery and total without a discount', () => {
    expect(totalRows(base).map((row) => row.kind)).toEqual(['subtotal', 'delivery', 'total']);
  });

  it('shows the coupon’s discount as an amount taken off, with its code', () => {
    const rows = totalRows({
      ...base,
      discount_amount: 10_000,
      coupon_code: 'MATJAR10',
      total_amount: 92_000,
    });
    expect(rows[1]).toEqual({ kind: 'discount', amount: -10_000, couponCode: 'MATJAR10' });
  });

  it('keeps free delivery on a delivered order but leaves it off a gift-card order', () => {
    expect(totalRows({ ...base, shipping_fee: 0 }).map((row) => row.kind)).toContain('delivery');
    expect(totalRows({ ...base, shipping_fee: 0, is_gift_card_order: true }).map((row) => row.kind)).toEqual([
      'subtotal',
      'total',
    ]);
  });
});

describe('amountDue (the invoice)', () => {
  const cash = {
    payment_method: 'cash',
    cash_received_at: null,
    status: 'shipped',
    total_amount: 102_000,
  } as const;

  it('is the total of a cash order not yet collected, and nothing once collected, canceled or paid by card', () => {
    expect(amountDue(cash)).toBe(102_000);
    expect(amountDue({ ...cash, cash_received_at: '2026-11-21T10:00:00.000Z' })).toBeNull();
    expect(amountDue({ ...cash, status: 'canceled' })).toBeNull();
    expect(amountDue({ ...cash, payment_method: 'online' })).toBeNull();
  });
});
