import { describe, expect, it } from 'vitest';
import { OrderStatusPatchBody, StoreCreateOrderBody, StoreVerifyOrderResponse } from './orders.js';

const validOrder = {
  orderNumber: 'ORD-1735660000000',
  customer: { name: 'سارة أحمد', email: ' Sara@Example.QA ', phone: '+974 5555 1234' },
  items: [
    {
      product_id: 12,
      variant_id: 3,
      quantity: 2,
      product_name: 'iPhone',
      unit_price: 399900,
      total_price: 799800,
    },
    { product_id: 40, quantity: 1, gift_card_code: 'X' },
  ],
  orderData: {
    customer_name: 'ignored',
    total_amount: 1,
    shipping_address: 'West Bay, Street 801',
    shipping_city: 'Doha',
    shipping_zone: '66',
    shipping_street: '801',
    shipping_building: '12',
    shipping_country: 'Qatar',
  },
  paymentMethod: 'online',
  couponCode: 'welcome10',
  locale: 'ar',
};

describe('StoreCreateOrderBody (storefront §7 payload)', () => {
  it('keeps only what the server uses', () => {
    const body = StoreCreateOrderBody.parse(validOrder);
    expect(body.customer.email).toBe('sara@example.qa');
    expect(body.items).toEqual([
      { product_id: 12, variant_id: 3, quantity: 2 },
      { product_id: 40, quantity: 1 },
    ]);
    // The old client's free-text shipping_address is dropped: the server builds the line from the parts (D14).
    expect(body.orderData).toEqual({
      shipping_city: 'Doha',
      shipping_zone: '66',
      shipping_street: '801',
      shipping_building: '12',
    });
  });

  it('accepts a gift-card order without phone or shipping', () => {
    const body = StoreCreateOrderBody.parse({
      customer: { name: 'Ali', email: 'ali@example.qa' },
      items: [{ product_id: 40, quantity: 1 }],
      paymentMethod: 'online',
    });
    expect(body.orderData).toEqual({});
    expect(body.customer.phone).toBeUndefined();
  });

  it.each([
    ['empty cart', { items: [] }, 'CART_EMPTY'],
    ['zero quantity', { items: [{ product_id: 1, quantity: 0 }] }, undefined],
    ['bad email', { customer: { name: 'A', email: 'nope' } }, 'INVALID_EMAIL'],
    ['blank name', { customer: { name: '  ', email: 'a@b.qa' } }, 'REQUIRED'],
    ['unknown payment method', { paymentMethod: 'cheque' }, undefined],
  ])('refuses %s', (_name, patch, message) => {
    const result = StoreCreateOrderBody.safeParse({ ...validOrder, ...patch });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('OrderStatusPatchBody (D8)', () => {
  it.each([
    ['pending', 'pending'],
    ['confirmed', 'confirmed'],
    ['shipped', 'shipped'],
    ['delivered', 'delivered'],
    ['canceled', 'canceled'],
    ['processing', 'confirmed'],
    ['completed', 'delivered'],
    ['cancelled', 'canceled'],
  ])('%s -> %s', (input, status) => {
    expect(OrderStatusPatchBody.parse({ status: input })).toEqual({ status });
  });

  it.each(['refunded', '', 'PENDING'])('refuses %j', (status) => {
    expect(OrderStatusPatchBody.safeParse({ status }).success).toBe(false);
  });
});

describe('StoreVerifyOrderResponse', () => {
  it('parses a completed gift-card order', () => {
    const response = {
      success: true,
      order: {
        orderNumber: 'ORD-1',
        customerName: 'Ali',
        customerEmail: 'ali@example.qa',
        totalAmount: 10000,
        status: 'confirmed',
        paymentStatus: 'completed',
        paymentMethod: 'online',
        isGiftCardOrder: true,
        giftCards: [{ productName: 'Apple 100', value: 10000, code: 'APPLE-100-ABC-K7Q2' }],
        codesSentTo: null,
        items: [
          {
            productName: 'بطاقة أبل 100',
            productNameEn: 'Apple 100',
            variantName: null,
            variantNameEn: null,
            quantity: 1,
            totalPrice: 10000,
          },
        ],
        delivery: null,
      },
      transaction: { status: 'completed', transactionId: 'tx_1', amount: 10000, visaId: null },
    };
    expect(StoreVerifyOrderResponse.parse(response)).toEqual(response);
  });

  it('reads an answer of a server from before the lines and address as none of either', () => {
    const parsed = StoreVerifyOrderResponse.parse({
      success: true,
      order: {
        orderNumber: 'ORD-2',
        customerName: '',
        customerEmail: '',
        totalAmount: 500,
        status: 'pending',
        paymentStatus: null,
        paymentMethod: 'cash',
        isGiftCardOrder: false,
        giftCards: [],
      },
      transaction: null,
    });
    expect(parsed.order).toMatchObject({ items: [], delivery: null, codesSentTo: null });
  });
});
