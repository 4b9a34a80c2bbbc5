import {
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_BELOW,
  DASHBOARD_LOW_STOCK_MAX,
  ORDER_STATUSES,
  dohaDays,
  type AdminDashboardResponse,
  type DashboardDay,
  type DashboardLowStockItem,
  type OrderStatus,
} from '@matjar/core';
import type { DashboardRepository } from './dashboard-repository.js';

/** The dashboard: counts by every status of the one machine (D8), a 30-day chart, and what runs low. */
export function createDashboardService(repository: DashboardRepository, now: () => Date = () => new Date()) {
  return {
    async summary(): Promise<Omit<AdminDashboardResponse, 'success'>> {
      const { dates, since } = dohaDays(now(), DASHBOARD_DAYS);
      const [statusRows, dayRows, stock] = await Promise.all([
        repository.countByStatus(),
        repository.perDay(since),
        repository.lowStock(DASHBOARD_LOW_STOCK_BELOW, DASHBOARD_LOW_STOCK_MAX),
      ]);

      const orderCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of statusRows) orderCounts[row.status] = row.n;

      const byDate = new Map(dayRows.map((row) => [row.date, row]));
      const days: DashboardDay[] = dates.map((date) => ({
        date,
        orders: Number(byDate.get(date)?.orders ?? 0),
        revenue: Number(byDate.get(date)?.revenue ?? 0),
      }));

      const lowStock: DashboardLowStockItem[] = [
        ...stock.productRows.map((row) => ({
          kind: 'product' as const,
          product_id: row.productId,
          variant_id: null,
          name: row.name,
          name_en: row.nameEn,
          variant_name: null,
          variant_name_en: null,
          stock: row.stock,
        })),
        ...stock.variantRows.map((row) => ({
          kind: 'variant' as const,
          product_id: row.productId,
          variant_id: row.variantId,
          name: row.name,
          name_en: row.nameEn,
          variant_name: row.variantName,
          variant_name_en: row.variantNameEn,
          stock: row.stock,
        })),
      ]
        .sort((a, b) => a.stock - b.stock)
        .slice(0, DASHBOARD_LOW_STOCK_MAX);

      return {
        order_counts: orderCounts,
        total_orders: ORDER_STATUSES.reduce((sum, status) => sum + orderCounts[status], 0),
        days,
        low_stock: lowStock,
        low_stock_below: DASHBOARD_LOW_STOCK_BELOW,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
