import { STOCK_NOTE_PRODUCT_EDIT, formatDate, type AdminStockMovement } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { restockWaitingRows, stockHistoryRow, stockHistoryRows } from './stock-history-rows';
import { translate } from '../../../i18n/translate';

const movement = (change: Partial<AdminStockMovement> = {}): AdminStockMovement => ({
  id: 1,
  created_at: '2026-03-05T10:07:00.000Z',
  variant_id: null,
  delta: 5,
  stock_after: 5,
  reason: 'initial',
  order_id: null,
  order_number: null,
  short_number: null,
  order_status: null,
  actor_name: 'mona',
  note: null,
  ...change,
});
const variants = [{ id: 7, name: 'أسود', name_en: 'Black' }];

describe('stock history rows', () => {
  it.each([
    ['initial', 'Initial stock', 'المخزون الأولي'],
    ['order_reserved', 'Order reserved', 'حجز لطلب'],
    ['payment_released', 'Payment released', 'إرجاع بعد عدم اكتمال الدفع'],
    ['order_canceled', 'Order canceled', 'إلغاء طلب'],
    ['manual_adjustment', 'Manual adjustment', 'تعديل يدوي'],
    ['import', 'Import', 'استيراد'],
  ] as const)('words the reason %s in both languages', (reason, english, arabic) => {
    expect(stockHistoryRow(movement({ reason }), [], 'en').reason).toBe(english);
    expect(stockHistoryRow(movement({ reason }), [], 'ar').reason).toBe(arabic);
  });

  it('says Sold, with its order, once the reserving order is delivered', () => {
    const reserved = movement({
      reason: 'order_reserved',
      delta: -1,
      order_id: 4,
      order_number: 'ORD-X',
      short_number: 1001,
    });
    expect(stockHistoryRow({ ...reserved, order_status: 'confirmed' }, [], 'en').reason).toBe(
      'Order reserved',
    );
    const sold = stockHistoryRow({ ...reserved, order_status: 'delivered' }, [], 'en');
    expect([sold.reason, sold.order]).toEqual(['Sold', { id: 4, number: '#1001' }]);
    expect(stockHistoryRow({ ...reserved, order_status: 'delivered' }, [], 'ar').reason).toBe('بيع');
  });

  it('writes the sign out: plus for an increase, a true minus for a decrease, none for zero', () => {
    expect(stockHistoryRow(movement({ delta: 3 }), [], 'en')).toMatchObject({
      direction: 'increase',
      delta: '+3',
      deltaLabel: 'Increase of 3',
    });
    expect(stockHistoryRow(movement({ delta: -12 }), [], 'en')).toMatchObject({
      direction: 'decrease',
      delta: '−12',
      deltaLabel: 'Decrease of 12',
    });
    expect(stockHistoryRow(movement({ delta: 0 }), [], 'en')).toMatchObject({
      direction: 'none',
      delta: '0',
    });
    expect(stockHistoryRow(movement({ delta: -2 }), [], 'ar')).toMatchObject({
      delta: '−2',
      deltaLabel: 'نقص 2',
    });
  });

  it('names the variant in the staff member language, the product otherwise', () => {
    expect(stockHistoryRow(movement({ variant_id: 7 }), variants, 'en').item).toBe('Black');
    expect(stockHistoryRow(movement({ variant_id: 7 }), variants, 'ar').item).toBe('أسود');
    expect(stockHistoryRow(movement(), [], 'en').item).toBe('Product');
    expect(stockHistoryRow(movement(), variants, 'en').item).toBe('Product (sum of variants)');
    expect(stockHistoryRow(movement({ variant_id: 9 }), variants, 'en').item).toBe('Variant #9');
  });

  it('shows when in Doha time, who, and the order where there is one', () => {
    const reserved = stockHistoryRow(
      movement({
        reason: 'order_reserved',
        delta: -1,
        order_id: 4,
        order_number: 'ORD-1795675811560-B20606',
        short_number: 1004,
        actor_name: null,
      }),
      [],
      'en',
    );
    expect(reserved).toMatchObject({
      when: formatDate('2026-03-05T10:07:00.000Z', 'en'),
      who: 'Automatic (shop)',
      order: { id: 4, number: '#1004' },
    });
    expect(reserved.when).toContain('01:07 PM');
    expect(stockHistoryRow(movement({ reason: 'order_canceled', delta: 1 }), [], 'en').order).toEqual({
      id: null,
      number: null,
    });
    expect(stockHistoryRow(movement({ reason: 'manual_adjustment' }), [], 'en').order).toBeNull();
  });

  it('keeps staff notes as written and words the note of a product-page save', () => {
    expect(stockHistoryRow(movement({ note: 'delivery' }), [], 'ar').note).toBe('delivery');
    expect(stockHistoryRow(movement({ note: STOCK_NOTE_PRODUCT_EDIT }), [], 'en').note).toBe(
      'Changed on the product page',
    );
    expect(stockHistoryRow(movement(), [], 'en').note).toBeNull();
  });

  it("words the variant grid's chosen reason in the page's language", () => {
    expect(stockHistoryRow(movement({ note: 'stock_count' }), [], 'en').note).toBe('Stock count');
    expect(stockHistoryRow(movement({ note: 'delivery_received' }), [], 'ar').note).toBe('استلام شحنة');
  });

  it('keeps the server order (newest first)', () => {
    const rows = stockHistoryRows(
      { stock_history: [movement({ id: 3 }), movement({ id: 2 }), movement({ id: 1 })], variants: [] },
      'en',
    );
    expect(rows.map((row) => row.id)).toEqual([3, 2, 1]);
  });
});

describe('restock waiting rows (decision 036)', () => {
  const withVariants = [...variants, { id: 9, name: 'أبيض', name_en: 'White' }];

  it('names each item in the staff member’s language and adds up the shoppers', () => {
    const product = {
      variants: withVariants,
      restock_waiting: [
        { variant_id: null, count: 1 },
        { variant_id: 7, count: 12 },
        { variant_id: 9, count: 2 },
      ],
    };
    expect(restockWaitingRows(product, 'en')).toEqual({
      total: 15,
      rows: [
        { key: 'null', item: 'The product (any option)', count: '1' },
        { key: '7', item: 'Black', count: '12' },
        { key: '9', item: 'White', count: '2' },
      ],
    });
    expect(restockWaitingRows(product, 'ar').rows.map((row) => row.item)).toEqual([
      'المنتج (أي خيار)',
      'أسود',
      'أبيض',
    ]);
  });

  it('calls a product without variants "Product", and a variant deleted since by its number', () => {
    expect(
      restockWaitingRows({ variants: [], restock_waiting: [{ variant_id: null, count: 3 }] }, 'en').rows,
    ).toEqual([{ key: 'null', item: 'Product', count: '3' }]);
    expect(
      restockWaitingRows({ variants, restock_waiting: [{ variant_id: 44, count: 1 }] }, 'en').rows[0]!.item,
    ).toBe('Variant #44');
  });

  it('is empty when nobody waits', () => {
    expect(restockWaitingRows({ variants, restock_waiting: [] }, 'ar')).toEqual({ total: 0, rows: [] });
  });

  it('says how many asked with the language’s plural forms', () => {
    const summary = (count: number, language: 'ar' | 'en') =>
      translate(language, 'stockHistory.waiting.summary', { count });
    expect(summary(1, 'en')).toMatch(/^One shopper asked/);
    expect(summary(4, 'en')).toMatch(/^4 shoppers asked/);
    expect(summary(2, 'ar')).toMatch(/^متسوّقان طلبا/);
    expect(summary(5, 'ar')).toMatch(/^5 متسوّقين طلبوا/);
    expect(summary(11, 'ar')).toMatch(/^11 متسوّقًا طلبوا/);
  });
});
