import { z } from 'zod';
import { DeliveryWindowOnOrder } from '../delivery-windows.js';
import { DELIVERY_FAILURE_REASONS } from '../../rules/driver-run.js';
import { CUSTOMER_KINDS } from './customers.js';
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
  rawText,
  requiredText,
} from '../common.js';
import { ID_TEXT_PATTERN, MAX_DB_INT } from '../../rules/safe-input.js';
import { UTC_INSTANT_PATTERN, dohaDayStart, isUtcInstant } from '../../rules/doha-time.js';
import {
  ACTIVE_STATUSES,
  PAYMENT_STATES,
  SYSTEM_CANCEL_REASONS,
  type OrderStatus,
} from '../../rules/order-status.js';
import { AdminOrderSerial } from './serials.js';

// The back office's orders (back-office §2 active orders and all orders, §3 Order, §4 order status).
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
/**
 * How many delivered and canceled orders the active-orders screen loads for "show more"; past them, the link to
 * all orders. Each card or row is ~500 bytes the board reads, checks and sends on every load and every change.
 */
export const HISTORY_BOARD_LIMIT = 20;
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
   * are off the active board and found here. Cash orders carry no payment status.
   */
  payment_status: PaymentStatusSchema.optional(),
  /** Delivered cash orders whose cash is not yet marked received. */
  awaiting_cash: booleanQuery.optional(),
  /** Cash orders whose cash recorded differs from the amount due (short or over). */
  cash_difference: booleanQuery.optional(),
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
  /** How the screens word the payment: cash to be paid on delivery, collected, or the card payment's status. */
  payment_state: z.enum(PAYMENT_STATES),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  shipping_city: z.string().nullable(),
  total_amount: Dirhams,
  /** The part the shop's gift card paid (decision 046); the rest is due by card or cash. */
  gift_card_amount: Dirhams,
  is_gift_card_order: z.boolean(),
  /** Units ordered: the sum of the lines' quantities. */
  item_count: z.number().int().nonnegative(),
  locale: LocaleSchema,
  cash_received_at: IsoDateTime.nullable(),
  /** Cash recorded minus the amount due (negative when short); null until cash is recorded. */
  cash_difference: z.number().int().nullable(),
  /** The driver taking the order out. */
  driver: z.object({ id: EntityId, name: z.string() }).nullable(),
  /** The delivery window the shopper booked (decision 034), when they booked one: on the board's card too. */
  delivery_window: DeliveryWindowOnOrder.optional(),
  /** A driver could not deliver it (decision 053): why and when; absent once a driver is assigned again. */
  delivery_failed: z.object({ reason: z.enum(DELIVERY_FAILURE_REASONS), at: IsoDateTime }).optional(),
  /** Money given back so far (succeeded refunds, decision 045). */
  refunded_amount: Dirhams,
  /** The goods' value that came back so far (decision 048): with the status, "partly returned". */
  returned_value: Dirhams,
  archived_at: IsoDateTime.nullable(),
  /**
   * True when the caller does not handle orders (seesShopperContact): name, e-mail and phone are masked, and
   * on the order page the address and delivery notes are withheld (null).
   */
  contact_masked: z.boolean(),
  /**
   * The all-orders search matched units' serials (decision 049): those of this order, and whether each unit has
   * come back, so a serial read off a box says at once whether it went out or came back. Absent otherwise.
   */
  matched_serials: z.array(z.object({ serial: z.string(), returned: z.boolean() })).optional(),
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

/**
 * One column of the board holds this many cards at a time, oldest first; "show more" fetches the next page with
 * a keyset cursor (a flash sale's thousands of active orders must not go to the browser at once).
 * Twenty cards are several screens of a column; at thirty (and fifty history rows) four staff on the board of a
 * flash sale waited 61 ms at p95 for a 75 KB answer, most of it building and checking cards nobody scrolled to.
 */
export const BOARD_COLUMN_PAGE = 20;

/**
 * Where a column's page ended: the last card's created_at to the microsecond and its id, as the server wrote
 * it (`2026-11-26T10:15:30.123456Z~1234`). Opaque to the back office, which sends it back as `after`.
 */
export const BoardCursor = rawText(60).regex(
  new RegExp(`^${UTC_INSTANT_PATTERN.source.slice(1, -1)}~${ID_TEXT_PATTERN.source.slice(1, -1)}$`),
  'not a cursor this server wrote',
);

/**
 * Whether a cursor names a real instant within the calendar years and an order id PostgreSQL can hold: the
 * pattern alone let 0000-01-01T00:00:00Z~1 and 2026-02-30T…~1 through to a database error (500).
 */
export function isBoardCursor(text: string): boolean {
  const at = text.slice(0, text.indexOf('~'));
  const id = Number(text.slice(text.indexOf('~') + 1));
  return isUtcInstant(at) && Number.isInteger(id) && id >= 1 && id <= MAX_DB_INT;
}

/** GET /api/admin/orders/board/{status}: one active column's next page. */
export const AdminBoardColumnParams = z.object({
  /** An active column: the document lists them, where a refinement of every status would not say which. */
  status: z.enum(ACTIVE_STATUSES as unknown as [OrderStatus, ...OrderStatus[]]),
});
export const AdminBoardColumnQuery = z.object({
  /** The previous page's `next_after`; none for the first page. */
  after: BoardCursor.optional(),
});

/** A page of one column: at most BOARD_COLUMN_PAGE cards, oldest first, and where the next page starts. */
export const AdminBoardColumnPage = z.object({
  orders: z.array(AdminOrderSummary),
  /** null when this page is the column's last. */
  next_after: BoardCursor.nullable(),
});
export type AdminBoardColumnPage = z.infer<typeof AdminBoardColumnPage>;

/** One active column of the board: its status, how many orders it holds in all, and its first page. */
export const AdminBoardColumn = AdminBoardColumnPage.extend({
  status: OrderStatusSchema,
  count: z.number().int().nonnegative(),
});
export type AdminBoardColumn = z.infer<typeof AdminBoardColumn>;

/** GET /api/admin/orders/board: the active-orders screen in one call, bounded whatever the shop's volume. */
export const AdminOrderBoardResponse = z.object({
  /**
   * Pending, confirmed and shipped, in that order: each column's count and its oldest BOARD_COLUMN_PAGE orders
   * (the next to handle on top), without the card orders whose payment failed or was cancelled (they
   * are in the all-orders list, filtered by payment_status).
   */
  columns: z.array(AdminBoardColumn),
  /** The latest HISTORY_BOARD_LIMIT delivered and canceled orders, newest first. */
  history: z.array(AdminOrderSummary),
  history_total: z.number().int().nonnegative(),
  /** Delivered cash orders awaiting their cash: how many, their total, and per Doha day. */
  awaiting_cash: z.object({
    count: z.number().int().nonnegative(),
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
  /** A void code no longer counts; the page strikes it through and names its replacement. */
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
  /** The product records each unit's serial or IMEI when packed (decision 049), as it is marked now. */
  serialized: z.boolean(),
  serials: z.array(AdminOrderSerial),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** One status change of the timeline; username null for the system (payment expiry, gateway). */
export const AdminOrderStatusChange = z.object({
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  username: z.string().nullable(),
  /** The staff member's reason (a return's, decision 027); null otherwise. */
  reason: z.string().nullable(),
  /** Why the system moved it (an unpaid card order canceled when its payment window passed), else null. */
  system_reason: z.enum(SYSTEM_CANCEL_REASONS).nullable(),
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

/**
 * The cash of a cash order as recorded: the amount, when, the staff member who recorded it (username), the
 * driver who handed it in (null when that staff member took it) and, when it differs from the amount due, why.
 */
export const CashReceived = z.object({
  amount: Dirhams,
  at: IsoDateTime,
  username: z.string().nullable(),
  driver: z.object({ id: EntityId, name: z.string() }).nullable(),
  /** amount − the order's total: negative when short. */
  difference: z.number().int(),
  difference_reason: z.string().nullable(),
});
export type CashReceived = z.infer<typeof CashReceived>;

/** GET /api/admin/orders/{id}: the order page, the invoice and the packing slip. */
export const AdminOrderDetail = AdminOrderSummary.extend({
  subtotal: Dirhams,
  discount_amount: Dirhams,
  /** The delivery charged, after shipping_discount. */
  shipping_fee: Dirhams,
  /** What a delivery coupon waived of the zone's fee (decision 054): its own line on the page and invoice. */
  shipping_discount: Dirhams,
  /** An exchange's replacement order: the part of its goods paid by the goods that came back (decision 048). */
  exchange_credit: Dirhams,
  coupon_code: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_notes: z.string().nullable(),
  /**
   * With a driver: the Doha day (YYYY-MM-DD) of the delivery sheet the order is on, the day the shopper booked
   * (carried onto today while late, the day it was delivered once delivered); the page links to that sheet.
   */
  sheet_date: z.string().nullable(),
  /** The linked customer; its kind (guest or account) is the one the customers screen shows. */
  customer: z
    .object({
      id: EntityId,
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      kind: z.enum(CUSTOMER_KINDS),
    })
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
  cash_received: CashReceived.nullable(),
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

/**
 * POST /api/admin/orders/{id}/cash-received: the amount handed in (dirhams), who handed it in (a driver, or
 * the staff member recording it when driver_id is left out) and, when it differs from the amount due, why
 * (CASH_DIFFERENCE_REASON_REQUIRED without one).
 */
export const AdminCashReceivedBody = z.object({
  amount: CashAmount,
  driver_id: EntityId.nullable().optional(),
  reason: plainText(CASH_CORRECTION_REASON_MAX).optional(),
});
export type AdminCashReceivedBody = z.infer<typeof AdminCashReceivedBody>;

/** PUT /api/admin/orders/{id}/cash-received: a recorded amount corrected, and why (the activity log keeps both). */
export const AdminCashCorrectionBody = z.object({
  amount: CashAmount,
  reason: requiredText(CASH_CORRECTION_REASON_MAX),
});
export type AdminCashCorrectionBody = z.infer<typeof AdminCashCorrectionBody>;

/** Its answer: the cash as the order page shows it (AdminOrderDetail.cash_received). */
/** POST /api/admin/orders/{id}/payment-link: sent by e-mail, and on WhatsApp too when `whatsapp`. */
export const AdminPaymentLinkSentResponse = z.object({ success: z.literal(true), whatsapp: z.boolean() });
export type AdminPaymentLinkSentResponse = z.infer<typeof AdminPaymentLinkSentResponse>;

export const AdminCashReceivedResponse = z.object({
  success: z.literal(true),
  cash_received: CashReceived,
});
export type AdminCashReceivedResponse = z.infer<typeof AdminCashReceivedResponse>;

/** The code, and the brand's PIN or serial when its code came with one. */
export const AdminGiftCardRevealResponse = z.object({ code: z.string(), pin: z.string().nullable() });
export type AdminGiftCardRevealResponse = z.infer<typeof AdminGiftCardRevealResponse>;
