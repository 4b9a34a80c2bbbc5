import { z } from 'zod';
import { COUPON_TYPES } from '../rules/coupons.js';
import { Dirhams, EntityId, IsoDateTime, plainText } from './common.js';
import { StoreCreateOrderItem } from './orders.js';

/** A coupon as the cart page lists it: unexpired and active only (storefront §5). */
export const StoreCoupon = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Whole percent for 'percentage', dirhams for 'fixed' and 'shipping'. */
  value: z.number().int().nonnegative(),
  minOrder: Dirhams,
  expiresAt: IsoDateTime,
  description: z.object({ ar: z.string(), en: z.string() }),
});
export type StoreCoupon = z.infer<typeof StoreCoupon>;

/** GET /api/store/coupons */
export const StoreCouponsResponse = z.object({ coupons: z.array(StoreCoupon) });
export type StoreCouponsResponse = z.infer<typeof StoreCouponsResponse>;

/**
 * POST /api/store/cart/quote: the cart as the server prices it (D4, D10). The cart and checkout pages call it
 * to revalidate lines and to get the server's word on a coupon; create-order runs the same computation.
 */
export const StoreCartQuoteBody = z.object({
  items: z.array(StoreCreateOrderItem).min(1, { message: 'CART_EMPTY' }).max(100),
  couponCode: plainText(50).nullish(),
  /** The delivery address's city code and zone number once known (decision 032): delivery is priced by zone. */
  shippingCity: plainText(100).nullish(),
  shippingZone: plainText(3).nullish(),
});
export type StoreCartQuoteBody = z.infer<typeof StoreCartQuoteBody>;

export const StoreQuoteLine = z.object({
  product_id: EntityId,
  variant_id: EntityId.nullable(),
  name: z.object({ ar: z.string(), en: z.string() }),
  variantName: z.object({ ar: z.string(), en: z.string() }).nullable(),
  image: z.string().nullable(),
  /** Effective unit price after the product's own discount. */
  unitPrice: Dirhams,
  quantity: z.number().int().positive(),
  lineTotal: Dirhams,
  /** Stock the shop can serve now; a line asking for more cannot be ordered as it is. */
  available: z.number().int().nonnegative(),
  isGiftCard: z.boolean(),
  /** Why the line cannot be ordered as it is, if it cannot: gone, inactive, out of stock, above stock. */
  problem: z
    .enum(['PRODUCT_UNAVAILABLE', 'VARIANT_NOT_FOUND', 'VARIANT_REQUIRED', 'OUT_OF_STOCK', 'STOCK_LIMIT'])
    .nullable(),
});
export type StoreQuoteLine = z.infer<typeof StoreQuoteLine>;

/** Delivery to the destination asked (or the catch-all zone when none): the zone, its promise, the free-delivery hint. */
export const StoreDeliveryQuote = z.object({
  /** false: no zone delivers there, create-order refuses with DELIVERY_NOT_AVAILABLE. */
  delivered: z.boolean(),
  zone: z.object({ ar: z.string(), en: z.string() }).nullable(),
  /** Goods after discounts above this ship free; null: never free here. */
  freeAbove: Dirhams.nullable(),
  /** Dirhams still to add (after discounts) for free delivery; 0: already free; null: no free delivery. */
  amountToFreeDelivery: Dirhams.nullable(),
  daysMin: z.number().int().nonnegative().nullable(),
  daysMax: z.number().int().nonnegative().nullable(),
});
export type StoreDeliveryQuote = z.infer<typeof StoreDeliveryQuote>;

export const StoreCartQuoteResponse = z.object({
  lines: z.array(StoreQuoteLine),
  subtotal: Dirhams,
  discount: Dirhams,
  shippingFee: Dirhams,
  shippingDiscount: Dirhams,
  total: Dirhams,
  hasPhysicalItems: z.boolean(),
  isGiftCardOnly: z.boolean(),
  /** null for a cart with nothing to deliver (gift cards only). */
  delivery: StoreDeliveryQuote.nullable(),
  coupon: StoreCoupon.nullable(),
  /** The server's verdict on the code sent, in both languages (COUPON_INVALID, COUPON_EXPIRED, COUPON_MIN_ORDER). */
  couponError: z.object({ code: z.string(), message: z.string(), messageAr: z.string() }).nullable(),
  /** A cap on units the cart breaks (ORDER_LINE_LIMIT, ORDER_UNITS_LIMIT): create-order would refuse it. */
  quantityError: z.object({ code: z.string(), message: z.string(), messageAr: z.string() }).nullable(),
  /** The shop sends order updates on WhatsApp: the checkout offers the opt-in only then. */
  whatsappUpdates: z.boolean(),
});
export type StoreCartQuoteResponse = z.infer<typeof StoreCartQuoteResponse>;
