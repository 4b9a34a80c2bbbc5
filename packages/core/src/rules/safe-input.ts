// What the API accepts from text, as plain values and functions: the characters PostgreSQL can store and the
// spelling of an id. The request schemas (schemas/common.ts) are built on them; pages use them without zod.

/**
 * The largest PostgreSQL `integer` (2^31 - 1). Every id and count the API takes is bounded by it, so a bigger
 * number answers 400 here instead of "out of range for type integer" (a 500) from the database.
 */
export const MAX_DB_INT = 2_147_483_647;

/**
 * Text PostgreSQL can store: no NUL (U+0000, refused by `text` and `jsonb`) and no unpaired UTF-16 surrogate
 * (refused by `jsonb`, silently mangled elsewhere). With the `u` flag a valid surrogate pair is one code point,
 * so emoji and every other character pass. It also shows as the `pattern` of each string in the OpenAPI document.
 */
// eslint-disable-next-line no-control-regex -- NUL (a control character) is what this pattern refuses
export const SAFE_TEXT_PATTERN = /^[^\u0000\uD800-\uDFFF]*$/u;

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
export const ID_TEXT_MAX = String(MAX_DB_INT).length;

/** The id a path or query string names, or null when it names none (the same rule as IdParam). */
export function parseIdText(text: string | null | undefined): number | null {
  if (!text || text.length > ID_TEXT_MAX || !ID_TEXT_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_INT ? id : null;
}
