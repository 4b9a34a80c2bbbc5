import { z } from 'zod';
import {
  DeliveryWindowOnOrder,
  LOCALES,
  GUEST_ORDERS_TOKEN_PATTERN,
  PASSWORD_RESET_TOKEN_PATTERN,
  TRACKING_TOKEN_PATTERN,
} from '@matjar/core';
import {
  CUSTOMER_NOTIFIED_STATUSES,
  ORDER_CANCELLATION_PAYMENTS,
  type ContactMessageEmail,
  type GiftCardCodesEmail,
  type OrderConfirmationEmail,
  type OrderStatusEmail,
  type GuestOrdersLinkEmail,
  type PasswordResetEmail,
  type SignInLockoutEmail,
} from '../mail-queue.js';

// Outbox payloads are JSON written by another release of the code, possibly long ago: the worker checks
// them against these before rendering, and a row that does not fit fails at once instead of retrying.

const dirhams = z.number().int();
const isoDate = z.union([z.string().min(1), z.date()]).transform(String);

export const OrderConfirmationPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string().min(1),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  paymentMethod: z.enum(['cash', 'online']),
  /** The shop gift card's part (decision 046), its code masked, and whether it paid the whole order. */
  giftCardAmount: z.number().int().nonnegative().optional(),
  giftCardMasked: z.string().optional(),
  paidInFull: z.boolean().optional(),
  isGiftCardOrder: z.boolean(),
  items: z
    .array(
      z.object({
        productName: z.string(),
        variantName: z.string().nullable(),
        quantity: z.number().int().positive(),
        unitPrice: dirhams,
        totalPrice: dirhams,
        giftCard: z.boolean().optional(),
      }),
    )
    .min(1),
  subtotal: dirhams,
  discount: dirhams,
  shippingFee: dirhams,
  /** What a delivery coupon waived of the zone's fee (its own line); absent in e-mails queued before it. */
  shippingDiscount: dirhams.optional(),
  total: dirhams,
  couponCode: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  shippingCity: z.string().nullable(),
  deliveryWindow: DeliveryWindowOnOrder.nullish(),
  deliveryDays: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).nullish(),
  createdAt: isoDate,
  /** The signed tracking token (decision 030): the e-mail links to /track?t=…; absent in older e-mails. */
  trackingToken: z.string().regex(TRACKING_TOKEN_PATTERN).optional(),
}) satisfies z.ZodType<OrderConfirmationEmail, unknown>;

export const GiftCardCodesPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string().min(1),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  cards: z
    .array(
      z.object({
        productName: z.string(),
        value: dirhams,
        code: z.string().min(1),
        // A brand's PIN or serial; absent in e-mails queued before brand codes were stocked.
        pin: z.string().nullable().optional(),
        expiresAt: isoDate,
      }),
    )
    .min(1),
  occasion: z.enum(['paid', 'replaced', 'store_credit']).optional(),
  replaces: z.string().optional(),
}) satisfies z.ZodType<GiftCardCodesEmail, unknown>;

/** What contact-service.ts queues: a message from the storefront's contact form to the shop's address. */
export const ContactMessagePayload = z.object({
  to: z.string().min(3),
  replyTo: z.string().min(3),
  subject: z.string(),
  contactMessageId: z.number().int().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  message: z.string(),
  locale: z.enum(LOCALES).default('ar'),
}) satisfies z.ZodType<ContactMessageEmail, unknown>;

/** What the sign-in limits queue when an account's lockout begins. */
export const SignInLockoutPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  scope: z.enum(['staff', 'customer']),
  lockedMinutes: z.number().int().positive(),
  lockedUntil: z.string().min(1),
}) satisfies z.ZodType<SignInLockoutEmail, unknown>;

/** What a staff status change queues (modules/orders). */
export const OrderStatusPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  orderNumber: z.string().min(1),
  shortNumber: z.number().int().positive().optional(),
  customerName: z.string(),
  status: z.enum(CUSTOMER_NOTIFIED_STATUSES),
  paymentMethod: z.enum(['cash', 'online']),
  items: z.array(
    z.object({
      productName: z.string(),
      variantName: z.string().nullable(),
      quantity: z.number().int().positive(),
    }),
  ),
  total: dirhams,
  payment: z.enum(ORDER_CANCELLATION_PAYMENTS).optional(),
  voidedCodes: z.array(z.string()).optional(),
  digital: z.boolean().optional(),
  trackingToken: z.string().regex(TRACKING_TOKEN_PATTERN).optional(),
  shippingCity: z.string().nullish(),
  deliveryWindow: DeliveryWindowOnOrder.nullish(),
  deliveryDays: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).nullish(),
}) satisfies z.ZodType<OrderStatusEmail, unknown>;

/** What forgot-password queues (decision 037). */
export const PasswordResetPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  customerName: z.string(),
  token: z.string().regex(PASSWORD_RESET_TOKEN_PATTERN),
  expiresAt: z.string().min(1),
}) satisfies z.ZodType<PasswordResetEmail, unknown>;

/** What a sign-up with a guest's e-mail queues (decision 043). */
export const GuestOrdersLinkPayload = z.object({
  to: z.string().min(3),
  locale: z.enum(LOCALES),
  customerName: z.string(),
  token: z.string().regex(GUEST_ORDERS_TOKEN_PATTERN),
  expiresAt: z.string().min(1),
}) satisfies z.ZodType<GuestOrdersLinkEmail, unknown>;
