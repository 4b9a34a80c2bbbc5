import type { AdminOrderListQuery, OrderStatus } from '@matjar/core';
import type { Db } from '@matjar/db';
import { createLargeCounts } from '../../sql/large-counts.js';
import { createOrderBoardRepository } from './order-board-repository.js';
import { createOrderDetailRepository } from './order-detail-repository.js';
import type { OrderListFilters, OrderSearchScope } from './order-list-filters.js';
import { createOrderListRepository } from './order-list-repository.js';
import { exportOrdersCsv } from './orders-csv.js';

/** What the back office reads of orders: the list, the list as CSV, the active board and its columns' next pages, one order's page. */
export function createOrderReadService(db: Db) {
  // The list's large totals, kept a few seconds per filter (sql/large-counts.ts).
  const counts = createLargeCounts();
  return {
    list: (query: AdminOrderListQuery, now: Date, scope: OrderSearchScope) =>
      createOrderListRepository(db).listAdminOrders(query, now, scope, counts),
    exportCsv: (filters: OrderListFilters, now: Date, scope: OrderSearchScope) =>
      exportOrdersCsv(db, filters, now, scope),
    board: () => createOrderBoardRepository(db).loadOrderBoard(counts),
    boardColumn: (status: OrderStatus, after?: string) =>
      createOrderBoardRepository(db).loadBoardColumnPage(status, after),
    find: (id: number) => createOrderDetailRepository(db).loadAdminOrder(id),
  };
}

export type OrderReadService = ReturnType<typeof createOrderReadService>;
