import { z } from 'zod';
import {
  Dirhams,
  EntityId,
  IdParam,
  IsoDateTime,
  LocaleSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  TransactionStatusSchema,
  plainText,
  requiredText,
} from '../common.js';
import { dohaDayStart } from '../../doha-time.js';

// The back office's orders (back-office §2 active orders and all orders, §3 Order, §4 order status; issue 13).
// Field names follow the spec's Order entity (snake_case). The status machine itself is order-status.ts.

export const ADMIN_ORDER_PAGE_SIZE_MAX = 100;
export const ADMIN_ORDER_PAGE_SIZE_DEFAULT = 25;
/** The all-orders screen's date filter, counted in Doha time: today, the last 7 days, the last month. */
export const ORDER_PERIODS = ['today', 'week', 'month'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];
/** Doha calendar days each period covers, today included (a month is the dashboard chart's 30 days). */
export const ORDER_PERIOD_DAYS: Readonly<Record<OrderPeriod, number>> = { today: 1, week: 7, month: 30 };

/** The instant a period begins: midnight in Doha, ORDER_PERIOD_DAYS - 1 days before today. */
export function orderPeriodSince(period: OrderPeriod, now: Date): Date {
  return dohaDayStart(now, ORDER_PERIOD_DAYS[period] - 1);
}
/** The history table of the active-orders screen shows this many before "show more" (back-office §9). */
export const HISTORY_PREVIEW = 5;
/** How many delivered and canceled orders the active-orders screen loads for "show more". */
export const HISTORY_BOARD_LIMIT = 50;
export const ORDER_NOTE_MAX = 2000;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/admin/orders (and .csv): server paging, filters, search by number, name, e-mail or phone. */
export const AdminOrderListQuery = z.object({
  status: OrderStatusSchema.optional(),
  period: z.enum(ORDER_PERIODS).optional(),
  /** Order number, customer name, e-mail or phone (Arabic-Indic digits and +974 forms match). */
  q: plainText(100).optional(),
  /**
   * Card orders by their payment: pending (awaiting payment), completed, failed or cancelled — the last two
   * are off the active board (issue 24) and found here. Cash orders carry no payment status.
   */
  payment_status: PaymentStatusSchema.optional(),
  /** Delivered cash orders whose cash is not yet marked received. */
  awaiting_cash: booleanQuery.optional(),
  /** Archived ("deleted") orders instead of the live ones. */
  archived: booleanQuery.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_ORDER_PAGE_SIZE_MAX)
    .default(ADMIN_ORDER_PAGE_SIZE_DEFAULT),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

/** Most orders one CSV export holds, newest first; the answer's x-total-count header says how many matched. */
export const ORDER_CSV_EXPORT_MAX = 50_000;

/**
 * Columns of GET /api/admin/orders.csv, in order (the header row uses these names, as the other exports do).
 * Times are Doha's (YYYY-MM-DD HH:mm), amounts QAR with two decimals, items the units ordered.
 */
export const ORDER_CSV_COLUMNS = [
  'short_number',
  'order_number',
  'created_at_doha',
  'status',
  'payment_method',
  'payment_status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'shipping_city',
  'items',
  'subtotal_qar',
  'discount_qar',
  'shipping_fee_qar',
  'total_qar',
  'coupon_code',
  'cash_received_at_doha',
  'cash_received_qar',
  'archived_at_doha',
  'locale',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** One row of the lists and one card of the active board. */
export const AdminOrderSummary = z.object({
  id: EntityId,
  order_number: z.string(),
  /** The short number people read (D20), shown as formatOrderNumber(short_number): "#1001". */
  short_number: z.number().int().positive(),
  created_at: IsoDateTime,
  status: OrderStatusSchema,
  payment_method: PaymentMethodSchema,
  payment_status: PaymentStatusSchema.nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  shipping_city: z.string().nullable(),
  total_amount: Dirhams,
  is_gift_card_order: z.boolean(),
  /** Units ordered: the sum of the lines' quantities. */
  item_count: z.number().int().nonnegative(),
  locale: LocaleSchema,
  cash_received_at: IsoDateTime.nullable(),
  archived_at: IsoDateTime.nullable(),
  /**
   * True when the caller does not handle orders (seesShopperContact): name, e-mail and phone are masked, and
   * on the order page the address and delivery notes are withheld (null).
   */
  contact_masked: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderListResponse = z.object({
  orders: z.array(AdminOrderSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

/** Delivered cash orders still awaiting their cash, totalled per Doha day (newest day first). */
export const AwaitingCashDay = z.object({
  /** YYYY-MM-DD in Doha time. */
  day: z.string(),
  count: z.number().int().nonnegative(),
  total: Dirhams,
});
export type AwaitingCashDay = z.infer<typeof AwaitingCashDay>;

/** GET /api/admin/orders/board: the active-orders screen in one call. */
export const AdminOrderBoardResponse = z.object({
  /**
   * Every pending, confirmed and shipped order, oldest first (the next to handle on top), but those whose card
   * payment failed or was cancelled (issue 24: they are in the all-orders list, filtered by payment_status).
   */
  active: z.array(AdminOrderSummary),
  /** The latest HISTORY_BOARD_LIMIT delivered and canceled orders, newest first. */
  history: z.array(AdminOrderSummary),
  history_total: z.number().int().nonnegative(),
  awaiting_cash: z.object({
    orders: z.array(AdminOrderSummary),
    days: z.array(AwaitingCashDay),
    total: Dirhams,
  }),
});
export type AdminOrderBoardResponse = z.infer<typeof AdminOrderBoardResponse>;

export const AdminOrderGiftCard = z.object({
  id: EntityId,
  /** Only the last 4 characters show until a staff member reveals the code (audited). */
  masked_code: z.string(),
  denomination: Dirhams,
  expires_at: IsoDateTime,
  /** A void code no longer counts (issue 15); the page strikes it through and names its replacement. */
  voided_at: IsoDateTime.nullable(),
  void_reason: z.string().nullable(),
  replaces_id: EntityId.nullable(),
  replaced_by_id: EntityId.nullable(),
});
export type AdminOrderGiftCard = z.infer<typeof AdminOrderGiftCard>;

export const AdminOrderItem = z.object({
  id: EntityId,
  product_id: EntityId.nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: Dirhams,
  total_price: Dirhams,
  is_gift_card: z.boolean(),
  gift_cards: z.array(AdminOrderGiftCard),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** One status change of the timeline; username null for the system (payment expiry, gateway). */
export const AdminOrderStatusChange = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  username: z.string().nullable(),
  created_at: IsoDateTime,
});
export type AdminOrderStatusChange = z.infer<typeof AdminOrderStatusChange>;

export const AdminOrderNote = z.object({
  id: EntityId,
  body: z.string(),
  username: z.string(),
  created_at: IsoDateTime,
});
export type AdminOrderNote = z.infer<typeof AdminOrderNote>;

/** GET /api/admin/orders/{id}: the order page, the invoice and the packing slip. */
export const AdminOrderDetail = AdminOrderSummary.extend({
  subtotal: Dirhams,
  discount_amount: Dirhams,
  shipping_fee: Dirhams,
  coupon_code: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_notes: z.string().nullable(),
  customer: z
    .object({ id: EntityId, name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  items: z.array(AdminOrderItem),
  transaction: z
    .object({
      transaction_id: z.string().nullable(),
      status: TransactionStatusSchema,
      amount: Dirhams,
      card_type: z.string().nullable(),
      created_at: IsoDateTime,
    })
    .nullable(),
  history: z.array(AdminOrderStatusChange),
  notes: z.array(AdminOrderNote),
  cash_received: z.object({ amount: Dirhams, at: IsoDateTime, username: z.string().nullable() }).nullable(),
  archived: z.object({ at: IsoDateTime, username: z.string().nullable() }).nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderParams = z.object({ id: IdParam });
export const AdminOrderGiftCardParams = z.object({ id: IdParam, giftCardId: IdParam });

export const AdminOrderNoteBody = z.object({ body: requiredText(ORDER_NOTE_MAX) });
export type AdminOrderNoteBody = z.infer<typeof AdminOrderNoteBody>;

/** The most cash one entry records: one million riyals, in dirhams. */
export const CASH_RECEIVED_MAX = 100_000_000;
/** The longest reason a cash correction takes. */
export const CASH_CORRECTION_REASON_MAX = 500;

/** Cash handed in: more than nothing (an entry of 0 would stand for cash never counted), at most the cap. */
export const CashAmount = z
  .number({ message: 'CASH_AMOUNT_POSITIVE' })
  .int({ message: 'CASH_AMOUNT_POSITIVE' })
  .min(1, { message: 'CASH_AMOUNT_POSITIVE' })
  .max(CASH_RECEIVED_MAX, { message: 'NUMBER_OUT_OF_RANGE' });

/** POST /api/admin/orders/{id}/cash-received: the amount the courier brought back, in dirhams. */
export const AdminCashReceivedBody = z.object({ amount: CashAmount });
export type AdminCashReceivedBody = z.infer<typeof AdminCashReceivedBody>;

/** PUT /api/admin/orders/{id}/cash-received: a recorded amount corrected, and why (the activity log keeps both). */
export const AdminCashCorrectionBody = z.object({
  amount: CashAmount,
  reason: requiredText(CASH_CORRECTION_REASON_MAX),
});
export type AdminCashCorrectionBody = z.infer<typeof AdminCashCorrectionBody>;

/** Its answer: the cash as the order page shows it (AdminOrderDetail.cash_received). */
export const AdminCashReceivedResponse = z.object({
  success: z.literal(true),
  cash_received: z.object({ amount: Dirhams, at: IsoDateTime, username: z.string().nullable() }),
});
export type AdminCashReceivedResponse = z.infer<typeof AdminCashReceivedResponse>;

export const AdminGiftCardRevealResponse = z.object({ code: z.string() });
export type AdminGiftCardRevealResponse = z.infer<typeof AdminGiftCardRevealResponse>;
