import { HISTORY_PREVIEW, type AdminOrderSummary, type OrderStatus } from '@matjar/core';
import { describe, expect, it } from 'vitest';
import { columnCards, columnRemaining, historyView } from './board-groups';

function order(id: number, status: OrderStatus): AdminOrderSummary {
  return {
    id,
    order_number: `ORD-${id}`,
    short_number: 1000 + id,
    created_at: '2026-11-20T10:00:00.000Z',
    status,
    payment_method: 'cash',
    payment_status: null,
    payment_state: 'cash_due',
    customer_name: `Customer ${id}`,
    customer_email: `c${id}@example.com`,
    customer_phone: null,
    shipping_city: 'Doha',
    total_amount: 10_000,
    gift_card_amount: 0,
    is_gift_card_order: false,
    item_count: 1,
    locale: 'ar',
    cash_received_at: null,
    cash_difference: null,
    driver: null,
    refunded_amount: 0,
    returned_value: 0,
    archived_at: null,
    contact_masked: false,
  };
}

describe('active board columns', () => {
  it('shows the first page, then the pages "show more" fetched, each order once, in the server order', () => {
    const cards = columnCards(
      [order(1, 'pending'), order(2, 'pending')],
      [{ orders: [order(3, 'pending'), order(2, 'pending')] }, { orders: [order(4, 'pending')] }],
    );
    expect(cards.map((card) => card.id)).toEqual([1, 2, 3, 4]);
    expect(columnCards([order(5, 'shipped')]).map((card) => card.id)).toEqual([5]);
  });

  it('counts what is still to show, never below zero', () => {
    expect(columnRemaining(7_393, 30)).toBe(7_363);
    expect(columnRemaining(2, 3)).toBe(0);
  });
});

describe('history preview', () => {
  const history = Array.from({ length: 8 }, (_, index) => order(index + 1, 'delivered'));

  it('shows the latest HISTORY_PREVIEW and how many more there are', () => {
    const view = historyView(history, false);
    expect(view.rows.map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
    expect(view.rows).toHaveLength(HISTORY_PREVIEW);
    expect(view).toMatchObject({ hidden: 3, collapsible: false });
  });

  it('shows everything when expanded, with "show less"', () => {
    expect(historyView(history, true)).toMatchObject({ hidden: 0, collapsible: true });
    expect(historyView(history, true).rows).toHaveLength(8);
  });

  it('offers neither button when everything fits', () => {
    for (const expanded of [false, true]) {
      expect(historyView(history.slice(0, HISTORY_PREVIEW), expanded)).toMatchObject({
        hidden: 0,
        collapsible: false,
      });
    }
  });
});
