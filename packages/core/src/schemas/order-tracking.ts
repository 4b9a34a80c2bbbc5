import { z } from 'zod';
import {
  Dirhams,
  EMAIL_MAX,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  requiredText,
} from './common.js';
import { OrderCharges } from './order-charges.js';
import { VerifiedDelivery, VerifiedGiftCard, VerifiedOrderItem } from './orders.js';

// Order tracking (decision 030): the shopper finds an order again by its short number and the
// e-mail or phone it was placed with, or by the signed link of the confirmation e-mail.

/**
 * POST /api/orders/track: "#1001", "1001" or "١٠٠١" (or the long ORD-… identifier), and the e-mail or phone
 * used (any digits, spaces).
 */
export const StoreTrackOrderBody = z.object({
  orderNumber: requiredText(40),
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
  /**
   * A paid order's gift-card codes went to this address, masked (core's maskEmail: "m•••@•••.qa"): the
   * screen says where to look instead of showing a code; null when the order has no codes out.
   */
  codesSentTo: z.string().nullable(),
  subtotal: Dirhams,
  discountAmount: Dirhams,
  shippingFee: Dirhams,
  totalAmount: Dirhams,
  /** The charges as the order was placed (subtotal, discount, delivery fee, delivery coupon, total). */
  charges: OrderCharges,
  items: z.array(VerifiedOrderItem),
  delivery: VerifiedDelivery.nullable(),
  createdAt: z.string(),
  history: z.array(TrackedStatusChange),
});
export type StoreTrackedOrder = z.infer<typeof StoreTrackedOrder>;

export const StoreTrackOrderResponse = z.object({ success: z.literal(true), order: StoreTrackedOrder });
export type StoreTrackOrderResponse = z.infer<typeof StoreTrackOrderResponse>;

/**
 * POST /api/orders/gift-codes: the token of the link in the codes e-mail (giving it in a body, never in an
 * address or a header, keeps it out of logs and caches).
 */
export const StoreGiftCodesBody = z.object({ token: requiredText(64) });
export type StoreGiftCodesBody = z.infer<typeof StoreGiftCodesBody>;

/** The order's live gift-card codes (a void code is replaced by its replacement), shown to whoever opened the link. */
export const StoreGiftCodesResponse = z.object({
  success: z.literal(true),
  orderNumber: z.string(),
  shortNumber: z.number().int().positive(),
  cards: z.array(VerifiedGiftCard),
});
export type StoreGiftCodesResponse = z.infer<typeof StoreGiftCodesResponse>;
