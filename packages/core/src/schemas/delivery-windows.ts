import { z } from 'zod';
import { optionalText } from './common.js';

/** GET /api/store/delivery-windows?city=&zone= (decision 034): the days and windows a checkout may book. */
export const StoreDeliveryWindowsQuery = z.object({
  city: optionalText(60),
  zone: optionalText(10),
});
export const StoreDeliveryWindowsResponse = z.object({
  /** false: the address's zone takes no windows (or is not delivered); days is empty. */
  windows: z.boolean(),
  days: z.array(
    z.object({
      date: z.string(),
      windows: z.array(
        z.object({
          start: z.string(),
          end: z.string(),
          left: z.number().int(),
          closed: z.enum(['full', 'cutoff']).nullable(),
        }),
      ),
    }),
  ),
});
export type StoreDeliveryWindowsResponse = z.infer<typeof StoreDeliveryWindowsResponse>;
