import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AdminOrderListQuery, type AdminOrderListQuery as ListQuery } from '@matjar/core';
import { openTestDatabase } from '@matjar/db';
import { createOrderListRepository } from './order-list-repository.js';
import { insertOrders } from './testing/order-list-test-support.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const query = (input: Record<string, string>): ListQuery => AdminOrderListQuery.parse(input);

// 22:30 UTC on 10 March is 01:30 on 11 March in Doha: "today" began at 21:00 UTC on 10 March.
const NOW = new Date('2026-03-10T22:30:00Z');

describe('periods, counted in Doha days (fixed clock)', () => {
  const tag = `period-${randomUUID().slice(0, 8)}`;
  const at = {
    todayStart: '2026-03-10T21:00:00.000Z',
    yesterdayEnd: '2026-03-10T20:59:59.999Z',
    weekStart: '2026-03-04T21:00:00.000Z', // Doha 5 March: the 7th day back, today included
    beforeWeek: '2026-03-04T20:59:59.999Z',
    monthStart: '2026-02-09T21:00:00.000Z', // Doha 10 February: the 30th day back
    beforeMonth: '2026-02-09T20:59:59.999Z',
  };

  beforeAll(async () => {
    await insertOrders(
      database.db,
      Object.entries(at).map(([name, createdAt]) => ({
        customerName: `${tag} ${name}`,
        createdAt: new Date(createdAt),
      })),
    );
  });

  const names = async (period: string) => {
    const { orders } = await createOrderListRepository(database.db).listAdminOrders(
      query({ q: tag, period }),
      NOW,
    );
    return orders.map((order) => order.customer_name.replace(`${tag} `, ''));
  };

  it('today starts at midnight in Doha', async () => {
    expect(await names('today')).toEqual(['todayStart']);
  });

  it('7 days are today and the 6 Doha days before it', async () => {
    expect(await names('week')).toEqual(['todayStart', 'yesterdayEnd', 'weekStart']);
  });

  it('a month is 30 Doha days, today included', async () => {
    expect(await names('month')).toEqual([
      'todayStart',
      'yesterdayEnd',
      'weekStart',
      'beforeWeek',
      'monthStart',
    ]);
  });

  it('without a period every order is listed, newest first', async () => {
    const { orders, total } = await createOrderListRepository(database.db).listAdminOrders(
      query({ q: tag }),
      NOW,
    );
    expect(total).toBe(6);
    expect(orders.map((order) => order.created_at)).toEqual(Object.values(at));
  });
});

describe('paging without a search', () => {
  it('counts every live order and pages newest first, ties by id', async () => {
    const createdAt = new Date('2025-01-01T12:00:00Z');
    const inserted = await insertOrders(
      database.db,
      Array.from({ length: 3 }, () => ({ createdAt })),
    );
    const all = await createOrderListRepository(database.db).listAdminOrders(
      query({ page_size: '100' }),
      NOW,
    );
    const ids = all.orders.map((order) => order.id);
    // Same instant: the higher id (inserted later) first.
    const mine = ids.filter((id) => inserted.some((row) => row.id === id));
    expect(mine).toEqual(inserted.map((row) => row.id).reverse());
    const second = await createOrderListRepository(database.db).listAdminOrders(
      query({ page: '2', page_size: '2' }),
      NOW,
    );
    expect(second.total).toBe(all.total);
    expect(second.orders.map((order) => order.id)).toEqual(ids.slice(2, 4));
  });
});

describe('a search, paged', () => {
  const tag = `paged-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await insertOrders(
      database.db,
      Array.from({ length: 5 }, (_, i) => ({
        customerName: `${tag} ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  });
  const page = (input: Record<string, string>) =>
    createOrderListRepository(database.db).listAdminOrders(query({ q: tag, page_size: '2', ...input }), NOW);

  it('counts every match on a full page, on the last one and past the end', async () => {
    const names = async (n: string) => (await page({ page: n })).orders.map((o) => o.customer_name.slice(-1));
    expect((await page({ page: '1' })).total).toBe(5);
    expect(await names('1')).toEqual(['4', '3']);
    expect((await page({ page: '3' })).total).toBe(5);
    expect(await names('3')).toEqual(['0']);
    expect(await page({ page: '4' })).toEqual({ orders: [], total: 5 });
    expect(
      await createOrderListRepository(database.db).listAdminOrders(query({ q: `${tag}-none` }), NOW),
    ).toEqual({
      orders: [],
      total: 0,
    });
  });

  it('is served by a trigram index that takes new orders at once (no GIN pending list)', async () => {
    const index = await database.db.execute<{ reloptions: string[] | null }>(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'orders_search_trgm_idx'`,
    );
    expect(index.rows[0]?.reloptions).toContain('fastupdate=off');
  });
});

describe('card attempts are not orders to staff', () => {
  const tag = `attempt-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await insertOrders(database.db, [
      {
        customerName: `${tag} declined`,
        paymentMethod: 'online',
        paymentStatus: 'failed',
        status: 'canceled',
      },
      { customerName: `${tag} cancelled`, paymentMethod: 'online', paymentStatus: 'cancelled' },
      { customerName: `${tag} waiting`, paymentMethod: 'online', paymentStatus: 'pending' },
      { customerName: `${tag} cash`, paymentMethod: 'cash', paymentStatus: null },
    ]);
  });
  const names = async (input: Record<string, string>) =>
    (await createOrderListRepository(database.db).listAdminOrders(query({ q: tag, ...input }), NOW)).orders
      .map((order) => order.customer_name.replace(`${tag} `, ''))
      .sort();

  it('a declined attempt and the cash order after it read as one order; the attempt stays findable', async () => {
    expect(await names({})).toEqual(['cash', 'waiting']);
    expect(await names({ payment_status: 'failed' })).toEqual(['declined']);
    expect(await names({ payment_status: 'cancelled' })).toEqual(['cancelled']);
    expect(await names({ payment_status: 'pending' })).toEqual(['waiting']);
  });
});
