import { parseCsv, CsvSyntaxError } from './csv.js';
import { DEFAULT_GIFT_CARD_PREFIX, giftCardPrefix } from './gift-card-code.js';
import { latinDigits } from './latin-digits.js';
import { DIRHAMS_PER_QAR } from './money.js';

// The code inventory of brand gift cards: the codes a brand or distributor sold the shop, loaded by staff and
// handed out one per unit sold. The shop's own card ("GIFT") has no inventory: its codes are made at payment.

/** Most codes one import takes (a paste or a file): a distributor's batch is hundreds, not hundreds of thousands. */
export const GIFT_CODE_IMPORT_MAX_CODES = 5000;
/** Longest text an import takes (a 5,000-line CSV with PINs, serials, dates and costs fits). */
export const GIFT_CODE_IMPORT_MAX_CHARS = 600_000;
/**
 * The request body such a text can need: JSON writes a character in up to 6 bytes (a control character as
 * \u0000-style escape; Arabic takes 2, most others 3), plus the object around it. The routes' body limit, so
 * a text the schema takes is never refused as too large first.
 */
export const GIFT_CODE_IMPORT_MAX_BODY_BYTES = GIFT_CODE_IMPORT_MAX_CHARS * 6 + 4_096;
/** A brand code, as loaded: 4 to 64 characters of letters, digits, spaces and dashes. */
const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,62}[A-Za-z0-9]$/;
const EXTRA_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/;
/** Alert when a card's unsold codes fall below this, until staff set the card's own figure. */
export const DEFAULT_LOW_CODES_THRESHOLD = 5;

/** A gift-card product whose brand has no prefix of its own is the shop's card: codes made by the shop, spent at checkout. */
export function isShopGiftCard(brandId: number | null | undefined): boolean {
  return giftCardPrefix(brandId) === DEFAULT_GIFT_CARD_PREFIX;
}

/**
 * A brand code folded for comparing: Arabic-Indic digits made Latin, upper case, no spaces or dashes. Two lines
 * that fold alike are the same code ("abcd-efgh" and "ABCD EFGH"); the duplicate check compares folded codes.
 */
export function foldInventoryCode(code: string): string {
  return latinDigits(code.normalize('NFKC'))
    .replace(/[\s\p{Pd}\u2212._]/gu, '')
    .toUpperCase();
}

export type GiftCodeLineProblem =
  | 'malformed_code'
  | 'malformed_pin'
  | 'malformed_serial'
  | 'malformed_expiry'
  | 'expired'
  | 'malformed_cost'
  | 'malformed_value'
  | 'unknown_value'
  | 'duplicate_in_file'
  | 'duplicate_existing';

export interface ParsedGiftCode {
  /** 1-based line of the pasted text or file. */
  line: number;
  /** The code as written (trimmed); the stored secret. */
  code: string;
  folded: string;
  pin: string | null;
  serial: string | null;
  /** YYYY-MM-DD, or null when the brand's codes do not expire. */
  expiresOn: string | null;
  /** What the shop paid for this code, in dirhams; null when not given. */
  cost: number | null;
  /** The denomination in riyals as the row named it (the value column); null: the import's chosen one. */
  valueRiyals: number | null;
}

export interface GiftCodeParseResult {
  codes: ParsedGiftCode[];
  problems: { line: number; problem: GiftCodeLineProblem }[];
  /** Blank lines skipped. */
  empty: number;
}

const HEADERS: Record<string, keyof ParsedGiftCode> = {
  code: 'code',
  الرمز: 'code',
  الكود: 'code',
  pin: 'pin',
  'رمز التفعيل': 'pin',
  serial: 'serial',
  'الرقم التسلسلي': 'serial',
  expiry: 'expiresOn',
  expires: 'expiresOn',
  expires_on: 'expiresOn',
  'تاريخ الانتهاء': 'expiresOn',
  cost: 'cost',
  التكلفة: 'cost',
  value: 'valueRiyals',
  القيمة: 'valueRiyals',
};

/** A header row names its columns, in any order: one of its cells is "code" (or الرمز) whatever the case. */
function headerOf(fields: string[]): (keyof ParsedGiftCode | null)[] | null {
  const columns = fields.map((field) => HEADERS[field.trim().toLowerCase()] ?? null);
  return columns.includes('code') ? columns : null;
}

function riyalsToDirhams(text: string): number | null {
  const value = latinDigits(text.trim());
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * DIRHAMS_PER_QAR);
}

function validDate(text: string): string | null {
  const value = latinDigits(text.trim());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/**
 * Reads a paste or an uploaded file: one code per line, or CSV whose first row names its columns (code, and
 * any of pin, serial, expiry, cost in riyals, value in riyals). Each line is checked on its own; a line with a
 * problem is named and left out, and the duplicates inside the text are named (the first occurrence is kept).
 * `today` (YYYY-MM-DD, Doha) refuses codes that have already expired. Pure: the server adds the check against
 * the codes it already holds.
 */
export function parseGiftCodeImport(text: string, today: string): GiftCodeParseResult {
  const result: GiftCodeParseResult = { codes: [], problems: [], empty: 0 };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  result.empty = lines.filter((line) => line.trim() === '').length;
  // A trailing line break is not an empty line someone typed.
  if (lines.length > 0 && lines.at(-1)!.trim() === '') result.empty--;
  let records: { line: number; fields: string[] }[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    result.problems.push({ line: error.line, problem: 'malformed_code' });
    return result;
  }
  const header = records.length > 0 ? headerOf(records[0]!.fields) : null;
  const columns = header ?? ['code'];
  const seen = new Set<string>();
  for (const record of header ? records.slice(1) : records) {
    const cell = (key: keyof ParsedGiftCode) => {
      const index = columns.indexOf(key);
      const value = index >= 0 ? (record.fields[index] ?? '').trim() : '';
      return value === '' ? null : value;
    };
    const problem = (kind: GiftCodeLineProblem) => result.problems.push({ line: record.line, problem: kind });
    // Without a header a line is one code: a comma in it is not a code.
    const code = (header ? cell('code') : record.fields.length === 1 ? cell('code') : null) ?? '';
    if (!CODE_SHAPE.test(latinDigits(code))) {
      problem('malformed_code');
      continue;
    }
    const pin = cell('pin');
    if (pin !== null && !EXTRA_SHAPE.test(pin)) {
      problem('malformed_pin');
      continue;
    }
    const serial = cell('serial');
    if (serial !== null && !EXTRA_SHAPE.test(serial)) {
      problem('malformed_serial');
      continue;
    }
    const expiryText = cell('expiresOn');
    const expiresOn = expiryText === null ? null : validDate(expiryText);
    if (expiryText !== null && expiresOn === null) {
      problem('malformed_expiry');
      continue;
    }
    if (expiresOn !== null && expiresOn <= today) {
      problem('expired');
      continue;
    }
    const costText = cell('cost');
    const cost = costText === null ? null : riyalsToDirhams(costText);
    if (costText !== null && cost === null) {
      problem('malformed_cost');
      continue;
    }
    const valueText = cell('valueRiyals');
    const value = valueText === null ? null : riyalsToDirhams(valueText);
    if (valueText !== null && (value === null || value === 0 || value % DIRHAMS_PER_QAR !== 0)) {
      problem('malformed_value');
      continue;
    }
    const folded = foldInventoryCode(code);
    if (seen.has(folded)) {
      problem('duplicate_in_file');
      continue;
    }
    seen.add(folded);
    result.codes.push({
      line: record.line,
      code: latinDigits(code),
      folded,
      pin: pin && latinDigits(pin),
      serial: serial && latinDigits(serial),
      expiresOn,
      cost,
      valueRiyals: value === null ? null : value / DIRHAMS_PER_QAR,
    });
  }
  result.problems.sort((a, b) => a.line - b.line);
  return result;
}

/** Whether a card's unsold codes call for the low-codes alert. */
export function codesRunningLow(available: number, threshold: number): boolean {
  return available <= threshold;
}
