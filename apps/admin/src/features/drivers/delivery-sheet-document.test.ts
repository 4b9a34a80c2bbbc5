import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminDeliverySheetResponse } from '@matjar/core';
import { DeliverySheetDocument } from './delivery-sheet-document.js';

// What a shopper typed reaches the driver's sheet in its own direction isolation and without the bidi
// controls a record stored before the server stripped them may still hold.
const sheet: AdminDeliverySheetResponse = {
  driver: { id: 1, name: 'Driver', phone: '+974 5512 3456' },
  date: '2026-11-29',
  orders: [
    {
      id: 7,
      order_number: 'MTJ-0007',
      short_number: 1007,
      status: 'processing',
      customer_name: 'Ali \u202Enimda',
      customer_phone: '+974 5512 3456',
      shipping_address: 'Zone 66, Street \u2067Al Sadd\u2069, Building 12',
      shipping_city: 'doha',
      shipping_notes: 'call \u202E4321 2155\u202C at the gate',
      payment_method: 'cash',
      to_collect: 10_000,
      late: true,
      items: [
        {
          product_name: 'آيفون 16',
          product_name_en: 'iPhone 16',
          variant_name: 'أزرق',
          variant_name_en: 'Blue',
          quantity: 2,
        },
        {
          product_name: 'كابل',
          product_name_en: null,
          variant_name: null,
          variant_name_en: null,
          quantity: 1,
        },
      ],
    },
  ],
  total_to_collect: 10_000,
  cash_expected: 10_000,
};

describe('DeliverySheetDocument', () => {
  const html = renderToStaticMarkup(createElement(DeliverySheetDocument, { sheet }));

  it('keeps no bidi control of what the shopper typed', () => {
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });

  it('lists each order’s items with quantities, names in both languages', () => {
    expect(html).toContain('الأصناف');
    expect(html).toContain('Items');
    expect(html).toMatch(/2 ×<\/span>.*آيفون 16 – أزرق.*iPhone 16 – Blue/);
    expect(html).toMatch(/1 ×<\/span>.*كابل/);
  });

  it('marks an order carried over from a day that passed as late, in both languages', () => {
    expect(html).toContain('متأخر');
    expect(html).toContain('Late');
  });

  it('sets the name, the address and the note each in its own isolation', () => {
    expect(html).toMatch(/<bdi[^>]*>Ali nimda<\/bdi>/);
    expect(html).toMatch(/<bdi[^>]*>Zone 66, Street Al Sadd, Building 12<\/bdi>/);
    expect(html).toMatch(/<bdi[^>]*>call 4321 2155 at the gate<\/bdi>/);
  });
});
