import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminOrderBoardResponse,
  AdminOrderListResponse,
  AdminOrderSummary,
  OrderChangedEvent,
} from '@matjar/core';
import { createOrderChangeApplier, ORDER_CHANGES_COALESCE_MS } from './order-changes';
import { dashboardKeys, ordersKeys } from './query-keys';

function card(id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id,
    order_number: `ORD-${id}`,
    short_number: 1000 + id,
    created_at: '2026-11-26T10:00:00.000Z',
    status: 'pending',
    payment_method: 'online',
    payment_status: 'pending',
    customer_name: 'Mariam',
    customer_email: 'm@example.qa',
    customer_phone: null,
    shipping_city: 'Doha',
    total_amount: 10_000,
    gift_card_amount: 0,
    is_gift_card_order: false,
    item_count: 1,
    locale: 'ar',
    cash_received_at: null,
    archived_at: null,
    contact_masked: false,
    payment_state: 'pending',
    cash_difference: null,
    driver: null,
    refunded_amount: 0,
    returned_value: 0,
    ...overrides,
  };
}

const paid: OrderChangedEvent = {
  id: 7,
  order_number: 'ORD-7',
  change: 'payment',
  status: 'confirmed',
  payment_status: 'completed',
  archived: false,
  version: '2026-11-26T10:05:00.123456Z',
};

describe('an order changed elsewhere, on an open back office', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    client.setQueryData(ordersKeys.detail(7), { ...card(7), subtotal: 10_000 });
    const board: AdminOrderBoardResponse = {
      columns: [
        { status: 'pending', count: 2, orders: [card(7), card(8)], next_after: null },
        { status: 'confirmed', count: 0, orders: [], next_after: null },
        { status: 'shipped', count: 0, orders: [], next_after: null },
      ],
      history: [],
      history_total: 0,
      awaiting_cash: { count: 0, days: [], total: 0 },
    };
    client.setQueryData(ordersKeys.board(), board);
    const list: AdminOrderListResponse = { orders: [card(7)], total: 1, page: 1, page_size: 25 };
    client.setQueryData(ordersKeys.list({ page: 1 }), list);
    client.setQueryData(ordersKeys.boardColumn('pending', 'x'), {
      pages: [{ orders: [card(9), card(7)], next_after: null }],
      pageParams: ['x'],
    });
    client.setQueryData(dashboardKeys.summary(), { orders: 1 });
  });
  afterEach(() => vi.useRealTimers());

  it('updates the order page, its card and its rows in place at once, the other orders untouched', () => {
    const { apply } = createOrderChangeApplier(client);
    apply(paid);
    expect(client.getQueryData(ordersKeys.detail(7))).toMatchObject({
      status: 'confirmed',
      payment_status: 'completed',
      subtotal: 10_000,
      customer_name: 'Mariam',
    });
    const board = client.getQueryData<AdminOrderBoardResponse>(ordersKeys.board())!;
    expect(board.columns[0]!.orders.map((o) => [o.id, o.status, o.payment_status])).toEqual([
      [7, 'confirmed', 'completed'],
      [8, 'pending', 'pending'],
    ]);
    expect(
      client.getQueryData<AdminOrderListResponse>(ordersKeys.list({ page: 1 }))!.orders[0],
    ).toMatchObject({
      status: 'confirmed',
    });
    const more = client.getQueryData<{ pages: { orders: AdminOrderSummary[] }[] }>(
      ordersKeys.boardColumn('pending', 'x'),
    )!;
    expect(more.pages[0]!.orders.map((o) => o.status)).toEqual(['pending', 'confirmed']);
  });

  it('then reloads the orders screens and the dashboard once for a burst of changes', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { apply } = createOrderChangeApplier(client);
    apply(paid);
    apply({
      ...paid,
      id: 8,
      order_number: 'ORD-8',
      change: 'note',
      status: 'pending',
      payment_status: 'pending',
    });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ORDER_CHANGES_COALESCE_MS);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ordersKeys.all,
      dashboardKeys.all,
    ]);
    expect(client.getQueryState(ordersKeys.detail(7))!.isInvalidated).toBe(true);
    expect(client.getQueryState(ordersKeys.board())!.isInvalidated).toBe(true);
  });

  it('an order nobody has open changes nothing cached, but the screens still reload', () => {
    const { apply, flush } = createOrderChangeApplier(client);
    const before = client.getQueryData(ordersKeys.board());
    apply({ ...paid, id: 99, order_number: 'ORD-99' });
    expect(client.getQueryData(ordersKeys.board())).toBe(before);
    expect(client.getQueryData(ordersKeys.detail(99))).toBeUndefined();
    flush();
    expect(client.getQueryState(ordersKeys.board())!.isInvalidated).toBe(true);
  });
});
