import { z } from 'zod';
import { EntityId, IdParam, IsoDateTime, plainText, rawText, requiredText } from '../common.js';
import { ORDER_STATUSES } from '../../rules/order-status.js';
import {
  CASH_REFUND_HOW,
  REFUND_METHODS,
  REFUND_REFERENCE_MAX,
  REFUND_STATUSES,
} from '../../rules/refunds.js';
import {
  RETURN_CONDITIONS,
  RETURN_KINDS,
  RETURN_REASON_MAX,
  RETURN_WINDOW_MAX_DAYS,
} from '../../rules/returns.js';
import { MAX_UNITS_PER_LINE } from '../../rules/limits.js';
import { RefundAmount, RequestKey } from './refunds.js';

// Returns by line and quantity, and exchanges, of one order (decision 048).

export const AdminReturnLineInput = z.object({
  order_item_id: EntityId,
  quantity: z.number().int().min(1, { message: 'RETURN_QUANTITY_POSITIVE' }).max(999),
  condition: z.enum(RETURN_CONDITIONS),
  /**
   * A line that went out with serial numbers (decision 049): the serial (IMEI) of each unit coming back, as
   * many as `quantity`, as typed, scanned or chosen (normalised by the server). Left out for other lines.
   */
  serials: z.array(rawText(80)).max(999).optional(),
});

/** Money back with the return at once, through the refunds (decision 045); left out, it is refunded later. */
export const AdminReturnRefundInput = z.object({
  method: z.enum(REFUND_METHODS),
  /** Left out: the goods' value (an exchange: what the shopper is owed), capped at what is refundable. */
  amount: RefundAmount.optional(),
  reference: plainText(REFUND_REFERENCE_MAX).optional(),
  driver_id: EntityId.nullable().optional(),
  cash_how: z.enum(CASH_REFUND_HOW).optional(),
});

/** The replacement an exchange sends out, and how its difference in price is paid (cash on delivery or card). */
export const AdminExchangeInput = z.object({
  items: z
    .array(
      z.object({
        product_id: EntityId,
        variant_id: EntityId.nullish(),
        quantity: z.number().int().min(1).max(MAX_UNITS_PER_LINE),
      }),
    )
    .min(1, { message: 'EXCHANGE_ITEMS_REQUIRED' })
    .max(20),
  payment_method: z.enum(['cash', 'online']),
});

/**
 * POST /api/admin/orders/{id}/returns. `request_key` is made once per dialog: the same key answers the same
 * return. `late_reason` is required past the shop's window (and only a role that may accept late returns may).
 */
export const AdminReturnBody = z.object({
  request_key: RequestKey,
  reason: requiredText(RETURN_REASON_MAX),
  late_reason: plainText(RETURN_REASON_MAX).optional(),
  lines: z.array(AdminReturnLineInput).min(1, { message: 'RETURN_LINES_REQUIRED' }).max(100),
  refund: AdminReturnRefundInput.optional(),
  exchange: AdminExchangeInput.optional(),
});
export type AdminReturnBody = z.infer<typeof AdminReturnBody>;

export const AdminReturnLine = z.object({
  order_item_id: EntityId,
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  quantity: z.number().int().positive(),
  condition: z.enum(RETURN_CONDITIONS),
  unit_price: z.number().int().nonnegative(),
  /** The unit that came back (one line per unit of a line that went out with serials); null for other lines. */
  serial_number: z.string().nullable(),
});

/** An order named on another's screen: the exchange's replacement, or the order it replaced goods of. */
export const AdminLinkedOrder = z.object({
  id: EntityId,
  short_number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(['cash', 'online']),
  payment_status: z.string().nullable(),
  total_amount: z.number().int().nonnegative(),
  exchange_credit: z.number().int().nonnegative(),
});
export type AdminLinkedOrder = z.infer<typeof AdminLinkedOrder>;

export const AdminReturn = z.object({
  id: EntityId,
  kind: z.enum(RETURN_KINDS),
  reason: z.string(),
  late_reason: z.string().nullable(),
  value: z.number().int().nonnegative(),
  username: z.string().nullable(),
  created_at: IsoDateTime,
  lines: z.array(AdminReturnLine),
  refund: z
    .object({ id: EntityId, status: z.enum(REFUND_STATUSES), amount: z.number().int().positive() })
    .nullable(),
  replacement: AdminLinkedOrder.nullable(),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

/** One line of the order as the return dialog offers it: sold, back already, and what may still come back. */
export const AdminReturnableLine = z.object({
  order_item_id: EntityId,
  product_id: EntityId.nullable(),
  variant_id: EntityId.nullable(),
  product_name: z.string(),
  product_name_en: z.string().nullable(),
  variant_name: z.string().nullable(),
  variant_name_en: z.string().nullable(),
  unit_price: z.number().int().nonnegative(),
  sold: z.number().int().positive(),
  returned: z.number().int().nonnegative(),
  returnable: z.number().int().nonnegative(),
  /** A gift card never comes back (its code was sent): void it on the gift cards screen. */
  gift_card: z.boolean(),
  /**
   * The serial numbers recorded on the line when it was packed, and whether each unit has come back. A line
   * with any must name the serial of each unit it returns, chosen among those not back yet.
   */
  serials: z.array(z.object({ serial: z.string(), returned: z.boolean() })),
});
export type AdminReturnableLine = z.infer<typeof AdminReturnableLine>;

/** GET /api/admin/orders/{id}/returns: the window, each line's returnable units, the returns and linked orders. */
export const AdminOrderReturnsResponse = z.object({
  success: z.literal(true),
  return_state: z.enum(['none', 'partly_returned', 'returned']),
  window: z.object({
    delivered_at: IsoDateTime.nullable(),
    return_days: z.number().int().min(0).max(RETURN_WINDOW_MAX_DAYS),
    exchange_days: z.number().int().min(0).max(RETURN_WINDOW_MAX_DAYS),
    return_closes_at: IsoDateTime.nullable(),
    exchange_closes_at: IsoDateTime.nullable(),
    return_open: z.boolean(),
    exchange_open: z.boolean(),
  }),
  /** Whether goods may come back now: the order was delivered and not every unit is back yet. */
  can_return: z.boolean(),
  lines: z.array(AdminReturnableLine),
  returns: z.array(AdminReturn),
  /** This order is an exchange's replacement: the order whose goods came back for it. */
  exchange_of: AdminLinkedOrder.nullable(),
});
export type AdminOrderReturnsResponse = z.infer<typeof AdminOrderReturnsResponse>;

const ErrorWords = z.object({ code: z.string(), message: z.string(), messageAr: z.string() });

/**
 * The answer to a return recorded: the return, the order's returns as they stand, and — when money was to go
 * back at once — the refund made, or why it was not (the return stands; the refund is made later).
 */
export const AdminReturnResponse = AdminOrderReturnsResponse.extend({
  return: AdminReturn,
  refund_error: ErrorWords.nullable(),
  /** An exchange paid by card: the payment page to send the shopper. */
  payment_url: z.string().nullable(),
});
export type AdminReturnResponse = z.infer<typeof AdminReturnResponse>;

export const AdminReturnParams = z.object({ id: IdParam });

/** GET /api/admin/reports/returns: returns recorded in a range, by reason and by product. */
export const AdminReturnsReportResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  returns: z.number().int().nonnegative(),
  units: z.number().int().nonnegative(),
  value: z.number().int().nonnegative(),
  damaged_units: z.number().int().nonnegative(),
  exchanges: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
  by_reason: z.array(
    z.object({
      reason: z.string(),
      returns: z.number().int().nonnegative(),
      units: z.number().int().nonnegative(),
      value: z.number().int().nonnegative(),
    }),
  ),
  by_product: z.array(
    z.object({
      product_id: EntityId.nullable(),
      name: z.string(),
      name_en: z.string().nullable(),
      units: z.number().int().nonnegative(),
      damaged_units: z.number().int().nonnegative(),
      value: z.number().int().nonnegative(),
    }),
  ),
});
export type AdminReturnsReportResponse = z.infer<typeof AdminReturnsReportResponse>;
