import { z } from 'zod';
import { Dirhams, EntityId } from './common.js';

/** Days in the orders-and-revenue chart, ending today (Asia/Qatar). */
export const DASHBOARD_DAYS = 30;
/** A product or variant is low on stock below this many units (active ones only). */
export const DASHBOARD_LOW_STOCK_BELOW = 5;
/** At most this many products in the low-stock list, worst first (their low variants grouped under each). */
export const DASHBOARD_LOW_STOCK_MAX = 10;
/** At most this many low variants named under one product (the row says how many there are in all). */
export const DASHBOARD_LOW_STOCK_VARIANTS_MAX = 3;
/** A card order still awaiting payment this long after it was placed is one to look at (call the shopper). */
export const DASHBOARD_PAYMENT_WAIT_MINUTES = 15;

const Count = z.number().int().nonnegative();

export const DashboardDay = z.object({
  /** Calendar day in Doha, YYYY-MM-DD. */
  date: z.string(),
  /** Orders placed that day, whatever their status (archived ones left out, as in the lists). */
  orders: Count,
  /** Revenue that came in that day (core's revenueOf: paid card orders, cash received), in dirhams. */
  revenue: Dirhams,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** Orders placed and revenue in one stretch of time. */
export const DashboardFigures = z.object({ orders: Count, revenue: Dirhams });
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/**
 * Today so far (from Doha's midnight to `until`) beside the same hours of yesterday and of the same weekday a
 * week ago, so a morning is compared with a morning.
 */
export const DashboardToday = z.object({
  date: z.string(),
  /** The instant the figures run to (the server's now), ISO 8601. */
  until: z.string(),
  today: DashboardFigures,
  yesterday: DashboardFigures,
  last_week: DashboardFigures,
});
export type DashboardToday = z.infer<typeof DashboardToday>;

/** Live orders waiting for staff: each figure links to the board or all orders, filtered. */
export const DashboardToActOn = z.object({
  /** Pending orders that may be confirmed now (cash, or a card payment completed). */
  to_confirm: Count,
  /** Confirmed orders, to ship. */
  to_ship: Count,
  /** Pending card orders whose payment has not completed DASHBOARD_PAYMENT_WAIT_MINUTES after they were placed. */
  payment_overdue: Count,
  /**
   * Pending card orders whose payment has not completed (any age): attempts, not orders yet, so left out of
   * "orders today" and shown here apart until paid.
   */
  awaiting_payment: Count,
  payment_wait_minutes: z.number().int().positive(),
});
export type DashboardToActOn = z.infer<typeof DashboardToActOn>;

export const DashboardMoney = z.object({ orders: Count, amount: Dirhams });
export type DashboardMoney = z.infer<typeof DashboardMoney>;

/** Cash on delivery today: one entry per stage of the cash's way to the shop (more stages can be added). */
export const DashboardCash = z.object({
  /** Cash recorded as received since Doha's midnight (the amounts received). */
  received_today: DashboardMoney,
  /** Shipped cash orders: cash still to collect from the shopper (their totals). */
  to_collect: DashboardMoney,
  /** Delivered cash orders whose cash is not recorded yet (their totals): the all-orders "awaiting cash". */
  not_recorded: DashboardMoney,
});
export type DashboardCash = z.infer<typeof DashboardCash>;

export const DashboardLowStockVariant = z.object({
  variant_id: EntityId,
  name: z.string(),
  name_en: z.string().nullable(),
  stock: Count,
});

/** One product running low: its own stock or its variants', grouped, the worst stock first. */
export const DashboardLowStockProduct = z.object({
  product_id: EntityId,
  /** Product name in Arabic and English (English may be null). */
  name: z.string(),
  name_en: z.string().nullable(),
  /** The product's own stock when it is low, else null. */
  stock: Count.nullable(),
  /**
   * Every unit of the product for sale (with variants, their sum): the widget's figure for the product, so one
   * variant sold out never makes a product with units left read "out of stock".
   */
  in_stock: Count,
  /** The fewest units of the product or any of its low variants. */
  worst_stock: Count,
  /** How many of its active variants are low, and the worst few of them. */
  low_variant_count: Count,
  variants: z.array(DashboardLowStockVariant),
});
export type DashboardLowStockProduct = z.infer<typeof DashboardLowStockProduct>;

/** GET /api/admin/dashboard: today's cockpit, by the Doha day. */
export const AdminDashboardResponse = z.object({
  success: z.literal(true),
  today: DashboardToday,
  to_act_on: DashboardToActOn,
  cash: DashboardCash,
  /** Contact messages not read yet (archived ones left out), as the inbox's "unread" filter. */
  unread_messages: Count,
  /** Reviews waiting for moderation. */
  pending_reviews: Count,
  /** DASHBOARD_DAYS entries, oldest first, days without orders included with zeros. */
  days: z.array(DashboardDay),
  /** At most DASHBOARD_LOW_STOCK_MAX products, worst first; `low_stock_products` counts them all. */
  low_stock: z.array(DashboardLowStockProduct),
  low_stock_products: Count,
  low_stock_below: z.number().int().positive(),
  /**
   * Brand gift-card values whose unsold codes are at or below their card's threshold, fewest first (decision
   * 044): staff buy more codes before the card sells out. Counts only, never a code.
   */
  low_gift_codes: z.array(
    z.object({
      product_id: z.number().int().positive(),
      variant_id: z.number().int().positive().nullable(),
      product_name: z.string(),
      product_name_en: z.string().nullable(),
      value: z.number().int().nonnegative(),
      available: Count,
      threshold: Count,
    }),
  ),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
