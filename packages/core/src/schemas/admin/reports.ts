import { z } from 'zod';
import { REPORT_GROUPS, REPORT_MAX_DAYS, reportRangeDays } from '../../rules/reports.js';
import { Dirhams, EntityId } from '../common.js';
import { DohaDay } from './drivers.js';
import { STOCK_MOVEMENT_REASON_NAMES } from './products.js';
import { AdminGiftCodeStock } from './gift-code-inventory.js';

const Count = z.number().int().nonnegative();
/** A signed amount in dirhams (a change against the previous period). */
const SignedDirhams = z.number().int();

/**
 * A report's range in Doha days (both ends included) and its grouping. A range runs forwards and at most
 * REPORT_MAX_DAYS days (400 REPORT_RANGE_INVALID otherwise).
 */
export const AdminReportQuery = z
  .object({
    from: DohaDay,
    to: DohaDay,
    group: z.enum(REPORT_GROUPS).default('day'),
  })
  .refine((range) => range.from <= range.to && reportRangeDays(range) <= REPORT_MAX_DAYS, {
    message: 'REPORT_RANGE_INVALID',
    path: ['to'],
  });
export type AdminReportQuery = z.infer<typeof AdminReportQuery>;

/** Sales (counted when placed) and money received in one stretch of time (core's reports.ts). */
export const ReportSalesFigures = z.object({
  orders: Count,
  units: Count,
  /** Goods at their list prices, before the products' own discounts. */
  gross_sales: Dirhams,
  /** The products' own discounts (list price less the price charged). */
  product_discounts: Dirhams,
  /** The coupons' discounts on goods. */
  coupon_discounts: Dirhams,
  /** Both discounts. */
  discounts: Dirhams,
  net_sales: SignedDirhams,
  delivery_fees: Dirhams,
  total_sales: SignedDirhams,
  cancelled_orders: Count,
  cancelled_value: Dirhams,
  /** Orders placed in the period, delivered and then returned (decision 027): not sales, counted apart. */
  returned_orders: Count,
  returned_value: Dirhams,
  cash_orders: Count,
  cash_sales: SignedDirhams,
  card_orders: Count,
  card_sales: SignedDirhams,
  /** Money received in the period (core's revenue): card paid, cash recorded. */
  received: Dirhams,
  received_cash: Dirhams,
  received_card: Dirhams,
  /** Refunds made in the period (succeeded, on the day the money went back), by method (decision 045). */
  refunded: Dirhams,
  refunded_card: Dirhams,
  refunded_cash: Dirhams,
  /** Money kept: received − refunded (core's netRevenue); negative on a stretch of more refunds than takings. */
  net_received: SignedDirhams,
});
export type ReportSalesFigures = z.infer<typeof ReportSalesFigures>;

export const ReportSalesBucket = z.object({
  /** The bucket's first Doha day, YYYY-MM-DD (core's reportBucket). */
  bucket: z.string(),
  orders: Count,
  net_sales: SignedDirhams,
  received: Dirhams,
  /** received − refunded in the bucket (core's netRevenue). */
  net_received: SignedDirhams,
});
export type ReportSalesBucket = z.infer<typeof ReportSalesBucket>;

const Range = z.object({ from: z.string(), to: z.string() });

export const AdminSalesReportResponse = z.object({
  range: Range,
  previous_range: Range,
  current: ReportSalesFigures,
  previous: ReportSalesFigures,
  series: z.array(ReportSalesBucket),
});
export type AdminSalesReportResponse = z.infer<typeof AdminSalesReportResponse>;

export const REPORT_PRODUCT_DIMENSIONS = ['product', 'variant', 'category', 'brand'] as const;
export type ReportProductDimension = (typeof REPORT_PRODUCT_DIMENSIONS)[number];
/** Rows a products report answers, best sellers first; the rest are summed in `others`. */
export const REPORT_PRODUCTS_MAX_ROWS = 100;
/** Products that did not sell, named at most this many (the count says how many in all). */
export const REPORT_UNSOLD_MAX_ROWS = 50;

export const AdminProductsReportQuery = z
  .object({
    from: DohaDay,
    to: DohaDay,
    by: z.enum(REPORT_PRODUCT_DIMENSIONS).default('product'),
  })
  .refine((range) => range.from <= range.to && reportRangeDays(range) <= REPORT_MAX_DAYS, {
    message: 'REPORT_RANGE_INVALID',
    path: ['to'],
  });
export type AdminProductsReportQuery = z.infer<typeof AdminProductsReportQuery>;

export const ReportProductRow = z.object({
  /** The product, variant, category or brand; null for lines whose product was deleted or has none. */
  id: EntityId.nullable(),
  /** The product a variant row belongs to (links to the product), else the product itself. */
  product_id: EntityId.nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  units: Count,
  /** The lines' totals at the prices charged, before an order's coupon (orders keep it per order). */
  sales: Dirhams,
});
export type ReportProductRow = z.infer<typeof ReportProductRow>;

export const AdminProductsReportResponse = z.object({
  range: Range,
  by: z.enum(REPORT_PRODUCT_DIMENSIONS),
  /** Units and sales of every line sold in the range (the denominator of each row's share). */
  total_units: Count,
  total_sales: Dirhams,
  rows: z.array(ReportProductRow),
  /** Products (active, not gift cards) with no sale in the range; `unsold_count` counts them all. */
  unsold: z.array(z.object({ id: EntityId, name: z.string(), name_en: z.string().nullable() })),
  unsold_count: Count,
});
export type AdminProductsReportResponse = z.infer<typeof AdminProductsReportResponse>;

export const ReportCashFigures = z.object({
  orders: Count,
  /** The orders' totals: what the shop expected. */
  expected: Dirhams,
  collected: Dirhams,
  short: Dirhams,
  over: Dirhams,
});
export type ReportCashFigures = z.infer<typeof ReportCashFigures>;

export const REPORT_CASH_AGES = ['upTo1Day', 'upTo7Days', 'over7Days'] as const;

export const AdminCashRangeReportResponse = z.object({
  range: Range,
  /** Cash recorded in the range (by its Doha day), in all and per day and per driver or staff member. */
  collected: ReportCashFigures,
  days: z.array(ReportCashFigures.extend({ date: z.string() })),
  collectors: z.array(
    ReportCashFigures.extend({
      kind: z.enum(['driver', 'staff']),
      name: z.string(),
    }),
  ),
  /** Delivered cash orders whose cash is not recorded yet, now, by days since delivery. */
  outstanding: z.array(z.object({ age: z.enum(REPORT_CASH_AGES), orders: Count, amount: Dirhams })),
});
export type AdminCashRangeReportResponse = z.infer<typeof AdminCashRangeReportResponse>;

/** Coupons used on the range's sales: uses, the goods discount given and the net sales of those orders. */
export const AdminCouponsReportResponse = z.object({
  range: Range,
  rows: z.array(z.object({ code: z.string(), uses: Count, discount: Dirhams, net_sales: SignedDirhams })),
});
export type AdminCouponsReportResponse = z.infer<typeof AdminCouponsReportResponse>;

/**
 * One gift card and value in the gift-card report: its sales in the range (counted as every sale is, when
 * placed) and, for a brand card sold from codes, the codes it handed out, their known cost and the margin.
 */
export const GiftCardReportRow = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullable(),
  brand_name: z.string().nullable(),
  brand_name_en: z.string().nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  /** The card's value (its denomination). */
  value: Dirhams,
  /** A brand card sold from its code inventory; false for the shop's own card (its codes are made at payment). */
  from_codes: z.boolean(),
  units: Count,
  sales: Dirhams,
  /** Codes handed to the range's sales (a faulty code's replacement is one more). */
  codes_handed: Count,
  /** How many of them came with a cost, and what those cost together. */
  costed_codes: Count,
  cost: Dirhams,
  /** Sales less the codes' cost, only when every code handed out has a known cost; null otherwise. */
  margin: SignedDirhams.nullable(),
  /** Unsold codes now (for sale and held by unpaid orders); null for the shop's own card. */
  codes_left: Count.nullable(),
});
export type GiftCardReportRow = z.infer<typeof GiftCardReportRow>;

export const AdminGiftCardReportResponse = z.object({
  range: Range,
  rows: z.array(GiftCardReportRow),
  totals: z.object({
    units: Count,
    sales: Dirhams,
    cost: Dirhams,
    /** The margin of the rows whose cost is known, and the sales it is taken from. */
    margin: SignedDirhams,
    margin_sales: Dirhams,
    /** Units sold whose code had no cost: their margin is unknown. */
    uncosted_codes: Count,
  }),
});
export type AdminGiftCardReportResponse = z.infer<typeof AdminGiftCardReportResponse>;

/** Top customers a customers report names, by net sales. */
export const REPORT_TOP_CUSTOMERS = 20;

/**
 * Buyers of the range's sales (every buyer is a customer, decision 021): new (no sale before the range) or
 * returning, orders per buyer, and the top customers by net sales.
 */
export const AdminCustomersReportResponse = z.object({
  range: Range,
  buyers: Count,
  new_buyers: Count,
  returning_buyers: Count,
  orders: Count,
  top: z.array(z.object({ id: EntityId, name: z.string(), orders: Count, net_sales: SignedDirhams })),
});
export type AdminCustomersReportResponse = z.infer<typeof AdminCustomersReportResponse>;

/** Products with unknown cost, low-stock and out-of-stock rows a stock report names (counts say how many). */
export const REPORT_STOCK_LIST_MAX = 50;

/** Units held and their value at cost (known costs only) and at price; see decision 026. */
export const ReportStockFigures = z.object({
  units: Count,
  value_at_cost: Dirhams,
  value_at_price: Dirhams,
  /** Products holding units whose cost is unknown (their own and their variant's cost empty). */
  unknown_cost_products: Count,
  /** Of `units`, those left out of `value_at_cost`. */
  unknown_cost_units: Count,
});
export type ReportStockFigures = z.infer<typeof ReportStockFigures>;

const StockGroupRow = ReportStockFigures.extend({
  /** The category or brand; null for products without one. */
  id: EntityId.nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
});

const StockLine = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  stock: z.number().int(),
});

/**
 * The stock held now (every product and variant, active or not) and the ledger's movements in the range by
 * reason (decision 026).
 */
export const AdminStockReportResponse = z.object({
  range: Range,
  /** Core's LOW_STOCK_BELOW: low is 1 to this less one, out is 0. */
  low_stock_below: z.number().int().positive(),
  totals: ReportStockFigures,
  categories: z.array(StockGroupRow),
  brands: z.array(StockGroupRow),
  unknown_cost: z.array(z.object({ id: EntityId, name: z.string(), name_en: z.string().nullable() })),
  /**
   * Active products and variants with 1 to low_stock_below − 1 units, fewest first. Brand gift cards are not
   * here: their stock is their unsold codes, low at each card's own threshold (low_codes).
   */
  low: z.array(StockLine),
  low_count: Count,
  /** Active products and variants with no units. */
  out: z.array(StockLine),
  out_count: Count,
  /** Brand gift-card values at or below their card's low-codes threshold, fewest codes first (never a code). */
  low_codes: z.array(AdminGiftCodeStock),
  /** The ledger's movements made in the range (Doha days), per reason: units in, units out. */
  movements: z.array(
    z.object({
      reason: z.enum(STOCK_MOVEMENT_REASON_NAMES),
      movements: Count,
      units_in: Count,
      units_out: Count,
    }),
  ),
});
export type AdminStockReportResponse = z.infer<typeof AdminStockReportResponse>;
