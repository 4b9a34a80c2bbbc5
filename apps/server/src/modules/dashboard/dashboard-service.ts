import {
  DASHBOARD_DAYS,
  DASHBOARD_LOW_STOCK_BELOW,
  DASHBOARD_LOW_STOCK_MAX,
  DASHBOARD_LOW_STOCK_VARIANTS_MAX,
  DASHBOARD_PAYMENT_WAIT_MINUTES,
  dohaDate,
  dohaDayStart,
  dohaDays,
  type AdminDashboardResponse,
  type AdminGiftCodeStock,
  type DashboardDay,
  type DashboardLowStockProduct,
} from '@matjar/core';
import type { DashboardRepository, TimeWindow } from './dashboard-repository.js';
import type { LowStockRepository } from './low-stock-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Today so far and the same hours `daysBack` days earlier: Doha has no daylight saving, so a day is always
 * 24 hours and "the same hours" is the same stretch shifted by whole days.
 */
export function comparableWindow(now: Date, daysBack: number): TimeWindow {
  const shift = daysBack * DAY_MS;
  return {
    from: new Date(dohaDayStart(now).getTime() - shift),
    to: new Date(now.getTime() - shift),
  };
}

/** The dashboard as today's cockpit: every figure by the Doha day, read fresh on each request. */
export function createDashboardService(
  repository: DashboardRepository,
  lowStock: LowStockRepository,
  now: () => Date = () => new Date(),
  /** Brand gift cards' code counts (the gift-cards module's); none when not given. */
  giftCodeStock: () => Promise<AdminGiftCodeStock[]> = async () => [],
) {
  /** Brand card values at or below their low-codes threshold, fewest codes first. */
  async function lowGiftCodes(): Promise<AdminDashboardResponse['low_gift_codes']> {
    const rows = (await giftCodeStock()).filter((row) => row.low);
    return rows
      .sort((a, b) => a.available - b.available || a.value - b.value)
      .slice(0, DASHBOARD_LOW_STOCK_MAX)
      .map((row) => ({
        product_id: row.product_id,
        variant_id: row.variant_id,
        product_name: row.product_name,
        product_name_en: row.product_name_en,
        value: row.value,
        available: row.available,
        threshold: row.low_threshold,
      }));
  }
  async function lowStockProducts() {
    const rows = await lowStock.products(DASHBOARD_LOW_STOCK_BELOW, DASHBOARD_LOW_STOCK_MAX);
    const variants = await lowStock.variants(
      rows.filter((row) => row.low_variant_count > 0).map((row) => row.product_id),
      DASHBOARD_LOW_STOCK_BELOW,
    );
    const products: DashboardLowStockProduct[] = rows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      name_en: row.name_en,
      stock: row.own_stock === null ? null : Math.max(0, row.own_stock),
      in_stock: Math.max(0, row.in_stock),
      worst_stock: row.worst_stock,
      low_variant_count: row.low_variant_count,
      variants: variants
        .filter((variant) => variant.product_id === row.product_id)
        .slice(0, DASHBOARD_LOW_STOCK_VARIANTS_MAX)
        .map(({ variant_id, name, name_en, stock }) => ({ variant_id, name, name_en, stock })),
    }));
    return { products, total: rows[0]?.total ?? 0 };
  }

  return {
    async summary(): Promise<Omit<AdminDashboardResponse, 'success'>> {
      const at = now();
      const todayWindow = comparableWindow(at, 0);
      const { dates, since } = dohaDays(at, DASHBOARD_DAYS);
      const [figures, active, received, notRecorded, waiting, dayRows, stock, giftCodes] = await Promise.all([
        repository.figures([todayWindow, comparableWindow(at, 1), comparableWindow(at, 7)]),
        repository.active(new Date(at.getTime() - DASHBOARD_PAYMENT_WAIT_MINUTES * MINUTE_MS)),
        repository.cashReceived(todayWindow),
        repository.cashNotRecorded(),
        repository.waiting(),
        repository.perDay(since),
        lowStockProducts(),
        lowGiftCodes(),
      ]);
      const [today, yesterday, lastWeek] = figures;

      const byDate = new Map(dayRows.map((row) => [row.date, row]));
      const days: DashboardDay[] = dates.map((date) => ({
        date,
        orders: Number(byDate.get(date)?.orders ?? 0),
        revenue: Number(byDate.get(date)?.revenue ?? 0),
      }));

      return {
        today: {
          date: dohaDate(at),
          until: at.toISOString(),
          today: today!,
          yesterday: yesterday!,
          last_week: lastWeek!,
        },
        to_act_on: {
          to_confirm: active.to_confirm,
          to_ship: active.to_ship,
          payment_overdue: active.payment_overdue,
          awaiting_payment: active.awaiting_payment,
          payment_wait_minutes: DASHBOARD_PAYMENT_WAIT_MINUTES,
        },
        cash: {
          received_today: received,
          to_collect: { orders: active.to_collect_orders, amount: active.to_collect_amount },
          not_recorded: notRecorded,
        },
        unread_messages: waiting.unread_messages,
        pending_reviews: waiting.pending_reviews,
        days,
        low_stock: stock.products,
        low_stock_products: stock.total,
        low_stock_below: DASHBOARD_LOW_STOCK_BELOW,
        low_gift_codes: giftCodes,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
