import { z } from 'zod';
import { LOCALES } from '../rules/locale.js';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ORDER_STATUSES,
  TRANSACTION_STATUSES,
} from '../rules/order-status.js';
import { ROLES } from '../rules/roles.js';
import type { ErrorCode } from '../rules/error-catalog.js';
import { stripBidiControls } from '../rules/shopper-text.js';
import { ID_TEXT_MAX, ID_TEXT_PATTERN, MAX_DB_INT, SAFE_TEXT_PATTERN } from '../rules/safe-input.js';

// Building blocks of the API schemas. Issue messages are codes of the error catalogue (errors.ts).
// Money on the wire is integer dirhams, as everywhere inside; dates are ISO 8601 strings.

export const Dirhams = z.number().int().nonnegative();

export const EntityId = z.number().int().positive().max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' });
export const IsoDateTime = z.string();

/** The check every string the API takes in carries (a test walks the OpenAPI document for it). */
export const safeTextCheck = z.regex(SAFE_TEXT_PATTERN, { message: 'INVALID_CHARACTERS' });

/**
 * The base of every request string: safe characters, at most `max` of them, kept as sent (passwords, codes,
 * search text). Missing answers REQUIRED, too long TEXT_TOO_LONG. Request schemas build on this and the helpers below, never bare z.string().
 */
export const rawText = (max: number) =>
  z.string({ message: 'REQUIRED' }).check(safeTextCheck).max(max, { message: 'TEXT_TOO_LONG' });
/** Trimmed text, possibly empty. */
export const plainText = (max: number) => rawText(max).trim();
/**
 * Text with something in it besides spaces, or empty: a required field's pattern, so the OpenAPI document says
 * a text of spaces only is refused (the server trims it to empty, which is REQUIRED's to say, so the pattern
 * takes the empty text and an empty field has one issue).
 */
export const NOT_BLANK_PATTERN = /^(?:|[\s\S]*\S[\s\S]*)$/;
/** As NOT_BLANK_PATTERN, where the bidi controls are stripped too (shopperText): they are not content either. */
export const NOT_BLANK_SHOPPER_PATTERN = /^(?:|[\s\S]*[^\s\u202A-\u202E\u2066-\u2069][\s\S]*)$/;
/** Trimmed text with something in it, else `message` (REQUIRED, or a field's own code such as PRODUCT_NAME_REQUIRED). */
export const filledText = (max: number, message: ErrorCode = 'REQUIRED') =>
  plainText(max).min(1, { message }).regex(NOT_BLANK_PATTERN, { message });
export const requiredText = (max: number) => filledText(max);
export const optionalText = (max: number) => plainText(max).optional();
/**
 * Trimmed text a shopper typed (a name, an address, a note, a review, a contact message, an account field):
 * as plainText, without the bidirectional embedding, override and isolate controls (stripBidiControls), so
 * what staff read on a screen, an invoice or an export is the order the characters were typed in. The limit
 * counts what was sent; the controls go before the trim, so one cannot hide spaces at either end.
 */
export const shopperText = (max: number) => rawText(max).overwrite(stripBidiControls).trim();
export const requiredShopperText = (max: number) =>
  shopperText(max).min(1, { message: 'REQUIRED' }).regex(NOT_BLANK_SHOPPER_PATTERN, { message: 'REQUIRED' });
export const optionalShopperText = (max: number) => shopperText(max).optional();
/** The longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/**
 * What an e-mail address looks like (zod's own rule for z.email), checked on the text as typed so the OpenAPI
 * document carries it as the field's pattern rather than leaving it to a later step the document cannot show.
 */
export const EMAIL_PATTERN = z.regexes.email;
/**
 * EMAIL_PATTERN or nothing, for a required address: its emptiness is REQUIRED's to say, so an empty field has
 * one issue. (zod's `abort` would do it too, but it stops the object's own refinements, and a form then shows
 * its problems one at a time.)
 */
export const EMAIL_OR_EMPTY_PATTERN = new RegExp(`^(?:|${EMAIL_PATTERN.source.slice(1, -1)})$`);
export const EmailAddress = plainText(EMAIL_MAX)
  .regex(EMAIL_PATTERN, { message: 'INVALID_EMAIL' })
  .toLowerCase();

export const LocaleSchema = z.enum(LOCALES);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const RoleSchema = z.enum(ROLES);

const IdText = z
  .string({ message: 'INVALID_ID' })
  .check(safeTextCheck)
  .max(ID_TEXT_MAX, { message: 'INVALID_ID' })
  .regex(ID_TEXT_PATTERN, { message: 'INVALID_ID' })
  .transform(Number)
  .pipe(z.number().max(MAX_DB_INT, { message: 'INVALID_ID' }));

/**
 * A numeric id in a path or query string (every route parameter that names a row, public and back office):
 * text as ID_TEXT_PATTERN spells it, within PostgreSQL's integer, else the issue INVALID_ID (the answer is
 * 400 INVALID_ID, docs/api.md). A number is taken too, for the server's own calls (catalog.listProducts).
 */
export const IdParam = z.union([EntityId, IdText], { message: 'INVALID_ID' });

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;
