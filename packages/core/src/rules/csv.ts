// CSV documents the back office exports and imports (activity log, products). RFC 4180, with what Excel needs:
// a UTF-8 byte-order mark (else Arabic reads as the local code page) and CRLF line ends.

import { DIRHAMS_PER_QAR } from './money.js';
import { stripBidiControls } from './shopper-text.js';

/** Excel reads a CSV as the local code page unless it starts with a UTF-8 byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/** A leading = + - @ tab or CR makes a spreadsheet run the cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: quoted when it holds a comma, quote or line break. A cell that would start a formula is
 * prefixed with an apostrophe (staff type names and descriptions); `unguardCsvField` takes it off on import.
 * Bidi embedding, override and isolate controls are left out (stripBidiControls): a spreadsheet sets each
 * cell in its own direction already, and a control stored before the server refused them would reorder the
 * cell ("Ali" + RLO + "nimda" reads "Ali admin").
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = stripBidiControls(typeof value === 'string' ? value : JSON.stringify(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * An amount as every exported CSV writes it (products, orders, customers): QAR with two decimals, no symbol,
 * so a spreadsheet sums it and the product import reads it back. 1234 dirhams → "12.34".
 */
export function qarCell(dirhams: number): string {
  const whole = Math.trunc(dirhams / DIRHAMS_PER_QAR);
  return `${whole}.${String(dirhams % DIRHAMS_PER_QAR).padStart(2, '0')}`;
}

/** A whole document: BOM, one line per row (the first is the header), CRLF as Excel expects. */
export function csvDocument(rows: readonly (readonly unknown[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The bytes of a file as UTF-8 text (a leading byte-order mark kept, as parseCsv expects it), or null when
 * they are not valid UTF-8: a file saved in another encoding is refused, never read with replacement
 * characters in place of its letters.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Reverses csvField's formula guard: `'=SUM(A1)` read back is `=SUM(A1)`; other apostrophes stay. */
export function unguardCsvField(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    /** 1-based line of the document where the problem is. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export interface CsvRecord {
  /** 1-based line of the document where the record starts (embedded line breaks make it differ from index). */
  line: number;
  fields: string[];
}

/**
 * Parses a CSV document (RFC 4180): quoted fields with "" for a quote, commas and line breaks inside quotes,
 * CRLF or LF line ends, a leading BOM ignored, blank lines skipped. Throws CsvSyntaxError on a stray quote or
 * an unclosed quoted field, so a damaged file is refused rather than read wrong.
 */
export function parseCsv(text: string): CsvRecord[] {
  return [...csvRecords(text)];
}

/**
 * parseCsv one record at a time, so a reader of a large file can let other work in between records (the
 * server's product import yields every few hundred). The CsvSyntaxError comes when the reader reaches it.
 */
export function* csvRecords(text: string): Generator<CsvRecord, void, undefined> {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  /** The record just ended, or null for a blank line. */
  const endRecord = (): CsvRecord | null => {
    endField();
    const record = fields.length > 1 || fields[0] !== '' ? { line: recordLine, fields } : null;
    fields = [];
    return record;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) throw new CsvSyntaxError('stray quote', line);
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      const record = endRecord();
      line++;
      recordLine = line;
      if (record) yield record;
    } else {
      if (wasQuoted) throw new CsvSyntaxError('text after a closing quote', line);
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError('unclosed quote', recordLine);
  if (field !== '' || fields.length > 0 || wasQuoted) {
    const record = endRecord();
    if (record) yield record;
  }
}
