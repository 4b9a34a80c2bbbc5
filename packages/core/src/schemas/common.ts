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

// Building blocks of the API schemas. Issue messages are codes of the error catalogue (errors.ts).
// Money on the wire is integer dirhams, as everywhere inside; dates are ISO 8601 strings.

export const Dirhams = z.number().int().nonnegative();

/**
 * The largest PostgreSQL `integer` (2^31 - 1). Every id and count the API takes is bounded by it, so a bigger
 * number answers 400 here instead of "out of range for type integer" (a 500) from the database.
 */
export const MAX_DB_INT = 2_147_483_647;

export const EntityId = z.number().int().positive().max(MAX_DB_INT, { message: 'NUMBER_OUT_OF_RANGE' });
export const IsoDateTime = z.string();

/**
 * Text PostgreSQL can store: no NUL (U+0000, refused by `text` and `jsonb`) and no unpaired UTF-16 surrogate
 * (refused by `jsonb`, silently mangled elsewhere). With the `u` flag a valid surrogate pair is one code point,
 * so emoji and every other character pass. It also shows as the `pattern` of each string in the OpenAPI document.
 */
// eslint-disable-next-line no-control-regex -- NUL (a control character) is what this pattern refuses
export const SAFE_TEXT_PATTERN = /^[^\u0000\uD800-\uDFFF]*$/u;
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

/**
 * Decimal digits for the numbers 1 to `max` and no others, as a regular expression's body: the digit strings
 * shorter than max's, then for each leading digit of max one alternative that goes below it there.
 * 2147483647 gives [1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|…|214748364[0-7].
 */
function upToPattern(max: number): string {
  const digits = String(max);
  const parts = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : [];
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    const last = i === digits.length - 1;
    const low = i === 0 ? 1 : 0;
    const high = last ? digit : digit - 1;
    if (high < low) continue;
    const rest = digits.length - i - 1;
    const range = low === high ? String(low) : `[${low}-${high}]`;
    parts.push(`${digits.slice(0, i)}${range}${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  return parts.join('|');
}

/**
 * An id as a path or query string spells it: decimal digits without a sign, a leading zero, an exponent, a hex
 * prefix or a fraction, so one row has one address ('00001', '0x10' and '1e3' name nothing), and at most
 * MAX_DB_INT, so the OpenAPI document's pattern is the whole rule ('2147483648' is past PostgreSQL's integer).
 */
export const ID_TEXT_PATTERN = new RegExp(`^(?:${upToPattern(MAX_DB_INT)})$`);
/** MAX_DB_INT has 10 digits: a longer id text is past PostgreSQL's integer whatever it holds. */
const ID_TEXT_MAX = String(MAX_DB_INT).length;

/** The id a path or query string names, or null when it names none (the same rule as IdParam). */
export function parseIdText(text: string | null | undefined): number | null {
  if (!text || text.length > ID_TEXT_MAX || !ID_TEXT_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_INT ? id : null;
}

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
