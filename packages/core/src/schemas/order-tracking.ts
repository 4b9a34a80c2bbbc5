import { z } from 'zod';
import {
  Dirhams,
  EMAIL_MAX,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  requiredText,
} from './common.js';
import { VerifiedDelivery, VerifiedOrderItem } from './orders.js';

// Order tracking (decision 030): the shopper finds an order again by its short number and the
// e-mail or phone it was placed with, or by the signed link of the confirmation e-mail.

/** POST /api/orders/track: "#1001", "1001" or "١٠٠١", and the e-mail or phone used (any digits, spaces). */
export const StoreTrackOrderBody = z.object({
  orderNumber: requiredText(20),
  contact: requiredText(EMAIL_MAX),
});

/** GET /api/orders/track/{token}: a malformed token is simply not found (the same 404 as a forged one). */
export const StoreTrackTokenParams = z.object({ token: requiredText(64) });
export type StoreTrackOrderBody = z.infer<typeof StoreTrackOrderBody>;

/** The signed tracking token of an order (the confirmation e-mail's link, the success screen's reload). */
export const TRACKING_TOKEN_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}$/;

export const TrackedStatusChange = z.object({
  status: OrderStatusSchema,
  /** ISO timestamp; the screens show it with the D21 formatters. */
  at: z.string(),
});
export type TrackedStatusChange = z.infer<typeof TrackedStatusChange>;

/** What the tracking view shows: status, lines, address and the status history (oldest first). */
export const StoreTrackedOrder = z.object({
  orderNumber: z.string(),
  shortNumber: z.number().int().positive(),
  /** The signed token of this order: the view's own address (/track?t=…) for a reload or a bookmark. */
  token: z.string(),
  customerName: z.string(),
  status: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  paymentStatus: PaymentStatusSchema.nullable(),
  isGiftCardOrder: z.boolean(),
  subtotal: Dirhams,
  discountAmount: Dirhams,
  shippingFee: Dirhams,
  totalAmount: Dirhams,
  items: z.array(VerifiedOrderItem),
  delivery: VerifiedDelivery.nullable(),
  createdAt: z.string(),
  history: z.array(TrackedStatusChange),
});
export type StoreTrackedOrder = z.infer<typeof StoreTrackedOrder>;

export const StoreTrackOrderResponse = z.object({ success: z.literal(true), order: StoreTrackedOrder });
export type StoreTrackOrderResponse = z.infer<typeof StoreTrackOrderResponse>;
