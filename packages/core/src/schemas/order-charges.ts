import { z } from 'zod';
import { Dirhams } from './common.js';

/**
 * What an order charges, said the same way on every screen, e-mail and message (decision 054): the goods, the
 * coupon's discount on them, the delivery fee of the address's zone, the part of that fee a delivery coupon
 * waived (its own line, never folded into the fee), and the total. The cart and checkout build it from the
 * server's quote, every view after placing from the order row, so a figure cannot change on the way.
 */
export const OrderCharges = z.object({
  subtotal: Dirhams,
  discount: Dirhams,
  couponCode: z.string().nullable(),
  /** The zone's fee before any delivery coupon; 0 when the goods reached its free-delivery threshold. */
  deliveryFee: Dirhams,
  /** What a delivery coupon took off deliveryFee. */
  deliveryDiscount: Dirhams,
  total: Dirhams,
  /** false: nothing to deliver (gift cards only), no delivery line. */
  hasDelivery: z.boolean(),
  /** false: the address is in no zone the shop serves, so the delivery line never reads "free". */
  delivered: z.boolean(),
});
export type OrderCharges = z.infer<typeof OrderCharges>;
