import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES, ORDER_STATUSES, TRANSACTION_STATUSES } from '../order-status.js';
import { ROLES } from '../roles.js';

// Building blocks of the API schemas. Issue messages are codes of the error catalogue (errors.ts).
// Money on the wire is integer dirhams, as everywhere inside; dates are ISO 8601 strings.

export const Dirhams = z.number().int().nonnegative();
export const EntityId = z.number().int().positive();
/** A numeric id in a path or query string. */
export const IdParam = z.coerce.number().int().positive();
export const IsoDateTime = z.string();

export const requiredText = (max: number) =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const EmailAddress = z
  .string({ message: 'REQUIRED' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'INVALID_EMAIL' }));

export const LocaleSchema = z.enum(LOCALES);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const RoleSchema = z.enum(ROLES);

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;
