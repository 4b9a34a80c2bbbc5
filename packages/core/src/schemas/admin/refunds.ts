import { z } from 'zod';
import { EntityId, IdParam, IsoDateTime, plainText, requiredText } from '../common.js';
import {
  CASH_REFUND_HOW,
  REFUND_METHODS,
  REFUND_REASON_MAX,
  REFUND_REFERENCE_MAX,
  REFUND_STATUSES,
} from '../../rules/refunds.js';
import { CASH_RECEIVED_MAX } from './orders.js';

// The back office's refunds of one order (decision 045).

/** A refund's amount: more than nothing, at most the cap the cash entries use. */
export const RefundAmount = z
  .number({ message: 'REFUND_AMOUNT_POSITIVE' })
  .int({ message: 'REFUND_AMOUNT_POSITIVE' })
  .min(1, { message: 'REFUND_AMOUNT_POSITIVE' })
  .max(CASH_RECEIVED_MAX, { message: 'NUMBER_OUT_OF_RANGE' });

/** A dialog's idempotency key: made once per dialog, sent again on a retry (refunds, returns). */
export const RequestKey = requiredText(64).regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'VALIDATION_FAILED' });

/**
 * POST /api/admin/orders/{id}/refunds. `request_key` is made once per refund dialog and sent again on a retry:
 * the same key answers the same refund. Card refunds through a gateway without a refund call (SkipCash) carry
 * the `reference` of the refund made in its portal; cash refunds say who paid (a driver, or the staff member
 * recording it when `driver_id` is left out) and how.
 */
export const AdminRefundBody = z.object({
  amount: RefundAmount,
  reason: requiredText(REFUND_REASON_MAX),
  method: z.enum(REFUND_METHODS),
  request_key: RequestKey,
  reference: plainText(REFUND_REFERENCE_MAX).optional(),
  driver_id: EntityId.nullable().optional(),
  cash_how: z.enum(CASH_REFUND_HOW).optional(),
  /** Store credit: staff asked the shopper, who agreed (required for that method, recorded with the refund). */
  shopper_agreed: z.boolean().optional(),
});
export type AdminRefundBody = z.infer<typeof AdminRefundBody>;

export const AdminRefund = z.object({
  id: EntityId,
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int().positive(),
  reason: z.string(),
  gateway: z.string().nullable(),
  /** The gateway's refund id, or the reference typed from its portal. */
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  cash_how: z.enum(CASH_REFUND_HOW).nullable(),
  /** Cash: who paid it back (the driver's or the staff member's name). */
  paid_by: z.string().nullable(),
  username: z.string().nullable(),
  /** Store credit: the shop gift card credited (masked) and that the shopper agreed. */
  gift_card_id: EntityId.nullable(),
  gift_card_masked: z.string().nullable(),
  shopper_agreed: z.boolean(),
  created_at: IsoDateTime,
  settled_at: IsoDateTime.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/** GET /api/admin/orders/{id}/refunds: what was paid, what went back, what may still go back, and how. */
export const AdminOrderRefundsResponse = z.object({
  success: z.literal(true),
  paid: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  refundable: z.number().int().nonnegative(),
  methods: z.array(z.enum(REFUND_METHODS)),
  /** The card gateway has no refund call: staff make the refund in its portal and record its reference. */
  card_by_portal: z.boolean(),
  refunds: z.array(AdminRefund),
});
export type AdminOrderRefundsResponse = z.infer<typeof AdminOrderRefundsResponse>;

/** The answer to a refund asked, retried or checked: the refund as it stands and the order's refunds. */
export const AdminRefundResponse = AdminOrderRefundsResponse.extend({ refund: AdminRefund });
export type AdminRefundResponse = z.infer<typeof AdminRefundResponse>;

export const AdminRefundParams = z.object({ id: IdParam, refundId: IdParam });
