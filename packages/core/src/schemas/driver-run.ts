import { z } from 'zod';
import { DeliveryWindowOnOrder } from './delivery-windows.js';
import { DELIVERY_FAILURE_REASONS, DRIVER_TAP_ACTIONS, DRIVER_TAP_KEY_PATTERN } from '../rules/driver-run.js';
import { Dirhams, EntityId, LocaleSchema, optionalText, rawText } from './common.js';
import { CashAmount } from './admin/orders.js';

// The driver's run page (decision 053). Every request carries the link's token in its body: never in the
// address a server logs, never in a header.

/** The token as sent; a malformed one is refused like a revoked one (401 DRIVER_LINK_INVALID). */
const DriverLinkToken = rawText(64);

/** POST /api/driver/run. */
export const DriverRunBody = z.object({ token: DriverLinkToken });
export type DriverRunBody = z.infer<typeof DriverRunBody>;

/** One door of the run. */
export const DriverStop = z.object({
  id: EntityId,
  short_number: z.number().int(),
  customer_name: z.string(),
  /** Call and WhatsApp links from the shopper's phone; null without a usable number. */
  phone: z.object({ tel: z.string(), whatsapp: z.string(), display: z.string() }).nullable(),
  /** What to hand over: the order's lines in the order's language. */
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  payment_method: z.enum(['cash', 'online']),
  /** Cash to collect at the door (0 for an order paid by card, or once the cash is recorded). */
  to_collect: Dirhams,
  /** The cash recorded for the order, when it is. */
  cash_collected: Dirhams.nullable(),
  address: z.object({
    line: z.string().nullable(),
    city: z.string().nullable(),
    zone: z.string().nullable(),
    street: z.string().nullable(),
    building: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  map_url: z.string().nullable(),
  window: DeliveryWindowOnOrder.nullable(),
  /** The Doha day the stop is on: the day booked, or today for an order whose day has passed. */
  day: z.string(),
  /** Its booked day has passed and it is still to deliver. */
  late: z.boolean(),
  state: z.enum(['to_deliver', 'delivered']),
});
export type DriverStop = z.infer<typeof DriverStop>;

/** The stops of one window of one day, by blue-plate zone; window null: the day's orders without one. */
export const DriverRunGroup = z.object({
  window: z.object({ start: z.string(), end: z.string() }).nullable(),
  stops: z.array(DriverStop),
});
export type DriverRunGroup = z.infer<typeof DriverRunGroup>;

export const DriverRunResponse = z.object({
  driver: z.object({ name: z.string(), language: LocaleSchema }),
  today: z.string(),
  tomorrow: z.string(),
  days: z.array(z.object({ date: z.string(), groups: z.array(DriverRunGroup) })),
  /** Today's cash: still to collect, and already collected by this driver. */
  cash: z.object({ to_collect: Dirhams, collected: Dirhams }),
});
export type DriverRunResponse = z.infer<typeof DriverRunResponse>;

/** POST /api/driver/taps: one tap at a door, under the key the phone made for it. */
export const DriverTapBody = z.object({
  token: DriverLinkToken,
  key: rawText(64).regex(DRIVER_TAP_KEY_PATTERN, { message: 'DRIVER_TAP_KEY_INVALID' }),
  order_id: EntityId,
  action: z.enum(DRIVER_TAP_ACTIONS),
  /** The cash taken (action cash). */
  amount: CashAmount.optional(),
  /** Why the cash differs from the amount due (action cash, when it does). */
  difference_reason: optionalText(500),
  /** Why it could not be delivered (action not_delivered). */
  reason: z.enum(DELIVERY_FAILURE_REASONS).optional(),
});
export type DriverTapBody = z.input<typeof DriverTapBody>;

export const DriverTapResponse = z.object({
  success: z.literal(true),
  /** False when the key was seen before: the first answer, nothing applied again. */
  applied: z.boolean(),
  order_id: EntityId,
  action: z.enum(DRIVER_TAP_ACTIONS),
});
export type DriverTapResponse = z.infer<typeof DriverTapResponse>;

/** The back office's view of a driver's link: the address to show as a QR code, or none. */
export const AdminDriverLinkResponse = z.object({ active: z.boolean(), url: z.string().nullable() });
export type AdminDriverLinkResponse = z.infer<typeof AdminDriverLinkResponse>;
