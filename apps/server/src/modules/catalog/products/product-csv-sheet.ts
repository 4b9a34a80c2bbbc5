import {
  AppError,
  csvRecords,
  CsvSyntaxError,
  errorMessage,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_INFORMATIVE_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  unguardCsvField,
  type ApiIssue,
  type ErrorCode,
  type ErrorParams,
  type CsvRecord,
  type ProductCsvColumn,
} from '@matjar/core';
import { IMPORT_BATCH, yieldToOthers } from './product-csv-batches.js';

/** One data row of an import: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cell: (column: ProductCsvColumn) => string;
  /** Whether the file has the column (an optional one may be absent). */
  has: (column: ProductCsvColumn) => boolean;
}

const KNOWN = new Set<string>(PRODUCT_CSV_COLUMNS);

/**
 * Reads the file's rows, refusing the whole file when it cannot be read as the export's format: damaged CSV,
 * columns missing or unknown (a typo would otherwise be ignored silently), no rows, too many rows. Parsed a
 * batch of records at a time, with a yield in between.
 */
export async function readProductSheet(text: string, options: { withCost: boolean }): Promise<SheetRow[]> {
  const records: CsvRecord[] = [];
  try {
    for (const record of csvRecords(text)) {
      records.push(record);
      if (records.length % IMPORT_BATCH === 0) await yieldToOthers();
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AppError('CSV_MALFORMED', { line: error.line });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new AppError('CSV_NO_ROWS');
  const names = header.fields.map((name) => unguardCsvField(name).trim().toLowerCase());
  const index = new Map(names.map((name, i) => [name, i]));
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) =>
      !index.has(column) &&
      !PRODUCT_CSV_INFORMATIVE_COLUMNS.includes(column) &&
      !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(column),
  );
  const unknown = names.filter((name) => name !== '' && !KNOWN.has(name));
  // Without products.cost the cost column is read as absent: the stored costs stay (decision 026).
  if (!options.withCost) index.delete('cost_price');
  if (missing.length || unknown.length) {
    throw new AppError('CSV_COLUMNS_INVALID', { columns: [...missing, ...unknown].join(', ') });
  }
  if (data.length === 0) throw new AppError('CSV_NO_ROWS');
  if (data.length > PRODUCT_IMPORT_MAX_ROWS) {
    throw new AppError('CSV_TOO_MANY_ROWS', { max: PRODUCT_IMPORT_MAX_ROWS });
  }
  return data.map((record, i) => ({
    row: i + 2,
    cell: (column) => {
      const at = index.get(column);
      return at === undefined ? '' : unguardCsvField(record.fields[at] ?? '');
    },
    has: (column) => index.has(column),
  }));
}

/** An issue of one cell, in both languages: path is [row, column]. */
export function cellIssue(
  row: number,
  column: ProductCsvColumn,
  code: ErrorCode,
  params: ErrorParams = {},
): ApiIssue {
  return {
    path: [row, column],
    code,
    message: errorMessage(code, 'en', params),
    messageAr: errorMessage(code, 'ar', params),
  };
}
