import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../order-status.js';
import { Dirhams, EntityId } from './common.js';

/** Days in the orders-and-revenue chart, ending today (Asia/Qatar). */
export const DASHBOARD_DAYS = 30;
/** A product or variant is listed as low on stock below this many units (active ones only). */
export const DASHBOARD_LOW_STOCK_BELOW = 5;
/** At most this many low-stock rows, fewest units first. */
export const DASHBOARD_LOW_STOCK_MAX = 50;

const Count = z.number().int().nonnegative();

export const DashboardDay = z.object({
  /** Calendar day in Doha, YYYY-MM-DD. */
  date: z.string(),
  /** Orders placed that day, whatever their status. */
  orders: Count,
  /** Sum of total_amount of that day's orders that are not canceled, in dirhams. */
  revenue: Dirhams,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardLowStockItem = z.object({
  kind: z.enum(['product', 'variant']),
  product_id: EntityId,
  /** Set for a variant row. */
  variant_id: EntityId.nullable(),
  /** Product name in Arabic and English (English may be null). */
  name: z.string(),
  name_en: z.string().nullable(),
  /** The variant's own name for a variant row. */
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  stock: Count,
});
export type DashboardLowStockItem = z.infer<typeof DashboardLowStockItem>;

/** GET /api/admin/dashboard */
export const AdminDashboardResponse = z.object({
  success: z.literal(true),
  /** Every status of the one status machine (D8), zero when none. */
  order_counts: z.object(
    Object.fromEntries(ORDER_STATUSES.map((status) => [status, Count])) as Record<OrderStatus, typeof Count>,
  ),
  total_orders: Count,
  /** DASHBOARD_DAYS entries, oldest first, days without orders included with zeros. */
  days: z.array(DashboardDay),
  low_stock: z.array(DashboardLowStockItem),
  low_stock_below: z.number().int().positive(),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
