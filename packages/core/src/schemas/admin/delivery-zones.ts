import { z } from 'zod';
import { DeliverySchedule } from '../delivery-windows.js';
import { DeliveryZones } from '../delivery-zones.js';

// Decision 032: the back office's delivery zones (GET/PUT /api/admin/delivery-zones).

/** PUT /api/admin/delivery-zones: the whole list, most specific zones found first by the rule, not by order. */
export const AdminDeliveryZonesBody = z.object({ zones: DeliveryZones });
export type AdminDeliveryZonesBody = z.infer<typeof AdminDeliveryZonesBody>;

/** The zones in force (the default ones until staff save a list), and whether they are the default. */
export const AdminDeliveryZonesResponse = z.object({ zones: DeliveryZones, isDefault: z.boolean() });
export type AdminDeliveryZonesResponse = z.infer<typeof AdminDeliveryZonesResponse>;

/** PUT /api/admin/delivery-schedule (decision 034): the delivery windows' schedule, as a whole. */
export const AdminDeliveryScheduleBody = z.object({ schedule: DeliverySchedule });
export type AdminDeliveryScheduleBody = z.infer<typeof AdminDeliveryScheduleBody>;

/** The schedule in force (the default one until staff save theirs), and whether it is the default. */
export const AdminDeliveryScheduleResponse = z.object({ schedule: DeliverySchedule, isDefault: z.boolean() });
export type AdminDeliveryScheduleResponse = z.infer<typeof AdminDeliveryScheduleResponse>;
