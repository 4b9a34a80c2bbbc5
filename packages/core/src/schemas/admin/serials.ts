import { z } from 'zod';
import { EntityId, IdParam, IsoDateTime, requiredText } from '../common.js';

// Serial numbers of an order's units (decision 049).

/** One unit's serial as recorded: who recorded it, and whether the unit has come back. */
export const AdminOrderSerial = z.object({
  id: EntityId,
  serial: z.string(),
  username: z.string().nullable(),
  created_at: IsoDateTime,
  /** When the unit came back (a return); null while it is out with the shopper or still being packed. */
  returned_at: IsoDateTime.nullable(),
});
export type AdminOrderSerial = z.infer<typeof AdminOrderSerial>;

/**
 * POST /api/admin/orders/{id}/serials: one unit's serial for a line of the order, as typed or scanned. The
 * server reads it as core's normalizeSerial does and refuses it as serialRefusal does (room for spaces and
 * hyphens a printed IMEI carries).
 */
export const AdminRecordSerialBody = z.object({
  order_item_id: EntityId,
  serial: requiredText(80),
});
export type AdminRecordSerialBody = z.infer<typeof AdminRecordSerialBody>;

export const AdminOrderSerialParams = z.object({ id: IdParam, serialId: IdParam });

/** The line's serials after the change, and how many units of the whole order still lack one. */
export const AdminOrderSerialsResponse = z.object({
  success: z.literal(true),
  order_item_id: EntityId,
  serials: z.array(AdminOrderSerial),
  missing: z.number().int().nonnegative(),
});
export type AdminOrderSerialsResponse = z.infer<typeof AdminOrderSerialsResponse>;
