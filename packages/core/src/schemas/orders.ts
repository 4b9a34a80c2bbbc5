import { OrderCharges } from './order-charges.js';
import { z } from 'zod';
import {
  LEGACY_ORDER_STATUSES,
  ORDER_STATUSES,
  STATUS_REASON_MAX,
  normalizeLegacyStatus,
  type OrderStatus,
} from '../rules/order-status.js';
import {
  BUILDING_FIELD_PATTERN,
  CITY_FIELD_PATTERN,
  DELIVERY_ADDRESS_LIMITS,
  ZONE_FIELD_PATTERN,
} from '../rules/delivery-address.js';
import { ChosenDeliveryWindow, DeliveryWindowOnOrder } from './delivery-windows.js';
import { QATAR_MOBILE_OR_BLANK_PATTERN } from '../rules/qatar-mobile.js';
import {
  Dirhams,
  EmailAddress,
  EntityId,
  IsoDateTime,
  LocaleSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  TransactionStatusSchema,
  optionalShopperText,
  optionalText,
  plainText,
  rawText,
  requiredShopperText,
  shopperText,
} from './common.js';

/**
 * One cart line as the client sends it. Only ids and quantity count (D4): names and prices the old client
 * sent (product_name, unit_price, total_price, variant_name) are accepted and dropped, as are unknown keys.
 */
export const StoreCreateOrderItem = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullish(),
  quantity: z.number().int().min(1).max(99),
});
export type StoreCreateOrderItem = z.infer<typeof StoreCreateOrderItem>;

/** POST /api/payments/create-order (storefront §7). The server recomputes every amount (D4). */
export const StoreCreateOrderBody = z.object({
  /** Sent by the old client; ignored: the server makes the order number. */
  orderNumber: rawText(200).optional(),
  customer: z.object({
    name: requiredShopperText(200),
    email: EmailAddress,
    /**
     * A Qatari mobile, or empty: required for physical goods, optional for gift-card-only orders (the server
     * checks which applies, by the cart).
     */
    phone: shopperText(40).regex(QATAR_MOBILE_OR_BLANK_PATTERN, { message: 'PHONE_INVALID' }).optional(),
  }),
  items: z.array(StoreCreateOrderItem).min(1, { message: 'CART_EMPTY' }).max(100),
  /**
   * Only the delivery details are read; the country is always Qatar for physical orders. The address comes in
   * parts (D14: zone, street, building, optional unit and landmark); the server requires them for physical
   * goods and stores them as one line (deliveryAddressLine). A shipping_address sent by the old client is
   * dropped with the other unknown keys.
   */
  orderData: z
    .object({
      shipping_city: shopperText(DELIVERY_ADDRESS_LIMITS.city)
        .regex(CITY_FIELD_PATTERN, { message: 'INVALID_CITY' })
        .optional(),
      shipping_zone: shopperText(DELIVERY_ADDRESS_LIMITS.zone)
        .regex(ZONE_FIELD_PATTERN, { message: 'INVALID_ZONE' })
        .optional(),
      shipping_street: optionalShopperText(DELIVERY_ADDRESS_LIMITS.street),
      shipping_building: shopperText(DELIVERY_ADDRESS_LIMITS.building)
        .regex(BUILDING_FIELD_PATTERN, { message: 'INVALID_BUILDING_NUMBER' })
        .optional(),
      shipping_unit: optionalShopperText(DELIVERY_ADDRESS_LIMITS.unit),
      shipping_landmark: optionalShopperText(DELIVERY_ADDRESS_LIMITS.landmark),
      shipping_notes: optionalShopperText(1000),
      /** Decision 034: required when the address's zone offers windows, refused otherwise. */
      delivery_window: ChosenDeliveryWindow.optional(),
    })
    .default({}),
  paymentMethod: PaymentMethodSchema,
  couponCode: plainText(50).nullish(),
  /**
   * The shop's own gift card to pay with (decision 046): the server applies what it can (not the gift-card
   * lines; up to the balance) and the rest is paid by `paymentMethod`; paid in whole, no other method is used.
   */
  giftCardCode: plainText(100).nullish(),
  locale: LocaleSchema.optional(),
  /**
   * "Send me order updates on WhatsApp" (decision 033): unticked unless the shopper ticks it. Kept
   * only for an order with something to deliver and a Qatari mobile; a phone that replied STOP is never messaged.
   */
  whatsappOptIn: z.boolean().optional(),
  /**
   * "Save this address to my account" (decision 037): for a signed-in customer's physical order, the delivery
   * address joins their saved addresses once the order is placed (not twice, not past the limit). Ignored for
   * a guest; never a reason to refuse the order.
   */
  saveAddress: z.boolean().optional(),
});
export type StoreCreateOrderBody = z.infer<typeof StoreCreateOrderBody>;

export const StoreCreateOrderResponse = z.object({
  success: z.literal(true),
  orderNumber: z.string(),
  /** The short number people read and type (D20): shown as formatOrderNumber(shortNumber), "#1001". */
  shortNumber: z.number().int().positive(),
  /** Hosted payment page for online payment; null for cash on delivery. */
  paymentUrl: z.string().nullable(),
  totalAmount: Dirhams,
  /** What the shop's gift card paid of the total (0 without one); the rest is due by card or cash. */
  giftCardAmount: Dirhams.optional(),
  isGiftCardOrder: z.boolean(),
  /**
   * A secret for this order only, kept by the browser that placed it (with pendingPayment / lastOrder) and sent
   * back as the `X-Order-Token` header of verify-order. Order numbers are guessable; without the token (or the
   * signed-in customer who owns the order) verify-order answers the status only: no name, e-mail or codes.
   */
  orderToken: z.string(),
  /**
   * The order's signed tracking token (decision 030): the success screen's address (/checkout/success?t=…)
   * and the tracking view read the order back with it after a reload. Absent from older servers.
   */
  trackingToken: z.string().optional(),
});
export type StoreCreateOrderResponse = z.infer<typeof StoreCreateOrderResponse>;

export const VerifiedGiftCard = z.object({
  productName: z.string(),
  value: Dirhams,
  code: z.string(),
  /** The brand's PIN or serial that goes with the code, when it came with one. */
  pin: z.string().nullable().optional(),
  expiresAt: IsoDateTime.optional(),
});
export type VerifiedGiftCard = z.infer<typeof VerifiedGiftCard>;

/** One line of a verified order, named in both languages: the confirmation shows the page's language. */
export const VerifiedOrderItem = z.object({
  productName: z.string(),
  productNameEn: z.string().nullable(),
  variantName: z.string().nullable(),
  variantNameEn: z.string().nullable(),
  quantity: z.number().int().positive(),
  totalPrice: Dirhams,
});
export type VerifiedOrderItem = z.infer<typeof VerifiedOrderItem>;

/** Where a physical order goes (D14): the city's code (QATAR_CITIES; cityLabel names it) and the address line. */
export const VerifiedDelivery = z.object({
  city: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  /** The promise in working days made when the order was placed (decision 032); null for older orders. */
  daysMin: z.number().int().nullable().optional(),
  daysMax: z.number().int().nullable().optional(),
  /** The day and time window the shopper booked (decision 034); null or absent: none. */
  window: DeliveryWindowOnOrder.nullable().optional(),
});
export type VerifiedDelivery = z.infer<typeof VerifiedDelivery>;

/** GET /api/payments/verify-order/{orderNumber} (storefront §3 "Verified order", §7). */
export const StoreVerifyOrderResponse = z.object({
  success: z.literal(true),
  order: z.object({
    orderNumber: z.string(),
    /**
     * The short number (D20), shown as "#1001"; given to anyone who may see the status. Absent from a server
     * from before it: the screens then show the orderNumber (shownOrderNumber).
     */
    shortNumber: z.number().int().positive().optional(),
    customerName: z.string(),
    customerEmail: z.string(),
    totalAmount: Dirhams,
    /** What the shop's gift card paid of the total (decision 046); absent from older servers. */
    giftCardAmount: Dirhams.optional(),
    status: OrderStatusSchema,
    paymentStatus: PaymentStatusSchema.nullable(),
    paymentMethod: PaymentMethodSchema,
    isGiftCardOrder: z.boolean(),
    /**
     * Codes are shown once, on the confirmation screen of a completed payment (D11): the server gives them in
     * the first answer that can carry them and records it; every later answer has none.
     */
    giftCards: z.array(VerifiedGiftCard),
    /**
     * After that first answer: where the codes were e-mailed, masked (core's maskEmail), for "your codes were
     * sent to …"; the e-mail's signed link shows them again. Null otherwise; absent from older servers.
     */
    codesSentTo: z.string().nullable().default(null),
    /**
     * Beyond the spec: the lines and the delivery address, so the confirmation reassures.
     * Like the name and e-mail, only for the order's token or its signed-in owner: empty / null otherwise.
     */
    items: z.array(VerifiedOrderItem).default([]),
    delivery: VerifiedDelivery.nullable().default(null),
    /** The charges as placed (decision 054); null where the lines are withheld, absent from older servers. */
    charges: OrderCharges.nullable().optional(),
  }),
  transaction: z
    .object({
      status: TransactionStatusSchema,
      transactionId: z.string().nullable(),
      amount: Dirhams,
      visaId: z.string().nullable(),
    })
    .nullable(),
});
export type StoreVerifyOrderResponse = z.infer<typeof StoreVerifyOrderResponse>;

const STATUS_WORDS = [...ORDER_STATUSES, ...Object.keys(LEGACY_ORDER_STATUSES)] as [string, ...string[]];

/** PATCH /api/payments/order-status/{id}: current words, or the legacy ones of D8 mapped onto them. */
export const OrderStatusPatchBody = z.object({
  status: z.enum(STATUS_WORDS).transform((word): OrderStatus => normalizeLegacyStatus(word) ?? 'pending'),
  /**
   * The status the staff member saw (beyond the spec; the back office always sends it). When the order has
   * moved on since, the change is refused with ORDER_CHANGED instead of applying a move made on stale facts.
   */
  from: OrderStatusSchema.optional(),
  /**
   * Why (decision 027): required for a return (`returned`), stored on the timeline row and the activity log.
   * Up to STATUS_REASON_MAX characters; the server refuses a return without one (ORDER_RETURN_REASON_REQUIRED).
   */
  reason: optionalText(STATUS_REASON_MAX),
});
export type OrderStatusPatchBody = z.infer<typeof OrderStatusPatchBody>;

export const OrderStatusPatchResponse = z.object({
  success: z.literal(true),
  order: z.object({
    id: EntityId,
    order_number: z.string(),
    short_number: z.number().int().positive(),
    status: OrderStatusSchema,
    payment_status: PaymentStatusSchema.nullable(),
  }),
});
export type OrderStatusPatchResponse = z.infer<typeof OrderStatusPatchResponse>;
