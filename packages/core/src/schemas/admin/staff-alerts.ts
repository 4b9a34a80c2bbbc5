import { z } from 'zod';
import { Dirhams, EntityId, IsoDateTime, OrderStatusSchema, PaymentStatusSchema } from '../common.js';

// Live new-order alerts (back-office §2 "Live new-order alerts"). One staff_notifications row per
// staff member and order, unread until read or dismissed. The event stream and the list carry the same shape.

/** Open event streams one staff member may hold in one server process; a tab storm is refused past it. */
export const MAX_EVENT_STREAMS_PER_STAFF = 10;
/** A comment line on every open stream this often, so proxies and load balancers keep an idle stream open. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long EventSource waits before reconnecting after the stream drops. */
export const EVENT_STREAM_RETRY_MS = 3_000;
/** The unread list (and a stream's catch-up on connect) holds at most this many alerts, newest first. */
export const STAFF_ALERTS_SHOWN = 100;

/** Names of the events of GET /api/admin/events. */
export const STAFF_EVENTS = {
  /** One unread alert (data: StaffAlert; the event id is the alert's id, so Last-Event-ID resumes after it). */
  alert: 'alert',
  /** Some of this staff member's alerts were read or dismissed elsewhere (data: {}): reload the unread list. */
  alertsChanged: 'alerts-changed',
  /**
   * An order changed — its status, its payment, its cash, its archive mark or its notes (data: OrderChangedEvent;
   * no id): every open board and order page refreshes that order ("live board and order page").
   */
  orderChanged: 'order-changed',
} as const;

/** What changed in an order-changed event; the screens refetch the order whatever it was. */
export const ORDER_CHANGES = [
  'status',
  'payment',
  'cash',
  'archived',
  'restored',
  'note',
  'driver',
  /** A WhatsApp message's delivery status arrived. */
  'whatsapp',
] as const;
export type OrderChange = (typeof ORDER_CHANGES)[number];

/**
 * An order-changed event: small, and with none of the shopper's contact details (viewer and editor read those
 * masked, and the stream goes to every role that reads orders). `version` is the order's updated_at to the
 * microsecond; the order page and the board fetch the order itself through the masked endpoints.
 */
export const OrderChangedEvent = z.object({
  id: EntityId,
  order_number: z.string(),
  change: z.enum(ORDER_CHANGES),
  status: OrderStatusSchema,
  payment_status: PaymentStatusSchema.nullable(),
  archived: z.boolean(),
  version: z.string(),
});
export type OrderChangedEvent = z.infer<typeof OrderChangedEvent>;

export const StaffAlert = z.object({
  id: EntityId,
  order_id: EntityId,
  order_number: z.string(),
  /** Shown as "#1001" (D20). */
  short_number: z.number().int().positive(),
  customer_name: z.string(),
  /** Dirhams. */
  total_amount: Dirhams,
  created_at: IsoDateTime,
});
export type StaffAlert = z.infer<typeof StaffAlert>;

/** GET /api/admin/notifications: the caller's unread alerts, newest first, and how many are unread in all. */
export const AdminStaffAlertsResponse = z.object({
  success: z.literal(true),
  alerts: z.array(StaffAlert),
  unread_count: z.number().int().nonnegative(),
});
export type AdminStaffAlertsResponse = z.infer<typeof AdminStaffAlertsResponse>;

/** POST …/notifications/{id}/read, …/{id}/dismiss and …/read-all: how many unread remain. */
export const AdminStaffAlertsChangedResponse = z.object({
  success: z.literal(true),
  unread_count: z.number().int().nonnegative(),
});
export type AdminStaffAlertsChangedResponse = z.infer<typeof AdminStaffAlertsChangedResponse>;
